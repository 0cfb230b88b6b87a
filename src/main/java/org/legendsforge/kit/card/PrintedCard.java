package org.legendsforge.kit.card;

/**
 * One card as it is printed in one deck (a game may print a card in more than one deck), as the
 * kit's outputs see it: the game's own card stays behind it, for the game's renderer to draw.
 */
public interface PrintedCard {
  CardDeck deck();

  /** Unique across the card set (kebab-case), so it can name output files. */
  String id();

  String name();

  /**
   * Everything the face is drawn from, written out: equal for two prints that look alike, so the
   * render cache keys a face by it.
   */
  String faceText();
}
