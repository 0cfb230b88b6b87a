package org.legendsforge.output.pdf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.model.Catalog;
import org.legendsforge.print.Booklet;
import org.legendsforge.print.Box;
import org.legendsforge.print.PageSide;
import org.legendsforge.print.Paper;
import org.legendsforge.print.pages.RulebookLayout;
import org.legendsforge.print.pages.RulebookPage;
import org.legendsforge.render.FontSet;
import org.legendsforge.rulebook.Rulebook;

/**
 * The rulebook as a booklet for one paper: {@code <slug>-rulebook-<paper>.pdf}, landscape sheets of
 * that paper with two half-size pages on each side, in the order that folding the printed stack in
 * half gives the pages in sequence (print double-sided, flipping on the short edge).
 */
final class RulebookPdf {
  private final FontSet fonts;

  RulebookPdf(FontSet fonts) {
    this.fonts = fonts;
  }

  /** The booklet's pages in reading order, cover first. */
  List<RulebookPage> pages(Catalog catalog, Rulebook book, Paper paper) {
    return new RulebookLayout(fonts, paper.height() / 2, paper.width())
        .pages(book, catalog.game().name(), catalog.game().tagline());
  }

  void write(Path file, Catalog catalog, Rulebook book, Paper paper) throws IOException {
    double sheetWidth = paper.height();
    double sheetHeight = paper.width();
    double half = sheetWidth / 2;
    List<RulebookPage> pages = pages(catalog, book, paper);
    Booklet booklet = new Booklet(pages.size());
    String key = String.join("/", catalog.game().slug(), "rulebook", paper.key());
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(fonts, key, catalog.game().name() + " rules")) {
      // landscape sheets of a booklet turn over their short edge
      pdf.printAs(org.legendsforge.print.Duplex.SHORT);
      List<PDFormXObject> forms = new ArrayList<>();
      for (RulebookPage page : pages) {
        forms.add(pdf.form(half, sheetHeight, g -> page.paint(g, half, sheetHeight)));
      }
      for (int sheet = 0; sheet < booklet.sheets(); sheet++) {
        for (PageSide side : PageSide.values()) {
          int[] onSide = booklet.side(sheet, side);
          try (PageCanvas canvas = pdf.newPage(sheetWidth, sheetHeight)) {
            for (int i = 0; i < 2; i++) {
              Box where = new Box(i * half, 0, half, sheetHeight);
              canvas.place(forms.get(onSide[i]), where, where, 0);
            }
          }
        }
      }
      pdf.save(file);
    }
  }
}
