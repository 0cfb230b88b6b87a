package org.legendsforge.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Catalog.DeckCard;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Imposer;
import org.legendsforge.print.Paper;
import org.legendsforge.print.SheetSpec;
import org.legendsforge.print.Side;
import org.legendsforge.print.SleeveGuide;
import org.legendsforge.print.pages.ComponentChecklistPage;
import org.legendsforge.print.pages.DuplexTestPage;
import org.legendsforge.print.pages.GuidePage;
import org.legendsforge.print.pages.PlayerAid;
import org.legendsforge.print.pages.PlayerAidPage;
import org.legendsforge.print.pages.ScaleCheckPage;
import org.legendsforge.print.pages.SleeveGuidePage;

/**
 * The home print-and-play cards PDF for one paper: six guide pages (so the first page of fronts is
 * an odd page and lands on the front of a sheet), then the card pages as the imposer ordered them
 * for the duplex edge.
 */
final class CardsPdf {
  /** Pages before the first card page; even, so fronts are always on the front of a sheet. */
  static final int GUIDE_PAGES = 6;

  private final BuildContext ctx;
  private final PrintTemplates templates;
  private final CardForms forms;

  CardsPdf(BuildContext ctx, PrintTemplates templates, CardForms forms) {
    this.ctx = ctx;
    this.templates = templates;
    this.forms = forms;
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
    try (PdfDocumentWriter pdf = new PdfDocumentWriter(ctx.fonts(), key, game + " cards", forms.recorder())) {
      for (GuidePage page : guidePages(sheet, duplex)) {
        try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
          canvas.full(forms.page(pdf, page, sheet.pageWidth(), sheet.pageHeight()));
        }
      }
      new CardPages(ctx.renderer(), forms)
          .write(pdf, Imposer.withBacks(pokerCards(catalog), sheet, duplex), cutLines);
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
        new PlayerAidPage(ctx.fonts(), game, PlayerAid.of(ctx.rulebook().playerAid())));
  }
}
