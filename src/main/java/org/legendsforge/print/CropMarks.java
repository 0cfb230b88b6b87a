package org.legendsforge.print;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The cutting guides of a page. Crop marks extend each trim line outwards beyond the grid's bleed,
 * into the page margin, and, where cards keep their own bleed, across the gutters between trims;
 * so no mark ever enters a card's trim. Cut lines run the full page along every trim line.
 */
public final class CropMarks {
  private static final double MIN_MARK = 1.0;

  private CropMarks() {}

  public static List<Line> marks(SheetSpec sheet, List<CardSlot> slots) {
    List<Line> out = new ArrayList<>();
    if (sheet.markLength() <= 0 || slots.isEmpty()) {
      return out;
    }
    Box grid = extent(slots);
    double off = sheet.markOffset();
    double len = sheet.markLength();
    for (double x : xs(slots)) {
      addIfLong(out, new Line(x, Math.max(0, grid.y() - off - len), x, grid.y() - off));
      addIfLong(
          out,
          new Line(x, grid.bottom() + off, x, Math.min(sheet.pageHeight(), grid.bottom() + off + len)));
    }
    for (double y : ys(slots)) {
      addIfLong(out, new Line(Math.max(0, grid.x() - off - len), y, grid.x() - off, y));
      addIfLong(
          out,
          new Line(grid.right() + off, y, Math.min(sheet.pageWidth(), grid.right() + off + len), y));
    }
    out.addAll(gutterMarks(sheet, slots));
    return out;
  }

  /** Full-length guides along every trim line, for cutting with a long ruler or a trimmer. */
  public static List<Line> cutLines(SheetSpec sheet, List<CardSlot> slots) {
    List<Line> out = new ArrayList<>();
    for (double x : xs(slots)) {
      out.add(new Line(x, 0, x, sheet.pageHeight()));
    }
    for (double y : ys(slots)) {
      out.add(new Line(0, y, sheet.pageWidth(), y));
    }
    return out;
  }

  /** Short marks in the gutters where neighbouring trims are apart (only over bleed). */
  private static List<Line> gutterMarks(SheetSpec sheet, List<CardSlot> slots) {
    List<Line> out = new ArrayList<>();
    double off = sheet.markOffset();
    for (CardSlot a : slots) {
      for (CardSlot b : slots) {
        if (b.row() == a.row() && b.column() == a.column() + 1) {
          for (double y : List.of(a.trim().y(), a.trim().bottom())) {
            addIfLong(out, new Line(a.trim().right() + off, y, b.trim().x() - off, y));
          }
        }
        if (b.column() == a.column() && b.row() == a.row() + 1) {
          for (double x : List.of(a.trim().x(), a.trim().right())) {
            addIfLong(out, new Line(x, a.trim().bottom() + off, x, b.trim().y() - off));
          }
        }
      }
    }
    return out;
  }

  private static void addIfLong(List<Line> out, Line line) {
    if (line.length() >= MIN_MARK && line.x2() >= line.x1() && line.y2() >= line.y1()) {
      out.add(line);
    }
  }

  private static Box extent(List<CardSlot> slots) {
    double l = Double.MAX_VALUE;
    double t = Double.MAX_VALUE;
    double r = -Double.MAX_VALUE;
    double b = -Double.MAX_VALUE;
    for (CardSlot s : slots) {
      l = Math.min(l, s.visible().x());
      t = Math.min(t, s.visible().y());
      r = Math.max(r, s.visible().right());
      b = Math.max(b, s.visible().bottom());
    }
    return new Box(l, t, r - l, b - t);
  }

  private static TreeSet<Double> xs(List<CardSlot> slots) {
    TreeSet<Double> xs = new TreeSet<>();
    slots.forEach(s -> {
      xs.add(round(s.trim().x()));
      xs.add(round(s.trim().right()));
    });
    return xs;
  }

  private static TreeSet<Double> ys(List<CardSlot> slots) {
    TreeSet<Double> ys = new TreeSet<>();
    slots.forEach(s -> {
      ys.add(round(s.trim().y()));
      ys.add(round(s.trim().bottom()));
    });
    return ys;
  }

  /** Butted neighbours share an edge; rounding to a micrometre merges their two equal lines. */
  private static double round(double mm) {
    return Math.round(mm * 1000) / 1000.0;
  }
}
