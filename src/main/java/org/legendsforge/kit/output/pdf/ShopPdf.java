package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.Box;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.render.BackStyle;
import org.legendsforge.kit.render.CardSize;

/**
 * The files print-on-demand card shops take: one card per page at bleed size, the TrimBox on the
 * cut and the BleedBox on the page edge; fronts and backs in two files with the same card order, so
 * page n of the backs is the back of page n of the fronts. The poker cards make one pair of files,
 * the terrain's index cards another, each at its own card size.
 */
final class ShopPdf {
  private final BuildContext ctx;
  private final boolean proof;
  private final BackStyle backStyle;
  private final List<PrintedCard> cards;
  private final String what;

  /**
   * @param cards the cards of the files, in order
   * @param what what the files hold, in their keys and titles: {@code cards} or {@code terrain}
   */
  ShopPdf(
      BuildContext ctx,
      boolean proof,
      BackStyle backs,
      List<? extends PrintedCard> cards,
      String what) {
    this.ctx = ctx;
    this.proof = proof;
    this.backStyle = backs;
    this.cards = List.copyOf(cards);
    this.what = what;
  }

  void write(Path file, PageSide side) throws IOException {
    CardGame game = ctx.game();
    // the poker cards' key is the one it always was, so their files keep their bytes
    String shop = what.equals("cards") ? "shop" : "shop-" + what;
    String key = String.join("/", game.gameSlug(), shop, side.name(), backStyle.key());
    String title =
        game.gameName() + " " + what + ", " + (side == PageSide.FRONT ? "fronts" : "backs");
    try (PdfDocumentWriter pdf = new PdfDocumentWriter(ctx.fonts(), key, title)) {
      // One form per deck back, drawn on every page of that deck: the file stays small.
      Map<String, PDFormXObject> backs = new HashMap<>();
      for (PrintedCard card : cards) {
        CardSize s = ctx.renderer().size(card.deck());
        Box page = new Box(0, 0, s.bleedWidth(), s.bleedHeight());
        PDFormXObject form =
            side == PageSide.FRONT
                ? pdf.form(page.width(), page.height(), g -> ctx.renderer().paintFace(card, g))
                : backs.get(card.deck().id());
        if (form == null) {
          form =
              pdf.form(
                  page.width(),
                  page.height(),
                  g -> ctx.renderer().paintBack(card.deck(), backStyle, g));
          backs.put(card.deck().id(), form);
        }
        try (PageCanvas canvas = pdf.newPage(page.width(), page.height())) {
          canvas.place(form, page, page, 0);
          Box trim = new Box(s.bleed(), s.bleed(), s.trimWidth(), s.trimHeight());
          if (proof) {
            CardPages.proof(
                canvas,
                java.util.List.of(new org.legendsforge.kit.print.CardSlot(0, 0, trim, page, 0)),
                s.safe());
          }
          canvas.boxes(trim, page);
        }
      }
      pdf.save(file);
    }
  }
}
