package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.print.CardSlot;
import org.legendsforge.kit.print.PagePlan;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.PlannedPage;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.SlotPlacement;

/**
 * Draws an imposer's page plan into a PDF, whatever the cards are: each front or back form where
 * its slot lies, then what the caller adds over the page once its cards are down (crop marks,
 * guides). Shared by the main game's card pages and a data-only game's, so both place cards the
 * same way.
 */
final class ImposedPages {
  private ImposedPages() {}

  /** The form of an item's front or back in this document. */
  interface Drawing<T> {
    PDFormXObject form(PdfDocumentWriter pdf, T item) throws IOException;
  }

  /** What goes over a page once its cards are placed. */
  interface Over {
    void page(PageCanvas canvas, SheetSpec sheet, List<CardSlot> fronts, List<CardSlot> all)
        throws IOException;
  }

  static <T> void write(
      PdfDocumentWriter pdf, PagePlan<T> plan, Drawing<T> front, Drawing<T> back, Over over)
      throws IOException {
    SheetSpec sheet = plan.sheet();
    for (PlannedPage<T> page : plan.pages()) {
      try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
        List<CardSlot> fronts = new ArrayList<>();
        for (SlotPlacement<T> p : page.placements()) {
          PDFormXObject form =
              p.side() == PageSide.FRONT ? front.form(pdf, p.item()) : back.form(pdf, p.item());
          canvas.place(
              form, p.slot().bleedBox(sheet.bleed()), p.slot().visible(), p.slot().turns());
          if (p.side() == PageSide.FRONT) {
            fronts.add(p.slot());
          }
        }
        over.page(
            canvas, sheet, fronts, page.placements().stream().map(SlotPlacement::slot).toList());
      }
    }
  }
}
