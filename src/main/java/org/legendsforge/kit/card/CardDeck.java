package org.legendsforge.kit.card;

import java.util.Optional;

/**
 * A physical deck as the kit's outputs see it, whatever game it belongs to: its names, its card
 * size, its sleeve and the back it is printed with. The game's own deck record answers these.
 */
public interface CardDeck {
  /** Unique among the game's decks; names files and TTS objects. */
  String id();

  String name();

  /** What the deck holds, as the card data writes it ({@code fire-spells}). */
  String kind();

  /** Index cards (3 x 5 in, played bare) rather than poker cards. */
  boolean indexCardSize();

  Sleeve sleeve();

  /** The icon on its cards' band and back. */
  String icon();

  /** The generated back pattern, unless {@link #backImage} fills the back instead. */
  String backPattern();

  Optional<Art> backImage();
}
