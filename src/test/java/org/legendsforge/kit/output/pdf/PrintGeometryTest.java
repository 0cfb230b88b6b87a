package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.outputs.GraveyardParts;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.print.BackOffset;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.ShopPreset;
import org.legendsforge.kit.render.FontSet;

/**
 * Every home and fold-over cards PDF, papers by duplex modes by layouts (and a narrow and a wide
 * printer margin, and a measured back offset), read back as a printer sees it: page sizes, every
 * card's trim and every crop mark inside the printable area, a mark of at least 3 mm on every trim
 * line, and each back where turning the sheet over (or folding it) puts it behind its front.
 */
class PrintGeometryTest {
  static final Path OUT = Path.of("target/print-geometry");
  static final double TRIM_W = 63.5;
  static final double TRIM_H = 88.9;
  static FontSet fonts;
  static Catalog catalog;

  /** One PDF: how it was made. */
  record Variant(
      Layout layout, Duplex duplex, double margin, BackOffset offset, Optional<Double> gutter) {
    Variant(Layout layout, Duplex duplex, double margin, BackOffset offset) {
      this(layout, duplex, margin, offset, Optional.empty());
    }

    String dir() {
      return layout
          + "-"
          + duplex
          + "-"
          + margin
          + "-"
          + offset.right()
          + "_"
          + offset.down()
          + gutter.map(g -> "-gutter" + g).orElse("");
    }

    PrintOptions options() {
      return new PrintOptions(
              Path.of("templates/print"),
              List.of(Paper.LETTER, Paper.A4),
              duplex,
              layout,
              true,
              false,
              Optional.empty(),
              margin,
              offset,
              ShopPreset.GENERIC,
              false)
          .withInkAndCutting(org.legendsforge.kit.render.BackStyle.FULL, gutter);
    }
  }

  static List<Variant> variants() {
    List<Variant> out = new ArrayList<>();
    for (Duplex d : Duplex.values()) {
      out.add(new Variant(Layout.HOME, d, SheetSpec.HOME_PRINTER_MARGIN, BackOffset.NONE));
    }
    out.add(new Variant(Layout.HOME, Duplex.LONG, 3, BackOffset.NONE));
    out.add(new Variant(Layout.HOME, Duplex.SHORT, 10, BackOffset.NONE));
    out.add(
        new Variant(
            Layout.HOME, Duplex.LONG, SheetSpec.HOME_PRINTER_MARGIN, new BackOffset(1.5, -0.5)));
    out.add(
        new Variant(
            Layout.HOME, Duplex.SHORT, SheetSpec.HOME_PRINTER_MARGIN, new BackOffset(-1, 2)));
    out.add(new Variant(Layout.FOLD, Duplex.NONE, SheetSpec.HOME_PRINTER_MARGIN, BackOffset.NONE));
    out.add(new Variant(Layout.FOLD, Duplex.NONE, 3, BackOffset.NONE));
    // cards apart, each with its own bleed: a whole one and clear paper, or just the bleed
    out.add(
        new Variant(
            Layout.HOME,
            Duplex.LONG,
            SheetSpec.HOME_PRINTER_MARGIN,
            new BackOffset(1, 1),
            Optional.of(8.0)));
    out.add(new Variant(Layout.HOME, Duplex.NONE, 3, BackOffset.NONE, Optional.of(6.0)));
    return out;
  }

  static Stream<Object[]> files() {
    List<Object[]> out = new ArrayList<>();
    for (Variant v : variants()) {
      for (Paper p : Paper.values()) {
        out.add(new Object[] {v, p});
      }
    }
    return out.stream();
  }

  @BeforeAll
  static void write() throws IOException {
    fonts = FontSet.load();
    catalog = PrintTestCatalog.catalog();
    for (Variant v : variants()) {
      BuildContext ctx =
          new BuildContext(catalog, new TestCardRenderer(fonts), fonts, 7, new Diagnostics());
      new PrintTarget(v.options(), new GraveyardParts()).write(ctx, OUT.resolve(v.dir()));
    }
  }

