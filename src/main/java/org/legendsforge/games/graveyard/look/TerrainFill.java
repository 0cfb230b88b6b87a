package org.legendsforge.games.graveyard.look;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.render.CardLook;

/**
 * A terrain cell as the terrain cards fill it, for the figures and the table that show the board:
 * the terrain's colour from the cards' look and its pattern, scaled to the box.
 */
public final class TerrainFill {
  /** A terrain card's cell is about this wide; patterns are drawn for cells of that size. */
  private static final double CARD_CELL = 38.1;

  private TerrainFill() {}

  /** Fills {@code box} with {@code cell}'s terrain colour and pattern. */
  public static void paint(CardLook look, Graphics2D g, TerrainCell cell, Rectangle2D box) {
    g.setColor(look.terrainColour(TerrainPattern.key(cell.terrain())));
    g.fill(box);
    Graphics2D g2 = (Graphics2D) g.create();
    try {
      g2.clip(box);
      double k = box.getWidth() / CARD_CELL;
      AffineTransform at = new AffineTransform();
      at.translate(box.getX(), box.getY());
      at.scale(k, k);
      g2.transform(at);
      new TerrainPattern(look::terrainColour)
          .paint(g2, cell.terrain(), new Rectangle2D.Double(0, 0, CARD_CELL, box.getHeight() / k));
    } finally {
      g2.dispose();
    }
  }
}
