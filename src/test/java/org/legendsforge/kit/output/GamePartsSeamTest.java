package org.legendsforge.kit.output;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.pdf.PrintOptions;
import org.legendsforge.kit.output.pdf.PrintTarget;
import org.legendsforge.kit.output.tts.TtsTarget;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.pages.ComponentsGuidePage;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.print.pages.RulebookFigures;
import org.legendsforge.kit.print.pages.TerrainSheets;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.tts.CellSize;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.GlobalScript;
import org.legendsforge.kit.tts.ImageUrls;
import org.legendsforge.kit.tts.SaveFile;

/**
 * The kit's print and TTS targets need nothing of a game but its {@link GameParts}: a card set of
 * no decks whose parts are a few square tokens, a strip and a board picture, made up here with no
 * game behind them, is printed and put on a table as the parts say.
 */
class GamePartsSeamTest {
  private static final FontSet FONTS = FontSet.load();

  private static final PieceSheets.Size SQUARE = new PieceSheets.Size("square", 20, 20, 1);
  private static final PieceSheets.Size STRIP = new PieceSheets.Size("strip", 150, 20, 1);

  /** A card set with a name and nothing else: no decks, no cards. */
  private static final CardGame NO_CARDS =
      new CardGame() {
        @Override
        public String gameName() {
          return "Seam Test";
        }

        @Override
        public String gameSubtitle() {
          return "";
        }

        @Override
        public String gameTitle() {
          return "Seam Test";
        }

        @Override
        public String gameSlug() {
          return "seam";
        }

        @Override
        public List<? extends CardDeck> decks() {
          return List.of();
        }

        @Override
        public Stream<? extends PrintedCard> printedCards() {
          return Stream.empty();
        }

        @Override
        public String fingerprint() {
          return "seam";
        }
      };

  /** Tokens named by letters; each drawn piece is written down as it is drawn. */
  private static final class Tokens implements PieceSheets<String> {
    final List<String> drawn = new ArrayList<>();

    @Override
    public List<ComponentsGuidePage.Entry> entries() {
      return List.of(
          new ComponentsGuidePage.Entry(3, "Letter tokens", "cut them out"),
          new ComponentsGuidePage.Entry(1, "Score strip", "lay it beside the board"));
    }

    @Override
    public List<Group<String>> groups() {
      return List.of(new Group<>(SQUARE, List.of("a", "a", "b")), new Group<>(STRIP, List.of("s")));
    }

    @Override
    public Optional<Size> atFootOfGuide() {
      return Optional.of(STRIP);
    }

    @Override
    public synchronized void paint(Graphics2D g, String piece) {
      drawn.add(piece);
      g.setColor(Color.DARK_GRAY);
      g.fill(new Rectangle2D.Double(0, 0, 10, 10));
    }
  }

  /** A table of one picture, whose save notes that picture's address. */
  private static final class Board implements GameTable<CardDeck, PrintedCard> {
    @Override
    public List<DeckSheet<CardDeck, PrintedCard>> sheets() {
      return List.of();
    }

    @Override
    public BufferedImage sheetRow(DeckSheet<CardDeck, PrintedCard> sheet, int row) {
      throw new AssertionError("a table without decks has no sheets to draw");
    }

    @Override
    public BufferedImage sheetBack(CardDeck deck, CellSize cell) {
      throw new AssertionError("a table without decks has no backs to draw");
    }

    @Override
    public Object scriptView() {
      return Map.of("greeting", "hello from the seam");
    }

    @Override
    public List<Picture> pictures() {
      return List.of(new Picture("board", List.of("seam-board", "8"), () -> square(8)));
    }

    @Override
    public List<String> thumbnailInputs() {
      return List.of("seam-thumbnail");
    }

    @Override
    public BufferedImage thumbnail(int px) {
      return square(px);
    }

    @Override
    public SaveFile save(Images images, String imageBase, GlobalScript script, Rulebook rulebook) {
      String board = new ImageUrls(imageBase).url(images.pictures().get("board"));
      return new SaveFile(
          "Seam Test",
          "Seam Test",
          0.5,
          0.5,
          "",
          SaveFile.VERSION,
          SaveFile.TABLE,
          SaveFile.SKY,
          board,
          "",
          script.xmlUi(),
          script.lua(),
          "",
          new SaveFile.ComponentTags(List.of()),
          List.of(),
          Map.of(),
          List.of());
    }

