package org.legendsforge.games.graveyard.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Concepts;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.rulebook.BoardView;
import org.legendsforge.kit.render.CardLook;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FigureText;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The table ready to play, seen from above, and one player's area close up: the pieces drawn as the
 * kit prints them (card faces and backs by the card renderer, the map of the build's seed, the
 * boards, track and counters as plain shapes in their colours), each named with the words the
 * components list uses. Drawn at a fixed design size in millimetres and scaled to the column.
 */
final class TablePainter {
  /** The design width of both pictures, in mm; they are scaled to the width asked for. */
  static final double DESIGN = 120;

  static final double TABLE_HEIGHT = 126;

  /** Where the map lies in the table picture, and how wide. */
  static final double MAP_X = 29;

  static final double MAP_Y = 27;
  static final double MAP_WIDTH = 62;
  static final double AREA_HEIGHT = 110;

  /** Where the player-area picture's second row starts, below the cards and their words. */
  private static final double AREA_ROW = 2 + 34 * 88 / 63.0 + 20;

  private static final double LABEL = 2.3;

  /** The close-up's words: about the size of the book's captions once scaled to the column. */
  private static final double AREA_LABEL = 3.0;

  private static final Color BOARD = new Color(0xEF, 0xE8, 0xD8);

  private final Catalog catalog;
  private final CardRenderer renderer;
  private final CardLook look;
  private final FigureText text;
  private final FontSet fonts;

  TablePainter(Catalog catalog, CardRenderer renderer, CardLook look, FontSet fonts) {
    this.catalog = catalog;
    this.renderer = renderer;
    this.look = look;
    this.text = new FigureText(fonts, look);
    this.fonts = fonts;
  }

  /** The whole table for two players, {@code map} in the middle, drawn {@code width} wide. */
  void paintTable(Graphics2D g, BoardView map, double width) {
    Graphics2D t = (Graphics2D) g.create();
    try {
      t.scale(width / DESIGN, width / DESIGN);
      playerRow(t, "Blue sits across the table, with the same pieces", 0);
      double mapWidth = MAP_WIDTH;
      double mapX = MAP_X;
      double mapY = MAP_Y;
      BoardFigurePainter board = new BoardFigurePainter(look, fonts);
      Graphics2D m = (Graphics2D) t.create();
      try {
        m.translate(mapX, mapY);
        board.paint(m, map, mapWidth);
      } finally {
        m.dispose();
      }
      terrainCardEdges(t, map, mapX, mapY, mapWidth);
      double cell = BoardFigurePainter.cellSize(map, mapWidth);
      double cellsX = mapX + BoardFigurePainter.LABELS;
      double cellsY = mapY + BoardFigurePainter.LABELS;
      new MapRulerFigure(look, fonts).paint(t, MapRulerFigure.laid(cellsX, cellsY, cell));
      double mapHeight = BoardFigurePainter.height(map, mapWidth);
      // right of the row rulers, whose roll-again box hangs below the map
      label(
          t,
          "The map (15 terrain cards, standees, orb tokens) and its rulers",
          cellsX + 1,
          mapY + mapHeight + 1,
          mapWidth - BoardFigurePainter.LABELS - 1);
      shared(t, 0, mapY + 2);
      // clear of the column rulers' spare length past the map's top-right corner
      decks(t, mapX + mapWidth + 4.2, mapY);
      playerRow(t, "Red's area (the next picture shows it close up)", mapY + mapHeight + 9);
    } finally {
      t.dispose();
    }
  }

  /**
   * One player's area close up, in two rows so the cards and their words are large enough to read
   * on a rulebook page: the spirit, a hero card with its counters and its weapon beside it; then
   * the player board and the spell hand.
   */
  void paintArea(Graphics2D g, double width) {
    Graphics2D t = (Graphics2D) g.create();
    try {
      t.scale(width / DESIGN, width / DESIGN);
      double cw = 34;
      double ch = cw * 88 / 63;
      double gap = (DESIGN - 3 * cw) / 2;
      double under = 2 + ch + 2;
      card(t, first(DeckKind.SPIRITS), 0, 2, cw, ch);
      areaLabel(t, "Spirit: its ability and spell limits", 0, under, cw);
      Optional<DeckCard> hero = first(DeckKind.HERO_CONTROL);
      double heroX = cw + gap;
      card(t, hero, heroX, 2, cw, ch);
      // on the picture, so the card's words stay readable beside them
      counters(t, heroX, 2 + ch * 0.16, cw);
      areaLabel(
          t, "Hero Control card: damage, mana and decay counters lie on it", heroX, under, cw);
      card(t, first(DeckKind.STARTING_WEAPONS), 2 * (cw + gap), 2, cw, ch);
      areaLabel(t, "Its weapon, beside it", 2 * (cw + gap), under, cw);
      double row = AREA_ROW;
      board(t, 0, row, 2 * cw + gap, 26);
      areaLabel(
          t,
          "Player board: the turn reference and the death-point track with its marker",
          0,
          row + 28,
          2 * cw + gap);
      double hw = 18;
      hand(t, 2 * (cw + gap), row, hw);
      areaLabel(t, "Spell hand, held", 2 * (cw + gap), row + hw * 88 / 63 + 7, cw);
    } finally {
      t.dispose();
    }
  }

