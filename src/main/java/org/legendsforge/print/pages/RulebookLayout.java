package org.legendsforge.print.pages;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.render.FontFace;
import org.legendsforge.render.FontSet;
import org.legendsforge.rulebook.Block;
import org.legendsforge.rulebook.Chapter;
import org.legendsforge.rulebook.Rulebook;
import org.legendsforge.rules.AreaSpec;

/**
 * Sets the rulebook on booklet pages: a cover with the contents, then every chapter in flowing text
 * (headings kept with what follows, notes boxed, area pictures drawn from the rules model), page
 * numbers at the foot, and blank pages at the end to fill whole sheets of four pages.
 */
public final class RulebookLayout {
  static final double SIDE = 13;
  static final double TOP = 14;
  static final double FOOT = 17;
  static final double BODY = 3.3;
  static final double LEADING = 1.36;

  private final FontSet fonts;
  private final double width;
  private final double height;

  /** Pages of {@code width} × {@code height} mm (half a sheet of the paper, portrait). */
  public RulebookLayout(FontSet fonts, double width, double height) {
    this.fonts = fonts;
    this.width = width;
    this.height = height;
  }

  public List<RulebookPage> pages(Rulebook book, String game, String tagline) {
    RulebookFlow flow = new RulebookFlow(fonts, SIDE, width - 2 * SIDE, TOP, height - FOOT);
    List<Integer> starts = new ArrayList<>();
    for (Chapter chapter : book.chapters()) {
      flow.startChapter();
      starts.add(flow.pageCount() + 1); // the cover is page 1
      for (Block b : chapter.blocks()) {
        flow.block(b, SIDE, width - 2 * SIDE);
      }
    }
    List<List<RulebookMark>> content = flow.finish();
    List<RulebookPage> pages = new ArrayList<>();
    pages.add(new RulebookPage(fonts, cover(book, game, tagline, starts), 0));
    for (int i = 0; i < content.size(); i++) {
      List<RulebookMark> marks = new ArrayList<>(content.get(i));
      marks.add(pageNumber(i + 2));
      pages.add(new RulebookPage(fonts, marks, i + 2));
    }
    while (pages.size() % 4 != 0) {
      pages.add(new RulebookPage(fonts, List.of(), 0));
    }
    return pages;
  }

  private RulebookMark pageNumber(int n) {
    String text = Integer.toString(n);
    double w = fonts.font(FontFace.REGULAR, 3f).getStringBounds(text, RulebookMark.FRC).getWidth();
    return new RulebookMark.Text(
        (width - w) / 2, height - FOOT + 9, text, FontFace.REGULAR, 3, RulebookMark.MUTED);
  }

  private List<RulebookMark> cover(
      Rulebook book, String game, String tagline, List<Integer> starts) {
    List<RulebookMark> m = new ArrayList<>();
    double x = SIDE;
    double w = width - 2 * SIDE;
    double y = TOP + 30;
    m.add(new RulebookMark.Text(x, y, game, FontFace.BOLD, 8.5, RulebookMark.INK));
    y += 8;
    if (!tagline.isBlank()) {
      RulebookFlow tag = new RulebookFlow(fonts, x, w, y, height);
      tag.paragraph(
          List.of(
              new org.legendsforge.rulebook.Run(
                  tagline, org.legendsforge.rulebook.Run.Style.ITALIC)),
          x,
          w,
          3.6);
      m.addAll(tag.finish().get(0));
      y = tag.y() + 2;
    }
    m.add(
        new RulebookMark.Text(x, y + 6, "Rules of play", FontFace.BOLD, 4.6, RulebookMark.INSIDE));
    y += 10;
    m.add(new RulebookMark.Rule(x, y, w, 0.3));
    y += 12;
    m.add(new RulebookMark.Text(x, y, "Contents", FontFace.BOLD, 4.2, RulebookMark.INK));
    y += 7;
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
      y += BODY * 1.7;
    }
    RulebookFlow how = new RulebookFlow(fonts, x, w, height - FOOT - 16, height);
    how.paragraph(
        List.of(
            new org.legendsforge.rulebook.Run(
                "To make the booklet: print this file double-sided, flipping on the short edge, at"
                    + " actual size; fold the stack in half and staple it along the fold.",
                org.legendsforge.rulebook.Run.Style.ITALIC)),
        x,
        w,
        2.8);
    m.addAll(how.finish().get(0));
    return m;
  }

  /** The area pictures' total width in cells, for sizing them to a line. */
  static int cells(List<AreaSpec> areas) {
    return areas.stream().mapToInt(a -> 2 * a.steps() + 1).sum();
  }
}
