package org.legendsforge.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.legendsforge.pipeline.cluster.ClusterWorker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code forge worker}: makes this machine a member of a cluster that plays playtests' games
 * (docs/cluster.md), until stopped. It listens on loopback unless told an address, plays only for
 * playtests signed with the shared secret and run by the same version of forge, and writes only in
 * its scratch folder.
 */
@Command(
    name = "worker",
    mixinStandardHelpOptions = true,
    description = {
      "Makes this machine a worker of a playtest cluster until stopped (Ctrl-C): it plays the games"
          + " that `forge playtest --cluster` sends, for playtests of the same forge version that"
          + " know the shared secret (FORGE_CLUSTER_SECRET or --secret-file). The open edition of"
          + " the engine does not encrypt: card data and tallies travel in clear (docs/cluster.md).",
      "Exit status: 0 stopped, 2 usage errors, 3 the port could not be opened."
    })
final class WorkerCommand implements Callable<Integer> {
  @Option(
      names = "--bind",
      paramLabel = "IP",
      description =
          "The address to listen on (default: ${DEFAULT-VALUE}, this machine only); give the"
              + " machine's LAN or VPN address for other machines to reach it.")
  String bind = "127.0.0.1";

  @Option(
      names = "--port",
      paramLabel = "N",
      description = "The port to listen on (default: ${DEFAULT-VALUE}).")
  int port = 5701;

  @Option(
      names = "--join",
      paramLabel = "HOST:PORT",
      split = ",",
      description = "Other workers to join (any one finds the rest).")
  List<String> join = List.of();

  @Option(
      names = "--threads",
      paramLabel = "K",
      description = "Threads to play on (default: every core).")
  Integer threads;

  @Option(
      names = "--scratch",
      paramLabel = "DIR",
      description =
          "The only folder the worker writes in: the card data it is sent (default: a new"
              + " temporary folder, removed when the worker stops).")
  Path scratch;

  @Option(
      names = "--secret-file",
      paramLabel = "FILE",
      description = "The cluster's shared secret, in a file (instead of FORGE_CLUSTER_SECRET).")
  Path secretFile;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    String secret = ClusterSecrets.read(spec.commandLine(), secretFile);
    if (port < 1 || port > 65535) {
      throw new ParameterException(spec.commandLine(), "--port " + port + " is not a port");
    }
    int k = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    boolean temporary = scratch == null;
    Path dir = temporary ? Files.createTempDirectory("forge-worker-") : scratch;
    Files.createDirectories(dir);
    var err = spec.commandLine().getErr();
    ClusterWorker worker;
    try {
      worker =
          ClusterWorker.start(
              new ClusterWorker.Settings(bind, port, join, k, dir),
              secret,
              ClusterSecrets.version(),
              line -> {
                err.println("forge worker: " + line);
                err.flush();
              });
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    } catch (RuntimeException e) {
      err.println(
          "error: the worker could not start on " + bind + ":" + port + ": " + e.getMessage());
      err.println(
          "hint: is another worker on that port? give --port N, or --bind an address of this machine");
      return ExitCodes.ENVIRONMENT;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  worker.close();
                  if (temporary) {
                    delete(dir);
                  }
                  stopped.countDown();
                }));
    err.println(
        "forge worker: listening on "
            + worker.address()
            + " ("
            + worker.members()
            + " in the cluster), forge "
            + ClusterSecrets.version()
            + ", "
            + k
            + " threads, scratch "
            + dir
            + "; Ctrl-C stops it");
    err.flush();
    stopped.await();
    return ExitCodes.OK;
  }

  private static void delete(Path dir) {
    try (Stream<Path> s = Files.walk(dir)) {
      s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // the temporary folder stays for the system to clear
    }
  }
}
