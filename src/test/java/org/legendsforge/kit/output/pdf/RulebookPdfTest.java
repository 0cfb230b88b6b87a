package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.text.PDFTextStripperByArea;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.RulesTextLoader;
import org.legendsforge.games.graveyard.figures.IconKeyPainter;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.rulebook.Figure;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.Booklet;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.RenderResources;
import org.legendsforge.testing.ShippedData;

/**
 * The rulebook booklet read back from its PDF page by page in reading order: every page shows
 * something, the chapters that teach ("Reading a card", "Example turn") carry their figures as
 * drawings, and the example turn is the engine's.
 */
class RulebookPdfTest {
  @TempDir static Path out;

  private static Catalog catalog;
  private static Rulebook rulebook;
  private static CardRenderer renderer;
  private static List<BookPage> pages;

  /** One booklet page: its text and how many filled or stroked paths are drawn on it. */
  record BookPage(String text, int paths) {}

  @BeforeAll
  static void print() throws IOException {
    Path data = ShippedData.folder();
    catalog = new CardDataLoader(Path.of("")).load(data).catalog().orElseThrow();
    Diagnostics sink = new Diagnostics();
    rulebook = new RulesTextLoader(Path.of("")).load(data, catalog, sink).orElseThrow();
    FontSet fonts = FontSet.load();
    renderer = RenderResources.load(Path.of("templates"), fonts, sink).orElseThrow();
    Path pdf = out.resolve("rulebook.pdf");
    new RulebookPdf(
            new BuildContext(catalog, rulebook, renderer, fonts, 1, sink),
            new org.legendsforge.games.graveyard.figures.RulebookDrawings(
                catalog, renderer, fonts, 1))
        .write(pdf, rulebook, Paper.A4);
    pages = readBack(pdf);
  }

