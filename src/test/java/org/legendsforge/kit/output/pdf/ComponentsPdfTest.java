package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.outputs.GraveyardParts;
import org.legendsforge.games.graveyard.pieces.Piece;
import org.legendsforge.games.graveyard.pieces.PrintedPieces;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.testing.ShippedData;

/**
 * The components PDF of the shipped card data, read back: every piece placed once, each wholly
 * inside the printer's margin, every crop mark inside it and off every piece, on both papers at a
 * home printer's margin and at a wide one.
 */
class ComponentsPdfTest {
  static final Path OUT = Path.of("target/print-components");
  static Catalog catalog;

  static Stream<Object[]> files() {
    List<Object[]> out = new ArrayList<>();
    for (double margin : new double[] {SheetSpec.HOME_PRINTER_MARGIN, 12}) {
      for (Paper p : Paper.values()) {
        out.add(new Object[] {p, margin});
      }
    }
    return out.stream();
  }

  static Path file(Paper paper, double margin) {
    return OUT.resolve(margin + "").resolve(ComponentsPdf.fileName("graveyard", paper));
  }

  @BeforeAll
  static void write() throws IOException {
    catalog =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    FontSet fonts = FontSet.load();
    BuildContext ctx =
        new BuildContext(catalog, new TestCardRenderer(fonts), fonts, 1, new Diagnostics());
    for (Object[] f : files().toList()) {
      Paper paper = (Paper) f[0];
      double margin = (double) f[1];
      new ComponentsPdf<>(ctx, margin, new GraveyardParts().pieces(ctx))
          .write(file(paper, margin), paper);
    }
  }

  @ParameterizedTest
  @MethodSource("files")
  void everyPieceIsPlacedOnceInsideTheMarginWithItsCropMarks(Paper paper, double margin)
      throws IOException {
    PrintedPieces pieces = PrintedPieces.of(catalog);
    try (PDDocument doc = Loader.loadPDF(file(paper, margin).toFile())) {
      assertThat(doc.getDocumentCatalog().getViewerPreferences().getDuplex()).isEqualTo("Simplex");
      String first = firstPage(doc);
      assertThat(first).contains("Printed pieces", "hero standees", "Making them");
      assertThat(first).contains("at least " + (margin == 12 ? "12" : "6.35") + " mm inside");
      int placed = 0;
      for (int i = 0; i < doc.getNumberOfPages(); i++) {
        PDPage page = doc.getPage(i);
        List<double[]> trims = new ArrayList<>();
        for (PdfProbe.Drawn d : PdfProbe.forms(page)) {
          if (Math.abs(d.width() - paper.width()) < 0.1) {
            continue; // the guide page itself
          }
          PieceSheets.Size size = sizeOf(d);
          double b = size.bleed();
          double[] t = {
            d.x() + b,
            paper.height() - (d.y() + d.height()) + b,
            d.width() - 2 * b,
            d.height() - 2 * b
          };
          assertThat(t[0]).as(size.name()).isGreaterThanOrEqualTo(margin - 1e-3);
          assertThat(t[1]).as(size.name()).isGreaterThanOrEqualTo(margin - 1e-3);
          assertThat(t[0] + t[2]).isLessThanOrEqualTo(paper.width() - margin + 1e-3);
          assertThat(t[1] + t[3]).isLessThanOrEqualTo(paper.height() - margin + 1e-3);
          trims.add(t);
          placed++;
        }
        List<PdfLines.Stroke> marks =
            PdfLines.of(page).stream().filter(l -> l.grey() < 0.3).toList();
        assertThat(marks.isEmpty())
            .as("page " + (i + 1) + ": marks with its pieces")
            .isEqualTo(trims.isEmpty());
        for (PdfLines.Stroke l : marks) {
          assertThat(Math.min(l.x1(), l.x2())).isGreaterThanOrEqualTo(margin - 1e-3);
          assertThat(Math.max(l.x1(), l.x2())).isLessThanOrEqualTo(paper.width() - margin + 1e-3);
          assertThat(Math.min(l.y1(), l.y2())).isGreaterThanOrEqualTo(margin - 1e-3);
          assertThat(Math.max(l.y1(), l.y2())).isLessThanOrEqualTo(paper.height() - margin + 1e-3);
          for (double[] t : trims) {
            boolean intoX =
                Math.max(l.x1(), l.x2()) > t[0] + 1e-3
                    && Math.min(l.x1(), l.x2()) < t[0] + t[2] - 1e-3;
            boolean intoY =
                Math.max(l.y1(), l.y2()) > t[1] + 1e-3
                    && Math.min(l.y1(), l.y2()) < t[1] + t[3] - 1e-3;
            assertThat(intoX && intoY).as("mark " + l + " runs into a piece").isFalse();
          }
        }
      }
      assertThat(placed).isEqualTo(pieces.pieces().size());
    }
  }

  @ParameterizedTest
  @MethodSource("files")
  void theFourMapRulersShareOneSheet(Paper paper, double margin) throws IOException {
    PieceSheets.Size ruler =
        PrintedPieces.of(catalog).pieces().stream()
            .filter(p -> p instanceof Piece.DieRuler)
            .findFirst()
            .orElseThrow()
            .size();
    List<Integer> perPage = new ArrayList<>();
    try (PDDocument doc = Loader.loadPDF(file(paper, margin).toFile())) {
      for (PDPage page : doc.getPages()) {
        int n = 0;
        for (PdfProbe.Drawn d : PdfProbe.forms(page)) {
          if (Math.abs(d.width() - paper.width()) >= 0.1 && sizeOf(d).equals(ruler)) {
            n++;
          }
        }
        if (n > 0) {
          perPage.add(n);
        }
      }
    }
    assertThat(perPage).containsExactly(4);
  }

  /** The piece size a drawn form has, either way up. */
  private static PieceSheets.Size sizeOf(PdfProbe.Drawn d) {
    for (PieceSheets.Size s : PrintedPieces.of(catalog).sizes()) {
      double w = s.width() + 2 * s.bleed();
      double h = s.height() + 2 * s.bleed();
      boolean upright = Math.abs(d.width() - w) < 0.05 && Math.abs(d.height() - h) < 0.05;
      boolean turned = Math.abs(d.width() - h) < 0.05 && Math.abs(d.height() - w) < 0.05;
      if (upright || turned) {
        return s;
      }
    }
    throw new AssertionError("no piece is " + d);
  }

  private static String firstPage(PDDocument doc) throws IOException {
    PDFTextStripper strip = new PDFTextStripper();
    strip.setEndPage(1);
    return strip.getText(doc).replaceAll("\\s+", " ");
  }
}
