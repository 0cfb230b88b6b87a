package org.legendsforge.kit.report;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.report.Footprint.Box;
import org.legendsforge.kit.report.Footprint.Segment;

/**
 * Puts the names of points on a chart so that no name covers another name, a point, a leader line
 * or the plot's edges, and none can be read as another point's name.
 *
 * <p>Greedy, and the same input always gives the same places: names are placed one at a time in the
 * order given (the caller puts the most important first), and each takes the first free place among
 * fixed candidates around its point, nearest first. First the eight places touching the point's
 * marker (right, left, above right, above left, below right, below left, above, below); then rings
 * {@value #RING_STEP} px apart out to {@value #RINGS} rings, sixteen directions each, from level
 * right and left turning up and down, where a thin leader line joins the name to its point.
 *
 * <p>A place is free when the name's box (its text's width estimated by {@link TextWidth}, with
 * {@value #PAD} px around it) lies inside the plot, clear of every obstacle (the points' markers),
 * every name placed and every leader drawn. A name beside its point must also keep {@value #APART}
 * px from every other point's marker (four times its gap to its own); a name further out must have
 * a leader that passes over no other point and crosses no name or leader already there.
 *
 * <p>A name with no free place is left out, and placing stops once {@code max} names are placed;
 * the result counts the names left out, for the chart to say how many it could not show.
 */
public final class LabelPlacer {
  static final double PAD = 1.5;
  static final double RING_STEP = 11;
  static final int RINGS = 10;

  /** From the baseline: how far DejaVu Sans rises above it and falls below, per px of size. */
  private static final double ASCENT = 0.80;

  private static final double DESCENT = 0.24;

  /** Between a marker's edge and a name beside it. */
  private static final double GAP = 2;

  /** At least this between a name beside its point and any other point's marker. */
  private static final double APART = 4 * GAP;

  /** The places beside a point, in the order they are tried: x and y of the direction. */
  private static final int[][] BESIDE = {
    {1, 0}, {-1, 0}, {1, -1}, {-1, -1}, {1, 1}, {-1, 1}, {0, -1}, {0, 1}
  };

  /** Directions on the rings, in the order they are tried (degrees, y pointing down). */
  private static final double[] RING_ANGLES = {
    0, 180, -22.5, 202.5, 22.5, 157.5, -45, 225, 45, 135, -67.5, 247.5, 67.5, 112.5, -90, 90
  };

  /** A point to name: its centre, how far its marker reaches from it, and the name. */
  public record Label(String text, double x, double y, double radius) {}

  /**
   * Where a name went: {@code box} is its text with {@link #PAD} around it; a leader runs from the
   * point's marker to the box when the name is not beside its point.
   */
  record Placed(Label label, Box box, boolean leader) {
    double textX() {
      return box.x() + PAD;
    }

    double baseline(double size) {
      return box.y() + PAD + ASCENT * size;
    }

    /** The leader: from the marker's edge to the box's point nearest the point's centre. */
    Segment leaderLine() {
      double ex = Math.max(box.x(), Math.min(label.x(), box.right()));
      double ey = Math.max(box.y(), Math.min(label.y(), box.bottom()));
      double d = Math.hypot(ex - label.x(), ey - label.y());
      double r = d == 0 ? 0 : Math.min(label.radius(), d) / d;
      return new Segment(
          label.x() + (ex - label.x()) * r, label.y() + (ey - label.y()) * r, ex, ey);
    }
  }

  /** The names placed, and how many were left out. */
  public record Result(List<Placed> placed, int left) {}

  private final Box area;
  private final TextWidth face;
  private final double size;

  /** Names in {@code face} at {@code size} px, kept inside {@code area} (the plot). */
  public LabelPlacer(Box area, TextWidth face, double size) {
    this.area = area;
    this.face = face;
    this.size = size;
  }

