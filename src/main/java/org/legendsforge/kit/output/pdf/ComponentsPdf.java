package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.CardSlot;
import org.legendsforge.kit.print.CropMarks;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Imposer;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.PlannedPage;
import org.legendsforge.kit.print.SheetPlanner;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.SlotPlacement;
import org.legendsforge.kit.print.pages.ComponentsGuidePage;
import org.legendsforge.kit.print.pages.PieceSheets;

/**
 * The printable pieces, {@code <slug>-components-<paper>.pdf}, single-sided: a first page saying
 * what the file holds and how to make the pieces, with the game's long piece below it where it
 * fits; then each size of piece the game lists imposed on sheets of its own like cards (each piece
 * with its own bleed and crop marks, every mark inside the printer's margin). {@code P} is the
 * game's piece, drawn by the game.
 */
final class ComponentsPdf<P> {
  private static final double MARK_LENGTH = 5;
  private static final double MARK_OFFSET = 1;
  private final BuildContext ctx;
  private final double margin;
  private final PieceSheets<P> pieces;

  ComponentsPdf(BuildContext ctx, double margin, PieceSheets<P> pieces) {
    this.ctx = ctx;
    this.margin = margin;
    this.pieces = pieces;
  }

  static String fileName(String slug, Paper paper) {
    return slug + "-components-" + paper.key() + ".pdf";
  }

  void write(Path file, Paper paper) throws IOException {
    String key =
        String.join("/", ctx.game().gameSlug(), "components", paper.key(), Double.toString(margin));
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(ctx.fonts(), key, ctx.game().gameName() + " printed pieces")) {
      pdf.printAs(Duplex.NONE);
      Map<P, PDFormXObject> forms = new HashMap<>();
      Optional<PieceSheets.Group<P>> foot =
          pieces.atFootOfGuide().flatMap(size -> group(size)).filter(g -> !g.pieces().isEmpty());
      Optional<CardSlot> slot =
          foot.isPresent() ? underGuide(foot.get().size(), paper) : Optional.empty();
      boolean underGuide = slot.isPresent();
      firstPage(pdf, paper, underGuide ? foot : Optional.empty(), slot, forms);
      for (PieceSheets.Group<P> group : pieces.groups()) {
        List<P> these = group.pieces();
        if (underGuide && group.size().equals(foot.get().size())) {
          these = these.subList(1, these.size());
        }
        if (these.isEmpty()) {
          continue;
        }
        SheetSpec sheet = sheet(group.size(), paper);
        for (PlannedPage<P> page : Imposer.fronts(these, sheet).pages()) {
          try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
            List<CardSlot> slots = new ArrayList<>();
            for (SlotPlacement<P> p : page.placements()) {
              place(canvas, pdf, forms, group.size(), p.item(), p.slot(), sheet);
              slots.add(p.slot());
            }
            canvas.marks(CropMarks.marks(sheet, slots), 0.2, CardPages.MARK);
          }
        }
      }
      pdf.save(file);
    }
  }

  /** The pieces of {@code size}, when the game prints any. */
  private Optional<PieceSheets.Group<P>> group(PieceSheets.Size size) {
    return pieces.groups().stream().filter(g -> g.size().equals(size)).findFirst();
  }

  /** The guide, and below it the first of the pieces that lie at its foot, with its marks. */
  private void firstPage(
      PdfDocumentWriter pdf,
      Paper paper,
      Optional<PieceSheets.Group<P>> foot,
      Optional<CardSlot> footSlot,
      Map<P, PDFormXObject> forms)
      throws IOException {
    double w = paper.width();
    double h = paper.height();
    ComponentsGuidePage guide =
        new ComponentsGuidePage(ctx.fonts(), ctx.game().gameName(), pieces.entries(), margin);
    try (PageCanvas canvas = pdf.newPage(w, h)) {
      canvas.full(pdf.form(w, h, g -> guide.paint(g, w, h)));
      if (foot.isPresent()) {
        PieceSheets.Size size = foot.get().size();
        SheetSpec sheet = sheet(size, paper);
        CardSlot slot = footSlot.orElseThrow();
        place(canvas, pdf, forms, size, foot.get().pieces().get(0), slot, sheet);
        canvas.marks(CropMarks.marks(sheet, List.of(slot)), 0.2, CardPages.MARK);
      }
    }
  }

  /**
   * Where a piece of {@code size} goes on the first page: at the foot, as low as its crop marks
   * allow, when it lies flat there below the guide's text (the lowest quarter of the page); empty
   * when the margin turns it on its side, and it takes a page of its own.
   */
  private Optional<CardSlot> underGuide(PieceSheets.Size size, Paper paper) throws IOException {
    SheetSpec sheet = sheet(size, paper);
    if (sheet.turned()) {
      return Optional.empty();
    }
    CardSlot centred = sheet.slots().get(0);
    double lowest = paper.height() - margin - SheetSpec.MIN_MARK - SheetSpec.MARK_GAP;
    CardSlot slot = centred.shifted(0, lowest - centred.trim().bottom());
    return slot.bleedBox(sheet.bleed()).y() - sheet.markLength() > paper.height() * 0.75
        ? Optional.of(slot)
        : Optional.empty();
  }

  private void place(
      PageCanvas canvas,
      PdfDocumentWriter pdf,
      Map<P, PDFormXObject> forms,
      PieceSheets.Size s,
      P piece,
      CardSlot slot,
      SheetSpec sheet)
      throws IOException {
    PDFormXObject form = forms.get(piece);
    if (form == null) {
      form =
          pdf.form(
              s.width() + 2 * s.bleed(), s.height() + 2 * s.bleed(), g -> pieces.paint(g, piece));
      forms.put(piece, form);
    }
    canvas.place(form, slot.bleedBox(sheet.bleed()), slot.visible(), slot.turns());
  }

  /**
   * A sheet of pieces of {@code size} on {@code paper}: as many as fit inside the printer's margin
   * with room for crop marks, each keeping its whole bleed (gutters of two bleeds).
   */
  private SheetSpec sheet(PieceSheets.Size size, Paper paper) throws IOException {
    try {
      return SheetPlanner.plan(
          new SheetPlanner.Request(
              size.name() + "-" + paper.key(),
              paper.width(),
              paper.height(),
              margin,
              size.width(),
              size.height(),
              size.bleed(),
              MARK_LENGTH,
              MARK_OFFSET,
              SheetSpec.Kind.SHEET,
              0,
              Optional.of(2 * size.bleed())));
    } catch (IllegalArgumentException e) {
      throw new IOException(
          String.format(
              Locale.ROOT,
              "the components PDF cannot be laid out at a %.2f mm printer margin: %s",
              margin,
              e.getMessage()),
          e);
    }
  }
}
