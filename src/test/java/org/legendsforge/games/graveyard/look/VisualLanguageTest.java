package org.legendsforge.games.graveyard.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.figures.BoardFigurePainter;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Concepts;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.pieces.MapPreviewPage;
import org.legendsforge.games.graveyard.pieces.Piece;
import org.legendsforge.games.graveyard.pieces.TokenPainter;
import org.legendsforge.games.graveyard.rulebook.BoardView;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.table.PieceConcepts;
import org.legendsforge.games.graveyard.table.TableArtPainter;
import org.legendsforge.kit.render.CardLook;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.Concept;
import org.legendsforge.kit.render.HeroMark;
import org.legendsforge.kit.render.Icon;
import org.legendsforge.kit.render.PieceLook;
import org.legendsforge.kit.render.TestResources;
import org.legendsforge.kit.tts.Marker;
import org.legendsforge.testing.ShippedData;

/**
 * One visual language: each concept the theme declares (an orb kind, damage, mana, health, …) is
 * drawn with its one icon and colour by every output that shows it (the printed tokens, the map
 * preview, the rulebook's figures, the table's coins and tokens), each hero by its one mark, each
 * deck by its one icon; no output keeps a colour or symbol of its own for them.
 */
class VisualLanguageTest {
  private static final CardRenderer RENDERER = TestResources.load().renderer();
  private static final PieceLook PIECES = RENDERER.pieceLook();
  private static final CardLook LOOK = RENDERER.look().orElseThrow();
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();
  private static final Path SOURCES = Path.of("src/main/java/org/legendsforge");

  /** The folders of the code that draws the game's pieces, figures and table. */
  private static final List<String> PIECE_CODE =
      List.of(
          "kit/tts",
          "kit/output/tts",
          "kit/output/pdf",
          "games/graveyard/figures",
          "games/graveyard/pieces",
          "games/graveyard/table");

  /** The folders of every output that draws: cards, pieces, pages, figures, the table. */
  private static final List<String> OUTPUTS =
      List.of(
          "kit/render",
          "kit/card",
          "kit/print",
          "kit/output",
          "kit/tts",
          "kit/book",
          "games/graveyard/figures",
          "games/graveyard/pieces",
          "games/graveyard/table",
          "games/graveyard/rulebook");

  private static Concept concept(String key) {
    return PIECES.concept(key);
  }

  private static List<String> shownConcepts() {
    List<String> keys = new ArrayList<>();
    for (PickupKind k : PickupKind.values()) {
      keys.add(Concepts.orb(k));
    }
    keys.addAll(List.of(Concepts.DAMAGE, Concepts.MANA, Concepts.HEALTH, Concepts.DECAY));
    return keys;
  }

  @Test
  void everyConceptIsDeclaredWithAnIconOfTheThemeAndInlineIconsAreDrawnInTheirConceptsColour() {
    for (String key : org.legendsforge.kit.render.Theme.CONCEPTS) {
      Concept c = concept(key);
      assertThat(RENDERER.icon(c.icon())).as(key + "'s icon " + c.icon()).isPresent();
      assertThat(c.label()).as(key).isNotBlank();
      // a concept named as an icon is that icon: rules text draws it in the same colour
      Optional<Icon> same = RENDERER.icon(key);
      if (same.isPresent() && c.icon().equals(key)) {
        assertThat(same.get().colour()).as(key + " in text and on pieces").isEqualTo(c.colour());
      }
    }
  }

  @Test
  void eachOrbIsNamedAsTheDataNamesItAndShowsWhatItGivesOrTheDeckItDrawsFrom() {
    PieceConcepts table = new PieceConcepts(SHIPPED);
    for (PickupKind k : PickupKind.values()) {
      assertThat(concept(Concepts.orb(k)).label()).as(k.key()).isEqualTo(table.name(k));
    }
    assertThat(concept(Concepts.orb(PickupKind.MANA)).icon()).isEqualTo("mana");
    assertThat(concept(Concepts.orb(PickupKind.HEALING)).icon()).isEqualTo("health");
    assertThat(concept(Concepts.orb(PickupKind.HYPER)).icon())
        .isEqualTo(deckIcon(org.legendsforge.games.graveyard.model.DeckKind.HYPER_ORBS));
    assertThat(concept(Concepts.orb(PickupKind.ITEM)).icon())
        .isEqualTo(deckIcon(org.legendsforge.games.graveyard.model.DeckKind.ITEM_WEAPONS));
  }

