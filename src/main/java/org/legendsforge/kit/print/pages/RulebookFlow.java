package org.legendsforge.kit.print.pages;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.CellGrid;
import org.legendsforge.kit.book.Run;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * Text flowing down pages between a top and a bottom: paragraphs broken into lines word by word
 * (each line drawn as few strings as its faces allow, so the PDF's text copies cleanly), lists,
 * boxed notes and area pictures. A new page starts whenever the next line or picture would pass the
 * bottom; a heading never ends a page.
 */
final class RulebookFlow {
  private static final double PARAGRAPH_GAP = 1.6;
  private static final double INDENT = 5;

  private final FontSet fonts;
  private final RulebookFigures figures;
  private final double left;
  private final double width;
  private final double top;
  private final double bottom;
  private final List<List<RulebookMark>> pages = new ArrayList<>();
  private List<RulebookMark> marks = new ArrayList<>();
  private double y;
  private double body = RulebookLayout.BODY;

  RulebookFlow(FontSet fonts, double left, double width, double top, double bottom) {
    this(fonts, (f, w) -> List.of(), left, width, top, bottom);
  }

  RulebookFlow(
      FontSet fonts,
      RulebookFigures figures,
      double left,
      double width,
      double top,
      double bottom) {
    this.fonts = fonts;
    this.figures = figures;
    this.left = left;
    this.width = width;
    this.top = top;
    this.bottom = bottom;
    this.y = top;
  }

  double y() {
    return y;
  }

  /** Sets the text that follows at {@code size} (a chapter a little too long for a page). */
  void bodySize(double size) {
    body = size;
  }

  /** The height a page has for text. */
  double pageHeight() {
    return bottom - top;
  }

  /**
   * Sets {@code blocks} one after the other, each heading or paragraph that leads into a figure
   * kept on one page with the figure's first drawing.
   */
  void blocks(List<Block> blocks, double x, double w) {
    for (int i = 0; i < blocks.size(); i++) {
      Block b = blocks.get(i);
      if (i + 1 < blocks.size() && blocks.get(i + 1) instanceof Block.Picture p) {
        keepWithFigure(b, p, x, w);
      }
      block(b, x, w);
    }
  }

  /** Starts a new page now when {@code lead} and the figure's first drawing do not fit here. */
  private void keepWithFigure(Block lead, Block.Picture p, double x, double w) {
    List<FigurePiece> pieces = figures.pieces(p.figure(), w);
    if (pieces.isEmpty()) {
      return;
    }
    RulebookFlow scratch = new RulebookFlow(fonts, figures, left, width, 0, Double.MAX_VALUE);
    scratch.body = body;
    scratch.block(lead, x, w);
    scratch.figure(pieces.subList(0, 1), x, w);
    ensure(Math.min(scratch.y(), bottom - top));
  }

  /** Pages finished so far (the one being filled not counted). */
  int pageCount() {
    return pages.size() + 1;
  }

  /** Every page, the one being filled last. */
  List<List<RulebookMark>> finish() {
    List<List<RulebookMark>> out = new ArrayList<>(pages);
    out.add(marks);
    return out;
  }

  /**
   * A chapter {@code height} tall begins on a fresh page when less than a third of this one is
   * left, or when it would fit on a page of its own but not in what is left of this one.
   */
  void startChapter(double height) {
    double left = bottom - y - 5;
    boolean fitsAPage = height <= bottom - top;
    if (!marks.isEmpty() && (bottom - y < (bottom - top) / 3 || (fitsAPage && height > left))) {
      newPage();
    } else if (!marks.isEmpty()) {
      y += 5;
    }
  }

  void block(Block b, double x, double w) {
    if (b instanceof Block.Heading h) {
      heading(h, x, w);
    } else if (b instanceof Block.Paragraph p) {
      paragraph(p.text(), x, w, body);
      y += PARAGRAPH_GAP;
    } else if (b instanceof Block.Items items) {
      items(items, x, w);
    } else if (b instanceof Block.Note note) {
      note(note, x, w);
    } else if (b instanceof Block.Grids grids) {
      areas(grids.grids(), x, w);
    } else if (b instanceof Block.Picture picture) {
      figure(figures.pieces(picture.figure(), w), x, w);
    }
  }

  /** How far words beside a drawing keep from it, and figures from what follows. */
  private static final double FIGURE_GAP = 4;

  /** Words of figures are set this much smaller than the text. */
  static final double CAPTION = 3.0;

  private void figure(List<FigurePiece> pieces, double x, double w) {
    y += 0.8;
    for (FigurePiece p : pieces) {
      if (p instanceof FigurePiece.Drawing d) {
        ensure(d.height());
        marks.add(new RulebookMark.Drawing(x + (w - d.width()) / 2, y, d));
        y += d.height() + FIGURE_GAP / 2;
      } else if (p instanceof FigurePiece.Beside b) {
        beside(b, x, w);
      } else if (p instanceof FigurePiece.Caption c) {
        paragraph(c.words(), x, w, CAPTION);
        y += PARAGRAPH_GAP;
      }
    }
    y += FIGURE_GAP / 2;
  }

  /** A drawing with its words to the right, kept together on one page. */
  private void beside(FigurePiece.Beside b, double x, double w) {
    FigurePiece.Drawing d = b.drawing();
    double tx = x + d.width() + FIGURE_GAP;
    double tw = w - d.width() - FIGURE_GAP;
    List<Line> lines = lines(b.words(), tw, CAPTION, false);
    double textHeight = lines.size() * CAPTION * RulebookLayout.LEADING;
    ensure(Math.max(d.height(), textHeight));
    double top = y;
    marks.add(new RulebookMark.Drawing(x, top, d));
    for (Line line : lines) {
      place(line, tx, CAPTION, CAPTION * RulebookLayout.LEADING);
    }
    y = Math.max(top + d.height(), y) + FIGURE_GAP;
  }

  private void heading(Block.Heading h, double x, double w) {
    // sections scale with the text (a chapter set smaller, the player aid); chapter titles do not
    double size = h.level() == 1 ? 6.0 : (h.level() == 2 ? 4.3 : 3.7) * body / RulebookLayout.BODY;
    double before = h.level() == 1 ? 0 : 2.2;
    List<Line> lines = lines(h.text(), w, size, true);
    double needed = before + lines.size() * size * 1.25 + 2 * body * RulebookLayout.LEADING;
    ensure(needed);
    if (y > top) {
      y += before;
    }
    for (Line line : lines) {
      place(line, x, size, size * 1.25);
    }
    if (h.level() == 1) {
      marks.add(new RulebookMark.Rule(x, y + 0.6, w, 0.35));
      y += 3.4;
    } else {
      y += 0.8;
    }
  }

  void paragraph(List<Run> runs, double x, double w, double size) {
    for (Line line : lines(runs, w, size, false)) {
      ensure(size * RulebookLayout.LEADING);
      place(line, x, size, size * RulebookLayout.LEADING);
    }
  }

  private void items(Block.Items list, double x, double w) {
    int n = list.start();
    for (List<Block> item : list.items()) {
      double size = body;
      ensure(size * RulebookLayout.LEADING);
      double baseline = y + size * 0.8;
      if (list.ordered()) {
        marks.add(
            new RulebookMark.Text(x, baseline, n + ".", FontFace.BOLD, size, RulebookMark.INK));
      } else {
        marks.add(new RulebookMark.Dot(x + 1.4, baseline - size * 0.3, 0.55));
      }
      for (int i = 0; i < item.size(); i++) {
        Block b = item.get(i);
        if (b instanceof Block.Paragraph p) {
          paragraph(p.text(), x + INDENT, w - INDENT, size);
          y += i == item.size() - 1 ? 0 : PARAGRAPH_GAP;
        } else {
          block(b, x + INDENT, w - INDENT);
        }
      }
      y += 0.9;
      n++;
    }
    y += PARAGRAPH_GAP - 0.9;
  }

  private void note(Block.Note note, double x, double w) {
    double pad = 2.4;
    RulebookFlow inner = new RulebookFlow(fonts, 0, w - 2 * pad - 1, 0, Double.MAX_VALUE);
    for (Block b : note.blocks()) {
      inner.block(b, 0, w - 2 * pad - 1);
    }
    double h = inner.y() - PARAGRAPH_GAP + 2 * pad;
    if (h > bottom - top) {
      note.blocks().forEach(b -> block(b, x, w));
      return;
    }
    ensure(h);
    marks.add(new RulebookMark.Shade(x, y, w, h));
    for (RulebookMark m : inner.finish().get(0)) {
      marks.add(shiftedRight(m, x + pad + 1).shifted(y + pad));
    }
    y += h + PARAGRAPH_GAP + 0.6;
  }

  private static RulebookMark shiftedRight(RulebookMark m, double dx) {
    if (m instanceof RulebookMark.Text t) {
      return new RulebookMark.Text(
          t.x() + dx, t.baseline(), t.text(), t.face(), t.size(), t.colour());
    }
    if (m instanceof RulebookMark.Dot d) {
      return new RulebookMark.Dot(d.x() + dx, d.y(), d.radius());
    }
    if (m instanceof RulebookMark.AreaGrid a) {
      return new RulebookMark.AreaGrid(a.x() + dx, a.y(), a.cell(), a.area());
    }
    if (m instanceof RulebookMark.Drawing d) {
      return new RulebookMark.Drawing(d.x() + dx, d.y(), d.drawing());
    }
    if (m instanceof RulebookMark.Rule r) {
      return new RulebookMark.Rule(r.x() + dx, r.y(), r.width(), r.thickness());
    }
    RulebookMark.Shade s = (RulebookMark.Shade) m;
    return new RulebookMark.Shade(s.x() + dx, s.y(), s.width(), s.height());
  }

  private void areas(List<CellGrid> areas, double x, double w) {
    if (areas.isEmpty()) {
      return;
    }
    double gap = 7;
    int cells = RulebookLayout.cells(areas);
    double cell = Math.min(4.2, (w - gap * (areas.size() - 1)) / cells);
    int tallest = areas.stream().mapToInt(CellGrid::side).max().orElse(1);
    double h = tallest * cell + 6;
    ensure(h + 2);
    double total = cells * cell + gap * (areas.size() - 1);
    double ax = x + (w - total) / 2;
    y += 1;
    for (CellGrid a : areas) {
      int n = a.side();
      marks.add(new RulebookMark.AreaGrid(ax, y + (tallest - n) * cell / 2, cell, a));
      ax += n * cell + gap;
    }
    y += h + PARAGRAPH_GAP;
  }

  private void ensure(double needed) {
    if (y + needed > bottom && y > top) {
      newPage();
    }
  }

  private void newPage() {
    pages.add(marks);
    marks = new ArrayList<>();
    y = top;
  }

  // --- lines ---

  /** A word and whether a space comes before it. */
  private record Word(String text, FontFace face, boolean spaceBefore) {}

  /** A piece of a line drawn with one string: its text, face and offset from the line start. */
  private record Piece(String text, FontFace face, double dx) {}

  private record Line(List<Piece> pieces) {}

  private void place(Line line, double x, double size, double lineHeight) {
    double baseline = y + size * 0.8;
    for (Piece p : line.pieces()) {
      marks.add(
          new RulebookMark.Text(x + p.dx(), baseline, p.text(), p.face(), size, RulebookMark.INK));
    }
    y += lineHeight;
  }

  private List<Line> lines(List<Run> runs, double w, double size, boolean bold) {
    List<Word> words = words(runs, bold);
    List<Line> out = new ArrayList<>();
    List<Word> current = new ArrayList<>();
    double used = 0;
    for (Word word : words) {
      double space = current.isEmpty() || !word.spaceBefore() ? 0 : width(" ", word.face(), size);
      double ww = width(word.text(), word.face(), size);
      if (!current.isEmpty() && used + space + ww > w) {
        out.add(line(current, size));
        current = new ArrayList<>();
        used = 0;
        space = 0;
      }
      current.add(word);
      used += space + ww;
    }
    if (!current.isEmpty()) {
      out.add(line(current, size));
    }
    return out;
  }

  /** Joins neighbouring words of one face into one piece. */
  private Line line(List<Word> words, double size) {
    List<Piece> pieces = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    FontFace face = null;
    double start = 0;
    double x = 0;
    for (int i = 0; i < words.size(); i++) {
      Word word = words.get(i);
      String gap = i > 0 && word.spaceBefore() ? " " : "";
      if (face != null && word.face() != face) {
        pieces.add(new Piece(text.toString(), face, start));
        x = start + width(text.toString(), face, size) + width(gap, face, size);
        text.setLength(0);
        start = x;
        gap = "";
      }
      face = word.face();
      text.append(gap).append(word.text());
    }
    pieces.add(new Piece(text.toString(), face, start));
    return new Line(pieces);
  }

  private static List<Word> words(List<Run> runs, boolean bold) {
    List<Word> out = new ArrayList<>();
    boolean space = false;
    for (Run run : runs) {
      FontFace face =
          bold || run.style() == Run.Style.BOLD
              ? FontFace.BOLD
              : run.style() == Run.Style.ITALIC ? FontFace.ITALIC : FontFace.REGULAR;
      StringBuilder word = new StringBuilder();
      for (int i = 0; i < run.text().length(); i++) {
        char c = run.text().charAt(i);
        if (Character.isWhitespace(c)) {
          if (word.length() > 0) {
            out.add(new Word(word.toString(), face, space));
            word.setLength(0);
          }
          space = true;
        } else {
          word.append(c);
        }
      }
      if (word.length() > 0) {
        out.add(new Word(word.toString(), face, space));
        space = false;
      }
    }
    if (!out.isEmpty() && out.get(0).spaceBefore()) {
      out.set(0, new Word(out.get(0).text(), out.get(0).face(), false));
    }
    return out;
  }

  private double width(String text, FontFace face, double size) {
    if (text.isEmpty()) {
      return 0;
    }
    Font f = fonts.font(face, (float) size);
    return f.getStringBounds(text, RulebookMark.FRC).getWidth();
  }
}
