package org.legendsforge.kit.output.pdf;

import java.awt.Graphics2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.pieces.CompensationTrackPainter;
import org.legendsforge.games.graveyard.pieces.DieRulerPainter;
import org.legendsforge.games.graveyard.pieces.Piece;
import org.legendsforge.games.graveyard.pieces.PlayerBoardPainter;
import org.legendsforge.games.graveyard.pieces.PrintedPieces;
import org.legendsforge.games.graveyard.pieces.StandeePainter;
import org.legendsforge.games.graveyard.pieces.TokenPainter;
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
import org.legendsforge.kit.print.pages.PlayerAid;
import org.legendsforge.kit.render.PieceLook;

/**
 * The printable pieces, {@code <slug>-components-<paper>.pdf}, single-sided: a first page saying
 * what the file holds and how to make the pieces, with the compensation track below; then the
 * standees, the tokens and the player boards, each size imposed on sheets of its own like cards
 * (each piece with its own bleed and crop marks, every mark inside the printer's margin).
 */
final class ComponentsPdf {
  private static final double MARK_LENGTH = 5;
  private static final double MARK_OFFSET = 1;
  private final BuildContext ctx;
  private final double margin;

  ComponentsPdf(BuildContext ctx, double margin) {
    this.ctx = ctx;
    this.margin = margin;
  }

  static String fileName(String slug, Paper paper) {
    return slug + "-components-" + paper.key() + ".pdf";
  }

  /** Whether the card set has anything to print as pieces. */
  static boolean hasPieces(Catalog catalog) {
    return !PrintedPieces.of(catalog).pieces().isEmpty();
  }