  private static String deckIcon(org.legendsforge.games.graveyard.model.DeckKind kind) {
    return SHIPPED.deck(kind).orElseThrow().icon();
  }

  @Test
  void everyPrintedTokenOfAConceptIsGroundedInItsColourAndShowsItsIcon() {
    TokenPainter painter = new TokenPainter(TestResources.FONTS, PIECES);
    Map<String, Piece.Token> tokens = new LinkedHashMap<>();
    for (PickupKind k : PickupKind.values()) {
      tokens.put(Concepts.orb(k), new Piece.Token(Piece.TokenKind.ORB, Optional.of(k)));
    }
    tokens.put(Concepts.DAMAGE, new Piece.Token(Piece.TokenKind.DAMAGE));
    tokens.put(Concepts.MANA, new Piece.Token(Piece.TokenKind.MANA));
    tokens.put(Concepts.DECAY, new Piece.Token(Piece.TokenKind.DECAY));
    tokens.put(
        Concepts.orb(PickupKind.HYPER) + " held", new Piece.Token(Piece.TokenKind.HYPER_HELD));
    for (var e : tokens.entrySet()) {
      Concept c = concept(e.getKey().replace(" held", ""));
      double mm = Piece.TOKEN.width() + 2 * Piece.TOKEN.bleed();
      BufferedImage img = draw((int) Math.round(mm * 12), 12, g -> painter.paint(g, e.getValue()));
      assertThat(new Color(img.getRGB(2, 2))).as(e.getKey() + " ground").isEqualTo(c.colour());
      // the icon inside the white mark, in the concept's colour: pixels of it in the mark's middle
      assertThat(
              count(img, c.colour(), img.getWidth() / 4, img.getHeight() / 5, img.getWidth() / 2))
          .as(e.getKey() + "'s icon in its colour")
          .isGreaterThan(40);
    }
  }

  @Test
  void theMapPreviewMarksOrbsByTheirConceptsAndHeroesByTheirMarks() {
    SetupResult setup = seededSetup();
    List<HeroMark> marks =
        setup.heroes().stream()
            .map(h -> RENDERER.heroMark(SHIPPED.hero(h.hero()).orElseThrow()))
            .toList();
    List<String> names = setup.heroes().stream().map(SetupResult.HeroPlacement::hero).toList();
    MapPreviewPage page = new MapPreviewPage(TestResources.FONTS, PIECES, setup, names, marks);
    double scale = 6;
    BufferedImage img = draw((int) (200 * scale), scale, g -> page.paint(g, 200, 160));
    Grid grid = Grid.find(img, scale);
    for (SetupResult.PickupPlacement p : setup.pickups()) {
      Concept c = concept(Concepts.orb(p.kind()));
      assertThat(grid.count(img, p.cell(), c.colour()))
          .as(p.kind() + " orb at " + p.cell().name())
          .isGreaterThan(30);
    }
    for (int i = 0; i < setup.heroes().size(); i++) {
      SetupResult.HeroPlacement h = setup.heroes().get(i);
      assertThat(grid.count(img, h.cell(), marks.get(i).colour()))
          .as(h.hero() + " at " + h.cell().name())
          .isGreaterThan(100);
    }
  }

  @Test
  void theRulebooksFiguresDrawOrbsByTheirConcepts() {
    SetupResult setup = seededSetup();
    List<BoardView.Orb> orbs =
        setup.pickups().stream().map(p -> new BoardView.Orb(p.cell(), p.kind())).toList();
    BoardView view = BoardView.whole(setup.board(), List.of(), orbs);
    BoardFigurePainter painter = new BoardFigurePainter(LOOK, TestResources.FONTS);
    double scale = 8;
    double width = 120;
    BufferedImage img =
        draw(
            (int) (width * scale),
            (int) (BoardFigurePainter.height(view, width) * scale),
            scale,
            g -> painter.paint(g, view, width));
    double cell = BoardFigurePainter.cellSize(view, width) * scale;
    double off = (width - BoardFigurePainter.cellSize(view, width) * view.columns()) * scale;
    for (BoardView.Orb o : orbs) {
      Concept c = concept(Concepts.orb(o.kind()));
      int x = (int) (off + o.cell().col() * cell);
      int y = (int) (off + o.cell().row() * cell);
      assertThat(count(img, c.colour(), x, y, (int) cell))
          .as(o.kind() + " orb at " + o.cell().name())
          .isGreaterThan(30);
    }
  }

