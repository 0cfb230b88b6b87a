package org.legendsforge.games.graveyard.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.games.graveyard.look.TerrainFill;
import org.legendsforge.games.graveyard.model.Concepts;
import org.legendsforge.games.graveyard.rulebook.BoardView;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.render.CardLook;
import org.legendsforge.kit.render.Concept;
import org.legendsforge.kit.render.FigureText;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * Draws part of the map for a rulebook figure: terrain as the terrain cards draw it (fill, pattern,
 * river, letter), column letters and row numbers, orbs as their concepts show them, heroes as discs
 * with their initials (Red's side vermillion, Blue's indigo, dormant white), and what the figure
 * points out: the acting hero ringed in gold, its target in the damage colour, a path with an
 * arrow, the cells an area hits in the area colour, a line of sight (solid when it sees, dashed
 * with a cross when blocked), the cells a move may end on (ringed green with a dot), the cells its
 * steps can never enter (greyed and crossed) and the compensation counter. Colours come with shapes
 * and words, so it reads in grayscale.
 */
public final class BoardFigurePainter {
  static final Color SIDE_1 = new Color(0xD5, 0x5E, 0x00);
  // indigo, not the mana blue: a side-2 hero is never read as mana
  static final Color SIDE_2 = new Color(0x33, 0x3D, 0x9C);
  private static final Color GOLD = new Color(0xE6, 0x9F, 0x00);
  private static final Color SEES = new Color(0x00, 0x8A, 0x5E);

  /** The margin the coordinates are printed in, left of and above the cells. */
  static final double LABELS = 3.6;

  private static final double COUNTER = 7;

  private final CardLook look;
  private final FigureText text;

  /** A target and a blocked line of sight: the damage colour, what the target is about to take. */
  private final Color target;

  /** The cells an area hits: the area concept's colour. */
  private final Color area;

  public BoardFigurePainter(CardLook look, FontSet fonts) {
    this.look = look;
    this.text = new FigureText(fonts, look);
    this.target = look.concept("damage").colour();
    this.area = look.concept("area").colour();
  }

  /** The side of a cell when the view is drawn {@code width} wide. */
  public static double cellSize(BoardView v, double width) {
    return (width - LABELS) / v.columns();
  }

  public static double height(BoardView v, double width) {
    return LABELS + v.rows() * cellSize(v, width) + (v.compensation().isPresent() ? COUNTER : 0);
  }

  /** Draws {@code v} {@code width} wide with its top-left corner at the origin. */
  public void paint(Graphics2D g, BoardView v, double width) {
    double cell = cellSize(v, width);
    double x0 = LABELS;
    double y0 = LABELS;
    labels(g, v, x0, y0, cell);
    for (int r = 0; r < v.rows(); r++) {
      for (int c = 0; c < v.columns(); c++) {
        Cell at = new Cell(v.corner().col() + c, v.corner().row() + r);
        TerrainFill.paint(look, g, v.board().at(at), box(v, at, x0, y0, cell));
      }
    }
    rivers(g, v, x0, y0, cell);
    grid(g, v, x0, y0, cell);
    for (Cell c : v.blocked()) {
      if (v.shows(c)) {
        neverEntered(g, box(v, c, x0, y0, cell));
      }
    }
    for (Cell c : v.reach()) {
      if (v.shows(c)) {
        reachable(g, box(v, c, x0, y0, cell));
      }
    }
    for (Cell c : v.hit()) {
      if (v.shows(c)) {
        hit(g, box(v, c, x0, y0, cell));
      }
    }
    if (v.path().size() > 1) {
      path(g, v, x0, y0, cell);
    }
    for (BoardView.Orb o : v.orbs()) {
      if (v.shows(o.cell())) {
        orb(g, o.kind(), box(v, o.cell(), x0, y0, cell));
      }
    }
    for (BoardView.Piece p : v.heroes()) {
      if (v.shows(p.cell())) {
        hero(g, p, box(v, p.cell(), x0, y0, cell));
      }
    }
    v.sight().ifPresent(s -> sight(g, v, s, x0, y0, cell));
    v.compensation().ifPresent(k -> counter(g, k, x0, y0 + v.rows() * cell + 2.2));
  }

