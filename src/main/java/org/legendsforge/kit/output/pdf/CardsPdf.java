package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Imposer;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.PagePlan;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.SleeveGuide;
import org.legendsforge.kit.print.pages.DuplexTestPage;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.print.pages.ScaleCheckPage;
import org.legendsforge.kit.print.pages.SleeveGuidePage;

/**
 * The home print-and-play cards PDF for one paper: the guide pages (an even number, so the first
 * page of fronts is an odd page and lands on the front of a sheet), then the card pages as the
 * imposer ordered them for the duplex edge, or as fold-over pages. The last guide pages are the
 * game's own (its component checklist, its player aid), made afresh for each file.
 */
final class CardsPdf {
  /** Pages before the first card page of a duplex file; even, so fronts start a sheet. */
  static final int GUIDE_PAGES = 6;

  /** A fold-over file needs no duplex test: its guide part is two pages shorter. */
  static final int FOLD_GUIDE_PAGES = 4;

  private final BuildContext ctx;
  private final PrintTemplates templates;
  private final CardForms forms;
  private final PrintOptions options;
  private final Supplier<List<GuidePage>> gamePages;

  CardsPdf(
      BuildContext ctx,
      PrintTemplates templates,
      CardForms forms,
      PrintOptions options,
      Supplier<List<GuidePage>> gamePages) {
    this.ctx = ctx;
    this.templates = templates;
    this.forms = forms;
    this.options = options;
    this.gamePages = gamePages;
  }

  /** The poker-size cards of every deck, in deck order (terrain has its own document). */
  static List<PrintedCard> pokerCards(CardGame game) {
    return game.allCards().stream().filter(c -> !c.deck().indexCardSize()).toList();
  }

  /**
   * The file's name: the game's slug, the deck's id when only one deck is printed, the paper, and
   * what sets the file apart from the other modes (long-edge duplex is the plain name).
   */
  static String fileName(
      String slug, java.util.Optional<String> deck, Paper paper, Layout layout, Duplex duplex) {
    String mode =
        layout == Layout.FOLD
            ? "-fold"
            : switch (duplex) {
              case LONG -> "";
              case SHORT -> "-short-edge";
              case NONE -> "-one-sided";
            };
    return slug + deck.map(d -> "-deck-" + d).orElse("") + "-cards-" + paper.key() + mode + ".pdf";
  }

  void write(Path file, Paper paper) throws IOException {
    boolean fold = options.layout() == Layout.FOLD;
    Duplex duplex = fold ? Duplex.NONE : options.duplex();
    SheetSpec sheet =
        templates.sheet("cards-" + paper.key(), options.margin(), fold, options.gutter());
    String game = ctx.game().gameName();
    String key =
        String.join(
            "/",
            ctx.game().gameSlug(),
            "cards",
            paper.key(),
            options.layout().name(),
            duplex.name(),
            Boolean.toString(options.cutLines()),
            Double.toString(options.margin()),
            options.backOffset().toString(),
            Boolean.toString(options.proof()),
            options.deck().orElse(""),
            options.backs().key(),
            options.gutter().map(String::valueOf).orElse("auto"));
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(ctx.fonts(), key, game + " cards", forms.recorder())) {
      pdf.printAs(duplex);
      for (GuidePage page : guidePages(sheet, duplex)) {
        try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
          canvas.full(forms.page(pdf, page, sheet.pageWidth(), sheet.pageHeight()));
        }
      }
      List<PrintedCard> cards = pokerCards(ctx.game());
      PagePlan<PrintedCard> plan =
          fold
              ? Imposer.folded(cards, sheet, PrintedCard::deck)
              : Imposer.withBacks(cards, sheet, duplex, options.backOffset(), PrintedCard::deck);
      new CardPages(ctx.renderer(), forms, options.proof()).write(pdf, plan, options.cutLines());
      pdf.save(file);
    }
  }

  private List<GuidePage> guidePages(SheetSpec sheet, Duplex duplex) throws IOException {
    String game = ctx.game().gameName();
    List<GuidePage> pages = new ArrayList<>();
    pages.add(
        new ScaleCheckPage(
            ctx.fonts(), game, templates.printingSteps(options.layout(), duplex, sheet)));
    pages.add(new SleeveGuidePage(ctx.fonts(), game, SleeveGuide.of(ctx.game())));
    if (options.layout() != Layout.FOLD) {
      pages.add(
          new DuplexTestPage(ctx.fonts(), sheet, duplex, PageSide.FRONT, options.backOffset()));
      pages.add(
          new DuplexTestPage(ctx.fonts(), sheet, duplex, PageSide.BACK, options.backOffset()));
    }
    pages.addAll(gamePages.get());
    return pages;
  }
}
