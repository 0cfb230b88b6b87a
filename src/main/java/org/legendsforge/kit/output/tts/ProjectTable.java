package org.legendsforge.kit.output.tts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.kit.book.MarkdownBlocks;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.project.CardType;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.FieldKind;
import org.legendsforge.kit.project.FieldSpec;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.PieceKind;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.project.Rgb;
import org.legendsforge.kit.project.TablePiece;
import org.legendsforge.kit.project.look.DefaultBoard;
import org.legendsforge.kit.project.look.DefaultCardFace;
import org.legendsforge.kit.project.look.ProjectLook;
import org.legendsforge.kit.tts.Colour;
import org.legendsforge.kit.tts.CounterState;
import org.legendsforge.kit.tts.CustomDeckSheet;
import org.legendsforge.kit.tts.CustomImage;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.ImageObjectState;
import org.legendsforge.kit.tts.ImageUrls;
import org.legendsforge.kit.tts.ObjectBase;
import org.legendsforge.kit.tts.ObjectState;
import org.legendsforge.kit.tts.PlainState;
import org.legendsforge.kit.tts.RulesBbcode;
import org.legendsforge.kit.tts.SaveFile;
import org.legendsforge.kit.tts.SheetDeck;
import org.legendsforge.kit.tts.SheetPacker;
import org.legendsforge.kit.tts.TabState;
import org.legendsforge.kit.tts.Transform;

/**
 * A data-only game's Tabletop Simulator save: each deck as a deck of sheet cards whose tooltips
 * carry the card's type, numbers and text; each board and track as a tile, a deck that a board's
 * space names lying face down on that space; counters, dice and tokens in a row in front; and, if
 * the project has rules text, a notebook tab holding it. The images go to {@code tts/images/}.
 */
public final class ProjectTable {
  /** Millimetres a table unit stands for: a card at scale 1 is about 2.2 units wide. */
  static final double MM_PER_UNIT = 28.6;

  /** A Custom_Tile at scale 1 is two units across. */
  static final double TILE_UNITS = 2.0;

  static final double BOARD_Y = 1.0;

  private final ProjectLook look;
  private final GameProject game;
  private final DefaultBoard boards;
  private final RenderCache cache;
  private final GuidAllocator guids = new GuidAllocator();

  /** {@code cache}: the images of the last build to reuse, and to keep for the next. */
  public ProjectTable(ProjectLook look, RenderCache cache) {
    this.look = look;
    this.game = look.game();
    this.boards = look.boards();
    this.cache = cache;
  }

  /**
   * Writes {@code tts/} below {@code outDir}, its image URLs pointing at {@code finalDir}'s {@code
   * tts/images/}, where the folder lies once the build is in place.
   */
  public List<String> write(Path outDir, Path finalDir) throws IOException {
    ProjectTableImages images = new ProjectTableImages(look, cache, outDir);
    String base = ImageUrls.fileBase(finalDir.resolve(ProjectTableImages.DIR));
    List<ObjectState> objects = new ArrayList<>();
    Map<String, double[]> deckSpots = new LinkedHashMap<>();
    double z = 0;
    for (TablePiece p : game.pieces()) {
      if (!DefaultBoard.drawn(p)) {
        continue;
      }
      String file = images.board(p);
      double w = boards.width(p);
      double h = boards.height(p);
      double wu = w / MM_PER_UNIT;
      double hu = h / MM_PER_UNIT;
      double cz = z + hu / 2;
      ObjectBase b =
          ObjectBase.of(
                  guids.guid("board:" + p.id()),
                  "Custom_Tile",
                  Transform.at(0, BOARD_Y, cz, 180, wu / TILE_UNITS),
                  p.label(),
                  describe(p))
              .withLocked(true);
      objects.add(new ImageObjectState(b, CustomImage.tile(base + file, "", 0, 0.2, false), null));
      for (int i = 0; i < p.spaces().size(); i++) {
        String deck = p.spaces().get(i).deck();
        if (!deck.isEmpty() && !deckSpots.containsKey(deck)) {
          double[] c = boards.centre(p, i);
          deckSpots.put(
              deck, new double[] {(c[0] - w / 2) / MM_PER_UNIT, cz + (h / 2 - c[1]) / MM_PER_UNIT});
        }
      }
      z += hu + 1.5;
    }
    List<DeckSheet<DeckSpec, ProjectCard>> sheets = sheets();
    double loose = -4;
    for (DeckSpec deck : game.decks()) {
      double[] at = deckSpots.get(deck.id());
      if (at == null) {
        at = new double[] {loose, -5};
        loose += 3.2;
      }
      List<DeckSheet<DeckSpec, ProjectCard>> own =
          sheets.stream().filter(sh -> sh.deck() == deck).toList();
      if (own.isEmpty()) {
        continue; // a deck with no cards has nothing to lie on the table
      }
      objects.add(
          deck(deck, own, images, base, Transform.faceDown(at[0], BOARD_Y + 1.5, at[1], 180, 1.0)));
    }
    double x = -6;
    for (TablePiece p : game.pieces()) {
      if (DefaultBoard.drawn(p)) {
        continue;
      }
      for (int i = 0; i < p.count(); i++) {
        objects.add(piece(p, i, Transform.at(x, BOARD_Y + 1, -10, 0, 1.0)));
        x += 1.6;
      }
    }
    Map<String, TabState> tabs = new LinkedHashMap<>();
    game.rules().ifPresent(r -> tabs.put("0", TabState.grey(0, "Rules", notebookText(r))));
    SaveFile save =
        new SaveFile(
            game.name(),
            game.name(),
            0.5,
            0.5,
            "",
            SaveFile.VERSION,
            SaveFile.TABLE,
            SaveFile.SKY,
            "",
            "",
            "",
            "",
            "",
            new SaveFile.ComponentTags(List.of()),
            List.of(),
            tabs,
            objects);
    String json = "tts/" + game.slug() + ".json";
    Files.write(outDir.resolve(json), new SaveJson().bytes(save));
    List<String> written = new ArrayList<>();
    written.add(json);
    try (var files = Files.list(outDir.resolve(ProjectTableImages.DIR))) {
      files.map(f -> "tts/images/" + f.getFileName()).sorted().forEach(written::add);
    }
    return written;
  }

