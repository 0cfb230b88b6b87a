package org.legendsforge.games.graveyard.model;

import java.util.Optional;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.Sleeve;

/**
 * A physical deck: what it holds, its sleeve colour, the icon on its cards' band and back, and its
 * back: the generated pattern {@code backPattern}, or the designer's own picture {@code backImage},
 * which then fills the whole back instead.
 */
public record Deck(
    String id,
    String name,
    DeckKind contents,
    Sleeve sleeve,
    String icon,
    String backPattern,
    Optional<Art> backImage)
    implements CardDeck {
  /** A deck whose back is a generated pattern. */
  public Deck(
      String id, String name, DeckKind contents, Sleeve sleeve, String icon, String backPattern) {
    this(id, name, contents, sleeve, icon, backPattern, Optional.empty());
  }

  @Override
  public String kind() {
    return contents.key();
  }

  @Override
  public boolean indexCardSize() {
    return contents.indexCardSize();
  }
}
