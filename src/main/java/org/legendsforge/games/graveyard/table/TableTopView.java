package org.legendsforge.games.graveyard.table;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.legendsforge.games.graveyard.look.TerrainFill;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.rules.TerrainLayout;
import org.legendsforge.kit.render.CardLook;
import org.legendsforge.kit.render.PixelCanvas;
import org.legendsforge.kit.tts.Transform;

/**
 * The save's thumbnail: the table seen from above after Setup with the save's seed, drawn from the
 * same {@link TableGeometry} and {@link TableLayout} the save is built from. The mat as it is
 * printed, each terrain card over its six cells (the terrain drawn as the cards draw it, each card
 * outlined), the dormant heroes as discs in their colours on their cells, the orbs in theirs, and
 * the decks in their places around the map, in their back colours.
 */
public final class TableTopView {
  private static final Color TABLE = new Color(0x3B, 0x2A, 0x1E);
  private static final Color CARD_EDGE = new Color(0x2B, 0x22, 0x18);

  /**
   * Half the width of the table shown at least, in table units: the map, the decks either side and
   * a margin; wider when a deck lies farther out (the terrain deck, west of the spells).
   */
  static final double HALF_VIEW = 17.0;

  /** Table shown beyond the outermost deck, in table units. */
  private static final double MARGIN = 1.0;

  private final MapBoardPainter board;

  public TableTopView(MapBoardPainter board) {
    this.board = board;
  }

  /**
   * The setup the save's Setup button lays for {@code seed}, as {@code forge setup} prints it, or
   * none when the card set cannot be set up (fewer than 8 heroes or 15 terrain cards).
   */
  public static java.util.Optional<SetupResult> setup(
      org.legendsforge.games.graveyard.model.Catalog catalog, long seed) {
    if (catalog.heroes().size() < org.legendsforge.games.graveyard.rules.Setup.HEROES_ON_MAP
        || catalog.terrainCards().size() < TerrainLayout.SLOTS) {
      return java.util.Optional.empty();
    }
    Map<PickupKind, Integer> pickups = new java.util.EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, catalog.pickupCount(k));
    }
    return java.util.Optional.of(
        org.legendsforge.games.graveyard.rules.Setup.run(
            seed,
            catalog.terrainCards(),
            catalog.heroes().stream().map(h -> h.id()).toList(),
            pickups));
  }

  /**
   * Draws the view {@code px} square. {@code look} paints terrain as the cards do (absent: plain
   * cells); {@code heroColour} and {@code pickupColour} give each piece its colour.
   */
  public BufferedImage draw(
      TableLayout layout,
      List<Deck> decks,
      SetupResult setup,
      java.util.Optional<CardLook> look,
      Function<String, Color> heroColour,
      Map<PickupKind, Color> pickupColour,
      int px) {
    TableGeometry g = layout.map();
    BufferedImage img = PixelCanvas.canvas(px, px, TABLE);
    Graphics2D gr = PixelCanvas.graphics(img);
    gr.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    Map<String, Transform> places = layout.deckPlaces(decks);
    View v = new View(px, halfView(places, decks));
    // the mat, drawn at the size it has on the table
    double mat = g.matSize();
    int matPx = (int) Math.round(mat * v.unit);
    gr.drawImage(
        board.board(g, Math.max(64, matPx)),
        (int) Math.round(v.x(-mat / 2)),
        (int) Math.round(v.y(mat / 2)),
        matPx,
        matPx,
        null);
    for (Cell c : Cell.all()) {
      Rectangle2D cell = v.rect(g.cellX(c), g.cellZ(c), g.cellWidth(), g.cellLength());
      if (look.isPresent()) {
        TerrainFill.paint(look.get(), gr, setup.board().at(c), cell);
      }
    }
    gr.setColor(CARD_EDGE);
    gr.setStroke(new BasicStroke((float) Math.max(1, v.unit * 0.06)));
    for (TerrainLayout.Placed p : setup.layout().slots()) {
      gr.draw(v.rect(g.slotX(p.slot()), g.slotZ(p.slot()), g.slotWidth(), g.slotLength()));
    }
    for (SetupResult.PickupPlacement p : setup.pickups()) {
      disc(gr, v, g, p.cell(), g.pickupWidth(), pickupColour.getOrDefault(p.kind(), Color.GRAY));
    }
    for (SetupResult.HeroPlacement h : setup.heroes()) {
      disc(gr, v, g, h.cell(), g.heroTokenWidth(), heroColour.apply(h.hero()));
    }
    for (Deck d : decks) {
      Transform t = places.get(d.id());
      double[] size = deckSize(d, t);
      Rectangle2D r = v.rect(t.posX(), t.posZ(), size[0], size[1]);
      gr.setColor(new Color(d.sleeve().rgb()));
      gr.fill(r);
      gr.setColor(CARD_EDGE);
      gr.draw(r);
    }
    gr.dispose();
    return img;
  }

  /** Half the view's width in table units: every deck inside it, with a margin. */
  static double halfView(Map<String, Transform> places, List<Deck> decks) {
    double half = HALF_VIEW;
    for (Deck d : decks) {
      Transform t = places.get(d.id());
      double[] size = deckSize(d, t);
      half = Math.max(half, Math.abs(t.posX()) + size[0] / 2 + MARGIN);
      half = Math.max(half, Math.abs(t.posZ()) + size[1] / 2 + MARGIN);
    }
    return half;
  }

  /** A deck's width and length on the table: an index card for terrain, else a poker card. */
  private static double[] deckSize(Deck d, Transform t) {
    boolean index = d.contents() == DeckKind.TERRAIN;
    double w = TableGeometry.CARD_WIDTH * t.scaleX();
    return new double[] {w, w * (index ? TableGeometry.TERRAIN_ASPECT : 7.0 / 5.0)};
  }

  private static void disc(Graphics2D gr, View v, TableGeometry g, Cell c, double w, Color fill) {
    Rectangle2D box = v.rect(g.cellX(c), g.cellZ(c), w, w);
    Ellipse2D disc = new Ellipse2D.Double(box.getX(), box.getY(), box.getWidth(), box.getHeight());
    gr.setColor(fill);
    gr.fill(disc);
    gr.setColor(Color.WHITE);
    gr.setStroke(new BasicStroke((float) Math.max(1, v.unit * 0.08)));
    gr.draw(disc);
  }

  /** Table units to pixels: x east to the right, z north up, the mat's centre in the middle. */
  private static final class View {
    final double unit;
    final double half;

    View(int px, double halfView) {
      this.unit = px / (2 * halfView);
      this.half = px / 2.0;
    }

    double x(double tableX) {
      return half + tableX * unit;
    }

    double y(double tableZ) {
      return half - tableZ * unit;
    }

    Rectangle2D rect(double cx, double cz, double w, double l) {
      return new Rectangle2D.Double(x(cx - w / 2), y(cz + l / 2), w * unit, l * unit);
    }
  }
}