  @ParameterizedTest
  @MethodSource("files")
  void everyCardAndMarkIsPrintableAndEveryBackLandsBehindItsFront(Variant v, Paper paper)
      throws IOException {
    String name = CardsPdf.fileName("graveyard", Optional.empty(), paper, v.layout(), v.duplex());
    try (PDDocument doc =
        Loader.loadPDF(OUT.resolve(v.dir()).resolve("print").resolve(name).toFile())) {
      PDViewerPreferences prefs = doc.getDocumentCatalog().getViewerPreferences();
      assertThat(prefs.getPrintScaling()).isEqualTo("None");
      assertThat(prefs.getDuplex())
          .isEqualTo(
              switch (v.layout() == Layout.FOLD ? Duplex.NONE : v.duplex()) {
                case LONG -> "DuplexFlipLongEdge";
                case SHORT -> "DuplexFlipShortEdge";
                case NONE -> "Simplex";
              });
      for (PDPage page : doc.getPages()) {
        assertThat(page.getMediaBox().getWidth() * PdfProbe.MM)
            .isCloseTo(paper.width(), within(0.05));
        assertThat(page.getMediaBox().getHeight() * PdfProbe.MM)
            .isCloseTo(paper.height(), within(0.05));
      }
      int guide = v.layout() == Layout.FOLD ? CardsPdf.FOLD_GUIDE_PAGES : CardsPdf.GUIDE_PAGES;
      List<Integer> frontPages = new ArrayList<>();
      List<Integer> backPages = new ArrayList<>();
      int cardPages = doc.getNumberOfPages() - guide;
      for (int i = 0; i < cardPages; i++) {
        if (v.layout() == Layout.FOLD) {
          frontPages.add(guide + i);
        } else if (v.duplex() == Duplex.NONE) {
          (i < cardPages / 2 ? frontPages : backPages).add(guide + i);
        } else {
          (i % 2 == 0 ? frontPages : backPages).add(guide + i);
        }
      }
      int cards = 0;
      for (int s = 0; s < frontPages.size(); s++) {
        PDPage page = doc.getPage(frontPages.get(s));
        List<PdfProbe.Drawn> drawn = PdfProbe.forms(page);
        List<PdfProbe.Drawn> fronts =
            v.layout() == Layout.FOLD ? drawn.subList(0, drawn.size() / 2) : drawn;
        List<PdfProbe.Drawn> backs =
            v.layout() == Layout.FOLD
                ? drawn.subList(drawn.size() / 2, drawn.size())
                : PdfProbe.forms(doc.getPage(backPages.get(s)));
        cards += fronts.size();
        checkTrimsAndMarks(page, paper, v, fronts);
        checkBacks(paper, v, fronts, backs);
      }
      assertThat(cards).isEqualTo(CardsPdf.pokerCards(catalog).size());
    }
  }

