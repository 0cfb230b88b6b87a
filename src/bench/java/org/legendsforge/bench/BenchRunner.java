package org.legendsforge.bench;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.legendsforge.pipeline.ProcessStats;

/**
 * Runs forge in fresh JVMs, the way a user runs it (the JVM flags of the ./forge launcher), and
 * measures each run: wall time from the parent, CPU time and peak memory reported by the child.
 */
public final class BenchRunner {
  /** Something done before each timed run (clear the output, edit a card). */
  public interface Step {
    void run(int index) throws IOException;
  }

  /** Edits a watch session makes before its rebuilds are timed. */
  static final int WATCH_WARM_UP = 3;

  private final Path work;
  private final List<String> java;

  /**
   * @param maxHeap a {@code -Xmx} value for every child ("512m"), or empty for the JVM's default
   */
  public BenchRunner(Path work, Optional<String> maxHeap) {
    this.work = work;
    this.java = new ArrayList<>();
    java.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // The launcher's heap cap stays unless --max-heap replaces it.
    java.addAll(
        launcherFlags().stream().filter(a -> maxHeap.isEmpty() || !a.startsWith("-Xmx")).toList());
    maxHeap.ifPresent(m -> java.add("-Xmx" + m));
    java.add("-cp");
    java.add(System.getProperty("java.class.path"));
  }

  /**
   * The flags this JVM was started with: run through ./forge, the launcher's (C1 only, serial
   * collector, its class-data archive), so every child starts exactly as a user's forge does.
   */
  static List<String> launcherFlags() {
    return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(a -> !a.startsWith("-Dforge.stats="))
        .filter(
            a ->
                !a.startsWith("-XX:ArchiveClassesAtExit")
                    && !a.startsWith("-agentlib")
                    && !a.startsWith("-javaagent"))
        .toList();
  }

