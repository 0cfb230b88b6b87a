package org.legendsforge.bench;

import java.util.List;
import java.util.Locale;
import org.legendsforge.cli.ProcessStats;

/** The runs of one benchmark scenario, summarised by their median. */
public record Measurement(
    String scenario, int cards, List<Long> wallMillis, List<ProcessStats> stats) {
  public long medianWall() {
    return median(wallMillis);
  }

  public double cardsPerSecond() {
    return cards * 1000.0 / Math.max(1, medianWall());
  }

  public long peakHeapMib() {
    return stats.stream().mapToLong(ProcessStats::peakHeapBytes).max().orElse(0) / (1024 * 1024);
  }

  public long peakRssMib() {
    return stats.stream().mapToLong(ProcessStats::peakRssKib).max().orElse(0) / 1024;
  }

  /** CPU time over wall time: 2.0 means both cores were busy the whole run. */
  public double coresBusy() {
    long cpu = median(stats.stream().map(ProcessStats::cpuMillis).toList());
    return cpu / (double) Math.max(1, medianWall());
  }

  public String markdownRow() {
    return String.format(
        Locale.ROOT,
        "| %s | %d | %.2f s | %s | %.0f | %s | %d MiB | %.2f |",
        scenario,
        cards,
        medianWall() / 1000.0,
        wallMillis.stream().map(w -> String.format(Locale.ROOT, "%.2f", w / 1000.0)).toList(),
        cardsPerSecond(),
        peakHeapMib() == 0 ? "–" : peakHeapMib() + " MiB",
        peakRssMib(),
        coresBusy());
  }

  public static String markdownHeader() {
    return "| scenario | cards | median wall | runs (s) | cards/s | peak heap | peak RSS | cores busy |\n"
        + "|---|---:|---:|---|---:|---:|---:|---:|";
  }

  static long median(List<Long> values) {
    List<Long> sorted = values.stream().sorted().toList();
    return sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
  }
}