  /** A player's board, spirit, hero with counters and weapon, small, at {@code y}. */
  private void playerRow(Graphics2D g, String title, double y) {
    label(g, title, 0, y, DESIGN);
    double top = y + 4;
    double cw = 11;
    double ch = cw * 88 / 63;
    board(g, 0, top, 24, ch);
    card(g, first(DeckKind.SPIRITS), 28, top, cw, ch);
    card(g, first(DeckKind.HERO_CONTROL), 41, top, cw, ch);
    counters(g, 41, top + ch * 0.62, cw);
    card(g, first(DeckKind.STARTING_WEAPONS), 54, top, cw, ch);
    hand(g, 69, top, 8);
  }

  /** The compensation track, the dice and the counters' supply, left of the map. */
  private void shared(Graphics2D g, double x, double y) {
    double box = 3.6;
    for (int i = 0; i < 7; i++) {
      Rectangle2D b = new Rectangle2D.Double(x + i * box, y, box, box * 1.3);
      g.setColor(
          i == 3 ? Color.WHITE : i < 3 ? BoardFigurePainter.SIDE_1 : BoardFigurePainter.SIDE_2);
      g.fill(b);
      g.setColor(edge());
      g.setStroke(new BasicStroke(0.2f));
      g.draw(b);
    }
    g.setColor(edge());
    g.fill(new Ellipse2D.Double(x + 3 * box + box * 0.25, y + box * 0.4, box * 0.5, box * 0.5));
    label(g, "Compensation track, its marker on 0", x, y + box * 1.3 + 1, 26);
    double dy = y + 16;
    for (int i = 0; i < 2; i++) {
      RoundRectangle2D d = new RoundRectangle2D.Double(x + i * 6, dy, 5, 5, 1.2, 1.2);
      g.setColor(Color.WHITE);
      g.fill(d);
      g.setColor(edge());
      g.draw(d);
    }
    label(g, "Two ten-sided dice", x + 13, dy + 0.8, 14);
    double cy = dy + 10;
    String[] kinds = {Concepts.DAMAGE, Concepts.MANA, Concepts.DECAY};
    for (int k = 0; k < kinds.length; k++) {
      for (int i = 0; i < 3; i++) {
        chit(g, kinds[k], x + 1.5 + i * 1.2 + k * 8, cy + 3 - i * 0.9, 2.8);
      }
    }
    label(g, "Damage, mana and decay counters, within reach", x, cy + 6, 26);
  }

  /** The shared decks, face down, right of the map. */
  private void decks(Graphics2D g, double x, double y) {
    DeckKind[] kinds = {
      DeckKind.TURN_ORDER,
      DeckKind.GENERAL_SPELLS,
      DeckKind.STARTING_WEAPONS,
      DeckKind.ITEM_WEAPONS,
      DeckKind.HYPER_ORBS
    };
    String[] words = {
      "Turn Order, the discard pile beside it",
      "The spell decks",
      "Starting Weapons",
      "Item Weapons",
      "Hyper Orbs"
    };
    double cw = 7;
    double ch = cw * 88 / 63;
    for (int i = 0; i < kinds.length; i++) {
      double top = y + i * (ch + 1.6);
      // the spells: a fanned row of the element decks' backs under the General Spells deck
      List<DeckKind> stackOf =
          kinds[i] == DeckKind.GENERAL_SPELLS
              ? List.of(DeckKind.FIRE_SPELLS, DeckKind.WATER_SPELLS, DeckKind.GENERAL_SPELLS)
              : List.of(kinds[i]);
      int stack = stackOf.size();
      for (int s = stack - 1; s >= 0; s--) {
        back(g, firstDeck(stackOf.get(stack - 1 - s)), x + s * 1.3, top + s * 0.6, cw, ch);
      }
      label(g, words[i], x + cw + 1.2 + (stack - 1) * 1.3, top + 1, 24.8 - cw - (stack - 1) * 1.3);
    }
  }

  /** The lines where the terrain cards meet: every 2 columns and 3 rows of the map. */
  private void terrainCardEdges(Graphics2D g, BoardView map, double x, double y, double w) {
    double cell = BoardFigurePainter.cellSize(map, w);
    double x0 = x + BoardFigurePainter.LABELS;
    double y0 = y + BoardFigurePainter.LABELS;
    g.setColor(edge());
    g.setStroke(new BasicStroke(0.45f));
    for (int c = 0; c <= map.columns(); c += 2) {
      g.draw(new Line2D.Double(x0 + c * cell, y0, x0 + c * cell, y0 + map.rows() * cell));
    }
    for (int r = 0; r <= map.rows(); r += 3) {
      g.draw(new Line2D.Double(x0, y0 + r * cell, x0 + map.columns() * cell, y0 + r * cell));
    }
  }

