package org.legendsforge.kit.print.pages;

import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;

/**
 * A game's terrain as the terrain PDF prints it: index cards with their deck's back, and a preview
 * page of the map the build's seed lays out of them.
 */
public interface TerrainSheets {
  /** The terrain cards, in deck order; none when the game has no terrain. */
  List<? extends PrintedCard> cards();

  /** The deck whose back is printed behind them. */
  Optional<? extends CardDeck> deck();

  /** Whether the card set is large enough for the seed to lay out a map. */
  boolean mapPossible();

  /**
   * Everything the terrain PDF shows besides its layout, written out (the cards and, for the map,
   * what is placed on it): equal inputs let a build keep the last build's file.
   */
  List<String> keyInputs();

  /**
   * The map preview page; empty, having warned why, when the card set cannot be laid out as a map.
   */
  Optional<GuidePage> mapPreview();
}
