package org.legendsforge.kit.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;

/**
 * A few cards fanned out as in a hand, drawn by the card renderer: the picture on the rulebook's
 * cover. The middle card lies on top; the others turn away from it.
 */
public final class CardFanPainter {
  private static final double TURN = 13;

  private final CardRenderer renderer;

  public CardFanPainter(CardRenderer renderer) {
    this.renderer = renderer;
  }

  /** Draws {@code cards} (at most five) fanned inside the box {@code width} × {@code height}. */
  public void paint(Graphics2D g, List<DeckCard> cards, double width, double height) {
    if (cards.isEmpty()) {
      return;
    }
    CardSize size = renderer.size(cards.get(0).deck());
    double scale = Math.min(height * 0.86 / size.trimHeight(), width * 0.42 / size.trimWidth());
    double cw = size.trimWidth() * scale;
    double ch = size.trimHeight() * scale;
    int n = cards.size();
    int middle = n / 2;
    // draw from the outside in, so the middle card is on top
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    java.util.Arrays.sort(
        order, (a, b) -> Integer.compare(Math.abs(b - middle), Math.abs(a - middle)));
    for (int i : order) {
      double angle = Math.toRadians((i - middle) * TURN);
      Graphics2D c = (Graphics2D) g.create();
      try {
        AffineTransform at = new AffineTransform();
        at.translate(width / 2 + (i - middle) * cw * 0.55, height * 0.08 + ch);
        at.rotate(angle);
        at.translate(-cw / 2, -ch);
        c.transform(at);
        RoundRectangle2D outline = new RoundRectangle2D.Double(0, 0, cw, ch, 2.5, 2.5);
        c.setColor(new Color(0, 0, 0, 40));
        c.fill(new RoundRectangle2D.Double(0.8, 0.8, cw, ch, 2.5, 2.5));
        c.clip(outline);
        c.scale(scale, scale);
        c.translate(-size.bleed(), -size.bleed());
        renderer.paintFace(cards.get(i), c);
      } finally {
        c.dispose();
      }
      Graphics2D o = (Graphics2D) g.create();
      try {
        o.translate(width / 2 + (i - middle) * cw * 0.55, height * 0.08 + ch);
        o.rotate(angle);
        o.setColor(new Color(0x4F, 0x4A, 0x42));
        o.setStroke(new BasicStroke(0.3f));
        o.draw(new RoundRectangle2D.Double(-cw / 2, -ch, cw, ch, 2.5, 2.5));
      } finally {
        o.dispose();
      }
    }
  }
}
