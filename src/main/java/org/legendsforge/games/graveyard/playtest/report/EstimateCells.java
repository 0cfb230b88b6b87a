package org.legendsforge.games.graveyard.playtest.report;

import java.util.function.DoubleFunction;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * An estimate as the playtest pages write it in a table cell: its value, then in small type its
 * interval and the number of games it stands on, so every page reads its numbers the same way.
 */
public final class EstimateCells {
  private EstimateCells() {}

  /** A rate: "–" when nothing was counted, the bare rate when it has no interval. */
  public static String rate(Estimate e) {
    if (!e.known()) {
      return "–";
    }
    return e.hasInterval()
        ? withInterval(e, IntervalChart::percent)
        : IntervalChart.percent(e.value());
  }

  /** A mean: "–" when nothing was counted, the mean and its count when it has no interval. */
  public static String mean(Estimate e) {
    if (!e.known()) {
      return "–";
    }
    if (!e.hasInterval()) {
      return PlaytestTables.f(e.value()) + " <small>(" + e.n() + ")</small>";
    }
    return withInterval(e, PlaytestTables::f);
  }

  /** The value, its low and high bound and the count, each number written by {@code number}. */
  public static String withInterval(Estimate e, DoubleFunction<String> number) {
    return number.apply(e.value())
        + " <small>("
        + number.apply(e.low())
        + "–"
        + number.apply(e.high())
        + ", "
        + e.n()
        + ")</small>";
  }
}
