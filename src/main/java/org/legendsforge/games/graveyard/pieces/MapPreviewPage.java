package org.legendsforge.games.graveyard.pieces;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Concepts;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.games.graveyard.rules.TerrainLayout;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.print.pages.PageText;
import org.legendsforge.kit.print.pages.PieceInk;
import org.legendsforge.kit.render.Concept;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.HeroMark;
import org.legendsforge.kit.render.PieceLook;

/**
 * A preview of one seeded setup: the 10 × 9 map with each cell's terrain (colour and letter, so it
 * reads in grayscale), rivers, the 15 card slots with each card's id (a turned card marked), the
 * eight dormant heroes by their marks (initials in their colour, as on their cards, standees and
 * table tokens) and the orbs by their concepts' icons and colours (as on the printed tokens, the
 * rulebook's figures and the table's coins), and a key in which every mark means one thing: letters
 * are terrains only (columns are lettered outside the map), discs heroes, diamonds orbs. Scales to
 * the page.
 */
public final class MapPreviewPage implements GuidePage {
  private static final Map<Terrain, Color> FILL = new EnumMap<>(Terrain.class);

  static {
    // Lightness steps of about 11 L* (91, 72, 61, 49, 37): distinct in grayscale too.
    FILL.put(Terrain.PLAINS, new Color(0xEE, 0xE8, 0xB8));
    FILL.put(Terrain.HILLS, new Color(0xCD, 0xAA, 0x6E));
    FILL.put(Terrain.MOUNTAIN, new Color(0x9C, 0x92, 0x8A));
    FILL.put(Terrain.SEA, new Color(0x4A, 0x77, 0xAE));
    FILL.put(Terrain.FOREST, new Color(0x33, 0x5F, 0x35));
  }

  /** The fill of a terrain's cells. */
  static Color fill(Terrain t) {
    return FILL.get(t);
  }

  /** A piece's radius (hero disc, orb diamond), in cells; each is centred on its cell. */
  static final double PIECE_RADIUS = 0.3;

  /** The outline of a hero disc, as a share of its radius; an orb diamond's, in cells. */
  private static final double DISC_STROKE = 0.13;

  private static final double DIAMOND_STROKE = 0.05;

  /** The line around a card slot, in cells, centred on the slot's edge. */
  static final double SLOT_STROKE = 0.05;

  /** The card id's text size, in cells. */
  static final double ID_SIZE = 0.12;

  /** How far below its cell's top edge a piece reaches, outline included, in cells. */
  static double pieceReach() {
    return 0.5 + PIECE_RADIUS + Math.max(PIECE_RADIUS * DISC_STROKE, DIAMOND_STROKE) / 2;
  }

  /**
   * The white box behind a slot's card id, {@code textWidth} wide (in cells), in cells from the top
   * left of the slot's bottom-left cell: along the bottom edge, in the strip no piece reaches.
   */
  static Rectangle2D idBox(double textWidth) {
    double height = ID_SIZE * 1.15;
    // just inside the slot's outline: the strip between it and the pieces is about 0.15 cell
    double bottom = 1 - SLOT_STROKE / 2 - 0.005;
    return new Rectangle2D.Double(0.04, bottom - height, textWidth + 0.04, height);
  }

  /** The baseline of the card id, in cells from the top of the slot's bottom-left cell. */
  static double idBaseline() {
    return idBox(0).getY() + ID_SIZE * 0.9;
  }

  private static final Color RIVER = new Color(0x12, 0x3A, 0x6B);
  private static final Color RIVER_CORE = new Color(0x8C, 0xCB, 0xF2);
  private final PageText text;
  private final SetupResult setup;
  private final PieceLook look;
  private final List<String> heroNames;
  private final List<HeroMark> heroMarks;

