package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.print.CardSlot;
import org.legendsforge.kit.print.CropMarks;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Imposer;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.PlannedPage;
import org.legendsforge.kit.print.SheetPlanner;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.SlotPlacement;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.look.GuidePages;
import org.legendsforge.kit.project.look.PiecePainter;
import org.legendsforge.kit.project.look.PrintedParts;
import org.legendsforge.kit.project.look.PrintedParts.Part;
import org.legendsforge.kit.project.look.PrintedParts.Shape;
import org.legendsforge.kit.render.FontSet;

/**
 * A data-only game's printed pieces, {@code <slug>-components-<paper>.pdf}, single-sided as the
 * game's are: a first page naming each piece and how to make it, then its tokens, counter dials,
 * die nets and die chits, each shape imposed on sheets of its own with its bleed and crop marks
 * inside the printer's margin.
 */
final class ProjectComponents {
  private static final double MARK_LENGTH = 5;
  private static final double MARK_OFFSET = 1;

  private final GameProject game;
  private final FontSet fonts;
  private final PiecePainter painter;

  ProjectComponents(GameProject game, FontSet fonts) {
    this.game = game;
    this.fonts = fonts;
    this.painter = new PiecePainter(fonts);
  }

  static String fileName(String slug, Paper paper) {
    return slug + "-components-" + paper.key() + ".pdf";
  }

  /** Whether the game has a piece to print: a token, a counter or a die. */
  static boolean hasPieces(GameProject game) {
    return game.pieces().stream().anyMatch(PrintedParts::printed);
  }

  void write(Path file, Paper paper) throws IOException {
    String key = String.join("/", "project", game.slug(), "components", paper.key());
    List<Part> parts = PrintedParts.of(game);
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(fonts, key, game.name() + " printed pieces")) {
      pdf.printAs(Duplex.NONE);
      double w = paper.width();
      double h = paper.height();
      GuidePages guide = new GuidePages(game, fonts);
      try (PageCanvas canvas = pdf.newPage(w, h)) {
        canvas.full(pdf.form(w, h, g -> guide.paintPieceGuide(g, w, h)));
      }
      Map<Part, PDFormXObject> forms = new HashMap<>();
      for (Shape shape : Shape.values()) {
        List<Part> these = parts.stream().filter(p -> p.shape() == shape).toList();
        if (these.isEmpty()) {
          continue;
        }
        SheetSpec sheet = sheet(shape, paper);
        for (PlannedPage<Part> page : Imposer.fronts(these, sheet).pages()) {
          try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
            List<CardSlot> slots = new ArrayList<>();
            for (SlotPlacement<Part> p : page.placements()) {
              PDFormXObject form = forms.get(p.item());
              if (form == null) {
                form =
                    pdf.form(
                        shape.width() + 2 * shape.bleed(),
                        shape.height() + 2 * shape.bleed(),
                        g -> painter.paint(g, p.item()));
                forms.put(p.item(), form);
              }
              canvas.place(
                  form, p.slot().bleedBox(sheet.bleed()), p.slot().visible(), p.slot().turns());
              slots.add(p.slot());
            }
            canvas.marks(CropMarks.marks(sheet, slots), 0.2, CardPages.MARK);
          }
        }
      }
      pdf.save(file);
    }
  }

  /** A sheet of one shape: as many as fit inside the margin, each keeping its whole bleed. */
  private static SheetSpec sheet(Shape shape, Paper paper) {
    return SheetPlanner.plan(
        new SheetPlanner.Request(
            "project-" + shape.name() + "-" + paper.key(),
            paper.width(),
            paper.height(),
            SheetSpec.HOME_PRINTER_MARGIN,
            shape.width(),
            shape.height(),
            shape.bleed(),
            MARK_LENGTH,
            MARK_OFFSET,
            SheetSpec.Kind.SHEET,
            0,
            Optional.of(2 * shape.bleed())));
  }
}
