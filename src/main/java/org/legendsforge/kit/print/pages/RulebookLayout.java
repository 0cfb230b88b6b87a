package org.legendsforge.kit.print.pages;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.CellGrid;
import org.legendsforge.kit.book.Chapter;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.book.Run;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * Sets the rulebook on booklet pages: a cover (the game's name, its tagline, a picture, the facts
 * of {@code cover.md}), the contents and how to make the booklet on page 2, then every chapter in
 * flowing text (headings kept with what follows, notes boxed, area pictures and figures drawn, a
 * chapter that fits on one page never split over two), page numbers at the foot, and pages for
 * notes at the end to fill whole sheets of four pages.
 */
public final class RulebookLayout {
  static final double SIDE = 13;
  static final double TOP = 14;
  static final double FOOT = 17;
  static final double BODY = 3.3;
  static final double LEADING = 1.36;

  private final FontSet fonts;
  private final RulebookFigures figures;
  private final double width;
  private final double height;

  /** Pages of {@code width} × {@code height} mm (half a sheet of the paper, portrait). */
  public RulebookLayout(FontSet fonts, RulebookFigures figures, double width, double height) {
    this.fonts = fonts;
    this.figures = figures;
    this.width = width;
    this.height = height;
  }

  /**
   * The pages in reading order; {@code picture} draws the cover's picture into a box of the given
   * width and height (a fan of cards, say), or nothing.
   */
  public List<RulebookPage> pages(
      Rulebook book, String game, String tagline, CoverPicture picture) {
    double w = width - 2 * SIDE;
    RulebookFlow flow = new RulebookFlow(fonts, figures, SIDE, w, TOP, height - FOOT);
    List<Integer> starts = new ArrayList<>();
    for (Chapter chapter : book.chapters()) {
      double size = bodySize(chapter, w, flow.pageHeight());
      flow.startChapter(measure(chapter, w, size));
      starts.add(flow.pageCount() + 2); // the cover and the contents come first
      flow.bodySize(size);
      flow.blocks(chapter.blocks(), SIDE, w);
      flow.bodySize(BODY);
    }
    List<List<RulebookMark>> content = flow.finish();
    List<RulebookPage> pages = new ArrayList<>();
    pages.add(new RulebookPage(fonts, cover(book, game, tagline, picture), 0));
    pages.add(new RulebookPage(fonts, withNumber(contents(book, starts), 2), 2));
    for (int i = 0; i < content.size(); i++) {
      pages.add(new RulebookPage(fonts, withNumber(content.get(i), i + 3), i + 3));
    }
    boolean record = true;
    while (pages.size() % 4 != 0) {
      int n = pages.size() + 1;
      pages.add(new RulebookPage(fonts, withNumber(record ? gameRecord() : notes(), n), n));
      record = false;
    }
    return pages;
  }

  /** Draws the cover's picture into a box {@code width} × {@code height} at the origin. */
  public interface CoverPicture {
    void paint(Graphics2D g, double width, double height);
  }

  /** The smallest size the text of a chapter is set at to keep it on one page. */
  static final double MIN_BODY = 2.9;

  /**
   * The size of a chapter's text: the usual, or a little smaller for a chapter that would then fit
   * on one page (a glossary a few lines too long), so it is never split for a few lines.
   */
  private double bodySize(Chapter chapter, double w, double page) {
    if (measure(chapter, w, BODY) <= page) {
      return BODY;
    }
    for (double size = BODY - 0.1; size >= MIN_BODY - 1e-9; size -= 0.1) {
      if (measure(chapter, w, size) <= page) {
        return size;
      }
    }
    return BODY;
  }

  /** How tall a chapter is when set on one endless page at {@code size}. */
  private double measure(Chapter chapter, double w, double size) {
    RulebookFlow scratch = new RulebookFlow(fonts, figures, SIDE, w, 0, Double.MAX_VALUE);
    scratch.bodySize(size);
    scratch.blocks(chapter.blocks(), SIDE, w);
    return scratch.y();
  }

  private List<RulebookMark> withNumber(List<RulebookMark> marks, int n) {
    List<RulebookMark> out = new ArrayList<>(marks);
    String text = Integer.toString(n);
    double w = fonts.font(FontFace.REGULAR, 3f).getStringBounds(text, RulebookMark.FRC).getWidth();
    out.add(
        new RulebookMark.Text(
            (width - w) / 2, height - FOOT + 9, text, FontFace.REGULAR, 3, RulebookMark.MUTED));
    return out;
  }

