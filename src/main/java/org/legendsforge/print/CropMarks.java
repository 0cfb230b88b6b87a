package org.legendsforge.print;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The cutting guides of a page. Crop marks extend each trim line outwards beyond the grid's bleed,
 * into the page margin, and, where cards keep their own bleed, across the gutters between trims; so
 * no mark ever enters a card's trim. Cut lines run the full page along every trim line.
 */
public final class CropMarks {
  private static final double MIN_MARK = 1.0;
  private static final double INSIDE_BLEED_GAP = 1.0;

  private CropMarks() {}

  public static List<Line> marks(SheetSpec sheet, List<CardSlot> slots) {
    List<Line> out = new ArrayList<>();
    if (sheet.markLength() <= 0 || slots.isEmpty()) {
      return out;
    }
    Box grid = extent(slots);
    Box trims = trimExtent(slots);
    for (double x : xs(slots)) {
      addIfLong(out, outward(sheet, x, grid.y(), trims.y(), -1, true));
      addIfLong(out, outward(sheet, x, grid.bottom(), trims.bottom(), 1, true));
    }
    for (double y : ys(slots)) {
      addIfLong(out, outward(sheet, y, grid.x(), trims.x(), -1, false));
      addIfLong(out, outward(sheet, y, grid.right(), trims.right(), 1, false));
    }
    out.addAll(gutterMarks(sheet, slots));
    return out;
  }

  /**
   * A mark on trim line {@code at}, leaving the grid towards the page edge ({@code dir} -1: up or
   * left). It starts {@code markOffset} beyond the grid's bleed; where the margin there is too
   * narrow for a full mark (Letter's top and bottom, A4's sides), it starts instead just outside
   * the trim and runs through the bleed, which the cut removes.
   */
  private static Line outward(
      SheetSpec sheet, double at, double bleedEdge, double trimEdge, int dir, boolean vertical) {
    double page = vertical ? sheet.pageHeight() : sheet.pageWidth();
    double edge = dir < 0 ? 0 : page;
    double margin = Math.abs(edge - bleedEdge);
    double start =
        margin - sheet.markOffset() >= sheet.markLength()
            ? bleedEdge + dir * sheet.markOffset()
            : trimEdge + dir * INSIDE_BLEED_GAP;
    double end = start + dir * sheet.markLength();
    end = dir < 0 ? Math.max(0, end) : Math.min(page, end);
    double a = Math.min(start, end);
    double b = Math.max(start, end);
    return vertical ? new Line(at, a, at, b) : new Line(a, at, b, at);
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

  private static Box trimExtent(List<CardSlot> slots) {
    double l = Double.MAX_VALUE;
    double t = Double.MAX_VALUE;
    double r = -Double.MAX_VALUE;
    double b = -Double.MAX_VALUE;
    for (CardSlot s : slots) {
      l = Math.min(l, s.trim().x());
      t = Math.min(t, s.trim().y());
      r = Math.max(r, s.trim().right());
      b = Math.max(b, s.trim().bottom());
    }
    return new Box(l, t, r - l, b - t);
  }

  private static TreeSet<Double> xs(List<CardSlot> slots) {
    TreeSet<Double> xs = new TreeSet<>();
    slots.forEach(
        s -> {
          xs.add(round(s.trim().x()));
          xs.add(round(s.trim().right()));
        });
    return xs;
  }

  private static TreeSet<Double> ys(List<CardSlot> slots) {
    TreeSet<Double> ys = new TreeSet<>();
    slots.forEach(
        s -> {
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