  @Test
  void theTablesCoinsAndTokensTakeTheirConceptsColour() {
    TableArtPainter art = new TableArtPainter(TestResources.FONTS);
    PieceConcepts table = new PieceConcepts(SHIPPED);
    int px = 256;
    Map<String, BufferedImage> drawn = new LinkedHashMap<>();
    Map<String, Color> expected = new LinkedHashMap<>();
    for (PickupKind k : PickupKind.values()) {
      Concept c = concept(table.pickup(k));
      drawn.put(k.key() + " orb", art.pickup(c, table.name(k), RENDERER.icon(c.icon()), px));
      expected.put(k.key() + " orb", c.colour());
      assertThat(c.key()).isEqualTo(Concepts.orb(k));
    }
    Map<Marker, String> counted = new EnumMap<>(Marker.class);
    counted.put(Marker.DAMAGE, Concepts.DAMAGE);
    counted.put(Marker.MANA, Concepts.MANA);
    counted.put(Marker.DECAY, Concepts.DECAY);
    counted.put(Marker.HYPER, Concepts.orb(PickupKind.HYPER));
    for (Marker m : Marker.values()) {
      assertThat(table.marker(m)).as(m.key()).isEqualTo(counted.get(m));
      Concept c = concept(table.marker(m));
      drawn.put(m.key() + " token", art.marker(m, c, RENDERER.icon(c.icon()), px));
      expected.put(m.key() + " token", c.colour());
    }
    for (var e : drawn.entrySet()) {
      // between the ring and the rim lies only the piece's colour
      int rgb = e.getValue().getRGB(px / 2, (int) (px * 0.035));
      assertThat(new Color(rgb)).as(e.getKey()).isEqualTo(expected.get(e.getKey()));
    }
  }

  @Test
  void theRulebooksIconKeyGivesEachDeckItsOwnIconAndEachConceptItsLabel() throws IOException {
    Map<String, String> key = iconKey();
    assertThat(key).isNotEmpty();
    Map<String, String> deckByName = new LinkedHashMap<>();
    for (Deck d : SHIPPED.decks()) {
      deckByName.put(d.name().toLowerCase(Locale.ROOT), d.icon());
    }
    for (var e : key.entrySet()) {
      String words = e.getValue().toLowerCase(Locale.ROOT).replaceAll("[.:(].*", "").strip();
      if (deckByName.containsKey(words)) {
        assertThat(e.getKey())
            .as("the key's icon for " + e.getValue())
            .isEqualTo(deckByName.get(words));
      }
      PIECES.icon(e.getKey()).ifPresent(i -> {});
      for (String c : org.legendsforge.kit.render.Theme.CONCEPTS) {
        Concept concept = concept(c);
        if (concept.icon().equals(e.getKey()) && c.equals(e.getKey())) {
          assertThat(e.getValue()).as(c).startsWith(concept.label());
        }
      }
    }
  }

