package org.legendsforge.games.graveyard.model;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.rules.Cell;

/**
 * How the map's coordinates are cut into printed rulers: each edge in two, the d10's faces 1 to 5
 * and 6 to 10, so four rulers name every column and row and fit one sheet. The components PDF
 * prints these and the rulebook counts them, so both say the same.
 */
public final class MapRulers {
  /** Half a d10's faces: an edge of at most ten cells is two rulers, laid end to end. */
  public static final int FACES_PER_RULER = 5;

  /** How wide a ruler is across the map's edge, in mm. */
  public static final double ACROSS = 18;

  private MapRulers() {}

  /**
   * One ruler as laid: its coordinates, the die face of its first box, the faces past the map's
   * last row it prints to be rolled again, and, in the unit of {@code cell}, where its boxes start
   * and how long it is.
   *
   * @param alongTop a column ruler, above the map; else a row ruler, left of it
   */
  public record Ruler(
      List<String> labels,
      int firstFace,
      int rerolled,
      double cell,
      double lead,
      double length,
      boolean alongTop) {
    public Ruler {
      labels = List.copyOf(labels);
    }

    /** The boxes it prints: the map's coordinates, then the faces rolled again. */
    public int boxes() {
      return labels.size() + rerolled;
    }
  }

  /**
   * The rulers for a map whose cells are {@code across} wide and {@code down} high, columns first.
   * All are as long as the longest, so they share a sheet: the first ruler of an edge keeps its
   * spare length before its first box, to lie past the map's corner, the second after its last, so
   * the boxes of the two meet end to end.
   */
  public static List<Ruler> laid(double across, double down) {
    List<List<String>> columns = columns();
    List<List<String>> rows = rows();
    // a d10 has ten faces and the map may have fewer rows: those past the last are rolled again
    int rerolled = Math.max(0, rows.size() * FACES_PER_RULER - Cell.ROWS);
    double length = 0;
    for (List<String> labels : columns) {
      length = Math.max(length, labels.size() * across);
    }
    for (int i = 0; i < rows.size(); i++) {
      int again = i == rows.size() - 1 ? rerolled : 0;
      length = Math.max(length, (rows.get(i).size() + again) * down);
    }
    List<Ruler> out = new ArrayList<>();
    edge(out, columns, 0, across, length, true);
    edge(out, rows, rerolled, down, length, false);
    return out;
  }

  private static void edge(
      List<Ruler> out,
      List<List<String>> rulers,
      int rerolled,
      double cell,
      double length,
      boolean alongTop) {
    int face = 1;
    for (int i = 0; i < rulers.size(); i++) {
      List<String> labels = rulers.get(i);
      int again = i == rulers.size() - 1 ? rerolled : 0;
      double lead = i == 0 ? length - (labels.size() + again) * cell : 0;
      out.add(new Ruler(labels, face, again, cell, lead, length, alongTop));
      face += labels.size();
    }
  }

  /** The column letters of each column ruler, in order from the map's left edge. */
  public static List<List<String>> columns() {
    List<String> all = new ArrayList<>();
    for (int c = 0; c < Cell.COLUMNS; c++) {
      all.add(String.valueOf((char) ('A' + c)));
    }
    return cut(all);
  }

  /** The row numbers of each row ruler, in order from the map's top edge. */
  public static List<List<String>> rows() {
    List<String> all = new ArrayList<>();
    for (int r = 1; r <= Cell.ROWS; r++) {
      all.add(Integer.toString(r));
    }
    return cut(all);
  }

  public static int count() {
    return columns().size() + rows().size();
  }

  private static List<List<String>> cut(List<String> all) {
    List<List<String>> out = new ArrayList<>();
    for (int i = 0; i < all.size(); i += FACES_PER_RULER) {
      out.add(List.copyOf(all.subList(i, Math.min(all.size(), i + FACES_PER_RULER))));
    }
    return out;
  }
}
