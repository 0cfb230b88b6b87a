package org.legendsforge.kit.output.pdf;

import java.awt.Color;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.print.Box;
import org.legendsforge.kit.print.CardSlot;
import org.legendsforge.kit.print.CropMarks;
import org.legendsforge.kit.print.PagePlan;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.CardSize;

/**
 * Draws the card pages of a page plan into a PDF: each card face where the imposer put it, each
 * back behind its front, crop marks (and cut lines) along the fronts' trims on the pages that hold
 * fronts only; with the proof overlay, each card's cut and safe lines. Shared by the full cards PDF
 * and the reprint PDF, so a reprinted card lands exactly as it did in the full one.
 */
final class CardPages {
  static final Color MARK = new Color(0x30, 0x30, 0x30);
  static final Color PROOF_CUT = new Color(0xE0, 0x10, 0x10);
  static final Color PROOF_SAFE = new Color(0x10, 0x60, 0xE0);
  private final CardRenderer renderer;
  private final CardForms forms;
  private final boolean proof;

  CardPages(CardRenderer renderer, CardForms forms) {
    this(renderer, forms, false);
  }

  CardPages(CardRenderer renderer, CardForms forms, boolean proof) {
    this.renderer = renderer;
    this.forms = forms;
    this.proof = proof;
  }

  void write(PdfDocumentWriter pdf, PagePlan<PrintedCard> plan, boolean cutLines)
      throws IOException {
    Map<String, PDFormXObject> backs = new HashMap<>();
    ImposedPages.write(
        pdf,
        plan,
        (doc, card) -> {
          checkedSize(card.deck(), plan.sheet());
          return forms.face(doc, card);
        },
        (doc, card) -> {
          checkedSize(card.deck(), plan.sheet());
          return backForm(doc, backs, card.deck());
        },
        (canvas, sheet, fronts, slots) -> {
          if (sheet.kind() == SheetSpec.Kind.FOLD) {
            FoldGuide.draw(canvas, sheet);
          }
          if (!fronts.isEmpty()) {
            canvas.marks(CropMarks.marks(sheet, fronts), 0.2, MARK);
            if (cutLines) {
              canvas.lines(CropMarks.cutLines(sheet, fronts), 0.1, Color.GRAY);
            }
          }
          if (proof) {
            proof(canvas, slots, 3.0);
          }
        });
  }

  /** The proof overlay: every card's cut line (red) and safe line (blue, dashed). */
  static void proof(PageCanvas canvas, List<CardSlot> slots, double safe) throws IOException {
    List<Box> cuts = slots.stream().map(CardSlot::trim).toList();
    List<Box> safes = cuts.stream().map(t -> t.grow(-safe, -safe, -safe, -safe)).toList();
    canvas.outline(cuts, 0.15, PROOF_CUT, 0);
    canvas.outline(safes, 0.15, PROOF_SAFE, 1.0);
  }

  /** One form per deck back, drawn wherever a card of that deck lies: the file stays small. */
  private PDFormXObject backForm(
      PdfDocumentWriter pdf, Map<String, PDFormXObject> backs, CardDeck deck) throws IOException {
    PDFormXObject form = backs.get(deck.id());
    if (form == null) {
      form = forms.back(pdf, deck);
      backs.put(deck.id(), form);
    }
    return form;
  }

  private CardSize checkedSize(CardDeck deck, SheetSpec sheet) {
    CardSize size = renderer.size(deck);
    if (Math.abs(size.trimWidth() - sheet.trimWidth()) > 1e-6
        || Math.abs(size.trimHeight() - sheet.trimHeight()) > 1e-6
        || Math.abs(size.bleed() - sheet.bleed()) > 1e-6) {
      throw new IllegalStateException(
          "deck " + deck.id() + " is " + size + ", sheet " + sheet.name() + " holds other cards");
    }
    return size;
  }
}