  private static Rectangle2D box(BoardView v, Cell c, double x0, double y0, double cell) {
    return new Rectangle2D.Double(
        x0 + (c.col() - v.corner().col()) * cell,
        y0 + (c.row() - v.corner().row()) * cell,
        cell,
        cell);
  }

  private void labels(Graphics2D g, BoardView v, double x0, double y0, double cell) {
    double size = Math.min(2.6, cell * 0.34);
    Color ink = look.colour("ink");
    for (int c = 0; c < v.columns(); c++) {
      String l = String.valueOf((char) ('A' + v.corner().col() + c));
      double w = text.width(l, FontFace.BOLD, size);
      text.line(g, l, FontFace.BOLD, size, x0 + (c + 0.5) * cell - w / 2, y0 - 0.9, ink);
    }
    for (int r = 0; r < v.rows(); r++) {
      String l = Integer.toString(v.corner().row() + r + 1);
      double w = text.width(l, FontFace.BOLD, size);
      text.line(g, l, FontFace.BOLD, size, x0 - 0.9 - w, y0 + (r + 0.5) * cell + size * 0.36, ink);
    }
  }

  /**
   * A ribbon from the cell's centre towards each neighbour that water can enter, as on the cards.
   */
  private void rivers(Graphics2D g, BoardView v, double x0, double y0, double cell) {
    for (boolean core : new boolean[] {false, true}) {
      g.setColor(look.terrainColour(core ? "river" : "river-edge"));
      g.setStroke(
          new BasicStroke(
              (float) (cell * (core ? 0.1 : 0.18)), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
      for (int r = 0; r < v.rows(); r++) {
        for (int c = 0; c < v.columns(); c++) {
          Cell at = new Cell(v.corner().col() + c, v.corner().row() + r);
          if (v.board().at(at).river()) {
            Rectangle2D b = box(v, at, x0, y0, cell);
            for (Cell n : at.orthogonalNeighbours()) {
              if (v.board().at(n).admitsWater()) {
                g.draw(
                    new Line2D.Double(
                        b.getCenterX(),
                        b.getCenterY(),
                        b.getCenterX() + (n.col() - at.col()) * cell / 2,
                        b.getCenterY() + (n.row() - at.row()) * cell / 2));
              }
            }
          }
        }
      }
    }
  }

  private void grid(Graphics2D g, BoardView v, double x0, double y0, double cell) {
    Color grid = look.terrainColour("grid");
    g.setColor(grid);
    g.setStroke(new BasicStroke((float) Math.max(0.12, cell * 0.015)));
    for (int r = 0; r < v.rows(); r++) {
      for (int c = 0; c < v.columns(); c++) {
        Cell at = new Cell(v.corner().col() + c, v.corner().row() + r);
        Rectangle2D b = box(v, at, x0, y0, cell);
        g.draw(b);
        TerrainCell t = v.board().at(at);
        double size = cell * 0.2;
        Color fill = look.terrainColour(t.terrain().name().toLowerCase(java.util.Locale.ROOT));
        Color ink =
            t.terrain() == Terrain.SEA || t.terrain() == Terrain.FOREST
                ? Color.WHITE
                : look.colour("ink");
        if (fill != null) {
          text.line(
              g,
              String.valueOf(t.terrain().letter()),
              FontFace.BOLD,
              size,
              b.getX() + cell * 0.06,
              b.getY() + size * 1.0,
              ink);
        }
        g.setColor(grid);
      }
    }
    g.setStroke(new BasicStroke(0.35f));
    g.draw(new Rectangle2D.Double(x0, y0, v.columns() * cell, v.rows() * cell));
  }

  private void hit(Graphics2D g, Rectangle2D b) {
    g.setColor(new Color(area.getRed(), area.getGreen(), area.getBlue(), 0x70));
    g.fill(b);
    g.setColor(area);
    g.setStroke(new BasicStroke((float) (b.getWidth() * 0.05)));
    double i = b.getWidth() * 0.06;
    g.draw(
        new Rectangle2D.Double(
            b.getX() + i, b.getY() + i, b.getWidth() - 2 * i, b.getHeight() - 2 * i));
  }

  /** A cell the move may end on: a ring inside its edge and a dot, the terrain left to read. */
  private static void reachable(Graphics2D g, Rectangle2D b) {
    g.setColor(SEES);
    g.setStroke(new BasicStroke((float) (b.getWidth() * 0.06)));
    double i = b.getWidth() * 0.07;
    g.draw(
        new Rectangle2D.Double(
            b.getX() + i, b.getY() + i, b.getWidth() - 2 * i, b.getHeight() - 2 * i));
    double r = b.getWidth() * 0.11;
    g.setColor(Color.WHITE);
    g.fill(new Ellipse2D.Double(b.getCenterX() - r * 1.5, b.getCenterY() - r * 1.5, 3 * r, 3 * r));
    g.setColor(SEES);
    g.fill(new Ellipse2D.Double(b.getCenterX() - r, b.getCenterY() - r, 2 * r, 2 * r));
  }

  /** A cell none of the hero's steps may enter: greyed over and struck through. */
  private void neverEntered(Graphics2D g, Rectangle2D b) {
    g.setColor(new Color(255, 255, 255, 0x80));
    g.fill(b);
    double k = b.getWidth() * 0.22;
    Color ink = look.colour("ink");
    g.setColor(ink);
    g.setStroke(
        new BasicStroke(
            (float) (b.getWidth() * 0.07), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    double cx = b.getCenterX();
    double cy = b.getCenterY();
    g.draw(new Line2D.Double(cx - k, cy - k, cx + k, cy + k));
    g.draw(new Line2D.Double(cx - k, cy + k, cx + k, cy - k));
  }

  private static void path(Graphics2D g, BoardView v, double x0, double y0, double cell) {
    Path2D.Double p = new Path2D.Double();
    for (int i = 0; i < v.path().size(); i++) {
      Rectangle2D b = box(v, v.path().get(i), x0, y0, cell);
      if (i == 0) {
        p.moveTo(b.getCenterX(), b.getCenterY());
      } else {
        p.lineTo(b.getCenterX(), b.getCenterY());
      }
    }
    float w = (float) (cell * 0.09);
    g.setColor(Color.WHITE);
    g.setStroke(new BasicStroke(w * 2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(p);
    g.setColor(GOLD.darker());
    g.setStroke(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(p);
    Rectangle2D start = box(v, v.path().get(0), x0, y0, cell);
    double r = cell * 0.12;
    g.fill(new Ellipse2D.Double(start.getCenterX() - r, start.getCenterY() - r, 2 * r, 2 * r));
  }

  /**
   * An orb as the printed tokens and the map preview show it: a white diamond edged in its
   * concept's colour, the concept's icon inside.
   */
  private void orb(Graphics2D g, PickupKind kind, Rectangle2D b) {
    double r = b.getWidth() * 0.36;
    double cx = b.getCenterX();
    double cy = b.getCenterY();
    Concept orb = look.concept(Concepts.orb(kind));
    Path2D.Double diamond = new Path2D.Double();
    diamond.moveTo(cx, cy - r);
    diamond.lineTo(cx + r, cy);
    diamond.lineTo(cx, cy + r);
    diamond.lineTo(cx - r, cy);
    diamond.closePath();
    g.setColor(Color.WHITE);
    g.fill(diamond);
    g.setColor(orb.colour());
    g.setStroke(new BasicStroke((float) (b.getWidth() * 0.05)));
    g.draw(diamond);
    double s = r * 0.95;
    look.paintConcept(g, orb.key(), cx - s / 2, cy - s / 2, s);
  }

  private void hero(Graphics2D g, BoardView.Piece p, Rectangle2D b) {
    double r = b.getWidth() * 0.36;
    double cx = b.getCenterX();
    double cy = b.getCenterY();
    Color fill = p.side() == 1 ? SIDE_1 : p.side() == 2 ? SIDE_2 : Color.WHITE;
    Ellipse2D disc = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
    if (p.role() != BoardView.Role.NONE) {
      double rr = r * 1.32;
      g.setColor(p.role() == BoardView.Role.ACTING ? GOLD : target);
      g.fill(new Ellipse2D.Double(cx - rr, cy - rr, 2 * rr, 2 * rr));
    }
    g.setColor(fill);
    g.fill(disc);
    g.setColor(look.colour("ink"));
    g.setStroke(new BasicStroke((float) (b.getWidth() * 0.035)));
    if (p.side() == 0) {
      g.setStroke(
          new BasicStroke(
              (float) (b.getWidth() * 0.035),
              BasicStroke.CAP_BUTT,
              BasicStroke.JOIN_MITER,
              10f,
              new float[] {(float) (r * 0.35), (float) (r * 0.2)},
              0f));
    }
    g.draw(disc);
    double size = r * 0.95;
    double w = text.width(p.label(), FontFace.BOLD, size);
    text.line(
        g,
        p.label(),
        FontFace.BOLD,
        size,
        cx - w / 2,
        cy + size * 0.36,
        p.side() == 0 ? look.colour("ink") : Color.WHITE);
  }

  private void sight(
      Graphics2D g, BoardView v, BoardView.Sightline s, double x0, double y0, double cell) {
    Rectangle2D a = box(v, s.from(), x0, y0, cell);
    Rectangle2D b = box(v, s.to(), x0, y0, cell);
    Line2D line = new Line2D.Double(a.getCenterX(), a.getCenterY(), b.getCenterX(), b.getCenterY());
    float w = (float) Math.max(0.35, cell * 0.05);
    g.setColor(Color.WHITE);
    g.setStroke(new BasicStroke(w * 2.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(line);
    g.setColor(s.sees() ? SEES : target);
    g.setStroke(
        s.sees()
            ? new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
            : new BasicStroke(
                w,
                BasicStroke.CAP_BUTT,
                BasicStroke.JOIN_MITER,
                10f,
                new float[] {w * 3, w * 2},
                0f));
    g.draw(line);
    double r = cell * 0.16;
    for (Rectangle2D end : new Rectangle2D[] {a, b}) {
      g.setColor(s.sees() ? SEES : target);
      g.fill(new Ellipse2D.Double(end.getCenterX() - r, end.getCenterY() - r, 2 * r, 2 * r));
    }
    if (!s.sees()) {
      double mx = (a.getCenterX() + b.getCenterX()) / 2;
      double my = (a.getCenterY() + b.getCenterY()) / 2;
      double k = cell * 0.18;
      g.setColor(Color.WHITE);
      g.setStroke(new BasicStroke(w * 3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
      g.draw(new Line2D.Double(mx - k, my - k, mx + k, my + k));
      g.draw(new Line2D.Double(mx - k, my + k, mx + k, my - k));
      g.setColor(target);
      g.setStroke(new BasicStroke(w * 1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
      g.draw(new Line2D.Double(mx - k, my - k, mx + k, my + k));
      g.draw(new Line2D.Double(mx - k, my + k, mx + k, my - k));
    }
  }

  /** "Compensation" and three pips, as many filled in the holding side's colour as it holds. */
  private void counter(Graphics2D g, BoardView.Counter k, double x, double y) {
    double size = 2.6;
    Color ink = look.colour("ink");
    String label = "Compensation";
    text.line(g, label, FontFace.BOLD, size, x, y + size, ink);
    double px = x + text.width(label, FontFace.BOLD, size) + 2;
    Color side = k.side() == 1 ? SIDE_1 : SIDE_2;
    double r = 1.3;
    for (int i = 0; i < 3; i++) {
      Ellipse2D pip = new Ellipse2D.Double(px + i * 3.4, y + size * 0.55 - r, 2 * r, 2 * r);
      if (i < k.points()) {
        g.setColor(side);
        g.fill(pip);
      }
      g.setColor(ink);
      g.setStroke(new BasicStroke(0.25f));
      g.draw(pip);
    }
    String words =
        k.points() == 0
            ? "0: no side"
            : k.points() + (k.points() == 1 ? " point" : " points") + ", " + k.holder();
    text.line(g, words, FontFace.REGULAR, size, px + 3 * 3.4 + 1, y + size, ink);
  }
}
