package org.legendsforge.games.graveyard.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.rulebook.Figure;
import org.legendsforge.kit.render.CardLook;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FigureText;
import org.legendsforge.kit.render.FontSet;

/**
 * A card drawn by the card renderer (the same drawing as the printed card) in the middle of a
 * figure, with each part the text names called out: its words beside the card, on the side the part
 * lies on, and a leader line to a dot on the part. Parts the card does not show are left out
 * ({@link #missing} names them).
 */
public final class CardCalloutPainter {
  private static final double TEXT = 2.9;
  private static final double GAP = 5;
  private static final double DOT = 0.75;

  private final CardRenderer renderer;
  private final CardLook look;
  private final FigureText text;

  /**
   * The rulebook's accent, which is the area colour (the inside cells of its area diagrams), so its
   * callouts take it from the area concept too.
   */
  private final Color leader;

  public CardCalloutPainter(CardRenderer renderer, CardLook look, FontSet fonts) {
    this.renderer = renderer;
    this.look = look;
    this.text = new FigureText(fonts, look);
    this.leader = look.concept("area").colour();
  }

  /** The callouts whose part the card does not show. */
  public List<Figure.Label> missing(DeckCard card, List<Figure.Label> callouts) {
    Map<String, Rectangle2D> parts = look.parts(card);
    return callouts.stream().filter(c -> !parts.containsKey(c.key())).toList();
  }

  /** How tall the figure is at {@code width}: the card's height, or its labels' if taller. */
  public double height(DeckCard card, List<Figure.Label> callouts, double width) {
    Layout l = layout(card, callouts, width);
    return Math.max(l.cardHeight, Math.max(l.leftBottom, l.rightBottom));
  }

  public void paint(Graphics2D g, DeckCard card, List<Figure.Label> callouts, double width) {
    Layout l = layout(card, callouts, width);
    CardSize size = renderer.size(card.deck());
    Graphics2D c = (Graphics2D) g.create();
    try {
      AffineTransform at = new AffineTransform();
      at.translate(l.cardX, 0);
      at.scale(l.scale, l.scale);
      c.transform(at);
      // the trim only: the bleed is for the cutter, not for the reader
      c.clip(
          new Rectangle2D.Double(size.bleed(), size.bleed(), size.trimWidth(), size.trimHeight()));
      renderer.paintFace(card, c);
    } finally {
      c.dispose();
    }
    g.setColor(look.colour("rule"));
    g.setStroke(new BasicStroke(0.25f));
    g.draw(
        new Rectangle2D.Double(
            l.cardX + size.bleed() * l.scale,
            size.bleed() * l.scale,
            size.trimWidth() * l.scale,
            size.trimHeight() * l.scale));
    for (Placed p : l.placed) {
      text.draw(g, p.lines, p.x, p.y, TEXT, look.colour("ink"));
      double ly = p.y + TEXT * 0.55;
      double lx = p.left ? p.x + p.width + 0.8 : p.x - 0.8;
      g.setColor(leader);
      g.setStroke(new BasicStroke(0.3f));
      g.draw(new Line2D.Double(lx, ly, p.anchorX, ly));
      g.draw(new Line2D.Double(p.anchorX, ly, p.anchorX, p.anchorY));
      double r = DOT;
      g.setColor(Color.WHITE);
      g.fill(
          new Ellipse2D.Double(p.anchorX - r - 0.3, p.anchorY - r - 0.3, 2 * r + 0.6, 2 * r + 0.6));
      g.setColor(leader);
      g.fill(new Ellipse2D.Double(p.anchorX - r, p.anchorY - r, 2 * r, 2 * r));
    }
  }

  private record Placed(
      List<FigureText.Line> lines,
      double x,
      double y,
      double width,
      boolean left,
      double anchorX,
      double anchorY) {}

  private static final class Layout {
    double scale;
    double cardX;
    double cardHeight;
    double leftBottom;
    double rightBottom;
    final List<Placed> placed = new ArrayList<>();
  }

  private Layout layout(DeckCard card, List<Figure.Label> callouts, double width) {
    Layout l = new Layout();
    CardSize size = renderer.size(card.deck());
    double cardWidth = width * 0.38;
    l.scale = cardWidth / size.bleedWidth();
    l.cardX = (width - cardWidth) / 2;
    l.cardHeight = size.bleedHeight() * l.scale;
    double column = l.cardX - GAP;
    Map<String, Rectangle2D> parts = look.parts(card);
    record Call(Figure.Label label, double ax, double ay, boolean left) {}
    List<Call> calls = new ArrayList<>();
    double middle = size.bleedWidth() / 2;
    int lefts = 0;
    int rights = 0;
    for (Figure.Label c : callouts) {
      Rectangle2D r = parts.get(c.key());
      if (r == null) {
        continue;
      }
      // a part off the middle is called out on its own side; one across the middle where fewer are
      boolean centred = Math.abs(r.getCenterX() - middle) < 3;
      boolean left = centred ? lefts <= rights : r.getCenterX() < middle;
      lefts += left ? 1 : 0;
      rights += left ? 0 : 1;
      double ax = left ? r.getMinX() : r.getMaxX();
      double ay = r.getCenterY();
      // just outside the part, so the dot hides none of what it says
      double out = left ? -DOT : DOT;
      calls.add(new Call(c, l.cardX + ax * l.scale + out, ay * l.scale, left));
    }
    for (boolean left : new boolean[] {true, false}) {
      double y = 0;
      List<Call> side =
          calls.stream()
              .filter(c -> c.left == left)
              .sorted(Comparator.comparingDouble(Call::ay))
              .toList();
      for (Call c : side) {
        List<FigureText.Line> lines = text.lines(c.label.text(), TEXT, column, true);
        double h = text.height(lines, TEXT);
        double top = Math.max(y, c.ay - TEXT * 0.55);
        double w = lines.stream().mapToDouble(FigureText.Line::width).max().orElse(0);
        double x = left ? l.cardX - GAP - w : l.cardX + cardWidth + GAP;
        l.placed.add(new Placed(lines, x, top, w, left, c.ax, c.ay));
        y = top + h + 1.6;
      }
      if (left) {
        l.leftBottom = y;
      } else {
        l.rightBottom = y;
      }
    }
    return l;
  }
}
