package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.print.BackOffset;
import org.legendsforge.kit.print.CropMarks;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Imposer;
import org.legendsforge.kit.print.PagePlan;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.SheetPlanner;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.pages.DuplexTestPage;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.project.TablePiece;
import org.legendsforge.kit.project.look.DefaultBoard;
import org.legendsforge.kit.project.look.GuidePages;
import org.legendsforge.kit.project.look.ProjectLook;
import org.legendsforge.kit.render.FontSet;

/**
 * A data-only game's home-print files: for A4 and Letter, the cards PDF (the two duplex test pages,
 * the sleeve guide and the component list, then every copy of every card with its bleed, crop marks
 * along the trims, and each back behind its front for long-edge duplex), a card shop's files
 * ({@link ProjectShop}), the components PDF of its tokens, counters and dice ({@link
 * ProjectComponents}), and one PDF of its boards and tracks, each on a page of its own size.
 */
public final class ProjectPrint {
  static final double BLEED = 3;
  static final double MARK_LENGTH = 5;
  static final double MARK_OFFSET = 1;

  private final ProjectLook look;
  private final GameProject game;
  private final FontSet fonts;
  private final RenderCache cache;

  /** {@code cache}: the drawings of the last build to reuse, and to keep for the next. */
  public ProjectPrint(ProjectLook look, FontSet fonts, RenderCache cache) {
    this.look = look;
    this.game = look.game();
    this.fonts = fonts;
    this.cache = cache;
  }

  /** Writes {@code print/} below {@code outDir}; returns the files' paths relative to it. */
  public List<String> write(Path outDir) throws IOException {
    Path dir = Files.createDirectories(outDir.resolve("print"));
    List<String> written = new ArrayList<>();
    try (ProjectForms forms = new ProjectForms(look, fonts, cache, outDir)) {
      for (Paper paper : List.of(Paper.A4, Paper.LETTER)) {
        String name = game.slug() + "-cards-" + paper.key() + ".pdf";
        cards(dir.resolve(name), paper, forms);
        written.add("print/" + name);
      }
      written.addAll(
          new ProjectShop(game, fonts, look.face(), look.back(), cache)
              .write(outDir, forms, printed()));
    }
    if (ProjectComponents.hasPieces(game)) {
      ProjectComponents pieces = new ProjectComponents(game, fonts);
      for (Paper paper : List.of(Paper.A4, Paper.LETTER)) {
        String name = ProjectComponents.fileName(game.slug(), paper);
        pieces.write(dir.resolve(name), paper);
        written.add("print/" + name);
      }
    }
    if (game.pieces().stream().anyMatch(DefaultBoard::drawn)) {
      String name = game.slug() + "-boards.pdf";
      boards(dir.resolve(name));
      written.add("print/" + name);
    }
    return written;
  }

  SheetSpec sheet(Paper paper) {
    return SheetPlanner.plan(
        new SheetPlanner.Request(
            "project-cards-" + paper.key(),
            paper.width(),
            paper.height(),
            SheetSpec.HOME_PRINTER_MARGIN,
            game.cardWidth(),
            game.cardHeight(),
            BLEED,
            MARK_LENGTH,
            MARK_OFFSET,
            SheetSpec.Kind.SHEET));
  }

  /** Every copy of every card, deck by deck: the order a player sorts them into after cutting. */
  List<ProjectCard> printed() {
    List<ProjectCard> out = new ArrayList<>();
    for (DeckSpec deck : game.decks()) {
      for (ProjectCard c : game.cardsOf(deck)) {
        for (int i = 0; i < c.copies(); i++) {
          out.add(c);
        }
      }
    }
    return out;
  }

  private void cards(Path file, Paper paper, ProjectForms forms) throws IOException {
    SheetSpec sheet = sheet(paper);
    String key = String.join("/", "project", game.slug(), "cards", paper.key());
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(fonts, key, game.name() + " cards", forms.recorder())) {
      pdf.printAs(Duplex.LONG);
      double pw = sheet.pageWidth();
      double ph = sheet.pageHeight();
      for (PageSide side : PageSide.values()) {
        DuplexTestPage test = new DuplexTestPage(fonts, sheet, Duplex.LONG, side, BackOffset.NONE);
        drawingPage(pdf, pw, ph, g -> test.paint(g, pw, ph));
      }
      // two guide pages more, so the first page of fronts is still the front of a sheet
      GuidePages guide = new GuidePages(game, fonts);
      drawingPage(pdf, pw, ph, g -> guide.paintSleeves(g, pw, ph));
      drawingPage(pdf, pw, ph, g -> guide.paintComponents(g, pw, ph));
      PagePlan<ProjectCard> plan = Imposer.withBacks(printed(), sheet, Duplex.LONG);
      // one form per card and per deck back, however many copies the sheets hold
      Map<ProjectCard, PDFormXObject> faces = new IdentityHashMap<>();
      Map<String, PDFormXObject> backs = new HashMap<>();
      ImposedPages.write(
          pdf,
          plan,
          (doc, card) -> cached(faces, card, () -> forms.face(doc, card, BLEED)),
          (doc, card) -> {
            DeckSpec deck = deckOf(card);
            return cached(backs, deck.id(), () -> forms.back(doc, deck, BLEED));
          },
          (canvas, s, fronts, slots) -> {
            if (!fronts.isEmpty()) {
              canvas.marks(CropMarks.marks(s, fronts), 0.2, CardPages.MARK);
            }
          });
      pdf.save(file);
    }
  }

  /** A page of its own size holding one drawing. */
  private static void drawingPage(
      PdfDocumentWriter pdf,
      double w,
      double h,
      java.util.function.Consumer<java.awt.Graphics2D> paint)
      throws IOException {
    try (PageCanvas canvas = pdf.newPage(w, h)) {
      canvas.full(pdf.form(w, h, paint));
    }
  }

  private DeckSpec deckOf(ProjectCard card) {
    return deckOf(game, card);
  }

  static DeckSpec deckOf(GameProject game, ProjectCard card) {
    return game.decks().stream().filter(d -> d.id().equals(card.deck())).findFirst().orElseThrow();
  }

  /** A form made once for its key. */
  private interface FormMaker {
    PDFormXObject make() throws IOException;
  }

  private static <K> PDFormXObject cached(Map<K, PDFormXObject> made, K key, FormMaker maker)
      throws IOException {
    PDFormXObject form = made.get(key);
    if (form == null) {
      form = maker.make();
      made.put(key, form);
    }
    return form;
  }

  private void boards(Path file) throws IOException {
    String key = String.join("/", "project", game.slug(), "boards");
    try (PdfDocumentWriter pdf = new PdfDocumentWriter(fonts, key, game.name() + " boards")) {
      for (TablePiece p : game.pieces()) {
        if (!DefaultBoard.drawn(p)) {
          continue;
        }
        DefaultBoard boards = look.boards();
        drawingPage(pdf, boards.width(p), boards.height(p), g -> boards.paint(g, p));
      }
      pdf.save(file);
    }
  }
}
