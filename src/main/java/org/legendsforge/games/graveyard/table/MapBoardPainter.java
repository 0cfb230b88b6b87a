package org.legendsforge.games.graveyard.table;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.PixelCanvas;

/**
 * The map board under the terrain cards: a wooden frame whose margins carry the column letters A–J
 * (west to east) and row numbers 1–9 (north to south) as the rules name cells, a compass, and a
 * parchment field with the 10 × 9 grid, each cell named faintly ("C4") and the 15 places of the
 * terrain cards marked, so the board reads as a map before setup lays the terrain on it.
 */
public final class MapBoardPainter {
  private static final Color WOOD = new Color(0x3A2A1C);
  private static final Color GOLD = new Color(0xC9A227);
  private static final Color PARCHMENT = new Color(0xEADFC2);
  private static final Color PARCHMENT_DARK = new Color(0xDDCFAC);
  private static final Color GRID = new Color(0x8C806B);
  private static final Color CELL_NAME = new Color(0xA89878);
  private static final Color MARGIN_INK = new Color(0xF1E6C8);

  private final FontSet fonts;

  public MapBoardPainter(FontSet fonts) {
    this.fonts = fonts;
  }

  public BufferedImage board(TableGeometry map, int px) {
    BufferedImage img = PixelCanvas.canvas(px, px, WOOD);
    Graphics2D g = PixelCanvas.graphics(img);
    double unit = px / map.matSize();
    double left = (map.matSize() - map.width()) / 2 * unit;
    double top = (map.matSize() - map.length()) / 2 * unit;
    double cw = map.cellWidth() * unit;
    double ch = map.cellLength() * unit;
    Rectangle2D field = new Rectangle2D.Double(left, top, Cell.COLUMNS * cw, Cell.ROWS * ch);
    // a gold rule around the field, inside the frame
    double rim = unit * 0.12;
    g.setColor(GOLD);
    g.setStroke(new BasicStroke((float) (unit * 0.04)));
    g.draw(
        new Rectangle2D.Double(
            left - rim, top - rim, field.getWidth() + 2 * rim, field.getHeight() + 2 * rim));
    slots(g, left, top, cw, ch);
    grid(g, field, left, top, cw, ch, unit);
    cellNames(g, left, top, cw, ch);
    coordinates(g, left, top, cw, ch, unit, px);
    compass(g, left / 2, top / 2, Math.min(left, top) * 0.36);
    g.dispose();
    return img;
  }

  /** The terrain cards' places in two shades, like a chequerboard of 5 × 3. */
  private static void slots(Graphics2D g, double left, double top, double cw, double ch) {
    for (int r = 0; r < TableGeometry.SLOT_ROWS; r++) {
      for (int c = 0; c < TableGeometry.SLOT_COLUMNS; c++) {
        g.setColor((r + c) % 2 == 0 ? PARCHMENT : PARCHMENT_DARK);
        g.fill(
            new Rectangle2D.Double(
                left + c * TerrainCard.WIDTH * cw,
                top + r * TerrainCard.LENGTH * ch,
                TerrainCard.WIDTH * cw,
                TerrainCard.LENGTH * ch));
      }
    }
  }

  private static void grid(
      Graphics2D g, Rectangle2D field, double left, double top, double cw, double ch, double u) {
    g.setColor(GRID);
    g.setStroke(new BasicStroke((float) (u * 0.025)));
    for (int c = 0; c <= Cell.COLUMNS; c++) {
      g.draw(new Line2D.Double(left + c * cw, top, left + c * cw, field.getMaxY()));
    }
    for (int r = 0; r <= Cell.ROWS; r++) {
      g.draw(new Line2D.Double(left, top + r * ch, field.getMaxX(), top + r * ch));
    }
    g.setColor(WOOD);
    g.setStroke(new BasicStroke((float) (u * 0.07)));
    for (int c = 0; c <= Cell.COLUMNS; c += TerrainCard.WIDTH) {
      g.draw(new Line2D.Double(left + c * cw, top, left + c * cw, field.getMaxY()));
    }
    for (int r = 0; r <= Cell.ROWS; r += TerrainCard.LENGTH) {
      g.draw(new Line2D.Double(left, top + r * ch, field.getMaxX(), top + r * ch));
    }
  }

  /** Each cell's name, faint, in its north-west corner: "A1" at the north-west of the map. */
  private void cellNames(Graphics2D g, double left, double top, double cw, double ch) {
    g.setColor(CELL_NAME);
    double size = Math.min(cw, ch) * 0.2;
    g.setFont(fonts.font(FontFace.BOLD, (float) size));
    for (int r = 0; r < Cell.ROWS; r++) {
      for (int c = 0; c < Cell.COLUMNS; c++) {
        String name = new Cell(c, r).toString();
        g.drawString(
            name, (float) (left + c * cw + size * 0.4), (float) (top + r * ch + size * 1.1));
      }
    }
  }

  private void coordinates(
      Graphics2D g, double left, double top, double cw, double ch, double unit, int px) {
    g.setColor(MARGIN_INK);
    g.setFont(fonts.font(FontFace.BOLD, (float) (unit * 0.6)));
    for (int c = 0; c < Cell.COLUMNS; c++) {
      String l = String.valueOf((char) ('A' + c));
      TableArtPainter.centred(g, l, left + (c + 0.5) * cw, top / 2);
      TableArtPainter.centred(g, l, left + (c + 0.5) * cw, px - top / 2);
    }
    for (int r = 0; r < Cell.ROWS; r++) {
      String n = Integer.toString(r + 1);
      TableArtPainter.centred(g, n, left / 2, top + (r + 0.5) * ch);
      TableArtPainter.centred(g, n, px - left / 2, top + (r + 0.5) * ch);
    }
  }

  /** North is up the board, towards row 1: an arrow and an N in the north-west corner. */
  private void compass(Graphics2D g, double cx, double cy, double r) {
    Path2D.Double arrow = new Path2D.Double();
    arrow.moveTo(cx, cy - r);
    arrow.lineTo(cx + r * 0.45, cy + r * 0.15);
    arrow.lineTo(cx, cy - r * 0.1);
    arrow.lineTo(cx - r * 0.45, cy + r * 0.15);
    arrow.closePath();
    g.setColor(GOLD);
    g.fill(arrow);
    g.setColor(MARGIN_INK);
    g.setFont(fonts.font(FontFace.BOLD, (float) (r * 0.7)));
    TableArtPainter.centred(g, "N", cx, cy + r * 0.62);
  }
}
