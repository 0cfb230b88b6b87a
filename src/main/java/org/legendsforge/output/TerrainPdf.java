package org.legendsforge.output;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Catalog.DeckCard;
import org.legendsforge.model.DeckKind;
import org.legendsforge.print.CardSlot;
import org.legendsforge.print.CropMarks;
import org.legendsforge.print.Imposer;
import org.legendsforge.print.Placement;
import org.legendsforge.print.PlannedPage;
import org.legendsforge.print.SheetSpec;
import org.legendsforge.render.CardSize;

/**
 * The terrain cards (3 × 5 in index cards): four to a page with crop marks, or one per 5 × 3 in
 * page for real index-card stock. Terrain lies face up on the table, so no backs are printed.
 */
final class TerrainPdf {
  private final BuildContext ctx;
  private final PrintTemplates templates;

  TerrainPdf(BuildContext ctx, PrintTemplates templates) {
    this.ctx = ctx;
    this.templates = templates;
  }

  static List<DeckCard> terrainCards(Catalog catalog) {
    return catalog.printedCards().filter(c -> c.deck().contents() == DeckKind.TERRAIN).toList();
  }

  /**
   * @param sheetName {@code terrain-letter}, {@code terrain-a4} or {@code index-stock}
   */
  void write(Path file, String sheetName, boolean cutLines) throws IOException {
    SheetSpec sheet = templates.sheet(sheetName);
    Catalog catalog = ctx.catalog();
    String key =
        String.join("/", catalog.game().slug(), "terrain", sheetName, Boolean.toString(cutLines));
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(ctx.fonts(), key, catalog.game().name() + " terrain")) {
      for (PlannedPage<DeckCard> page : Imposer.fronts(terrainCards(catalog), sheet).pages()) {
        try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
          for (Placement<DeckCard> p : page.placements()) {
            CardSize size = ctx.renderer().size(p.item().deck());
            canvas.place(
                pdf.form(
                    size.bleedWidth(),
                    size.bleedHeight(),
                    g -> ctx.renderer().paintFace(p.item(), g)),
                p.slot().bleedBox(sheet.bleed()),
                p.slot().visible(),
                p.slot().turned());
          }
          List<CardSlot> slots = page.placements().stream().map(Placement::slot).toList();
          canvas.lines(CropMarks.marks(sheet, slots), 0.2, Color.DARK_GRAY);
          if (cutLines) {
            canvas.lines(CropMarks.cutLines(sheet, slots), 0.1, Color.GRAY);
          }
        }
      }
      pdf.save(file);
    }
  }
}
