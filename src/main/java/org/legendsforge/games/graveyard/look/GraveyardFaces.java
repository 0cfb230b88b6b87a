package org.legendsforge.games.graveyard.look;

import java.util.List;
import org.legendsforge.games.graveyard.faces.FaceOf;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.TerrainCardFace;
import org.legendsforge.games.graveyard.model.WeaponType;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.render.DrawingTools;
import org.legendsforge.kit.render.GameFaces;

/**
 * Graveyard of Legends as the card renderer sees it: each card's face from {@link FaceOf}, terrain
 * cards painted from their cells, a theme icon for every weapon kind, and terrain letters in card
 * text drawn as terrain tiles. Installed through {@code META-INF/services}.
 */
public final class GraveyardFaces implements GameFaces {
  @Override
  public Face face(PrintedCard card) {
    return FaceOf.card(cardOf(card).card());
  }

  @Override
  public boolean paintsFace(PrintedCard card) {
    return cardOf(card).card() instanceof TerrainCardFace;
  }

  @Override
  public List<String> themeIcons() {
    return WeaponType.keys();
  }

  @Override
  public List<String> ownIcons() {
    return TerrainTile.LETTERS;
  }

  @Override
  public Painter painter(DrawingTools tools) {
    return new GraveyardPainter(tools);
  }

  /** The cards the kit hands back are this game's (its loader made them). */
  static DeckCard cardOf(PrintedCard card) {
    return (DeckCard) card;
  }
}
