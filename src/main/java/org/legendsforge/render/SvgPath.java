package org.legendsforge.render;

import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Parses the subset of SVG path data a designer needs for icons: {@code M L H V C Q Z} and their
 * relative lower-case forms. Icons are written in a 24 × 24 box, as most icon sets are.
 */
final class SvgPath {
  private final String text;
  private int pos;

  private SvgPath(String text) {
    this.text = text;
  }

  /** The path, or an {@link IllegalArgumentException} naming the first bad character. */
  static Path2D.Double parse(String data) {
    return new SvgPath(data).run();
  }

  private Path2D.Double run() {
    Path2D.Double p = new Path2D.Double(Path2D.WIND_NON_ZERO);
    double x = 0;
    double y = 0;
    double startX = 0;
    double startY = 0;
    char cmd = 0;
    boolean open = false;
    skipSeparators();
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (Character.isLetter(c)) {
        cmd = c;
        pos++;
      } else if (cmd == 0) {
        throw bad("a path starts with a command letter such as M");
      }
      boolean rel = Character.isLowerCase(cmd);
      double ox = rel ? x : 0;
      double oy = rel ? y : 0;
      switch (Character.toUpperCase(cmd)) {
        case 'M' -> {
          x = ox + num();
          y = oy + num();
          p.moveTo(x, y);
          startX = x;
          startY = y;
          open = true;
          cmd = rel ? 'l' : 'L';
        }
        case 'L' -> {
          requireOpen(open);
          x = ox + num();
          y = oy + num();
          p.lineTo(x, y);
        }
        case 'H' -> {
          requireOpen(open);
          x = ox + num();
          p.lineTo(x, y);
        }
        case 'V' -> {
          requireOpen(open);
          y = oy + num();
          p.lineTo(x, y);
        }
        case 'C' -> {
          requireOpen(open);
          double[] v = nums(6);
          p.curveTo(ox + v[0], oy + v[1], ox + v[2], oy + v[3], ox + v[4], oy + v[5]);
          x = ox + v[4];
          y = oy + v[5];
        }
        case 'Q' -> {
          requireOpen(open);
          double[] v = nums(4);
          p.quadTo(ox + v[0], oy + v[1], ox + v[2], oy + v[3]);
          x = ox + v[2];
          y = oy + v[3];
        }
        case 'Z' -> {
          requireOpen(open);
          p.closePath();
          x = startX;
          y = startY;
          cmd = 0;
        }
        default -> throw bad("unsupported command '" + cmd + "' (use M L H V C Q Z)");
      }
      skipSeparators();
      if (cmd == 0 && pos < text.length() && !Character.isLetter(text.charAt(pos))) {
        throw bad("a number after Z needs a command first");
      }
    }
    return p;
  }

  private void requireOpen(boolean open) {
    if (!open) {
      throw bad("a path starts with M");
    }
  }

  private double[] nums(int n) {
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      v[i] = num();
    }
    return v;
  }

  private double num() {
    skipSeparators();
    int start = pos;
    if (pos < text.length() && (text.charAt(pos) == '-' || text.charAt(pos) == '+')) {
      pos++;
    }
    while (pos < text.length() && (Character.isDigit(text.charAt(pos)) || text.charAt(pos) == '.')) {
      pos++;
    }
    if (start == pos || (pos - start == 1 && !Character.isDigit(text.charAt(start)))) {
      throw bad("expected a number");
    }
    try {
      double v = Double.parseDouble(text.substring(start, pos));
      skipSeparators();
      return v;
    } catch (NumberFormatException e) {
      throw bad("\"" + text.substring(start, pos) + "\" is not a number");
    }
  }

  private void skipSeparators() {
    while (pos < text.length() && (Character.isWhitespace(text.charAt(pos)) || text.charAt(pos) == ',')) {
      pos++;
    }
  }

  private IllegalArgumentException bad(String why) {
    return new IllegalArgumentException(
        String.format(Locale.ROOT, "%s at character %d of \"%s\"", why, pos + 1, text));
  }

  /** For tests: the numbers of a path's segments. */
  static List<double[]> segments(Path2D path) {
    List<double[]> out = new ArrayList<>();
    var it = path.getPathIterator(null);
    while (!it.isDone()) {
      double[] c = new double[6];
      it.currentSegment(c);
      out.add(c);
      it.next();
    }
    return out;
  }
}
