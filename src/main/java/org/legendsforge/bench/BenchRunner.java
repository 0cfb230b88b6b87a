package org.legendsforge.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Runs forge in fresh JVMs, the way a user runs it (the JVM flags of the ./forge launcher), and
 * measures each run: wall time from the parent, CPU time and peak memory reported by the child.
 */
public final class BenchRunner {
  /** Something done before each timed run (clear the output, edit a card). */
  public interface Step {
    void run(int index) throws IOException;
  }

  private final Path work;
  private final List<String> java;

  /** @param maxHeap a {@code -Xmx} value for every child ("512m"), or empty for the JVM's default */
  public BenchRunner(Path work, java.util.Optional<String> maxHeap) {
    this.work = work;
    this.java = new ArrayList<>();
    java.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    java.addAll(launcherFlags());
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
        .filter(a -> !a.startsWith("-Dforge.stats=") && !a.startsWith("-Xmx"))
        .filter(a -> !a.startsWith("-XX:ArchiveClassesAtExit") && !a.startsWith("-agentlib") && !a.startsWith("-javaagent"))
        .toList();
  }

  public Measurement measure(String scenario, int cards, int runs, Step before, List<String> forgeArgs)
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
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
      int code = p.waitFor();
      long wall = (System.nanoTime() - start) / 1_000_000;
      if (code != 0) {
        throw new IOException(scenario + ": forge exited with " + code + ":\n" + Files.readString(log));
      }
      walls.add(wall);
      stats.add(ProcessStats.parse(Files.readString(statsFile)));
    }
    return new Measurement(scenario, cards, walls, stats);
  }
}