    private static BufferedImage square(int px) {
      BufferedImage img = new BufferedImage(px, px, BufferedImage.TYPE_INT_RGB);
      img.setRGB(0, 0, 0xFF0000);
      return img;
    }
  }

  private static final class Parts implements GameParts {
    final Tokens tokens = new Tokens();

    @Override
    public CardGame onlyDecks(CardGame game, List<CardDeck> decks) {
      return game;
    }

    @Override
    public List<GuidePage> cardPages(BuildContext context) {
      return List.of();
    }

    @Override
    public RulebookFigures figures(BuildContext context) {
      return (figure, width) -> List.of();
    }

    @Override
    public PieceSheets<?> pieces(BuildContext context) {
      return tokens;
    }

    @Override
    public TerrainSheets terrain(BuildContext context) {
      return new TerrainSheets() {
        @Override
        public List<? extends PrintedCard> cards() {
          return List.of();
        }

        @Override
        public Optional<? extends CardDeck> deck() {
          return Optional.empty();
        }

        @Override
        public boolean mapPossible() {
          return false;
        }

        @Override
        public List<String> keyInputs() {
          return List.of();
        }

        @Override
        public Optional<GuidePage> mapPreview() {
          return Optional.empty();
        }
      };
    }

    @Override
    public GameTable<?, ?> table(BuildContext context) {
      return new Board();
    }
  }

  private static BuildContext context() {
    return new BuildContext(NO_CARDS, new TestCardRenderer(FONTS), FONTS, 1, new Diagnostics());
  }

  @Test
  void thePrintTargetPrintsTheGamesPiecesEachLookDrawnOnce(@TempDir Path out) throws IOException {
    Parts parts = new Parts();
    PrintOptions options =
        new PrintOptions(
            Path.of("templates/print"), List.of(Paper.A4), Duplex.LONG, Layout.HOME, false, false);
    new PrintTarget(options, parts).write(context(), out);

    try (Stream<Path> files = Files.list(out.resolve("print"))) {
      assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".pdf")))
          .containsExactly("seam-components-a4.pdf");
    }
    try (PDDocument doc = Loader.loadPDF(out.resolve("print/seam-components-a4.pdf").toFile())) {
      // the guide with the strip at its foot, then one sheet of the three tokens
      assertThat(doc.getNumberOfPages()).isEqualTo(2);
      PDFTextStripper guide = new PDFTextStripper();
      guide.setEndPage(1);
      assertThat(guide.getText(doc)).contains("Seam Test", "Letter tokens", "Score strip");
    }
    // the two tokens "a" share one drawing
    assertThat(parts.tokens.drawn).containsExactlyInAnyOrder("s", "a", "b");
  }

  @Test
  void theTtsTargetWritesTheGamesTableWithItsPicturesAndScript(@TempDir Path out)
      throws IOException {
    Path templates = out.resolve("templates");
    Files.createDirectories(templates.resolve("tts"));
    Files.writeString(templates.resolve("tts/global.lua.ftl"), "print(${lua(view.greeting)})\n");
    Files.writeString(templates.resolve("tts/ui.ftlx"), "<Panel/>\n");
    Path built = out.resolve("built");
    new TtsTarget(templates, Optional.empty(), built, new Parts()).write(context(), built);

    JsonNode save = new ObjectMapper().readTree(built.resolve("tts/Seam Test.json").toFile());
    assertThat(save.get("LuaScript").asText()).contains("hello from the seam");
    String board = save.get("Note").asText();
    assertThat(board).startsWith(TtsTarget.localImageBase(built.resolve("tts")));
    String file = board.substring(board.lastIndexOf('/') + 1);
    assertThat(file).startsWith("board-").endsWith(".png");
    assertThat(built.resolve("tts/images").resolve(file)).isRegularFile();
    assertThat(built.resolve("tts/Seam Test.png")).isRegularFile();
  }
}
