package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Imposer;
import org.legendsforge.kit.print.PagePlan;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.PlannedPage;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.SlotPlacement;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.print.pages.ReprintListPage;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FontSet;

/**
 * The reprint PDF of one paper: a list of what it holds, then only the cards to reprint, imposed
 * and drawn exactly as in the full cards PDF (same sheets, same duplex backs, crop marks on
 * fronts), then any terrain cards to reprint on the terrain sheet. In duplex modes the list part
 * has an even number of pages and every terrain page is followed by a blank one, so each page of
 * fronts is the front of a sheet and no terrain card gets another on its back.
 */
public final class ReprintPdf {
  /** A card to reprint, drawn from the new card data, and why (shown on the list page). */
  public record Item(PrintedCard card, String why) {}

  /** A card to take out of its deck: it is no longer in the card data. */
  public record Removal(String deck, String card) {}

  private final FontSet fonts;
  private final CardRenderer renderer;
  private final PrintTemplates templates;
  private final CardGame game;

  /**
   * @param renderer draws the new side's cards
   * @param templates the {@code templates/print} sheets the full PDFs use
   */
  public ReprintPdf(FontSet fonts, CardRenderer renderer, PrintTemplates templates, CardGame game) {
    this.fonts = fonts;
    this.renderer = renderer;
    this.templates = templates;
    this.game = game;
  }

  /** The file name for {@code paper}: {@code <slug>-reprint-<paper>.pdf}. */
  public static String fileName(String slug, Paper paper) {
    return slug + "-reprint-" + paper.key() + ".pdf";
  }

  public void write(
      Path file,
      Paper paper,
      Duplex duplex,
      String subtitle,
      List<Item> items,
      List<Removal> removals)
      throws IOException {
    SheetSpec cards = templates.sheet("cards-" + paper.key());
    SheetSpec terrain = templates.sheet("terrain-" + paper.key());
    Map<PrintedCard, String> why = new IdentityHashMap<>();
    List<PrintedCard> poker = new ArrayList<>();
    List<PrintedCard> index = new ArrayList<>();
    for (Item i : items) {
      why.put(i.card(), i.why());
      (i.card().deck().indexCardSize() ? index : poker).add(i.card());
    }
    PagePlan<PrintedCard> pokerPlan = Imposer.withBacks(poker, cards, duplex);
    PagePlan<PrintedCard> terrainPlan = Imposer.fronts(index, terrain);
    boolean duplexed = duplex != Duplex.NONE;
    int listCount = ReprintListPage.pageCount(items.size() + removals.size(), cards.pageHeight());
    int listPages = listCount + (duplexed && listCount % 2 == 1 ? 1 : 0);
    List<ReprintListPage.Row> rows = new ArrayList<>();
    int page = listPages + 1;
    for (PlannedPage<PrintedCard> p : pokerPlan.pages()) {
      rows.addAll(rowsOf(p, page, why));
      page++;
    }
    for (PlannedPage<PrintedCard> p : terrainPlan.pages()) {
      rows.addAll(rowsOf(p, page, why));
      page += duplexed ? 2 : 1;
    }
    for (Removal r : removals) {
      rows.add(new ReprintListPage.Row("", "", r.deck(), r.card(), "remove from the deck"));
    }
    List<ReprintListPage> list =
        ReprintListPage.pages(
            fonts,
            game.gameName() + ": cards to reprint",
            subtitle,
            notes(items.size(), removals.size(), duplex),
            rows,
            cards.pageHeight());
    String key = String.join("/", game.gameSlug(), "reprint", paper.key(), duplex.name());
    try (CardForms forms = CardForms.uncached(renderer, fonts);
        PdfDocumentWriter pdf =
            new PdfDocumentWriter(fonts, key, game.gameName() + " reprint", forms.recorder())) {
      pdf.printAs(duplex);
      for (GuidePage p : list) {
        guidePage(pdf, cards, p);
      }
      if (listPages > list.size()) {
        pdf.newPage(cards.pageWidth(), cards.pageHeight()).close();
      }
      CardPages pages = new CardPages(renderer, forms);
      pages.write(pdf, pokerPlan, false);
      for (PlannedPage<PrintedCard> p : terrainPlan.pages()) {
        pages.write(pdf, new PagePlan<>(terrain, Duplex.NONE, List.of(p)), false);
        if (duplexed) {
          pdf.newPage(terrain.pageWidth(), terrain.pageHeight()).close();
        }
      }
      pdf.save(file);
    }
  }

  private static List<String> notes(int reprint, int remove, Duplex duplex) {
    String print =
        switch (duplex) {
          case LONG -> "print both sides, flipping on the long edge, like the full cards PDF";
          case SHORT -> "print both sides, flipping on the short edge, like the full cards PDF";
          case NONE -> "print the pages of fronts, then the backs, like the full cards PDF";
        };
    return List.of(
        plural(reprint, "card") + " to reprint (" + print + "); swap each into the deck named.",
        plural(remove, "card") + " to take out of the decks (listed last).");
  }

  private static String plural(int n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }

  private static List<ReprintListPage.Row> rowsOf(
      PlannedPage<PrintedCard> page, int number, Map<PrintedCard, String> why) {
    List<ReprintListPage.Row> out = new ArrayList<>();
    if (page.side() != PageSide.FRONT) {
      return out;
    }
    for (SlotPlacement<PrintedCard> p : page.placements()) {
      PrintedCard c = p.item();
      String place =
          String.format(Locale.ROOT, "row %d col %d", p.slot().row() + 1, p.slot().column() + 1);
      out.add(
          new ReprintListPage.Row(
              Integer.toString(number), place, c.deck().name(), c.name(), why.get(c)));
    }
    return out;
  }

  private static void guidePage(PdfDocumentWriter pdf, SheetSpec sheet, GuidePage page)
      throws IOException {
    try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
      canvas.full(
          pdf.form(
              sheet.pageWidth(),
              sheet.pageHeight(),
              g -> page.paint(g, sheet.pageWidth(), sheet.pageHeight())));
    }
  }
}
