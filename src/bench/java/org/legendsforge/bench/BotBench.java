package org.legendsforge.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.legendsforge.pipeline.ProcessStats;

/**
 * What playing games costs, measured as users play them: each scenario is one {@code forge
 * playtest} in a fresh JVM started with the launcher's playtest flags ({@link #PLAYTEST_FLAGS}, the
 * ./forge script's), timed from outside, with the CPU time and peak memory the child reports. Games
 * per second count the whole run (JVM start and warm-up included); games per CPU second count the
 * time the machine's cores actually gave the process, which stays put when others share the machine
 * (docs/performance.md, "Bots and playtests").
 */
public final class BotBench {
  /**
   * The JVM flags ./forge gives forge playtest (full JIT with smaller inlining, parallel collector,
   * the heap cap).
   */
  public static final List<String> PLAYTEST_FLAGS =
      List.of(
          "-XX:+UseParallelGC",
          "-XX:MaxInlineSize=20",
          "-XX:FreqInlineSize=50",
          "-XX:InlineSmallCode=500",
          "-Xmx512m",
          "-XX:-UsePerfData",
          "-Djava.awt.headless=true");

  private final Path work;
  private final List<String> java;

  public BotBench(Path work) {
    this.work = work;
    java = new ArrayList<>();
    java.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    java.addAll(PLAYTEST_FLAGS);
    String home = System.getProperty("forge.home");
    if (home != null) {
      java.add("-Dforge.home=" + home);
    }
    // the class-data archive the launcher gives every command, as it gives forge playtest
    for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (a.startsWith("-XX:SharedArchiveFile=") || a.startsWith("-Xlog:cds")) {
        java.add(a);
      }
    }
    java.add("-cp");
    java.add(System.getProperty("java.class.path"));
  }

  /** One playtest run: what was played, how long it took, what it used. */
  public record Run(
      String scenario, String bots, int games, int threads, long wallMillis, ProcessStats stats) {
    public double gamesPerSecond() {
      return games * 1000.0 / Math.max(1, wallMillis);
    }

    public double gamesPerCpuSecond() {
      return games * 1000.0 / Math.max(1, stats.cpuMillis());
    }

    /** This run's row, with the wall times of every run of its scenario ({@code runs}). */
    public String markdownRow(List<Run> runs) {
      return String.format(
          Locale.ROOT,
          "| %s | %s | %d | %d | %.1f s | %s | %.1f | %.1f | %.1f | %d MiB | %d MiB |",
          scenario,
          bots,
          games,
          threads,
          wallMillis / 1000.0,
          runs.stream()
              .map(r -> String.format(Locale.ROOT, "%.1f", r.wallMillis() / 1000.0))
              .toList(),
          gamesPerSecond(),
          gamesPerSecond() / threads,
          gamesPerCpuSecond(),
          stats.peakHeapBytes() / (1024 * 1024),
          stats.peakRssKib() / 1024);
    }

    public static String markdownHeader() {
      return "| scenario | bots | games | threads | median wall | runs (s) | games/s | games/s per"
          + " thread | games per CPU s | peak heap | peak RSS |\n"
          + "|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|";
    }
  }

  /**
   * The runs of one scenario, summarised by the run of median wall time (its games per second and
   * the rest are that run's); memory is the highest of any run, so a run that needed more shows.
   */
  public record Repeated(List<Run> runs) {
    public Run median() {
      List<Run> byWall = runs.stream().sorted(Comparator.comparingLong(Run::wallMillis)).toList();
      return byWall.get(byWall.size() / 2);
    }

    public String markdownRow() {
      Run m = median();
      ProcessStats most =
          new ProcessStats(
              m.stats().cpuMillis(),
              runs.stream().mapToLong(r -> r.stats().peakHeapBytes()).max().orElse(0),
              runs.stream().mapToLong(r -> r.stats().peakRssKib()).max().orElse(0));
      return new Run(m.scenario(), m.bots(), m.games(), m.threads(), m.wallMillis(), most)
          .markdownRow(runs);
    }
  }

  /**
   * Plays {@code games} seeds between {@code bots} on {@code threads} threads, with {@code
   * compensation} games ({@code on} or {@code both}), into a scratch output folder.
   */
  public Run playtest(String scenario, String bots, int games, int threads, String compensation)
      throws IOException, InterruptedException {
    Path stats = work.resolve("bot-stats.json");
    Files.deleteIfExists(stats);
    List<String> cmd = new ArrayList<>(java);
    cmd.add(1, "-Dforge.stats=" + stats);
    cmd.addAll(
        List.of(
            "org.legendsforge.cli.Forge",
            "playtest",
            "--bots",
            bots,
            "--games",
            String.valueOf(games),
            "--threads",
            String.valueOf(threads),
            "--compensation",
            compensation,
            "--format",
            "json",
            "--out",
            work.resolve("playtest-out").toString()));
    Path log = work.resolve("playtest.log");
    long start = System.nanoTime();
    Process p =
        new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    int code = p.waitFor();
    long wall = (System.nanoTime() - start) / 1_000_000;
    if (code != 0) {
      throw new IOException(
          scenario + ": forge playtest exited with " + code + ":\n" + Files.readString(log));
    }
    // "both" plays every seed twice, with the compensation counter and without: games played
    int played = compensation.equals("both") ? 2 * games : games;
    return new Run(
        scenario, bots, played, threads, wall, ProcessStats.parse(Files.readString(stats)));
  }
}
