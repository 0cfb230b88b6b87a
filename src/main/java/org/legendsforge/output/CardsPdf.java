package org.legendsforge.output;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Catalog.DeckCard;
import org.legendsforge.model.Deck;
import org.legendsforge.print.CropMarks;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Imposer;
import org.legendsforge.print.PagePlan;
import org.legendsforge.print.Paper;
import org.legendsforge.print.Placement;
import org.legendsforge.print.PlannedPage;
import org.legendsforge.print.SheetSpec;
import org.legendsforge.print.Side;
import org.legendsforge.print.SleeveGuide;
import org.legendsforge.print.pages.ComponentChecklistPage;
import org.legendsforge.print.pages.DuplexTestPage;
import org.legendsforge.print.pages.GuidePage;
import org.legendsforge.print.pages.PlayerAidPage;
import org.legendsforge.print.pages.ScaleCheckPage;
import org.legendsforge.print.pages.SleeveGuidePage;
import org.legendsforge.render.CardSize;

/**
 * The home print-and-play cards PDF for one paper: six guide pages (so the first page of fronts is
 * an odd page and lands on the front of a sheet), then the card pages as the imposer ordered them
 * for the duplex edge.
 */
final class CardsPdf {
  /** Pages before the first card page; even, so fronts are always on the front of a sheet. */
  static final int GUIDE_PAGES = 6;

  private static final Color MARK = new Color(0x30, 0x30, 0x30);
  private final BuildContext ctx;
  private final PrintTemplates templates;

  CardsPdf(BuildContext ctx, PrintTemplates templates) {
    this.ctx = ctx;
    this.templates = templates;
  }

  /** The poker-size cards of every deck, in deck order (terrain has its own document). */
  static List<DeckCard> pokerCards(Catalog catalog) {
    return catalog.printedCards().filter(c -> !c.deck().contents().indexCardSize()).toList();
  }

  void write(Path file, Paper paper, Duplex duplex, boolean cutLines) throws IOException {
    SheetSpec sheet = templates.sheet("cards-" + paper.key());
    Catalog catalog = ctx.catalog();
    String game = catalog.game().name();
    String key =
        String.join(
            "/",
            catalog.game().slug(),
            "cards",
            paper.key(),
            duplex.name(),
            Boolean.toString(cutLines));
    try (PdfDocumentWriter pdf = new PdfDocumentWriter(ctx.fonts(), key, game + " cards")) {
      for (GuidePage page : guidePages(sheet, duplex)) {
        try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
          canvas.full(
              pdf.form(
                  sheet.pageWidth(),
                  sheet.pageHeight(),
                  g -> page.paint(g, sheet.pageWidth(), sheet.pageHeight())));
        }
      }
      cardPages(pdf, Imposer.withBacks(pokerCards(catalog), sheet, duplex), cutLines);
      pdf.save(file);
    }
  }

  private List<GuidePage> guidePages(SheetSpec sheet, Duplex duplex) throws IOException {
    Catalog catalog = ctx.catalog();
    String game = catalog.game().name();
    return List.of(
        new ScaleCheckPage(ctx.fonts(), game, templates.printingSteps()),
        new SleeveGuidePage(ctx.fonts(), game, SleeveGuide.of(catalog)),
        new DuplexTestPage(ctx.fonts(), sheet, duplex, Side.FRONT),
        new DuplexTestPage(ctx.fonts(), sheet, duplex, Side.BACK),
        new ComponentChecklistPage(ctx.fonts(), catalog),
        new PlayerAidPage(ctx.fonts(), game, templates.playerAid()));
  }

  private void cardPages(PdfDocumentWriter pdf, PagePlan<DeckCard> plan, boolean cutLines)
      throws IOException {
    SheetSpec sheet = plan.sheet();
    Map<String, PDFormXObject> backs = new HashMap<>();
    for (PlannedPage<DeckCard> page : plan.pages()) {
      try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
        for (Placement<DeckCard> p : page.placements()) {
          Deck deck = p.item().deck();
          CardSize size = checkedSize(deck, sheet);
          PDFormXObject form =
              page.side() == Side.FRONT
                  ? pdf.form(
                      size.bleedWidth(),
                      size.bleedHeight(),
                      g -> ctx.renderer().paintFace(p.item(), g))
                  : backForm(pdf, backs, deck, size);
          canvas.place(form, p.slot().bleedBox(sheet.bleed()), p.slot().visible(), false);
        }
        if (page.side() == Side.FRONT) {
          var slots = page.placements().stream().map(Placement::slot).toList();
          canvas.lines(CropMarks.marks(sheet, slots), 0.2, MARK);
          if (cutLines) {
            canvas.lines(CropMarks.cutLines(sheet, slots), 0.1, Color.GRAY);
          }
        }
      }
    }
  }

  /** One form per deck back, drawn wherever a card of that deck lies: the file stays small. */
  private PDFormXObject backForm(
      PdfDocumentWriter pdf, Map<String, PDFormXObject> backs, Deck deck, CardSize size)
      throws IOException {
    PDFormXObject form = backs.get(deck.id());
    if (form == null) {
      form =
          pdf.form(size.bleedWidth(), size.bleedHeight(), g -> ctx.renderer().paintBack(deck, g));
      backs.put(deck.id(), form);
    }
    return form;
  }

  private CardSize checkedSize(Deck deck, SheetSpec sheet) {
    CardSize size = ctx.renderer().size(deck);
    if (Math.abs(size.trimWidth() - sheet.trimWidth()) > 1e-6
        || Math.abs(size.trimHeight() - sheet.trimHeight()) > 1e-6
        || Math.abs(size.bleed() - sheet.bleed()) > 1e-6) {
      throw new IllegalStateException(
          "deck " + deck.id() + " is " + size + ", sheet " + sheet.name() + " holds other cards");
    }
    return size;
  }
}
