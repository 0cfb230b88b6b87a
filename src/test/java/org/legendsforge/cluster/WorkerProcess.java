package org.legendsforge.cluster;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A {@code forge worker} in a process of its own, on loopback, its output in a file: a test's
 * member of a cluster, started as a designer starts one.
 */
final class WorkerProcess implements AutoCloseable {
  private final Process process;
  private final Path log;
  final int port;

  private WorkerProcess(Process process, Path log, int port) {
    this.process = process;
    this.log = log;
    this.port = port;
  }

  /** Starts a worker with {@code secret}, joining {@code join} (null: none), in {@code dir}. */
  static WorkerProcess start(Path dir, String secret, WorkerProcess join, String... jvm)
      throws IOException {
    int port = freePort();
    Path secretFile = dir.resolve("secret-" + port);
    Files.writeString(secretFile, secret);
    Path scratch = Files.createDirectories(dir.resolve("scratch-" + port));
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-XX:TieredStopAtLevel=1");
    cmd.add("-XX:+UseSerialGC");
    cmd.addAll(List.of(jvm));
    cmd.addAll(
        List.of(
            "-cp",
            System.getProperty("java.class.path"),
            "org.legendsforge.cli.Forge",
            "worker",
            "--bind",
            "127.0.0.1",
            "--port",
            Integer.toString(port),
            "--threads",
            "1",
            "--scratch",
            scratch.toString(),
            "--secret-file",
            secretFile.toString()));
    if (join != null) {
      cmd.add("--join");
      cmd.add("127.0.0.1:" + join.port);
    }
    Path log = dir.resolve("worker-" + port + ".log");
    Process p =
        new ProcessBuilder(cmd)
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .directory(dir.toFile())
            .start();
    return new WorkerProcess(p, log, port);
  }

  /** Waits until the worker says it listens; false when it died or took over two minutes. */
  boolean awaitListening() throws IOException, InterruptedException {
    return awaitLine("listening on", 120);
  }

  /** Waits for a line holding {@code text} in the worker's output. */
  boolean awaitLine(String text, int seconds) throws IOException, InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (System.nanoTime() < end) {
      if (output().contains(text)) {
        return true;
      }
      if (!process.isAlive()) {
        return false;
      }
      Thread.sleep(100);
    }
    return false;
  }

  String output() throws IOException {
    return Files.exists(log) ? Files.readString(log) : "";
  }

  String address() {
    return "127.0.0.1:" + port;
  }

  /** Ends the worker at once, as a machine that loses power (no goodbye to the cluster). */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor(30, TimeUnit.SECONDS);
  }

  @Override
  public void close() throws InterruptedException {
    kill();
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }
}
