package org.legendsforge.kit.print;

/**
 * How far a printer puts the backs from where they belong, as the duplex test shows it: held
 * against a light and seen from the front, each back cross lies {@code right} mm to the right of
 * its ruler's centre and {@code down} mm below it (negative: left, up). Back pages are moved the
 * opposite way, so the next print lands behind its fronts.
 */
public record BackOffset(double right, double down) {
  public static final BackOffset NONE = new BackOffset(0, 0);

  /** The correction on the back page itself, whose x or y runs the other way after the flip. */
  public CardSlot correct(CardSlot back, Duplex edge) {
    if (right == 0 && down == 0) {
      return back;
    }
    return edge.flip() == Duplex.LONG ? back.shifted(right, -down) : back.shifted(-right, down);
  }

  public boolean isNone() {
    return right == 0 && down == 0;
  }
}
