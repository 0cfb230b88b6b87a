package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.Booklet;
import org.legendsforge.kit.print.Box;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.pages.RulebookFigures;
import org.legendsforge.kit.print.pages.RulebookLayout;
import org.legendsforge.kit.print.pages.RulebookPage;
import org.legendsforge.kit.render.CardFanPainter;
import org.legendsforge.kit.render.CardLook;
import org.legendsforge.kit.render.FontSet;

/**
 * The rulebook as a booklet for one paper: {@code <slug>-rulebook-<paper>.pdf}, landscape sheets of
 * that paper with two half-size pages on each side, in the order that folding the printed stack in
 * half gives the pages in sequence (print double-sided, flipping on the short edge); and as {@code
 * <slug>-rulebook-reading.pdf}, the same pages one by one in reading order, for a screen. Its
 * figures are drawn by the build's card renderer, from the build's seed (the game's {@link
 * RulebookFigures}). A paper's pages are laid out once and each is drawn once ({@link
 * CardForms#page}), however many of these files place it.
 */
final class RulebookPdf {
  /** The reading PDF's name: one for the build, its pages those of the first paper. */
  static String readingName(String slug) {
    return slug + "-rulebook-reading.pdf";
  }

  /** The kinds of card fanned out on the cover, left to right. */
  private static final List<String> COVER_CARDS = List.of("spell", "hero", "weapon-item");

  private final BuildContext context;
  private final FontSet fonts;
  private final RulebookFigures drawings;
  private final CardForms forms;
  private final Map<String, List<RulebookPage>> laidOut = new ConcurrentHashMap<>();

  /** A rulebook whose pages are drawn for this run only (tests). */
  RulebookPdf(BuildContext context, RulebookFigures drawings) {
    this(context, CardForms.uncached(context.renderer(), context.fonts()), drawings);
  }

  /** {@code drawings}: the game's figures, drawn with the build's renderer and seed. */
  RulebookPdf(BuildContext context, CardForms forms, RulebookFigures drawings) {
    this.context = context;
    this.forms = forms;
    this.fonts = context.fonts();
    this.drawings = drawings;
  }

  /** The booklet's pages in reading order, cover first: laid out once per paper. */
  List<RulebookPage> pages(Rulebook book, Paper paper) {
    return laidOut.computeIfAbsent(paper.key(), k -> layout(book, paper));
  }

  private List<RulebookPage> layout(Rulebook book, Paper paper) {
    CardGame game = context.game();
    List<PrintedCard> fan = coverCards(game);
    List<java.util.function.Consumer<java.awt.Graphics2D>> faces = new ArrayList<>();
    for (PrintedCard d : fan) {
      faces.add(g -> context.renderer().paintFace(d, g));
    }
    CardFanPainter painter =
        new CardFanPainter(fan.isEmpty() ? null : context.renderer().size(fan.get(0).deck()));
    return new RulebookLayout(fonts, drawings, paper.height() / 2, paper.width())
        .pages(
            book, game.gameName(), game.gameSubtitle(), (g, w, h) -> painter.paint(g, faces, w, h));
  }

  /** One card of each cover kind, the first of its kind in the card data. */
  private List<PrintedCard> coverCards(CardGame game) {
    Optional<CardLook> look = context.renderer().look();
    List<PrintedCard> out = new ArrayList<>();
    if (look.isEmpty()) {
      return out;
    }
    for (String kind : COVER_CARDS) {
      game.allCards().stream()
          .filter(d -> look.get().kind(d).equals(kind))
          .findFirst()
          .ifPresent(out::add);
    }
    return out;
  }

  void write(Path file, Rulebook book, Paper paper) throws IOException {
    CardGame game = context.game();
    double sheetWidth = paper.height();
    double sheetHeight = paper.width();
    double half = sheetWidth / 2;
    List<RulebookPage> pages = pages(book, paper);
    Booklet booklet = new Booklet(pages.size());
    String key = String.join("/", game.gameSlug(), "rulebook", paper.key());
    try (PdfDocumentWriter pdf = new PdfDocumentWriter(fonts, key, game.gameTitle() + " rules")) {
      // landscape sheets of a booklet turn over their short edge
      pdf.printAs(org.legendsforge.kit.print.Duplex.SHORT);
      List<PDFormXObject> placed = new ArrayList<>();
      for (RulebookPage page : pages) {
        placed.add(forms.page(pdf, page, half, sheetHeight));
      }
      for (int sheet = 0; sheet < booklet.sheets(); sheet++) {
        for (PageSide side : PageSide.values()) {
          int[] onSide = booklet.side(sheet, side);
          try (PageCanvas canvas = pdf.newPage(sheetWidth, sheetHeight)) {
            for (int i = 0; i < 2; i++) {
              Box where = new Box(i * half, 0, half, sheetHeight);
              canvas.place(placed.get(onSide[i]), where, where, 0);
            }
          }
        }
      }
      pdf.save(file);
    }
  }

  /**
   * The pages of {@code paper}'s booklet one by one, in reading order, each page the size it has in
   * the booklet (half the paper): the file to read on a screen.
   */
  void writeReading(Path file, Rulebook book, Paper paper) throws IOException {
    CardGame game = context.game();
    double width = paper.height() / 2;
    double height = paper.width();
    String key = String.join("/", game.gameSlug(), "rulebook", "reading");
    try (PdfDocumentWriter pdf = new PdfDocumentWriter(fonts, key, game.gameTitle() + " rules")) {
      for (RulebookPage page : pages(book, paper)) {
        PDFormXObject form = forms.page(pdf, page, width, height);
        try (PageCanvas canvas = pdf.newPage(width, height)) {
          Box where = new Box(0, 0, width, height);
          canvas.place(form, where, where, 0);
        }
      }
      pdf.save(file);
    }
  }
}
