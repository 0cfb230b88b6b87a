package org.legendsforge.games.graveyard.look;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.model.TerrainCardFace;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.render.CardLayout;
import org.legendsforge.kit.render.Colours;
import org.legendsforge.kit.render.DrawingTools;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontRole;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.Region;
import org.legendsforge.kit.render.Theme;

/**
 * A terrain card: 2 × 3 cells filling the card (outer cells run into the bleed), each terrain with
 * its colour, its own pattern and its letter, so grayscale prints still tell them apart. A river is
 * a ribbon through the cell centre that leaves each cell at an edge midpoint, so neighbouring river
 * cells (on this card or the next) join at the edge. A terrain card's illustration lies under the
 * cells, seen through a wash of each terrain's colour.
 */
final class TerrainPainter {
  private enum Edge {
    N,
    E,
    S,
    W
  }

  private final DrawingTools tools;
  private final Theme theme;
  private final FontSet fonts;
  private final TerrainPattern patterns;

  /** How much of the terrain colour covers an illustration: enough to tell the terrains apart. */
  static final float WASH = 0.62f;

  TerrainPainter(DrawingTools tools) {
    this.tools = tools;
    this.theme = tools.theme();
    this.fonts = tools.fonts();
    this.patterns = new TerrainPattern(theme::terrain);
  }

  void paint(Graphics2D g, TerrainCardFace face, CardDeck deck, CardLayout l) {
    TerrainCard card = face.terrain();
    Region grid = l.get("grid");
    double b = l.size().bleed();
    Rectangle2D whole =
        new Rectangle2D.Double(-b, -b, l.size().bleedWidth(), l.size().bleedHeight());
    boolean illustrated =
        face.art().map(a -> tools.paintArt(g, a, whole, theme.colour("paper"))).orElse(false);
    double cw = grid.w() / TerrainCard.WIDTH;
    double ch = grid.h() / TerrainCard.LENGTH;
    for (int row = 0; row < TerrainCard.LENGTH; row++) {
      for (int col = 0; col < TerrainCard.WIDTH; col++) {
        Rectangle2D cell = new Rectangle2D.Double(grid.x() + col * cw, grid.y() + row * ch, cw, ch);
        Rectangle2D bled =
            new Rectangle2D.Double(
                cell.getX() - (col == 0 ? b : 0),
                cell.getY() - (row == 0 ? b : 0),
                cw + (col == 0 || col == TerrainCard.WIDTH - 1 ? b : 0),
                ch + (row == 0 || row == TerrainCard.LENGTH - 1 ? b : 0));
        Graphics2D cg = (Graphics2D) g.create();
        try {
          cg.clip(bled);
          TerrainCell tc = card.cell(col, row);
          cg.setColor(theme.terrain(TerrainPattern.key(tc.terrain())));
          if (illustrated) {
            // the picture shows through a wash of the terrain's colour; pattern, river and
            // letter are drawn over it at full strength, so the cell reads as before
            cg.setComposite(
                java.awt.AlphaComposite.getInstance(java.awt.AlphaComposite.SRC_OVER, WASH));
            cg.fill(bled);
            cg.setComposite(java.awt.AlphaComposite.SrcOver);
          } else {
            cg.fill(bled);
          }
          patterns.paint(cg, tc.terrain(), bled);
          if (tc.river()) {
            river(cg, card, col, row, cell);
          }
          letter(cg, tc, cell);
        } finally {
          cg.dispose();
        }
      }
    }
    g.setColor(theme.terrain("grid"));
    g.setStroke(new BasicStroke(0.45f));
    for (int col = 1; col < TerrainCard.WIDTH; col++) {
      g.draw(
          new Line2D.Double(
              grid.x() + col * cw, -b, grid.x() + col * cw, l.size().trimHeight() + b));
    }
    for (int row = 1; row < TerrainCard.LENGTH; row++) {
      g.draw(
          new Line2D.Double(
              -b, grid.y() + row * ch, l.size().trimWidth() + b, grid.y() + row * ch));
    }
    tools.paintTabs(g, card.id(), deck, l);
  }