  /**
   * {@code heroNames} and {@code heroMarks}: the display name and the mark of each hero of {@code
   * setup.heroes()}, in order.
   */
  public MapPreviewPage(
      FontSet fonts,
      PieceLook look,
      SetupResult setup,
      List<String> heroNames,
      List<HeroMark> heroMarks) {
    this.text = new PageText(fonts);
    this.look = look;
    this.setup = setup;
    this.heroNames = List.copyOf(heroNames);
    this.heroMarks = List.copyOf(heroMarks);
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    boolean small = width < 150;
    double margin = small ? 4 : PageText.MARGIN;
    double top = margin + (small ? 5 : 12);
    double keyHeight = small ? 0 : 60;
    double cell =
        Math.min(
            (width - 2 * margin - 6) / Cell.COLUMNS,
            (height - top - margin - keyHeight - 6) / Cell.ROWS);
    double x0 = margin + 6 + ((width - 2 * margin - 6) - cell * Cell.COLUMNS) / 2;
    double y0 = top + 6;
    g.setColor(PageText.INK);
    String title = String.format(Locale.ROOT, "Map preview, seed %d", setup.seed());
    text.line(g, title, FontFace.BOLD, small ? 3 : 6, margin, margin + (small ? 2.5 : 6));
    for (Cell c : Cell.all()) {
      cell(g, c, x0 + c.col() * cell, y0 + c.row() * cell, cell);
    }
    // Every river's dark edge first, then every light core, so joints between cells stay clean.
    for (boolean core : new boolean[] {false, true}) {
      for (Cell c : Cell.all()) {
        if (setup.board().at(c).river()) {
          river(g, c, x0 + c.col() * cell, y0 + c.row() * cell, cell, core);
        }
      }
    }
    slots(g, x0, y0, cell);
    labels(g, x0, y0, cell);
    pieces(g, x0, y0, cell);
    if (!small) {
      key(g, margin, y0 + Cell.ROWS * cell + 8, width - 2 * margin);
    }
  }

  private void cell(Graphics2D g, Cell c, double x, double y, double size) {
    TerrainCell t = setup.board().at(c);
    g.setColor(FILL.get(t.terrain()));
    g.fill(new Rectangle2D.Double(x, y, size, size));
    g.setColor(new Color(0x33, 0x33, 0x33));
    g.setStroke(new BasicStroke((float) (size * 0.01)));
    g.draw(new Rectangle2D.Double(x, y, size, size));
    // White letters on the two dark terrains, dark ones on the light.
    g.setColor(
        t.terrain() == Terrain.SEA || t.terrain() == Terrain.FOREST ? Color.WHITE : PageText.INK);
    text.line(
        g,
        String.valueOf(t.terrain().letter()),
        FontFace.BOLD,
        size * 0.22,
        x + size * 0.06,
        y + size * 0.25);
  }

