package org.legendsforge.kit.render;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.render.RichText.Atom;
import org.legendsforge.kit.render.RichText.Style;
import org.legendsforge.kit.render.TextBlock.Piece;

/**
 * Breaks rich text into lines for a box width. Measures with one fixed font render context
 * (anti-aliased, fractional metrics, no device transform), so line breaks are the same in PNG, SVG
 * and PDF and in the fit check that runs without any drawing surface.
 */
final class Typesetter {
  static final FontRenderContext FRC = new FontRenderContext(null, true, true);

  /** DejaVu Sans proportions, as fractions of the font size. */
  static final double ASCENT = 0.76;

  static final double DESCENT = 0.24;
  static final double CAP_HEIGHT = 0.73;
  private final FontSet fonts;
  private final Theme theme;

  Typesetter(FontSet fonts, Theme theme) {
    this.fonts = fonts;
    this.theme = theme;
  }

  /** The font of a style, {@code role} giving the regular face. */
  Font font(FontRole role, Style style, double sizeMm) {
    String face =
        switch (style) {
          case REGULAR -> role.face();
          case BOLD ->
              role.condensed() ? FontFace.CONDENSED_BOLD.name() : theme.font("keyword").face();
          case ITALIC ->
              role.condensed() ? FontFace.CONDENSED_ITALIC.name() : theme.font("flavour").face();
        };
    return fonts.font(face, (float) sizeMm);
  }

  static double width(Font f, String s) {
    return f.getStringBounds(s, FRC).getWidth();
  }

  /** Icon edge for a font size: a little taller than the capitals (card-design-guide). */
  static double iconSize(double sizeMm) {
    return sizeMm * CAP_HEIGHT * 1.25;
  }

  double atomWidth(Atom a, FontRole role, double sizeMm) {
    if (a.isIcon()) {
      return iconSize(sizeMm);
    }
    return width(font(role, a.style(), sizeMm), a.text());
  }

  TextBlock set(
      List<List<Atom>> paragraphs,
      double boxWidth,
      FontRole role,
      double sizePt,
      double leading,
      Region.Align align) {
    double size = sizePt * FontRole.MM_PER_PT;
    double lineH = size * leading;
    double paraGap = size * 0.35;
    List<Piece> pieces = new ArrayList<>();
    double y = 0;
    double widest = 0;
    int lineCount = 0;
    for (int p = 0; p < paragraphs.size(); p++) {
      List<List<Atom>> units = units(paragraphs.get(p));
      for (List<List<Atom>> lineUnits : lines(units, boxWidth, role, size)) {
        List<Atom> line = new ArrayList<>();
        lineUnits.forEach(line::addAll);
        double w = lineWidth(lineUnits, role, size);
        double baseline = y + size * ASCENT;
        double x0 =
            switch (align) {
              case LEFT -> 0;
              case CENTER -> (boxWidth - w) / 2;
              case RIGHT -> boxWidth - w;
            };
        place(line, x0, baseline, role, size, pieces);
        widest = Math.max(widest, w);
        lineCount++;
        y += lineH;
      }
      if (p < paragraphs.size() - 1) {
        y += paraGap;
      }
    }
    if (lineCount == 0) {
      return TextBlock.EMPTY;
    }
    double height = y - lineH + size * (ASCENT + DESCENT);
    return new TextBlock(List.copyOf(pieces), height, widest, sizePt, lineCount, role);
  }

