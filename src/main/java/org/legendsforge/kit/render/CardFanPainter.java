package org.legendsforge.kit.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.function.Consumer;

/**
 * A few cards fanned out as in a hand, drawn by the card renderer: the picture on the rulebook's
 * cover. The cards turn about one point far below them, so their tops spread apart: the middle card
 * lies on top, and the outer cards' top corners, where a card prints its name and its number, stay
 * clear of it.
 */
public final class CardFanPainter {
  /** Degrees between neighbouring cards. */
  private static final double TURN = 14;

  /**
   * How far below a card's foot the cards turn, in card heights: far enough that an outer card's
   * inner top corner clears the middle card ((1 + PIVOT) sin TURN > (w / h) (1 + cos TURN) / 2).
   */
  private static final double PIVOT = 2.2;

  private final CardSize size;

  /** A fan of cards of {@code size}. */
  public CardFanPainter(CardSize size) {
    this.size = size;
  }

  /**
   * Draws {@code cards} (at most five faces, each painting a card of the fan's size at its bleed
   * size, as the card renderer does) fanned inside the box {@code width} × {@code height}.
   */
  public void paint(Graphics2D g, List<Consumer<Graphics2D>> cards, double width, double height) {
    if (cards.isEmpty()) {
      return;
    }
    int n = cards.size();
    int middle = n / 2;
    // lay the fan out for cards 1 unit high, then fit its bounding box into the picture
    double w1 = size.trimWidth() / size.trimHeight();
    double minX = Double.MAX_VALUE;
    double maxX = -Double.MAX_VALUE;
    double minY = Double.MAX_VALUE;
    double maxY = -Double.MAX_VALUE;
    for (int i = 0; i < n; i++) {
      AffineTransform at = place(i - middle, w1, 1);
      for (double[] corner : new double[][] {{0, 0}, {w1, 0}, {0, 1}, {w1, 1}}) {
        java.awt.geom.Point2D p =
            at.transform(new java.awt.geom.Point2D.Double(corner[0], corner[1]), null);
        minX = Math.min(minX, p.getX());
        maxX = Math.max(maxX, p.getX());
        minY = Math.min(minY, p.getY());
        maxY = Math.max(maxY, p.getY());
      }
    }
    double fit = Math.min(width * 0.96 / (maxX - minX), height * 0.94 / (maxY - minY));
    double ch = fit;
    double cw = w1 * fit;
    double scale = ch / size.trimHeight();
    double ox = width / 2 - (minX + maxX) / 2 * fit;
    double oy = height / 2 - (minY + maxY) / 2 * fit;
    // draw from the outside in, so the middle card is on top
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    java.util.Arrays.sort(
        order, (a, b) -> Integer.compare(Math.abs(b - middle), Math.abs(a - middle)));
    for (int i : order) {
      AffineTransform at = AffineTransform.getTranslateInstance(ox, oy);
      at.concatenate(place(i - middle, cw, ch));
      Graphics2D c = (Graphics2D) g.create();
      try {
        c.transform(at);
        RoundRectangle2D outline = new RoundRectangle2D.Double(0, 0, cw, ch, 2.5, 2.5);
        c.setColor(new Color(0, 0, 0, 40));
        c.fill(new RoundRectangle2D.Double(0.8, 0.8, cw, ch, 2.5, 2.5));
        c.clip(outline);
        c.scale(scale, scale);
        c.translate(-size.bleed(), -size.bleed());
        cards.get(i).accept(c);
      } finally {
        c.dispose();
      }
      Graphics2D o = (Graphics2D) g.create();
      try {
        o.transform(at);
        o.setColor(new Color(0x4F, 0x4A, 0x42));
        o.setStroke(new BasicStroke(0.3f));
        o.draw(new RoundRectangle2D.Double(0, 0, cw, ch, 2.5, 2.5));
      } finally {
        o.dispose();
      }
    }
  }

  /**
   * Where the card {@code offset} places from the middle lies: its top-left corner at the origin of
   * the returned transform, turned about the point {@code PIVOT} card heights below the middle
   * card's foot (which the pivot's origin is).
   */
  private static AffineTransform place(int offset, double cw, double ch) {
    AffineTransform at = new AffineTransform();
    at.translate(0, ch * (1 + PIVOT));
    at.rotate(Math.toRadians(offset * TURN));
    at.translate(-cw / 2, -ch * (1 + PIVOT));
    return at;
  }
}