  /** The {@code icon: words} lines of the rulebook's icon figure. */
  private static Map<String, String> iconKey() throws IOException {
    Map<String, String> out = new LinkedHashMap<>();
    try (Stream<Path> files = Files.list(ShippedData.folder().resolve("rules"))) {
      for (Path f : files.sorted().toList()) {
        boolean in = false;
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
          if (line.startsWith("```figure icons")) {
            in = true;
          } else if (in && line.startsWith("```")) {
            in = false;
          } else if (in && line.contains(":")) {
            out.put(
                line.substring(0, line.indexOf(':')).strip(),
                line.substring(line.indexOf(':') + 1).strip());
          }
        }
      }
    }
    return out;
  }

  /**
   * No output keeps a copy of a concept: no output writes an old orb or counter symbol as a glyph,
   * and the code that draws pieces, figures and the table writes no concept's colour of its own (a
   * copy would not follow the theme, and a colour equal to a concept's would read as that concept).
   */
  @Test
  void noOutputWritesAConceptsColourOrAnOldOrbSymbolOfItsOwn() throws IOException {
    List<Integer> colours = new ArrayList<>();
    for (String key : org.legendsforge.kit.render.Theme.CONCEPTS) {
      colours.add(concept(key).colour().getRGB() & 0xFFFFFF);
    }
    Pattern hex = Pattern.compile("(?:0x|#)([0-9A-Fa-f]{6})\\b");
    Pattern triple =
        Pattern.compile(
            "new Color\\(\\s*0x([0-9A-Fa-f]{2}),\\s*0x([0-9A-Fa-f]{2}),\\s*0x([0-9A-Fa-f]{2})");
    List<String> symbols =
        List.of(
            "\u2605", "\u271A", "\u25C6", "\u2694", "\u2736", "\u2623", "\\u2605", "\\u271A",
            "\\u25C6", "\\u2694", "\\u2736", "\\u2623");
    List<String> found = new ArrayList<>();
    for (String dir : OUTPUTS) {
      try (Stream<Path> files = Files.walk(SOURCES.resolve(dir))) {
        for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
          String src = Files.readString(f, StandardCharsets.UTF_8);
          boolean pieceCode = PIECE_CODE.stream().anyMatch(d -> f.startsWith(SOURCES.resolve(d)));
          Matcher m = hex.matcher(pieceCode ? src : "");
          while (m.find()) {
            if (colours.contains(Integer.parseInt(m.group(1), 16))) {
              found.add(f + ": " + m.group());
            }
          }
          Matcher t = triple.matcher(pieceCode ? src : "");
          while (t.find()) {
            int rgb = Integer.parseInt(t.group(1) + t.group(2) + t.group(3), 16);
            if (colours.contains(rgb)) {
              found.add(f + ": " + t.group());
            }
          }
          for (String s : symbols) {
            if (src.contains(s)) {
              found.add(f + ": " + s);
            }
          }
        }
      }
    }
    assertThat(found).isEmpty();
  }

  private static SetupResult seededSetup() {
    Map<PickupKind, Integer> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, SHIPPED.pickupCount(k));
    }
    return Setup.run(
        1, SHIPPED.terrainCards(), SHIPPED.heroes().stream().map(Hero::id).toList(), pickups);
  }

  private static BufferedImage draw(
      int px, double scale, java.util.function.Consumer<Graphics2D> paint) {
    return draw(px, px, scale, paint);
  }

  private static BufferedImage draw(
      int w, int h, double scale, java.util.function.Consumer<Graphics2D> paint) {
    BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, w, h);
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.scale(scale, scale);
    paint.accept(g);
    g.dispose();
    return img;
  }

  /** Pixels of exactly {@code c} in the square of side {@code size} at (x, y). */
  private static int count(BufferedImage img, Color c, int x, int y, int size) {
    int n = 0;
    int want = c.getRGB() & 0xFFFFFF;
    for (int j = Math.max(0, y); j < Math.min(img.getHeight(), y + size); j++) {
      for (int i = Math.max(0, x); i < Math.min(img.getWidth(), x + size); i++) {
        if ((img.getRGB(i, j) & 0xFFFFFF) == want) {
          n++;
        }
      }
    }
    return n;
  }

  /** Where the map preview put its cells: found from the page's layout rule. */
  private record Grid(double x0, double y0, double cell) {
    static Grid find(BufferedImage img, double scale) {
      // the page's own rule: margin, then the map centred in the width under a title
      double width = 200;
      double height = 160;
      double margin = org.legendsforge.kit.print.pages.PageText.MARGIN;
      double top = margin + 12;
      double cell =
          Math.min(
              (width - 2 * margin - 6) / org.legendsforge.games.graveyard.rules.Cell.COLUMNS,
              (height - top - margin - 60 - 6) / org.legendsforge.games.graveyard.rules.Cell.ROWS);
      double x0 =
          margin
              + 6
              + ((width - 2 * margin - 6)
                      - cell * org.legendsforge.games.graveyard.rules.Cell.COLUMNS)
                  / 2;
      return new Grid(x0 * scale, (top + 6) * scale, cell * scale);
    }

    int count(BufferedImage img, org.legendsforge.games.graveyard.rules.Cell c, Color colour) {
      return VisualLanguageTest.count(
          img, colour, (int) (x0 + c.col() * cell), (int) (y0 + c.row() * cell), (int) cell);
    }
  }
}
