package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.tts.CellSize;
import org.legendsforge.kit.tts.DeckSheet;

/**
 * Draws a deck sheet for the game through the one {@link CardRenderer}: each card's trim area (the
 * bleed cut away, as on a cut card) scaled into its cell, slots row by row. Unused cells stay
 * white. Backs are one cell: the deck shares a single back ({@code UniqueBack} false).
 */
public final class SheetPainter {
  private final CardRenderer renderer;

  public SheetPainter(CardRenderer renderer) {
    this.renderer = renderer;
  }

  /**
   * One row of cells of a face sheet, as wide as the sheet and one cell high. Cells are clipped to
   * themselves and placed at whole pixels, so the rows stacked are the sheet drawn in one piece.
   */
  public BufferedImage row(DeckSheet<? extends CardDeck, ? extends PrintedCard> sheet, int row) {
    BufferedImage img = PixelCanvas.canvas(sheet.widthPx(), sheet.cell().height(), Color.WHITE);
    Graphics2D g = PixelCanvas.graphics(img);
    CardSize size = renderer.size(sheet.deck());
    List<? extends PrintedCard> cards = sheet.rowCards(row);
    for (int col = 0; col < cards.size(); col++) {
      PrintedCard card = cards.get(col);
      inCell(
          g, sheet.cell(), size, col * sheet.cell().width(), 0, () -> renderer.paintFace(card, g));
    }
    g.dispose();
    return img;
  }

  public BufferedImage back(CardDeck deck, CellSize cell) {
    BufferedImage img = PixelCanvas.canvas(cell.width(), cell.height(), Color.WHITE);
    Graphics2D g = PixelCanvas.graphics(img);
    inCell(g, cell, renderer.size(deck), 0, 0, () -> renderer.paintBack(deck, g));
    g.dispose();
    return img;
  }

  /** Sets up millimetre units with the origin at the bleed corner, the trim filling the cell. */
  private static void inCell(
      Graphics2D g, CellSize cell, CardSize size, int x, int y, Runnable paint) {
    AffineTransform saved = g.getTransform();
    java.awt.Shape savedClip = g.getClip();
    g.translate(x, y);
    g.clip(new Rectangle2D.Double(0, 0, cell.width(), cell.height()));
    g.scale(cell.width() / size.trimWidth(), cell.height() / size.trimHeight());
    g.translate(-size.bleed(), -size.bleed());
    paint.run();
    g.setTransform(saved);
    g.setClip(savedClip);
  }
}