  void write(Path file, Paper paper) throws IOException {
    Catalog catalog = ((Catalog) ctx.game());
    PrintedPieces pieces = PrintedPieces.of(catalog);
    PieceLook look = ctx.renderer().pieceLook();
    String key =
        String.join("/", catalog.game().slug(), "components", paper.key(), Double.toString(margin));
    Painters painters = new Painters(look);
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(ctx.fonts(), key, catalog.game().name() + " printed pieces")) {
      pdf.printAs(Duplex.NONE);
      Map<Piece, PDFormXObject> forms = new HashMap<>();
      List<Piece> tracks = pieces.ofSize(Piece.TRACK);
      boolean underGuide = !tracks.isEmpty() && underGuide(paper).isPresent();
      firstPage(
          pdf,
          paper,
          pieces,
          underGuide ? Optional.of(tracks.get(0)) : Optional.empty(),
          forms,
          painters);
      for (Piece.Size size : pieces.sizes()) {
        List<Piece> these = pieces.ofSize(size);
        if (size == Piece.TRACK && underGuide) {
          these = these.subList(1, these.size());
        }
        if (these.isEmpty()) {
          continue;
        }
        SheetSpec sheet = sheet(size, paper);
        for (PlannedPage<Piece> page : Imposer.fronts(these, sheet).pages()) {
          try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
            List<CardSlot> slots = new ArrayList<>();
            for (SlotPlacement<Piece> p : page.placements()) {
              place(canvas, pdf, forms, painters, p.item(), p.slot(), sheet);
              slots.add(p.slot());
            }
            canvas.marks(CropMarks.marks(sheet, slots), 0.2, CardPages.MARK);
          }
        }
      }
      pdf.save(file);
    }
  }

  /** The guide, and below it the first compensation track with its marks. */
  private void firstPage(
      PdfDocumentWriter pdf,
      Paper paper,
      PrintedPieces pieces,
      Optional<Piece> track,
      Map<Piece, PDFormXObject> forms,
      Painters painters)
      throws IOException {
    double w = paper.width();
    double h = paper.height();
    ComponentsGuidePage guide =
        new ComponentsGuidePage(
            ctx.fonts(),
            ctx.game().gameName(),
            pieces.entries().stream()
                .map(e -> new ComponentsGuidePage.Entry(e.count(), e.name(), e.note()))
                .toList(),
            margin);
    try (PageCanvas canvas = pdf.newPage(w, h)) {
      canvas.full(pdf.form(w, h, g -> guide.paint(g, w, h)));
      if (track.isPresent()) {
        SheetSpec sheet = sheet(Piece.TRACK, paper);
        CardSlot slot = underGuide(paper).orElseThrow();
        place(canvas, pdf, forms, painters, track.get(), slot, sheet);
        canvas.marks(CropMarks.marks(sheet, List.of(slot)), 0.2, CardPages.MARK);
      }
    }
  }

  /**
   * Where a track goes on the first page: at the foot, as low as its crop marks allow, when it lies
   * flat there below the guide's text (the lowest quarter of the page); empty when the margin turns
   * it on its side, and it takes a page of its own.
   */
  private Optional<CardSlot> underGuide(Paper paper) throws IOException {
    SheetSpec sheet = sheet(Piece.TRACK, paper);
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
      Map<Piece, PDFormXObject> forms,
      Painters painters,
      Piece piece,
      CardSlot slot,
      SheetSpec sheet)
      throws IOException {
    PDFormXObject form = forms.get(piece);
    if (form == null) {
      Piece.Size s = piece.size();
      form = pdf.form(s.width() + 2 * s.bleed(), s.height() + 2 * s.bleed(), painters.of(piece));
      forms.put(piece, form);
    }
    canvas.place(form, slot.bleedBox(sheet.bleed()), slot.visible(), slot.turns());
  }

  /**
   * A sheet of pieces of {@code size} on {@code paper}: as many as fit inside the printer's margin
   * with room for crop marks, each keeping its whole bleed (gutters of two bleeds).
   */
  private SheetSpec sheet(Piece.Size size, Paper paper) throws IOException {
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

  /** Who draws which piece. */
  private final class Painters {
    private final StandeePainter standees;
    private final TokenPainter tokens;
    private final PlayerBoardPainter boards;
    private final CompensationTrackPainter tracks;
    private final DieRulerPainter rulers;

    Painters(PieceLook look) {
      this.standees = new StandeePainter(ctx.fonts(), look);
      this.tokens = new TokenPainter(ctx.fonts(), look);
      var rules = ((Catalog) ctx.game()).rules();
      this.boards =
          new PlayerBoardPainter(
              ctx.fonts(),
              look,
              turnReference(),
              rules.get(org.legendsforge.games.graveyard.rules.RuleValue.DEATH_POINTS_TO_LOSE));
      this.rulers = new DieRulerPainter(ctx.fonts());
      this.tracks =
          new CompensationTrackPainter(
              ctx.fonts(),
              rules.get(org.legendsforge.games.graveyard.rules.RuleValue.COMPENSATION_TRADE),
              rules.get(org.legendsforge.games.graveyard.rules.RuleValue.MANA_PER_TRADE));
    }

    Consumer<Graphics2D> of(Piece piece) {
      if (piece instanceof Piece.Standee s) {
        return g -> standees.paint(g, s);
      } else if (piece instanceof Piece.Token t) {
        return g -> tokens.paint(g, t);
      } else if (piece instanceof Piece.PlayerBoard b) {
        return g -> boards.paint(g, b);
      } else if (piece instanceof Piece.DieRuler r) {
        return g -> rulers.paint(g, r);
      }
      Piece.CompensationTrack t = (Piece.CompensationTrack) piece;
      return g -> tracks.paint(g, t);
    }
  }

  /**
   * The player aid's sections on whose turn it is and what a turn holds (their headings speak of
   * turns or of who is next): the turn-order reference on each player's board.
   */
  private List<PlayerAid.Section> turnReference() {
    if (ctx.rulebook().isEmpty()) {
      return List.of();
    }
    return PlayerAid.of(ctx.rulebook().playerAid()).sections().stream()
        .filter(
            s -> {
              String h = s.heading().toLowerCase(Locale.ROOT);
              return h.contains("turn") || h.contains("next");
            })
        .toList();
  }
}
