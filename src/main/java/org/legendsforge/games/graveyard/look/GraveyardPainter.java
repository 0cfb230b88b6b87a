package org.legendsforge.games.graveyard.look;

import java.awt.Graphics2D;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.TerrainCardFace;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.render.DrawingTools;
import org.legendsforge.kit.render.GameFaces;

/** What this game draws itself on its cards: terrain cards, and terrain tiles in card text. */
final class GraveyardPainter implements GameFaces.Painter {
  private final DrawingTools tools;
  private final TerrainPainter terrain;
  private final TerrainTile tiles;

  GraveyardPainter(DrawingTools tools) {
    this.tools = tools;
    this.terrain = new TerrainPainter(tools);
    this.tiles = new TerrainTile(tools.theme(), tools.fonts());
  }

  @Override
  public void paintFace(PrintedCard printed, Graphics2D g) {
    DeckCard card = GraveyardFaces.cardOf(printed);
    terrain.paint(g, (TerrainCardFace) card.card(), card.deck(), tools.layout("terrain"));
  }

  @Override
  public void paintIcon(Graphics2D g, String name, double x, double y, double size) {
    TerrainTile.of(name).ifPresent(t -> tiles.paint(g, t, x, y, size));
  }
}
