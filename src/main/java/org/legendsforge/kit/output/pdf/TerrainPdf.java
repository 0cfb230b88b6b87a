package org.legendsforge.kit.output.pdf;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.BackOffset;
import org.legendsforge.kit.print.CardSlot;
import org.legendsforge.kit.print.CropMarks;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Imposer;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.PlannedPage;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.SlotPlacement;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.print.pages.TerrainSheets;

/**
 * The terrain cards (3 × 5 in index cards): four to a page with crop marks, each card's back behind
 * it for the duplex edge as in the cards PDF (the same back the gallery and the table show, so a
 * shuffled terrain deck hides its cards), and a preview page of the map of the build's seed last;
 * or one per 3 × 5 in portrait page for real index-card stock, with the map preview in a file of
 * its own on Letter or A4, where its key fits.
 */
final class TerrainPdf {
  private final BuildContext ctx;
  private final PrintTemplates templates;
  private final CardForms forms;
  private final TerrainSheets terrain;

  TerrainPdf(BuildContext ctx, PrintTemplates templates, CardForms forms, TerrainSheets terrain) {
    this.ctx = ctx;
    this.templates = templates;
    this.forms = forms;
    this.terrain = terrain;
  }

  /**
   * The render-cache key of the terrain PDF on {@code sheetName}: everything it shows (its layout,
   * the seed and what the game says the cards and the map preview show), so a balance edit to a
   * card the PDF does not show leaves the last build's file in place.
   */
  String key(
      String sheetName,
      boolean cutLines,
      double margin,
      boolean proof,
      Duplex duplex,
      BackOffset offset) {
    List<String> inputs =
        new ArrayList<>(
            List.of(
                "terrain-pdf",
                sheetName,
                Boolean.toString(cutLines),
                Double.toString(margin),
                Boolean.toString(proof),
                duplex.name(),
                offset.toString(),
                Long.toString(ctx.seed())));
    inputs.addAll(terrain.keyInputs());
    return ctx.cache().key(inputs.toArray(String[]::new));
  }

  /**
   * @param sheetName {@code terrain-letter}, {@code terrain-a4} or {@code index-stock}; the map
   *     preview comes first on the paper sheets only
   */
  void write(
      Path file,
      String sheetName,
      boolean cutLines,
      double margin,
      boolean proof,
      Duplex duplex,
      BackOffset offset)
      throws IOException {
    SheetSpec sheet = templates.sheet(sheetName, margin, false);
    String key =
        String.join(
            "/",
            ctx.game().gameSlug(),
            "terrain",
            sheetName,
            Boolean.toString(cutLines),
            Double.toString(margin),
            Boolean.toString(proof),
            duplex.name(),
            offset.toString());
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(
            ctx.fonts(), key, ctx.game().gameName() + " terrain", forms.recorder())) {
      pdf.printAs(duplex);
      CardDeck deck = terrain.deck().orElseThrow();
      PDFormXObject back = null;
      for (PlannedPage<PrintedCard> page :
          Imposer.<PrintedCard>withBacks(List.copyOf(terrain.cards()), sheet, duplex, offset)
              .pages()) {
        try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
          List<CardSlot> fronts = new ArrayList<>();
          for (SlotPlacement<PrintedCard> p : page.placements()) {
            PDFormXObject form;
            if (p.side() == PageSide.FRONT) {
              form = forms.face(pdf, p.item());
              fronts.add(p.slot());
            } else {
              back = back == null ? forms.back(pdf, deck) : back;
              form = back;
            }
            canvas.place(
                form, p.slot().bleedBox(sheet.bleed()), p.slot().visible(), p.slot().turns());
          }
          if (!fronts.isEmpty()) {
            canvas.marks(CropMarks.marks(sheet, fronts), 0.2, Color.DARK_GRAY);
            if (cutLines) {
              canvas.lines(CropMarks.cutLines(sheet, fronts), 0.1, Color.GRAY);
            }
          }
          if (proof) {
            List<CardSlot> slots = page.placements().stream().map(SlotPlacement::slot).toList();
            CardPages.proof(canvas, slots, ctx.renderer().size(deck).safe());
          }
        }
      }
      // last, so every card's back stays behind its front whatever the duplex edge
      if (sheet.kind() != SheetSpec.Kind.STOCK) {
        preview(pdf, sheet.pageWidth(), sheet.pageHeight());
      }
      pdf.save(file);
    }
  }

  /** The map preview alone on a page of {@code paper}, with its key (for index-card stock). */
  void writePreview(Path file, org.legendsforge.kit.print.Paper paper) throws IOException {
    String key = String.join("/", ctx.game().gameSlug(), "map-preview", paper.key());
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(
            ctx.fonts(), key, ctx.game().gameName() + " map preview", forms.recorder())) {
      if (preview(pdf, paper.width(), paper.height())) {
        pdf.save(file);
      }
    }
  }

  /** Adds the preview page; false, with the game's warning, when the card set has no map. */
  private boolean preview(PdfDocumentWriter pdf, double width, double height) throws IOException {
    Optional<GuidePage> preview = terrain.mapPreview();
    if (preview.isEmpty()) {
      return false;
    }
    try (PageCanvas canvas = pdf.newPage(width, height)) {
      canvas.full(pdf.form(width, height, g -> preview.get().paint(g, width, height)));
    }
    return true;
  }
}