  private void board(Graphics2D g, double x, double y, double w, double h) {
    RoundRectangle2D b = new RoundRectangle2D.Double(x, y, w, h, 1.5, 1.5);
    g.setColor(BOARD);
    g.fill(b);
    g.setColor(edge());
    g.setStroke(new BasicStroke(0.3f));
    g.draw(b);
    double size = Math.min(2.4, h * 0.14);
    text.line(g, "Player board", FontFace.BOLD, size, x + 1.2, y + size + 0.8, edge());
    // the death-point track: 0 to 4, the marker on 0
    double box = Math.min(w / 6.5, h / 3);
    for (int i = 0; i < 5; i++) {
      Rectangle2D c = new Rectangle2D.Double(x + 1.2 + i * box, y + h - box - 1.2, box, box);
      g.setColor(Color.WHITE);
      g.fill(c);
      g.setColor(edge());
      g.draw(c);
    }
    double r = box * 0.28;
    g.fill(new Ellipse2D.Double(x + 1.2 + box / 2 - r, y + h - box / 2 - 1.2 - r, 2 * r, 2 * r));
  }

  /** Counters lying on a hero's card: two damage, one mana. */
  private void counters(Graphics2D g, double x, double y, double cw) {
    double s = cw * 0.2;
    chit(g, Concepts.DAMAGE, x + cw * 0.18, y, s);
    chit(g, Concepts.DAMAGE, x + cw * 0.18 + s * 0.6, y + s * 0.25, s);
    chit(g, Concepts.MANA, x + cw * 0.62, y + s * 0.1, s);
  }

  /** A round counter: white, edged and marked with its concept, as the pieces sheet prints it. */
  private void chit(Graphics2D g, String concept, double x, double y, double size) {
    Ellipse2D disc = new Ellipse2D.Double(x, y, size, size);
    g.setColor(Color.WHITE);
    g.fill(disc);
    g.setColor(look.concept(concept).colour());
    g.setStroke(new BasicStroke((float) (size * 0.1)));
    g.draw(disc);
    double i = size * 0.62;
    look.paintConcept(g, concept, x + (size - i) / 2, y + (size - i) / 2, i);
  }

  /** A spell hand: a few spell cards held, seen from behind. */
  private void hand(Graphics2D g, double x, double y, double cw) {
    double ch = cw * 88 / 63;
    Optional<Deck> spells = firstDeck(DeckKind.FIRE_SPELLS);
    for (int i = 0; i < 3; i++) {
      Graphics2D c = (Graphics2D) g.create();
      try {
        c.rotate(Math.toRadians((i - 1) * 10), x + cw / 2 + i * cw * 0.25, y + ch * 1.4);
        back(c, spells, x + i * cw * 0.25, y, cw, ch);
      } finally {
        c.dispose();
      }
    }
  }

  private Optional<DeckCard> first(DeckKind kind) {
    return catalog.printedCards().filter(d -> d.deck().contents() == kind).findFirst();
  }

  private Optional<Deck> firstDeck(DeckKind kind) {
    return catalog.deck(kind);
  }

  private void card(Graphics2D g, Optional<DeckCard> card, double x, double y, double w, double h) {
    if (card.isEmpty()) {
      outline(g, x, y, w, h);
      return;
    }
    CardSize size = renderer.size(card.get().deck());
    Graphics2D c = (Graphics2D) g.create();
    try {
      c.translate(x, y);
      c.clip(new RoundRectangle2D.Double(0, 0, w, h, 1, 1));
      c.scale(w / size.trimWidth(), h / size.trimHeight());
      c.translate(-size.bleed(), -size.bleed());
      renderer.paintFace(card.get(), c);
    } finally {
      c.dispose();
    }
    outline(g, x, y, w, h);
  }

  private void back(Graphics2D g, Optional<Deck> deck, double x, double y, double w, double h) {
    if (deck.isPresent()) {
      CardSize size = renderer.size(deck.get());
      Graphics2D c = (Graphics2D) g.create();
      try {
        c.translate(x, y);
        c.clip(new RoundRectangle2D.Double(0, 0, w, h, 0.8, 0.8));
        c.scale(w / size.trimWidth(), h / size.trimHeight());
        c.translate(-size.bleed(), -size.bleed());
        renderer.paintBack(deck.get(), c);
      } finally {
        c.dispose();
      }
    }
    outline(g, x, y, w, h);
  }

  private void outline(Graphics2D g, double x, double y, double w, double h) {
    g.setColor(edge());
    g.setStroke(new BasicStroke(0.2f));
    g.draw(new RoundRectangle2D.Double(x, y, w, h, 1, 1));
  }

  /** Edges and small words: the cards' ink. */
  private Color edge() {
    return look.colour("ink");
  }

  private void label(Graphics2D g, String words, double x, double y, double width) {
    label(g, words, x, y, width, LABEL);
  }

  private void areaLabel(Graphics2D g, String words, double x, double y, double width) {
    label(g, words, x, y, width, AREA_LABEL);
  }

  private void label(Graphics2D g, String words, double x, double y, double width, double size) {
    List<FigureText.Line> lines = text.lines(words, size, width, false);
    text.draw(g, lines, x, y, size, look.colour("ink"));
  }
}