  public Measurement measure(
      String scenario, int cards, int runs, Step before, List<String> forgeArgs)
      throws IOException, InterruptedException {
    List<Long> walls = new ArrayList<>();
    List<ProcessStats> stats = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      before.run(i);
      Path statsFile = work.resolve("stats.json");
      Files.deleteIfExists(statsFile);
      List<String> cmd = new ArrayList<>(java);
      cmd.add(1, "-Dforge.stats=" + statsFile);
      cmd.add("org.legendsforge.cli.Forge");
      cmd.addAll(forgeArgs);
      Path log = work.resolve("run.log");
      long start = System.nanoTime();
      Process p =
          new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
      int code = p.waitFor();
      long wall = (System.nanoTime() - start) / 1_000_000;
      if (code != 0) {
        throw new IOException(
            scenario + ": forge exited with " + code + ":\n" + Files.readString(log));
      }
      walls.add(wall);
      stats.add(ProcessStats.parse(Files.readString(statsFile)));
    }
    return new Measurement(scenario, cards, walls, stats);
  }

  /**
   * A one-card rebuild the way a designer iterates: one {@code forge watch} process, started once
   * and warmed by its first build and {@code WATCH_WARM_UP} untimed edits (a designer's session is
   * long; its first rebuilds still compile code), then {@code runs} edits, each timed by the
   * rebuild time forge prints ("changed: ok in 0.45 s": from the change being noticed to the new
   * output in place, without the watcher's 300 ms quiet period). CPU is the process's over the
   * rebuilds; heap is not reported (the process is stopped, not ended).
   */
  public Measurement measureWatch(
      String scenario, int cards, int runs, Step edit, List<String> watchArgs)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(java);
    cmd.add("org.legendsforge.cli.Forge");
    cmd.addAll(watchArgs);
    Path log = work.resolve("watch.log");
    Files.deleteIfExists(log);
    Process p =
        new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    try {
      waitFor(p, log, 0, Pattern.compile("forge: first build: "), 300_000);
      Pattern done = Pattern.compile("changed: ok in ([0-9.]+) s");
      for (int i = 0; i < WATCH_WARM_UP; i++) {
        int from = Files.readString(log).length();
        edit.run(i);
        waitFor(p, log, from, done, 120_000);
        Thread.sleep(200);
      }
      long cpuBefore = cpuMillis(p);
      List<Long> builds = new ArrayList<>();
      for (int i = 0; i < runs; i++) {
        int from = Files.readString(log).length();
        edit.run(WATCH_WARM_UP + i);
        Matcher m = waitFor(p, log, from, done, 120_000);
        builds.add(Math.round(Double.parseDouble(m.group(1)) * 1000));
        Thread.sleep(200);
      }
      return rebuildsOf(p, scenario, cards, builds, cpuMillis(p) - cpuBefore);
    } finally {
      end(p);
    }
  }

  /**
   * A one-card rebuild as {@code ./forge build} runs it when a build server is up: one server
   * process, started once and warmed like the watch session (its first build and {@code
   * WATCH_WARM_UP} untimed edits), then {@code runs} edits, each timed from the start of a new
   * client JVM to its end, which is what the user waits for. CPU is the server's over the timed
   * rebuilds (the client's 0.06-0.08 s of CPU is not in it); heap is not reported.
   */
  public Measurement measureServer(
      String scenario, int cards, int runs, Step edit, List<String> buildArgs)
      throws IOException, InterruptedException {
    // relative to the work folder, where both processes run: a socket's path has a length limit
    String socket = "server.sock";
    List<String> cmd = new ArrayList<>(java);
    cmd.add("org.legendsforge.cli.ServerCommand");
    cmd.add(socket);
    cmd.add(System.getProperty("java.class.path").split(File.pathSeparator)[0]);
    Process server =
        new ProcessBuilder(cmd)
            .directory(work.toFile())
            .redirectErrorStream(true)
            .redirectOutput(work.resolve("server.log").toFile())
            .start();
    try {
      List<String> wait = List.of("--wait", "120", Long.toString(server.pid()));
      client(socket, wait, buildArgs);
      for (int i = 0; i < WATCH_WARM_UP; i++) {
        edit.run(i);
        client(socket, List.of(), buildArgs);
      }
      long cpuBefore = cpuMillis(server);
      List<Long> walls = new ArrayList<>();
      for (int i = 0; i < runs; i++) {
        edit.run(WATCH_WARM_UP + i);
        walls.add(client(socket, List.of(), buildArgs));
      }
      return rebuildsOf(server, scenario, cards, walls, cpuMillis(server) - cpuBefore);
    } finally {
      end(server);
    }
  }

  /**
   * The timed rebuilds of a process that stays up (forge watch, the build server): its CPU over
   * them, scaled to the median rebuild so "cores busy" reads as for the one-shot scenarios, and its
   * peak RSS; no heap (the process is stopped, not ended).
   */
  private static Measurement rebuildsOf(
      Process p, String scenario, int cards, List<Long> walls, long cpuMillis) {
    long total = walls.stream().mapToLong(Long::longValue).sum();
    long cpuPerMedian = total == 0 ? 0 : cpuMillis * Measurement.median(walls) / total;
    return new Measurement(
        scenario, cards, walls, List.of(new ProcessStats(cpuPerMedian, 0, peakRssKib(p))));
  }

  private static void end(Process p) throws InterruptedException {
    p.destroy();
    if (!p.waitFor(30, TimeUnit.SECONDS)) {
      p.destroyForcibly();
    }
  }

  /**
   * One client run, as the launcher starts it: a small heap, and the client's own class-data
   * archive, which its first run makes (in the work folder, where the clients run). Returns its
   * wall time in ms.
   */
  private long client(String socket, List<String> wait, List<String> forgeArgs)
      throws IOException, InterruptedException {
    List<String> cmd =
        new ArrayList<>(
            java.stream()
                .filter(
                    a ->
                        !a.startsWith("-XX:SharedArchiveFile")
                            && !a.startsWith("-Xshare")
                            && !a.startsWith("-Xlog:cds"))
                .map(a -> a.startsWith("-Xmx") ? "-Xmx64m" : a)
                .toList());
    String archive = "client.jsa";
    cmd.addAll(
        1,
        List.of(
            Files.isRegularFile(work.resolve(archive))
                ? "-XX:SharedArchiveFile=" + archive
                : "-XX:ArchiveClassesAtExit=" + archive,
            "-Xlog:cds=off",
            "-Xlog:cds+dynamic=off"));
    cmd.add("org.legendsforge.kit.server.BuildClient");
    cmd.add(socket);
    cmd.addAll(wait);
    cmd.addAll(forgeArgs);
    Path log = work.resolve("client.log");
    long start = System.nanoTime();
    Process p =
        new ProcessBuilder(cmd)
            .directory(work.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    int code = p.waitFor();
    long wall = (System.nanoTime() - start) / 1_000_000;
    if (code != 0) {
      throw new IOException(
          "forge build through the build server exited with "
              + code
              + ":\n"
              + Files.readString(log)
              + "\nserver:\n"
              + Files.readString(work.resolve("server.log")));
    }
    return wall;
  }

  private static Matcher waitFor(Process p, Path log, int from, Pattern line, long timeoutMs)
      throws IOException, InterruptedException {
    long end = System.currentTimeMillis() + timeoutMs;
    while (System.currentTimeMillis() < end) {
      String text = Files.readString(log);
      Matcher m = line.matcher(text.substring(Math.min(from, text.length())));
      if (m.find()) {
        return m;
      }
      if (!p.isAlive()) {
        throw new IOException("forge watch ended:\n" + text);
      }
      Thread.sleep(10);
    }
    throw new IOException(
        "forge watch did not print \"" + line.pattern() + "\" in time:\n" + Files.readString(log));
  }

  private static long cpuMillis(Process p) {
    return p.info().totalCpuDuration().map(Duration::toMillis).orElse(0L);
  }

  private static long peakRssKib(Process p) {
    return ProcessStats.peakRssKib(Path.of("/proc", Long.toString(p.pid()), "status"));
  }
}
