package org.legendsforge.kit.output.pdf;

import java.awt.Graphics2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.output.image.ProjectCardImages;
import org.legendsforge.kit.output.image.ProjectRaster;
import org.legendsforge.kit.print.Box;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.DrawingInputs;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.project.look.CardBacks;
import org.legendsforge.kit.project.look.CardFaces;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FontSet;

/**
 * A data-only game's files for print-on-demand card shops, in {@code print/shop/}, as the game's
 * shop presets make them: the fronts and the backs as two PDFs of one card per page at bleed size
 * (TrimBox on the cut, BleedBox on the page edge), page n of the backs the back of page n of the
 * fronts, every copy of every card in deck order; the same cards as one PDF/X-1a:2003 file for the
 * shops that print from CMYK, back then front ({@link PdfxShopPdf}, as the shipped game's); and a
 * PNG set, each card once at 300 dpi with 1/8 in of bleed, as {@code
 * png/<deck>/<nnn>-<card>-x<copies>.png} beside the deck's {@code back.png}, the copies to order in
 * the name. The PNGs go through the render cache.
 */
final class ProjectShop {
  static final String DIR = "print/shop";
  static final int DPI = 300;

  /** The PNGs' bleed: 1/8 in, what card shops ask of an upload. */
  static final double PNG_BLEED = 25.4 / 8;

  private final GameProject game;
  private final FontSet fonts;
  private final CardFaces face;
  private final CardBacks back;
  private final RenderCache cache;
  private final DrawingInputs inputs;

  ProjectShop(GameProject game, FontSet fonts, CardFaces face, CardBacks back, RenderCache cache) {
    this.game = game;
    this.fonts = fonts;
    this.face = face;
    this.back = back;
    this.cache = cache;
    this.inputs = new DrawingInputs(game);
  }

  /** Writes the shop files below {@code outDir}; returns the folder's path relative to it. */
  List<String> write(Path outDir, ProjectForms forms, List<ProjectCard> printed)
      throws IOException {
    Path dir = Files.createDirectories(outDir.resolve(DIR));
    List<String> written = new ArrayList<>();
    for (PageSide side : PageSide.values()) {
      String name = game.slug() + "-shop-" + (side == PageSide.FRONT ? "fronts" : "backs") + ".pdf";
      pdf(dir.resolve(name), side, forms, printed);
      written.add(DIR + "/" + name);
    }
    String pdfx = game.slug() + "-shop-pdfx.pdf";
    pdfx(forms, printed).write(dir.resolve(pdfx));
    written.add(DIR + "/" + pdfx);
    pngs(outDir);
    written.add(DIR + "/png");
    return written;
  }

  private void pdf(Path file, PageSide side, ProjectForms forms, List<ProjectCard> printed)
      throws IOException {
    double b = ProjectPrint.BLEED;
    String key = String.join("/", "project", game.slug(), "shop", side.name());
    String title =
        game.name() + " cards, " + (side == PageSide.FRONT ? "fronts" : "backs") + " for a shop";
    try (PdfDocumentWriter pdf = new PdfDocumentWriter(fonts, key, title, forms.recorder())) {
      Box page = new Box(0, 0, game.cardWidth() + 2 * b, game.cardHeight() + 2 * b);
      Box trim = new Box(b, b, game.cardWidth(), game.cardHeight());
      for (ProjectCard card : printed) {
        PDFormXObject form =
            side == PageSide.FRONT
                ? forms.face(pdf, card, b)
                : forms.back(pdf, ProjectPrint.deckOf(game, card), b);
        try (PageCanvas canvas = pdf.newPage(page.width(), page.height())) {
          canvas.place(form, page, page, 0);
          canvas.boxes(trim, page);
        }
      }
      pdf.save(file);
    }
  }

  private PdfxShopPdf pdfx(ProjectForms forms, List<ProjectCard> printed) {
    // the safe margin is drawn on proofs only, and a project's shop file is no proof
    CardSize size =
        new CardSize(game.cardWidth(), game.cardHeight(), ProjectPrint.BLEED, ProjectPrint.BLEED);
    List<PdfxShopPdf.Card> cards = new ArrayList<>();
    for (ProjectCard card : printed) {
      cards.add(new PdfxCard(forms, face, back, size, card, ProjectPrint.deckOf(game, card)));
    }
    return new PdfxShopPdf(
        fonts,
        forms::recorder,
        String.join("/", "project", game.slug(), "shop-pdfx"),
        game.name() + " cards (PDF/X-1a:2003)",
        false,
        cards);
  }

  /** A card of the game drawn for the PDF/X file: its recorded drawings, or its look painted. */
  private record PdfxCard(
      ProjectForms forms,
      CardFaces face,
      CardBacks back,
      CardSize size,
      ProjectCard card,
      DeckSpec deck)
      implements PdfxShopPdf.Card {
    @Override
    public String backId() {
      return deck.id();
    }

    @Override
    public Optional<RecordedForm> backRecording() throws IOException {
      return forms.backRecording(deck, size.bleed());
    }

    @Override
    public void paintBack(Graphics2D g) {
      back.paint(g, deck, size.bleed());
    }

    @Override
    public Optional<RecordedForm> faceRecording() throws IOException {
      return forms.faceRecording(card, size.bleed());
    }

    @Override
    public void paintFace(Graphics2D g) {
      face.paint(g, card, size.bleed());
    }
  }

  private void pngs(Path outDir) throws IOException {
    double w = game.cardWidth() + 2 * PNG_BLEED;
    double h = game.cardHeight() + 2 * PNG_BLEED;
    for (DeckSpec deck : game.decks()) {
      String folder = DIR + "/png/" + deck.id() + "/";
      Files.createDirectories(outDir.resolve(folder));
      int n = 0;
      for (ProjectCard card : game.cardsOf(deck)) {
        n++;
        String name =
            String.format(
                Locale.ROOT, "%03d-%s-x%d.png", n, ProjectCardImages.fileName(card), card.copies());
        String key = cache.key(inputs.face(card), "shop-png");
        if (cache.needsDrawing(folder + name, key, outDir)) {
          ProjectRaster.writePng(
              ProjectRaster.atDpi(w, h, DPI, g -> face.paint(g, card, PNG_BLEED)),
              outDir.resolve(folder + name),
              DPI);
        }
      }
      String key = cache.key(inputs.back(deck), "shop-png");
      if (cache.needsDrawing(folder + "back.png", key, outDir)) {
        ProjectRaster.writePng(
            ProjectRaster.atDpi(w, h, DPI, g -> back.paint(g, deck, PNG_BLEED)),
            outDir.resolve(folder + "back.png"),
            DPI);
      }
    }
  }
}