  /** A ribbon from the cell's centre to each side where the water goes on (river or sea). */
  /**
   * A ribbon from the cell's centre to each side where the water goes on (river or sea): a light
   * core in a dark edge, so it shows on the darkest and the lightest terrain, in grey too.
   */
  private void river(Graphics2D g, Cell c, double x, double y, double size, boolean core) {
    {
      g.setColor(core ? RIVER_CORE : RIVER);
      g.setStroke(
          new BasicStroke(
              (float) (size * (core ? 0.1 : 0.18)), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
      double cx = x + size / 2;
      double cy = y + size / 2;
      int joined = 0;
      for (Cell n : c.orthogonalNeighbours()) {
        if (setup.board().at(n).admitsWater()) {
          double ex = cx + (n.col() - c.col()) * size / 2;
          double ey = cy + (n.row() - c.row()) * size / 2;
          g.draw(new Line2D.Double(cx, cy, ex, ey));
          joined++;
        }
      }
      if (joined == 0) {
        g.draw(
            new Line2D.Double(
                cx - size * 0.25, cy + size * 0.25, cx + size * 0.25, cy - size * 0.25));
      }
    }
  }

  private void slots(Graphics2D g, double x0, double y0, double cell) {
    g.setColor(PageText.INK);
    g.setStroke(new BasicStroke((float) (cell * SLOT_STROKE)));
    for (TerrainLayout.Placed p : setup.layout().slots()) {
      double x = x0 + p.col() * TerrainCard.WIDTH * cell;
      double y = y0 + p.row() * TerrainCard.LENGTH * cell;
      g.draw(new Rectangle2D.Double(x, y, TerrainCard.WIDTH * cell, TerrainCard.LENGTH * cell));
      String id = p.card().id() + (p.turned() ? " (turned)" : "");
      double idSize = cell * ID_SIZE;
      // the slot's bottom-left cell
      double cy = y + (TerrainCard.LENGTH - 1) * cell;
      Rectangle2D box = idBox(text.width(id, FontFace.CONDENSED, idSize) / cell);
      g.setColor(Color.WHITE);
      g.fill(
          new Rectangle2D.Double(
              x + box.getX() * cell,
              cy + box.getY() * cell,
              box.getWidth() * cell,
              box.getHeight() * cell));
      g.setColor(PageText.INK);
      text.line(g, id, FontFace.CONDENSED, idSize, x + cell * 0.06, cy + idBaseline() * cell);
    }
  }

  private void labels(Graphics2D g, double x0, double y0, double cell) {
    g.setColor(PageText.INK);
    double size = Math.min(3.5, cell * 0.3);
    for (int col = 0; col < Cell.COLUMNS; col++) {
      String l = String.valueOf((char) ('A' + col));
      text.line(
          g,
          l,
          FontFace.BOLD,
          size,
          x0 + (col + 0.5) * cell - text.width(l, FontFace.BOLD, size) / 2,
          y0 - 1.5);
    }
    for (int row = 0; row < Cell.ROWS; row++) {
      String l = Integer.toString(row + 1);
      text.line(
          g,
          l,
          FontFace.BOLD,
          size,
          x0 - 1.5 - text.width(l, FontFace.BOLD, size),
          y0 + (row + 0.5) * cell + size * 0.35);
    }
  }

  private void pieces(Graphics2D g, double x0, double y0, double cell) {
    for (int i = 0; i < setup.heroes().size(); i++) {
      SetupResult.HeroPlacement h = setup.heroes().get(i);
      double cx = x0 + (h.cell().col() + 0.5) * cell;
      double cy = y0 + (h.cell().row() + 0.5) * cell;
      heroDisc(g, heroMarks.get(i), cx, cy, cell * PIECE_RADIUS);
    }
    for (SetupResult.PickupPlacement p : setup.pickups()) {
      double cx = x0 + (p.cell().col() + 0.5) * cell;
      double cy = y0 + (p.cell().row() + 0.5) * cell;
      double r = cell * PIECE_RADIUS;
      Path2D.Double diamond = new Path2D.Double();
      diamond.moveTo(cx, cy - r);
      diamond.lineTo(cx + r, cy);
      diamond.lineTo(cx, cy + r);
      diamond.lineTo(cx - r, cy);
      diamond.closePath();
      Concept orb = look.concept(Concepts.orb(p.kind()));
      g.setColor(Color.WHITE);
      g.fill(diamond);
      g.setColor(orb.colour());
      g.setStroke(new BasicStroke((float) (cell * DIAMOND_STROKE)));
      g.draw(diamond);
      orbIcon(g, orb, cx, cy, r * 0.95);
    }
  }

  /** A hero as its other pieces show it: a disc of its colour with its initials. */
  private void heroDisc(Graphics2D g, HeroMark mark, double cx, double cy, double r) {
    g.setColor(mark.colour());
    g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
    g.setColor(PageText.INK);
    g.setStroke(new BasicStroke((float) (r * DISC_STROKE)));
    g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
    g.setColor(PieceInk.textOn(mark.colour()));
    centred(g, mark.initials(), cx, cy, r * (mark.initials().length() > 1 ? 0.8 : 1.0));
  }

  /** An orb's icon, {@code size} wide, centred on (cx, cy), in the orb's colour. */
  private void orbIcon(Graphics2D g, Concept orb, double cx, double cy, double size) {
    look.icon(orb.icon())
        .ifPresent(i -> i.paint(g, cx - size / 2, cy - size / 2, size, orb.colour()));
  }

  private void centred(Graphics2D g, String s, double cx, double cy, double size) {
    text.line(
        g, s, FontFace.BOLD, size, cx - text.width(s, FontFace.BOLD, size) / 2, cy + size * 0.36);
  }

  private void key(Graphics2D g, double x, double y, double width) {
    g.setColor(PageText.INK);
    double size = 3.2;
    double col = width / 3;
    text.line(g, "Dormant heroes", FontFace.BOLD, size * 1.1, x, y);
    double hy = y + 5;
    for (int i = 0; i < setup.heroes().size(); i++) {
      SetupResult.HeroPlacement h = setup.heroes().get(i);
      heroDisc(g, heroMarks.get(i), x + size * 0.55, hy - size * 0.36, size * 0.62);
      g.setColor(PageText.INK);
      String line = String.format(Locale.ROOT, "%s  (%s)", heroNames.get(i), h.cell().name());
      text.line(g, line, FontFace.REGULAR, size, x + size * 1.5, hy);
      hy += size * 1.35;
    }
    double px = x + col * 1.25;
    text.line(g, "Orbs", FontFace.BOLD, size * 1.1, px, y);
    double py = y + 5;
    for (SetupResult.PickupPlacement p : setup.pickups()) {
      Concept orb = look.concept(Concepts.orb(p.kind()));
      orbIcon(g, orb, px + size * 0.5, py - size * 0.36, size * 1.1);
      g.setColor(PageText.INK);
      text.line(
          g,
          String.format(Locale.ROOT, "%s  (%s)", orb.label(), p.cell().name()),
          FontFace.REGULAR,
          size,
          px + size * 1.4,
          py);
      py += size * 1.35;
    }
    py += 2;
    text.line(
        g,
        String.format(Locale.ROOT, "Start player: %d", setup.startPlayer()),
        FontFace.REGULAR,
        size,
        px,
        py);
    terrainKey(g, x + col * 2.2, y, size);
  }

  /** A swatch of each terrain with its letter and its name, and the river's ribbon. */
  private void terrainKey(Graphics2D g, double x, double y, double size) {
    g.setColor(PageText.INK);
    text.line(g, "Terrain", FontFace.BOLD, size * 1.1, x, y);
    double ty = y + 2;
    double sw = size * 1.6;
    for (Terrain t : Terrain.values()) {
      g.setColor(FILL.get(t));
      g.fill(new Rectangle2D.Double(x, ty, sw, sw));
      g.setColor(new Color(0x33, 0x33, 0x33));
      g.setStroke(new BasicStroke(0.15f));
      g.draw(new Rectangle2D.Double(x, ty, sw, sw));
      g.setColor(t == Terrain.SEA || t == Terrain.FOREST ? Color.WHITE : PageText.INK);
      String letter = String.valueOf(t.letter());
      text.line(
          g,
          letter,
          FontFace.BOLD,
          size * 0.9,
          x + (sw - text.width(letter, FontFace.BOLD, size * 0.9)) / 2,
          ty + sw * 0.75);
      g.setColor(PageText.INK);
      text.line(
          g, t.name().toLowerCase(Locale.ROOT), FontFace.REGULAR, size, x + sw + 2, ty + sw * 0.75);
      ty += sw + 1.2;
    }
    g.setColor(RIVER);
    g.setStroke(
        new BasicStroke((float) (sw * 0.36), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(new Line2D.Double(x + sw * 0.2, ty + sw / 2, x + sw * 0.8, ty + sw / 2));
    g.setColor(RIVER_CORE);
    g.setStroke(new BasicStroke((float) (sw * 0.2), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    g.draw(new Line2D.Double(x + sw * 0.2, ty + sw / 2, x + sw * 0.8, ty + sw / 2));
    g.setColor(PageText.INK);
    text.line(g, "river", FontFace.REGULAR, size, x + sw + 2, ty + sw * 0.75);
  }
}
