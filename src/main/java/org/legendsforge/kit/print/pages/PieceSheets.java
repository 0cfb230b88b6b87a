package org.legendsforge.kit.print.pages;

import java.awt.Graphics2D;
import java.util.List;
import java.util.Optional;

/**
 * A game's printable pieces as the components PDF prints them: what its guide page lists, the
 * pieces by size (each size imposed on sheets of its own, in this order) and how each is drawn.
 * {@code P} is the game's own piece; pieces that are equal are drawn once and placed as often as
 * they are listed.
 */
public interface PieceSheets<P> {
  /** A piece's trimmed size and bleed, in millimetres; {@code name} tells its sheets apart. */
  record Size(String name, double width, double height, double bleed) {}

  /** The pieces of one size, in the order they are printed. */
  record Group<P>(Size size, List<P> pieces) {}

  /** The guide page's list: how many of each piece, its name and a note on making it. */
  List<ComponentsGuidePage.Entry> entries();

  List<Group<P>> groups();

  /**
   * The size whose first piece may lie flat at the foot of the guide page, below its text (a long,
   * low piece such as a track); empty when no piece goes there.
   */
  Optional<Size> atFootOfGuide();

  /** Draws {@code piece} in millimetres, its bleed box from the origin. */
  void paint(Graphics2D g, P piece);

  /** Whether there is nothing to print (then no components PDF is made). */
  default boolean isEmpty() {
    return groups().isEmpty();
  }
}