  /** Each booklet page's text and drawn paths, found on the half of the sheet it lies on. */
  static List<BookPage> readBack(Path pdf) throws IOException {
    try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
      Booklet booklet = new Booklet(doc.getNumberOfPages() * 2);
      BookPage[] out = new BookPage[booklet.pages()];
      float w = doc.getPage(0).getMediaBox().getWidth();
      float h = doc.getPage(0).getMediaBox().getHeight();
      for (int sheet = 0; sheet < booklet.sheets(); sheet++) {
        for (PageSide side : PageSide.values()) {
          int[] onSide = booklet.side(sheet, side);
          PDPage page = doc.getPage(2 * sheet + (side == PageSide.FRONT ? 0 : 1));
          PDFTextStripperByArea strip = new PDFTextStripperByArea();
          strip.addRegion("left", new Rectangle2D.Float(0, 0, w / 2, h));
          strip.addRegion("right", new Rectangle2D.Float(w / 2, 0, w / 2, h));
          strip.extractRegions(page);
          PathCounter paths = new PathCounter(page, w / 2);
          paths.processPage(page);
          out[onSide[0]] = new BookPage(strip.getTextForRegion("left"), paths.left);
          out[onSide[1]] = new BookPage(strip.getTextForRegion("right"), paths.right);
        }
      }
      return List.of(out);
    }
  }

  /** Counts painted paths left and right of the fold, by where each path starts. */
  static final class PathCounter extends PDFGraphicsStreamEngine {
    private final float fold;
    private Point2D start;
    int left;
    int right;

    PathCounter(PDPage page, float fold) {
      super(page);
      this.fold = fold;
    }

    @Override
    public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
      start = start == null ? p0 : start;
    }

    @Override
    public void moveTo(float x, float y) {
      start = start == null ? new Point2D.Float(x, y) : start;
    }

    @Override
    public void lineTo(float x, float y) {}

    @Override
    public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {}

    @Override
    public Point2D getCurrentPoint() {
      return start == null ? new Point2D.Float() : start;
    }

    @Override
    public void closePath() {}

    @Override
    public void endPath() {
      start = null;
    }

    @Override
    public void strokePath() {
      painted();
    }

    @Override
    public void fillPath(int windingRule) {
      painted();
    }

    @Override
    public void fillAndStrokePath(int windingRule) {
      painted();
    }

    private void painted() {
      if (start != null && start.getX() < fold) {
        left++;
      } else if (start != null) {
        right++;
      }
      start = null;
    }

    @Override
    public void drawImage(PDImage pdImage) {}

    @Override
    public void clip(int windingRule) {}

    @Override
    public void shadingFill(COSName shadingName) {}
  }

  private static BookPage pageStarting(String title) {
    return pages.stream()
        .filter(p -> p.text().strip().startsWith(title))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no page starts with " + title));
  }

  @Test
  void readingACardShowsTheCardsAsTheyPrintWithTheirPartsNamed() {
    BookPage p = pageStarting("Reading a card");
    assertThat(p.text()).contains("Health", "Movement", "Hyper ability", "Deck band");
    // a card face drawn by the card renderer is dozens of paths; a page of text has a few
    assertThat(p.paths()).isGreaterThan(50);
    assertThat(pageStarting("Turns").paths()).isLessThan(20);
    int at = pages.indexOf(p);
    String chapter = pages.get(at).text() + pages.get(at + 1).text() + pages.get(at + 2).text();
    assertThat(chapter).contains("Mana cost", "Damage", "Spell hand", "Plains", "Fire Spells");
  }

  /**
   * The close-up of a player's area names its pieces in words a reader can read on the page: the
   * labels, scaled with the picture to the reading copy's column, print at 7 pt or more.
   */
  @Test
  void thePlayersAreaNamesItsPiecesInPrintLargeEnoughToRead() throws IOException {
    Path reading = out.resolve("reading.pdf");
    FontSet fonts = FontSet.load();
    new RulebookPdf(
            new BuildContext(catalog, rulebook, renderer, fonts, 1, new Diagnostics()),
            new org.legendsforge.games.graveyard.figures.RulebookDrawings(
                catalog, renderer, fonts, 1))
        .writeReading(reading, rulebook, Paper.LETTER);
    // words of the labels that neither the page's text nor the cards drawn on it use
    List<String> labels = List.of("beside", "reference", "limits");
    java.util.Map<String, Float> sizes = new java.util.HashMap<>();
    try (PDDocument doc = Loader.loadPDF(reading.toFile())) {
      int page = 0;
      for (int i = 1; i <= doc.getNumberOfPages() && page == 0; i++) {
        org.apache.pdfbox.text.PDFTextStripper one = new org.apache.pdfbox.text.PDFTextStripper();
        one.setStartPage(i);
        one.setEndPage(i);
        page = one.getText(doc).contains("Spell hand, held") ? i : 0;
      }
      assertThat(page).as("the page of the player's area").isPositive();
      org.apache.pdfbox.text.PDFTextStripper strip =
          new org.apache.pdfbox.text.PDFTextStripper() {
            @Override
            protected void writeString(
                String text, List<org.apache.pdfbox.text.TextPosition> glyphs) {
              for (String label : labels) {
                if (text.contains(label)) {
                  float smallest = Float.MAX_VALUE;
                  for (var glyph : glyphs) {
                    // the glyph's size on the page, the picture's scaling included
                    smallest = Math.min(smallest, Math.abs(glyph.getYScale()));
                  }
                  sizes.merge(label, smallest, Math::min);
                }
              }
            }
          };
      strip.setStartPage(page);
      strip.setEndPage(page);
      strip.getText(doc);
    }
    assertThat(sizes.keySet()).containsExactlyInAnyOrderElementsOf(labels);
    assertThat(sizes.values()).allSatisfy(pt -> assertThat(pt).isGreaterThanOrEqualTo(7f));
  }

  @Test
  void theExampleTurnIsDrawnFromTheEnginesGame() {
    BookPage p = pageStarting("Example turn");
    String chapter = p.text() + pages.get(pages.indexOf(p) + 1).text();
    assertThat(chapter)
        .contains("From the game of seed 1", "Move.", "Weapon action.", "Spell action.")
        .containsPattern("turn \\d+, [A-Z][a-z]+")
        .contains("End of turn.", "Compensation");
    assertThat(p.paths()).isGreaterThan(50);
  }

  @Test
  void everyPageShowsSomethingAndTheGlossaryIsWhole() {
    assertThat(pages.size() % 4).isZero();
    for (int i = 0; i < pages.size(); i++) {
      String words = pages.get(i).text().replaceAll("\\s+", " ").strip();
      assertThat(words.replace(Integer.toString(i + 1), "").strip())
          .as("page " + (i + 1))
          .isNotEmpty();
    }
    assertThat(pages.get(0).text()).contains("Graveyard of Legends", "Players", "Play time");
    assertThat(pages.get(0).paths()).as("the cover's picture").isGreaterThan(50);
    BookPage glossary = pageStarting("Glossary");
    assertThat(glossary.text()).contains("Damage", "Dormant");
    assertThat(String.join("", pages.stream().map(BookPage::text).toList()))
        .doesNotContain("this project")
        .doesNotContain("This project");
  }

  @Test
  void terrainLetterGroupsNeverBreakAcrossLines() {
    java.util.regex.Pattern ends = java.util.regex.Pattern.compile(".*\\b(\\d+|any|[PHFMW])$");
    java.util.regex.Pattern starts =
        java.util.regex.Pattern.compile("^[PHFMW]\\b(?! (plains|hills|forest|mountain|water)).*");
    for (BookPage p : pages) {
      String[] lines = p.text().replace('\u00A0', ' ').split("\n");
      for (int i = 0; i + 1 < lines.length; i++) {
        // prose only: the letters and numbers of a drawn map are not a sentence
        boolean prose = lines[i].matches(".*[a-z].*") && lines[i + 1].matches(".*[a-z].*");
        boolean broken =
            prose
                && ends.matcher(lines[i].strip()).matches()
                && starts.matcher(lines[i + 1].strip()).matches();
        assertThat(broken).as(lines[i] + " / " + lines[i + 1]).isFalse();
      }
    }
  }

  @Test
  void theIconKeysNameIconsTheCardsHaveAndEveryIconCardTextUses() {
    CardRenderer r = renderer;
    IconKeyPainter key = new IconKeyPainter(r.look().orElseThrow(), FontSet.load(), 3);
    List<Figure.IconKey> keys = new ArrayList<>();
    List<List<Block>> texts = new ArrayList<>();
    rulebook.chapters().forEach(c -> texts.add(c.blocks()));
    texts.add(rulebook.playerAid().blocks());
    for (List<Block> blocks : texts) {
      for (Block b : blocks) {
        if (b instanceof Block.Picture p && p.figure() instanceof Figure.IconKey k) {
          keys.add(k);
        }
      }
    }
    assertThat(keys).hasSize(2);
    for (Figure.IconKey k : keys) {
      assertThat(key.missing(k.icons())).isEmpty();
      assertThat(k.icons())
          .extracting(Figure.Label::key)
          .contains("damage", "health", "mana", "P", "H", "F", "M", "W");
    }
  }
}