  /**
   * Places {@code labels}, most important first, clear of {@code obstacles}; at most {@code max}.
   */
  public Result place(List<Label> labels, List<? extends Footprint> obstacles, int max) {
    List<Placed> placed = new ArrayList<>();
    for (Label l : labels) {
      if (placed.size() == max) {
        break;
      }
      Placed p = first(l, obstacles, placed);
      if (p != null) {
        placed.add(p);
      }
    }
    return new Result(List.copyOf(placed), labels.size() - placed.size());
  }

  private Placed first(Label l, List<? extends Footprint> obstacles, List<Placed> placed) {
    for (Placed p : candidates(l)) {
      if (free(p, obstacles, placed) && (p.leader() ? clear(p, obstacles) : own(p, obstacles))) {
        return p;
      }
    }
    return null;
  }

  /** Every place a name may take, in the order they are tried. */
  private List<Placed> candidates(Label l) {
    double w = face.of(l.text(), size) + 2 * PAD;
    double h = (ASCENT + DESCENT) * size + 2 * PAD;
    double near = l.radius() + GAP;
    List<Placed> out = new ArrayList<>();
    for (int[] d : BESIDE) {
      // a corner of the box touches the circle `near` around the point
      double k = d[0] != 0 && d[1] != 0 ? near * StrictMath.sqrt(0.5) : near;
      out.add(new Placed(l, box(l.x() + d[0] * k, l.y() + d[1] * k, d[0], d[1], w, h), false));
    }
    for (int ring = 1; ring <= RINGS; ring++) {
      double r = near + ring * RING_STEP;
      for (double deg : RING_ANGLES) {
        double a = StrictMath.toRadians(deg);
        double cos = StrictMath.cos(a);
        double sin = StrictMath.sin(a);
        int sx = Math.abs(cos) < 0.3 ? 0 : cos > 0 ? 1 : -1;
        int sy = Math.abs(sin) < 0.3 ? 0 : sin > 0 ? 1 : -1;
        out.add(new Placed(l, box(l.x() + r * cos, l.y() + r * sin, sx, sy, w, h), true));
      }
    }
    return out;
  }

  /**
   * A box whose side or corner facing the point is at (ax, ay): to its right for {@code sx} 1, left
   * for -1, centred for 0; below it for {@code sy} 1, above for -1, centred for 0.
   */
  private static Box box(double ax, double ay, int sx, int sy, double w, double h) {
    double x = sx > 0 ? ax : sx < 0 ? ax - w : ax - w / 2;
    double y = sy > 0 ? ay : sy < 0 ? ay - h : ay - h / 2;
    return new Box(x, y, w, h);
  }

  private boolean free(Placed p, List<? extends Footprint> obstacles, List<Placed> placed) {
    Box b = p.box();
    if (!b.inside(area)) {
      return false;
    }
    for (Footprint o : obstacles) {
      if (o.overlaps(b)) {
        return false;
      }
    }
    Segment mine = p.leader() ? p.leaderLine() : null;
    for (Placed q : placed) {
      Segment theirs = q.leader() ? q.leaderLine() : null;
      if (b.overlaps(q.box())
          || (theirs != null && b.crossedBy(theirs))
          || (mine != null && q.box().crossedBy(mine))
          || (mine != null && theirs != null && mine.crosses(theirs))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a name beside its point keeps {@value #APART} px from every other point's marker, so it
   * cannot be read as that point's name.
   */
  private static boolean own(Placed p, List<? extends Footprint> obstacles) {
    Label l = p.label();
    for (Footprint o : obstacles) {
      if (!o.contains(l.x(), l.y()) && o.distance(p.box()) < APART) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a leader passes over no obstacle but those at its own point (its marker, and markers of
   * points so close they cover its centre).
   */
  private static boolean clear(Placed p, List<? extends Footprint> obstacles) {
    Segment l = p.leaderLine();
    for (Footprint o : obstacles) {
      if (!o.contains(p.label().x(), p.label().y()) && o.crossedBy(l)) {
        return false;
      }
    }
    return true;
  }
}