  /** Trims and marks inside the printable area; every trim line marked by 3 mm or more. */
  private static void checkTrimsAndMarks(
      PDPage page, Paper paper, Variant v, List<PdfProbe.Drawn> fronts) throws IOException {
    double m = v.margin();
    List<double[]> trims = new ArrayList<>();
    for (PdfProbe.Drawn d : fronts) {
      // y up in the probe: the trim is the drawn bleed box less 3 mm; turn it y down.
      double[] t = {
        d.x() + 3, paper.height() - (d.y() + d.height()) + 3, d.width() - 6, d.height() - 6
      };
      assertThat(t[0]).as("left trim").isGreaterThanOrEqualTo(m - 1e-3);
      assertThat(t[1]).as("top trim").isGreaterThanOrEqualTo(m - 1e-3);
      assertThat(t[0] + t[2]).as("right trim").isLessThanOrEqualTo(paper.width() - m + 1e-3);
      assertThat(t[1] + t[3]).as("bottom trim").isLessThanOrEqualTo(paper.height() - m + 1e-3);
      assertThat(Math.min(t[2], t[3])).isCloseTo(TRIM_W, within(0.05));
      assertThat(Math.max(t[2], t[3])).isCloseTo(TRIM_H, within(0.05));
      trims.add(t);
    }
    List<PdfLines.Stroke> marks =
        PdfLines.of(page).stream().filter(l -> l.grey() < 0.3 && l.length() < 50).toList();
    for (PdfLines.Stroke l : marks) {
      for (double[] p : new double[][] {{l.x1(), l.y1()}, {l.x2(), l.y2()}}) {
        assertThat(p[0]).isBetween(m - 1e-3, paper.width() - m + 1e-3);
        assertThat(p[1]).isBetween(m - 1e-3, paper.height() - m + 1e-3);
      }
      for (double[] t : trims) {
        // Not into a card, nor along its cut edge (a mark may end at a card's corner).
        boolean spanX =
            Math.max(l.x1(), l.x2()) > t[0] + 1e-3 && Math.min(l.x1(), l.x2()) < t[0] + t[2] - 1e-3;
        boolean spanY =
            Math.max(l.y1(), l.y2()) > t[1] + 1e-3 && Math.min(l.y1(), l.y2()) < t[1] + t[3] - 1e-3;
        boolean withinX =
            Math.max(l.x1(), l.x2()) >= t[0] - 1e-3
                && Math.min(l.x1(), l.x2()) <= t[0] + t[2] + 1e-3;
        boolean withinY =
            Math.max(l.y1(), l.y2()) >= t[1] - 1e-3
                && Math.min(l.y1(), l.y2()) <= t[1] + t[3] + 1e-3;
        assertThat((spanX && withinY) || (spanY && withinX))
            .as("mark " + l + " runs onto a card")
            .isFalse();
      }
    }
    for (double[] t : trims) {
      for (double x : new double[] {t[0], t[0] + t[2]}) {
        assertThat(marks)
            .as("a mark on x = " + x)
            .anyMatch(
                l ->
                    Math.abs(l.x1() - x) < 0.01
                        && Math.abs(l.x2() - x) < 0.01
                        && l.length() >= SheetSpec.MIN_MARK - 0.01);
      }
      for (double y : new double[] {t[1], t[1] + t[3]}) {
        assertThat(marks)
            .as("a mark on y = " + y)
            .anyMatch(
                l ->
                    Math.abs(l.y1() - y) < 0.01
                        && Math.abs(l.y2() - y) < 0.01
                        && l.length() >= SheetSpec.MIN_MARK - 0.01);
      }
    }
  }

  /**
   * Each back, seen through the sheet from the front (mirrored for the flip or the fold), lies on
   * its front, moved by minus the measured offset, and turned so its top lies behind the front's.
   */
  private static void checkBacks(
      Paper paper, Variant v, List<PdfProbe.Drawn> fronts, List<PdfProbe.Drawn> backs) {
    assertThat(backs).hasSameSizeAs(fronts);
    boolean longFlip = v.layout() == Layout.FOLD || v.duplex() != Duplex.SHORT;
    for (int i = 0; i < fronts.size(); i++) {
      PdfProbe.Drawn f = fronts.get(i);
      PdfProbe.Drawn b = backs.get(i);
      double seenX = longFlip ? paper.width() - b.x() - b.width() : b.x();
      double seenY = longFlip ? b.y() : paper.height() - b.y() - b.height();
      // y up here: the offset's "down" is minus y.
      assertThat(seenX - f.x()).as("x of back " + i).isCloseTo(-v.offset().right(), within(0.01));
      assertThat(seenY - f.y()).as("y of back " + i).isCloseTo(v.offset().down(), within(0.01));
      assertThat(b.width()).isCloseTo(f.width(), within(0.01));
      int expected = Math.floorMod(longFlip ? -f.turns() : 2 - f.turns(), 4);
      assertThat(b.turns()).as("turns of back " + i).isEqualTo(expected);
    }
  }
}
