package org.legendsforge.kit.print;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The cutting guides of a page. Crop marks extend each trim line outwards beyond the grid, ending
 * at the printable area's edge, and, where cards keep their own bleed, cross the gutters between
 * trims; no mark ever enters a card's trim. Where the margin beyond the bleed has room for a mark
 * of at least {@link SheetSpec#MIN_MARK} mm, the mark lies on clear paper; otherwise it runs from
 * the printable edge over the bleed to just short of the trim (the cut removes that part, and the
 * page draws it over a white keyline so it shows on a dark bleed). Cut lines run along every trim
 * line across the printable area.
 */
public final class CropMarks {
  private static final double MIN_GUTTER_MARK = 1.0;

  private CropMarks() {}

  public static List<Line> marks(SheetSpec sheet, List<CardSlot> slots) {
    List<Line> out = new ArrayList<>();
    if (sheet.kind() == SheetSpec.Kind.STOCK || slots.isEmpty()) {
      return out;
    }
    Box grid = extent(slots, true);
    Box trims = extent(slots, false);
    Box printable = sheet.printable();
    for (double x : xs(slots)) {
      out.add(outward(sheet, x, grid.y(), trims.y(), printable.y(), -1, true));
      out.add(outward(sheet, x, grid.bottom(), trims.bottom(), printable.bottom(), 1, true));
    }
    for (double y : ys(slots)) {
      out.add(outward(sheet, y, grid.x(), trims.x(), printable.x(), -1, false));
      if (sheet.kind() != SheetSpec.Kind.FOLD) {
        out.add(outward(sheet, y, grid.right(), trims.right(), printable.right(), 1, false));
      }
    }
    out.addAll(gutterMarks(sheet, slots));
    return out;
  }

  /**
   * A mark on trim line {@code at}, leaving the grid towards the page edge ({@code dir} -1: up or
   * left) and ending at the printable edge {@code limit} at the latest.
   */
  private static Line outward(
      SheetSpec sheet,
      double at,
      double bleedEdge,
      double trimEdge,
      double limit,
      int dir,
      boolean vertical) {
    double clear = bleedEdge + dir * sheet.markOffset();
    boolean roomBeyondBleed = (limit - clear) * dir >= SheetSpec.MIN_MARK;
    double start = roomBeyondBleed ? clear : trimEdge + dir * SheetSpec.MARK_GAP;
    double end = start + dir * sheet.markLength();
    end = dir < 0 ? Math.max(limit, end) : Math.min(limit, end);
    double a = Math.min(start, end);
    double b = Math.max(start, end);
    return vertical ? new Line(at, a, at, b) : new Line(a, at, b, at);
  }

  /**
   * Guides along every trim line across the printable area (on a fold-over sheet, across the
   * fronts' half), for cutting with a long ruler or a trimmer.
   */
  public static List<Line> cutLines(SheetSpec sheet, List<CardSlot> slots) {
    List<Line> out = new ArrayList<>();
    Box p = sheet.printable();
    double right = sheet.kind() == SheetSpec.Kind.FOLD ? sheet.foldX() : p.right();
    for (double x : xs(slots)) {
      out.add(new Line(x, p.y(), x, p.bottom()));
    }
    for (double y : ys(slots)) {
      out.add(new Line(p.x(), y, right, y));
    }
    return out;
  }

  /** Short marks in the gutters where neighbouring trims are apart (only over bleed). */
  private static List<Line> gutterMarks(SheetSpec sheet, List<CardSlot> slots) {
    List<Line> out = new ArrayList<>();
    double off = Math.min(sheet.markOffset(), 0.5);
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
    if (line.length() >= MIN_GUTTER_MARK && line.x2() >= line.x1() && line.y2() >= line.y1()) {
      out.add(line);
    }
  }

  /** The slots' visible boxes ({@code bleed}) or trims, taken together. */
  private static Box extent(List<CardSlot> slots, boolean bleed) {
    double l = Double.MAX_VALUE;
    double t = Double.MAX_VALUE;
    double r = -Double.MAX_VALUE;
    double b = -Double.MAX_VALUE;
    for (CardSlot s : slots) {
      Box box = bleed ? s.visible() : s.trim();
      l = Math.min(l, box.x());
      t = Math.min(t, box.y());
      r = Math.max(r, box.right());
      b = Math.max(b, box.bottom());
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