  private void river(Graphics2D g, TerrainCard card, int col, int row, Rectangle2D cell) {
    List<Edge> edges = riverEdges(card, col, row);
    Point2D c = new Point2D.Double(cell.getCenterX(), cell.getCenterY());
    Path2D.Double path = new Path2D.Double();
    boolean[] outer = new boolean[Edge.values().length];
    for (Edge e : edges) {
      outer[e.ordinal()] = !inside(col + dx(e), row + dy(e));
    }
    if (edges.size() == 2) {
      Point2D a = mid(cell, edges.get(0));
      Point2D z = mid(cell, edges.get(1));
      Point2D a0 = beyond(a, edges.get(0), outer[edges.get(0).ordinal()]);
      Point2D z0 = beyond(z, edges.get(1), outer[edges.get(1).ordinal()]);
      path.moveTo(a0.getX(), a0.getY());
      path.lineTo(a.getX(), a.getY());
      path.quadTo(c.getX(), c.getY(), z.getX(), z.getY());
      path.lineTo(z0.getX(), z0.getY());
    } else {
      for (Edge e : edges) {
        Point2D m = beyond(mid(cell, e), e, outer[e.ordinal()]);
        path.moveTo(c.getX(), c.getY());
        path.lineTo(m.getX(), m.getY());
      }
    }
    double width = Math.min(cell.getWidth(), cell.getHeight()) * 0.2;
    g.setColor(theme.terrain("river-edge"));
    g.setStroke(
        new BasicStroke((float) (width + 1.0), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
    g.draw(path);
    g.setColor(theme.terrain("river"));
    g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
    g.draw(path);
    if (edges.size() != 2) {
      // a spring or a junction: a round pool at the centre
      double r = width * 0.7;
      g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
    }
    g.setColor(theme.terrain("river-edge"));
    g.setStroke(
        new BasicStroke(
            (float) (width * 0.08),
            BasicStroke.CAP_ROUND,
            BasicStroke.JOIN_ROUND,
            1f,
            new float[] {(float) (width * 0.5), (float) (width * 0.6)},
            0f));
    g.draw(path);
  }

  /**
   * The edges a river cell's ribbon leaves by: towards every river neighbour on the card, then, to
   * reach two, into a neighbouring sea cell (a river mouth), then through the card's outer edges
   * (straight on when possible), so the river flows off the card where a neighbouring card can
   * continue it.
   */
  static List<Edge> riverEdges(TerrainCard card, int col, int row) {
    List<Edge> out = new ArrayList<>();
    for (Edge e : Edge.values()) {
      int nc = col + dx(e);
      int nr = row + dy(e);
      if (inside(nc, nr) && card.cell(nc, nr).river()) {
        out.add(e);
      }
    }
    for (Edge e : Edge.values()) {
      int nc = col + dx(e);
      int nr = row + dy(e);
      if (out.size() < 2 && inside(nc, nr) && card.cell(nc, nr).terrain() == Terrain.SEA) {
        out.add(e);
      }
    }
    if (out.size() >= 2) {
      return out;
    }
    List<Edge> outer = new ArrayList<>();
    for (Edge e : Edge.values()) {
      if (!inside(col + dx(e), row + dy(e))) {
        outer.add(e);
      }
    }
    if (out.size() == 1) {
      Edge opposite = Edge.values()[(out.get(0).ordinal() + 2) % 4];
      outer.sort((a, b) -> Boolean.compare(b == opposite, a == opposite));
    } else if (outer.contains(Edge.N) && outer.contains(Edge.S)) {
      outer.sort((a, b) -> Boolean.compare(b == Edge.N || b == Edge.S, a == Edge.N || a == Edge.S));
    }
    for (Edge e : outer) {
      if (out.size() < 2) {
        out.add(e);
      }
    }
    return out;
  }

  /** At the card's outer edge the ribbon runs on through the bleed, so a cut never shows a gap. */
  private static Point2D beyond(Point2D p, Edge e, boolean outer) {
    double d = outer ? 4.0 : 0;
    return new Point2D.Double(p.getX() + dx(e) * d, p.getY() + dy(e) * d);
  }

  private static boolean inside(int col, int row) {
    return col >= 0 && col < TerrainCard.WIDTH && row >= 0 && row < TerrainCard.LENGTH;
  }

  private static int dx(Edge e) {
    return e == Edge.E ? 1 : e == Edge.W ? -1 : 0;
  }

  private static int dy(Edge e) {
    return e == Edge.S ? 1 : e == Edge.N ? -1 : 0;
  }

  private static Point2D mid(Rectangle2D r, Edge e) {
    return switch (e) {
      case N -> new Point2D.Double(r.getCenterX(), r.getMinY());
      case S -> new Point2D.Double(r.getCenterX(), r.getMaxY());
      case W -> new Point2D.Double(r.getMinX(), r.getCenterY());
      case E -> new Point2D.Double(r.getMaxX(), r.getCenterY());
    };
  }

  /**
   * The terrain letter in a disc at the cell's top-left, inside the safe zone; on a river cell the
   * word "river" beside it, on a white label of its own, so it reads on every terrain (dark ink on
   * the forest's or the sea's fill could not be read).
   */
  private void letter(Graphics2D g, TerrainCell tc, Rectangle2D cell) {
    FontRole role = theme.font("terrain-letter");
    double s = role.sizeMm();
    double d = s * 1.45;
    // 4.5 mm in: the disc's outline stays 4 mm inside the trim on index stock.
    double x = cell.getX() + 4.5;
    double y = cell.getY() + 4.5;
    g.setColor(LABEL);
    g.fill(new Ellipse2D.Double(x, y, d, d));
    g.setColor(theme.terrain("grid"));
    g.setStroke(new BasicStroke(0.35f));
    g.draw(new Ellipse2D.Double(x, y, d, d));
    Font f = fonts.font(role.face(), (float) s);
    g.setColor(Colours.DARK);
    String letter = String.valueOf(tc.terrain().letter());
    DrawingTools.drawString(
        g,
        f,
        letter,
        x + (d - DrawingTools.width(f, letter)) / 2,
        y + d / 2 + s * DrawingTools.CAP_HEIGHT / 2);
    if (tc.river()) {
      Font small = fonts.font(FontFace.CONDENSED_BOLD, (float) (s * 0.6));
      Rectangle2D label = riverLabel(cell, s, DrawingTools.width(small, RIVER_WORD));
      g.setColor(LABEL);
      g.fill(roundLabel(label));
      g.setColor(theme.terrain("grid"));
      g.setStroke(new BasicStroke(0.25f));
      g.draw(roundLabel(label));
      g.setColor(Colours.DARK);
      DrawingTools.drawString(
          g,
          small,
          RIVER_WORD,
          label.getX() + LABEL_PAD,
          label.getCenterY() + s * 0.6 * DrawingTools.CAP_HEIGHT / 2);
    }
  }

  /** The word a river cell shows beside its letter. */
  static final String RIVER_WORD = "river";

  /** The ground of a cell's letter and its river label: white, whatever the terrain. */
  static final Color LABEL = Color.WHITE;

  private static final double LABEL_PAD = 0.8;

  /**
   * The white label of a river cell's word, beside the letter disc: as tall as the word's capitals
   * and more, {@code textWidth} wide plus its padding. {@code letterSize}: the letter's font size.
   */
  static Rectangle2D riverLabel(Rectangle2D cell, double letterSize, double textWidth) {
    double d = letterSize * 1.45;
    double h = letterSize * 0.6 * 1.25;
    return new Rectangle2D.Double(
        cell.getX() + 4.5 + d + 0.5, cell.getY() + 4.5 + (d - h) / 2, textWidth + 2 * LABEL_PAD, h);
  }

  private static RoundRectangle2D roundLabel(Rectangle2D r) {
    return new RoundRectangle2D.Double(
        r.getX(), r.getY(), r.getWidth(), r.getHeight(), r.getHeight() * 0.6, r.getHeight() * 0.6);
  }
}