  /**
   * The units of a paragraph broken into lines: as many as fit on each line, then, when the last
   * line would hold a single word, the word before it joins it (no line of one word under a longer
   * one; the line count stays the same).
   */
  private List<List<List<Atom>>> lines(
      List<List<Atom>> units, double boxWidth, FontRole role, double size) {
    List<List<List<Atom>>> lines = new ArrayList<>();
    List<List<Atom>> line = new ArrayList<>();
    double space = spaceWidth(role, size);
    double w = 0;
    for (List<Atom> unit : units) {
      double uw = unitWidth(unit, role, size);
      if (!line.isEmpty() && w + space + uw > boxWidth) {
        lines.add(line);
        line = new ArrayList<>();
      }
      w = line.isEmpty() ? uw : w + space + uw;
      line.add(unit);
    }
    if (!line.isEmpty()) {
      lines.add(line);
    }
    int n = lines.size();
    if (n >= 2 && lines.get(n - 1).size() == 1 && lines.get(n - 2).size() > 2) {
      List<List<Atom>> before = lines.get(n - 2);
      List<List<Atom>> last = new ArrayList<>(lines.get(n - 1));
      last.add(0, before.get(before.size() - 1));
      if (lineWidth(last, role, size) <= boxWidth) {
        lines.set(n - 2, before.subList(0, before.size() - 1));
        lines.set(n - 1, last);
      }
    }
    return lines;
  }

  private double lineWidth(List<List<Atom>> line, FontRole role, double size) {
    double w = 0;
    for (int i = 0; i < line.size(); i++) {
      w += (i == 0 ? 0 : spaceWidth(role, size)) + unitWidth(line.get(i), role, size);
    }
    return w;
  }

  /**
   * Atoms that must stay on one line: words glued without a space (a keyword and its full stop),
   * and an icon with the word before it ("3 {damage}"), so no line starts with a lone icon.
   */
  private static List<List<Atom>> units(List<Atom> atoms) {
    List<List<Atom>> out = new ArrayList<>();
    for (Atom a : atoms) {
      List<Atom> last = out.isEmpty() ? null : out.get(out.size() - 1);
      boolean glue = last != null && (!a.space() || a.isIcon());
      if (glue) {
        last.add(a);
      } else {
        out.add(new ArrayList<>(List.of(a)));
      }
    }
    return out;
  }

  private double unitWidth(List<Atom> unit, FontRole role, double size) {
    double w = 0;
    for (int k = 0; k < unit.size(); k++) {
      Atom a = unit.get(k);
      if (k > 0) {
        w += a.space() ? spaceWidth(role, size) : (a.isIcon() ? size * 0.08 : 0);
      }
      w += atomWidth(a, role, size);
    }
    return w;
  }

  private double spaceWidth(FontRole role, double size) {
    return width(font(role, Style.REGULAR, size), " ");
  }

  /** Joins neighbouring words of one style into one run: fewer drawString calls, real spaces. */
  private void place(
      List<Atom> line, double x0, double baseline, FontRole role, double size, List<Piece> out) {
    double x = x0;
    StringBuilder run = new StringBuilder();
    Style runStyle = null;
    double runX = x0;
    for (int k = 0; k < line.size(); k++) {
      Atom a = line.get(k);
      boolean spaced = k > 0 && a.space();
      if (a.isIcon()) {
        x = flushRun(run, runStyle, runX, x, baseline, size, out);
        runStyle = null;
        x += spaced ? spaceWidth(role, size) : (k > 0 ? size * 0.08 : 0);
        double s = iconSize(size);
        out.add(new Piece(x, baseline, null, Style.REGULAR, a.icon(), s, size));
        x += s;
        continue;
      }
      if (runStyle != a.style()) {
        x = flushRun(run, runStyle, runX, x, baseline, size, out);
        x += spaced ? spaceWidth(role, size) : 0;
        runStyle = a.style();
        runX = x;
        run.append(a.text());
        x += width(font(role, runStyle, size), a.text());
      } else {
        String add = (spaced ? " " : "") + a.text();
        x += width(font(role, runStyle, size), add);
        run.append(add);
      }
    }
    flushRun(run, runStyle, runX, x, baseline, size, out);
  }

  private static double flushRun(
      StringBuilder run,
      Style style,
      double runX,
      double x,
      double baseline,
      double size,
      List<Piece> out) {
    if (run.length() > 0) {
      out.add(new Piece(runX, baseline, run.toString(), style, null, 0, size));
      run.setLength(0);
    }
    return x;
  }
}
