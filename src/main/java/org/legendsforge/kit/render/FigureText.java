package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * Short text in the rulebook's figures: words broken into lines to a width, {@code {icon}} words
 * drawn as the cards draw that icon, the words before a label's first colon in bold. Each piece is
 * one {@code drawString}, so a PDF keeps it as text. Sizes in millimetres.
 */
public final class FigureText {
  static final FontRenderContext FRC = new FontRenderContext(null, true, true);
  static final double LEADING = 1.3;

  private final FontSet fonts;
  private final CardLook look;

  public FigureText(FontSet fonts, CardLook look) {
    this.fonts = fonts;
    this.look = look;
  }

  /** A word placed on a line: text in a face, or an icon, at {@code dx} from the line's start. */
  public record Piece(String text, FontFace face, boolean icon, double dx) {}

  public record Line(List<Piece> pieces, double width) {}

  /** The lines of {@code text} at {@code size} within {@code width}; a label's head in bold. */
  public List<Line> lines(String text, double size, double width, boolean boldHead) {
    List<Line> out = new ArrayList<>();
    List<Piece> line = new ArrayList<>();
    double x = 0;
    boolean bold = boldHead && text.indexOf(':') > 0;
    for (String word : text.strip().split("\\s+")) {
      FontFace face = bold ? FontFace.BOLD : FontFace.REGULAR;
      boolean icon = isIcon(word);
      double w = icon ? size * 1.15 : width(word, face, size);
      double space = line.isEmpty() ? 0 : width(" ", FontFace.REGULAR, size);
      if (!line.isEmpty() && x + space + w > width) {
        out.add(new Line(line, x));
        line = new ArrayList<>();
        x = 0;
        space = 0;
      }
      line.add(
          new Piece(icon ? word.substring(1, word.length() - 1) : word, face, icon, x + space));
      x += space + w;
      if (bold && word.endsWith(":")) {
        bold = false;
      }
    }
    if (!line.isEmpty()) {
      out.add(new Line(line, x));
    }
    return out;
  }

  private boolean isIcon(String word) {
    return word.length() > 2
        && word.startsWith("{")
        && word.endsWith("}")
        && look.hasIcon(word.substring(1, word.length() - 1));
  }

  public double height(List<Line> lines, double size) {
    return lines.size() * size * LEADING;
  }

  /** Draws the lines with their top at {@code y}; returns the height drawn. */
  public double draw(Graphics2D g, List<Line> lines, double x, double y, double size, Color ink) {
    double baseline = y + size * 0.82;
    for (Line l : lines) {
      for (Piece p : l.pieces()) {
        if (p.icon()) {
          double s = size * 1.05;
          look.paintIcon(g, p.text(), x + p.dx(), baseline - size * 0.36 - s / 2, s);
        } else {
          g.setColor(ink);
          g.setFont(fonts.font(p.face(), (float) size));
          g.drawString(p.text(), (float) (x + p.dx()), (float) baseline);
        }
      }
      baseline += size * LEADING;
    }
    return height(lines, size);
  }

  /** Draws one line of text in one face with its baseline at {@code y}. */
  public void line(
      Graphics2D g, String text, FontFace face, double size, double x, double y, Color ink) {
    g.setColor(ink);
    g.setFont(fonts.font(face, (float) size));
    g.drawString(text, (float) x, (float) y);
  }

  public double width(String text, FontFace face, double size) {
    Font f = fonts.font(face, (float) size);
    return f.getStringBounds(text, FRC).getWidth();
  }
}