  private List<RulebookMark> cover(
      Rulebook book, String game, String tagline, CoverPicture picture) {
    List<RulebookMark> m = new ArrayList<>();
    double x = SIDE;
    double w = width - 2 * SIDE;
    double y = TOP + 16;
    double titleSize = fit(game, FontFace.BOLD, 10, w);
    m.add(new RulebookMark.Text(x, y, game, FontFace.BOLD, titleSize, RulebookMark.INK));
    y += 6;
    if (!tagline.isBlank()) {
      RulebookFlow tag = new RulebookFlow(fonts, x, w, y, height);
      tag.paragraph(List.of(new Run(tagline, Run.Style.ITALIC)), x, w, 3.8);
      m.addAll(tag.finish().get(0));
      y = tag.y() + 2;
    }
    m.add(new RulebookMark.Rule(x, y, w, 0.3));
    y += 5;
    double pictureHeight = height - FOOT - y - 46;
    m.add(
        new RulebookMark.Drawing(
            x,
            y,
            new FigurePiece.Drawing(
                w, pictureHeight, "cover-picture|" + game, paint(picture, w, pictureHeight))));
    y += pictureHeight + 6;
    RulebookFlow facts = new RulebookFlow(fonts, figures, x, w, y, height);
    facts.blocks(
        book.cover().blocks().stream().filter(b -> !(b instanceof Block.Heading)).toList(), x, w);
    m.addAll(facts.finish().get(0));
    m.add(
        new RulebookMark.Text(
            x, height - FOOT + 4, "Rules of play", FontFace.BOLD, 4.6, RulebookMark.INSIDE));
    return m;
  }

  private static Consumer<Graphics2D> paint(CoverPicture picture, double w, double h) {
    return g -> picture.paint(g, w, h);
  }

  /** The largest size up to {@code size} at which {@code text} fits {@code width}. */
  private double fit(String text, FontFace face, double size, double width) {
    double w = fonts.font(face, (float) size).getStringBounds(text, RulebookMark.FRC).getWidth();
    return w <= width ? size : size * width / w;
  }

  private List<RulebookMark> contents(Rulebook book, List<Integer> starts) {
    List<RulebookMark> m = new ArrayList<>();
    double x = SIDE;
    double w = width - 2 * SIDE;
    double y = TOP + 6;
    m.add(new RulebookMark.Text(x, y, "Contents", FontFace.BOLD, 6.0, RulebookMark.INK));
    m.add(new RulebookMark.Rule(x, y + 2.6, w, 0.35));
    y += 11;
    for (int i = 0; i < book.chapters().size(); i++) {
      String title = book.chapters().get(i).title();
      String page = Integer.toString(starts.get(i));
      double pw =
          fonts
              .font(FontFace.REGULAR, (float) BODY)
              .getStringBounds(page, RulebookMark.FRC)
              .getWidth();
      m.add(new RulebookMark.Text(x, y, title, FontFace.REGULAR, BODY, RulebookMark.INK));
      m.add(new RulebookMark.Text(x + w - pw, y, page, FontFace.REGULAR, BODY, RulebookMark.INK));
      y += BODY * 1.8;
    }
    y += 8;
    m.add(new RulebookMark.Text(x, y, "Making the booklet", FontFace.BOLD, 4.3, RulebookMark.INK));
    RulebookFlow how = new RulebookFlow(fonts, x, w, y + 3, height);
    how.paragraph(
        List.of(
            new Run(
                // the reading copy shares this page, so the words hold for both files
                "The rulebook files named for a paper (a4, letter) hold this book as a booklet:"
                    + " print one double-sided, flipping on the short edge, at actual size, fold"
                    + " the stack of sheets in half and staple it along the fold. The reading"
                    + " file holds the same pages one by one, for a screen.",
                Run.Style.REGULAR)),
        x,
        w,
        BODY);
    m.addAll(how.finish().get(0));
    return m;
  }

  /** The first page that fills the booklet to whole sheets: a table for the games played. */
  private List<RulebookMark> gameRecord() {
    List<RulebookMark> m = new ArrayList<>();
    double x = SIDE;
    double w = width - 2 * SIDE;
    m.add(new RulebookMark.Text(x, TOP + 6, "Games played", FontFace.BOLD, 6.0, RulebookMark.INK));
    m.add(new RulebookMark.Rule(x, TOP + 8.6, w, 0.35));
    String[] heads = {"Date", "Players and spirits", "Seed", "Winner"};
    double[] at = {0, 0.2, 0.68, 0.8};
    double y = TOP + 17;
    for (int i = 0; i < heads.length; i++) {
      m.add(
          new RulebookMark.Text(
              x + at[i] * w, y, heads[i], FontFace.BOLD, 3.0, RulebookMark.MUTED));
    }
    for (y += 9; y < height - FOOT - 2; y += 9) {
      m.add(new RulebookMark.Rule(x, y, w, 0.15));
    }
    return m;
  }

  /** A page that fills the booklet to whole sheets: lines for notes and house rules. */
  private List<RulebookMark> notes() {
    List<RulebookMark> m = new ArrayList<>();
    double x = SIDE;
    double w = width - 2 * SIDE;
    m.add(new RulebookMark.Text(x, TOP + 6, "Notes", FontFace.BOLD, 6.0, RulebookMark.INK));
    m.add(new RulebookMark.Rule(x, TOP + 8.6, w, 0.35));
    m.add(
        new RulebookMark.Text(
            x,
            TOP + 15,
            "House rules, seeds worth playing again, who won.",
            FontFace.ITALIC,
            3.0,
            RulebookMark.MUTED));
    for (double y = TOP + 26; y < height - FOOT - 2; y += 8) {
      m.add(new RulebookMark.Rule(x, y, w, 0.15));
    }
    return m;
  }

  /** The area pictures' total width in cells, for sizing them to a line. */
  static int cells(List<CellGrid> areas) {
    return areas.stream().mapToInt(CellGrid::side).sum();
  }
}
