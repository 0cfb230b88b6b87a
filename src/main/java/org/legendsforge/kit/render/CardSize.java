package org.legendsforge.kit.render;

/**
 * The physical size of a card in millimetres: trim size, bleed around it, and the safe margin
 * inside the trim that everything drawn on the face keeps clear of (backgrounds that run on into
 * the bleed aside): the cut can wander that far. Poker cards keep the 1/8 in card shops ask for;
 * terrain index cards 4 mm, what a printer feeding 3 x 5 in stock leaves unprinted at its edges.
 */
public record CardSize(double trimWidth, double trimHeight, double bleed, double safe) {
  /** Poker size, 2.5 × 3.5 in. */
  public static final CardSize POKER = new CardSize(63.5, 88.9, 3.0, 25.4 / 8);

  /** A 3 × 5 in index card upright: two cells across, three down. */
  public static final CardSize INDEX_CARD = new CardSize(76.2, 127.0, 3.0, 4.0);

  public double bleedWidth() {
    return trimWidth + 2 * bleed;
  }

  public double bleedHeight() {
    return trimHeight + 2 * bleed;
  }
}