  /**
   * Every deck's face sheets, cut by the kit's sheet packer as the game's are: each card once (its
   * copies share its cell), a small deck on a small sheet with sharper cells.
   */
  private List<DeckSheet<DeckSpec, ProjectCard>> sheets() {
    // the cells keep the card's shape: poker 5:7 or index-card 3:5, whichever is nearer
    boolean indexCards = game.cardWidth() / game.cardHeight() < (5.0 / 7 + 3.0 / 5) / 2;
    return new SheetPacker()
        .pack(
            game.decks().stream()
                .map(d -> new SheetPacker.Cards<>(d, d.id(), indexCards, game.cardsOf(d)))
                .toList());
  }

  private ObjectState deck(
      DeckSpec deck,
      List<DeckSheet<DeckSpec, ProjectCard>> sheets,
      ProjectTableImages images,
      String base,
      Transform where)
      throws IOException {
    String backFile = images.back(deck, sheets.get(0).cell());
    Map<Integer, String> faces = new LinkedHashMap<>();
    for (DeckSheet<DeckSpec, ProjectCard> s : sheets) {
      faces.put(s.key(), images.sheet(s));
    }
    return SheetDeck.of(
        sheets,
        new SheetDeck.Cards<>() {
          @Override
          public CustomDeckSheet entry(DeckSheet<DeckSpec, ProjectCard> s) {
            return new CustomDeckSheet(
                base + faces.get(s.key()), base + backFile, s.columns(), s.rows(), true, false, 0);
          }

          @Override
          public String id(ProjectCard c) {
            return c.type() + ":" + c.name();
          }

          @Override
          public int copies(ProjectCard c) {
            return c.copies();
          }

          @Override
          public ObjectBase card(ProjectCard c, int copy) {
            return ObjectBase.of(
                    guids.guid("card:" + deck.id() + ":" + id(c) + ":" + copy),
                    "Card",
                    where,
                    c.name(),
                    tooltip(c))
                .withGmNotes(deck.id() + "/" + c.type());
          }
        },
        () ->
            ObjectBase.of(
                    guids.guid("deck:" + deck.id()),
                    "DeckCustom",
                    where,
                    deck.label(),
                    deck.label() + " (" + game.copiesIn(deck) + " cards)")
                .withColour(Colour.ofRgb(rgb(deck.sleeve()))));
  }

  private static int rgb(Rgb c) {
    return (c.red() << 16) | (c.green() << 8) | c.blue();
  }

  /** What a player reads when hovering a card: its type, each number with its name, its text. */
  String tooltip(ProjectCard c) {
    CardType type = game.typeOf(c);
    StringBuilder out = new StringBuilder(type.label());
    List<String> numbers = new ArrayList<>();
    for (FieldSpec f : type.fields()) {
      if (f.kind() == FieldKind.NUMBER) {
        c.number(f.name()).ifPresent(n -> numbers.add(f.name() + " " + n));
      }
    }
    if (!numbers.isEmpty()) {
      out.append(" \u2014 ").append(String.join(", ", numbers));
    }
    String text = DefaultCardFace.textOf(c, type);
    if (!text.isEmpty()) {
      out.append('\n').append(text);
    }
    return out.toString();
  }

  private ObjectState piece(TablePiece p, int i, Transform where) {
    String guid = guids.guid("piece:" + p.id() + ":" + i);
    return switch (p.kind()) {
      case COUNTER ->
          new CounterState(
              ObjectBase.of(guid, "Counter", where, p.label(), describe(p)),
              new CounterState.Value(p.from()));
      case DICE -> new PlainState(ObjectBase.of(guid, die(p.to()), where, p.label(), describe(p)));
      default ->
          new PlainState(
              ObjectBase.of(
                      guid, "BlockSquare", where.withScale(0.5, 0.2, 0.5), p.label(), describe(p))
                  .withColour(Colour.ofRgb(rgb(p.colour()))));
    };
  }

  /** The game's own die of that many sides; a count it has none of rolls as a d6 with a note. */
  static String die(int sides) {
    return switch (sides) {
      case 4, 6, 8, 10, 12, 20 -> "Die_" + sides;
      default -> "Die_6";
    };
  }

  static String describe(TablePiece p) {
    return switch (p.kind()) {
      case BOARD -> p.spaces().size() + " spaces";
      case TRACK -> "from " + p.from() + " to " + p.to();
      case DICE -> p.to() + " sides";
      case COUNTER -> "starts at " + p.from();
      case TOKEN -> PieceKind.TOKEN.word();
    };
  }

  /**
   * Rules Markdown in the notebook's BBCode, set by the kit as Graveyard's notebook is: headings in
   * bold, lists with bullets, emphasis kept.
   */
  static String notebookText(String markdown) {
    return new RulesBbcode().chapter(new MarkdownBlocks().chapter("rules", markdown));
  }
}
