package org.legendsforge.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.pipeline.ForgeYaml;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.WorkerAddress;
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
      "Without --bind and --port it listens on this machine's member of forge.yaml's cluster"
          + " and joins the others; the secret comes from where that cluster says it is kept.",
      "Exit status: 0 stopped, 1 errors in forge.yaml, 2 usage errors, 3 the port could not be"
          + " opened."
    })
final class WorkerCommand implements Callable<Integer> {
  @Option(
      names = "--bind",
      paramLabel = "IP",
      description =
          "The address to listen on (default: this machine's member in forge.yaml's cluster, else"
              + " 127.0.0.1, this machine only); give the machine's LAN or VPN address for other"
              + " machines to reach it.")
  String bind;

  @Option(
      names = "--port",
      paramLabel = "N",
      description =
          "The port to listen on (default: that of this machine's member in forge.yaml's"
              + " cluster, else 5701).")
  Integer port;

  @Option(
      names = "--join",
      paramLabel = "HOST:PORT",
      split = ",",
      description =
          "Other workers to join (any one finds the rest; default: forge.yaml's other members).")
  List<String> join;

  @Option(
      names = "--data",
      paramLabel = "DIR",
      description =
          "The card-data folder whose forge.yaml names the cluster (default: card-data in the"
              + " project); the games' card data is the playtest's, sent by it.")
  Path data;

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
      description =
          "The cluster's shared secret, in a file (instead of forge.yaml's secretEnv or"
              + " secretFile, or FORGE_CLUSTER_SECRET).")
  Path secretFile;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (port != null && (port < 1 || port > 65535)) {
      throw new ParameterException(spec.commandLine(), "--port " + port + " is not a port");
    }
    // forge.yaml's mistakes are located errors before the engine is loaded or a port opened
    ProjectPaths paths = ProjectPaths.fromSystem();
    Diagnostics problems = new Diagnostics();
    Optional<ForgeYaml> settings = ForgeYaml.read(paths.data(data), paths.userDir(), problems);
    Optional<WorkerAddress.Chosen> where =
        settings.flatMap(
            s ->
                WorkerAddress.ofThisMachine()
                    .choose(
                        s.cluster(),
                        new WorkerAddress.Options(
                            Optional.ofNullable(bind), Optional.ofNullable(port), join),
                        problems));
    Optional<String> secret =
        where.flatMap(
            w -> {
              var named = settings.get().cluster();
              return ClusterSecrets.read(
                  spec.commandLine(),
                  secretFile,
                  named.secretEnv(),
                  named.secretFile(),
                  named.secretFileAt().orElse(named.membersAt()),
                  problems);
            });
    new TerminalConsole(spec).problems(problems);
    if (secret.isEmpty()) {
      return ExitCodes.DATA;
    }
    String bind = where.get().bind();
    int port = where.get().port();
    int k = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    boolean temporary = scratch == null;
    Path dir = temporary ? Files.createTempDirectory("forge-worker-") : scratch;
    Files.createDirectories(dir);
    var err = spec.commandLine().getErr();
    ClusterWorker worker;
    try {
      worker =
          ClusterWorker.start(
              new ClusterWorker.Settings(bind, port, where.get().join(), k, dir),
              secret.get(),
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
