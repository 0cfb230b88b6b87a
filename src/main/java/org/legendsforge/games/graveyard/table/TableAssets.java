package org.legendsforge.games.graveyard.table;

import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.Marker;

/**
 * The URL of every image the save refers to. The output layer decides where images live ({@code
 * file:///…} by default, or under a hosting base URL) and answers here.
 */
public interface TableAssets {
  String sheetFace(DeckSheet<Deck, DeckCard> sheet);

  String deckBack(Deck deck);

  String mat();

  String heroToken(Hero hero);

  String pickup(PickupKind kind);

  String marker(Marker marker);

  /** The tint of {@code marker}'s bag: its tokens' colour (0xRRGGBB), as the images draw it. */
  int markerColour(Marker marker);
}
