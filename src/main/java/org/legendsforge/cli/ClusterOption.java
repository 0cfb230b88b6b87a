package org.legendsforge.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.pipeline.CommandConsole;
import org.legendsforge.pipeline.ForgeYaml;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.RunOutcome;
import org.legendsforge.pipeline.cluster.ClusterPlaytest;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --cluster}: the games are played by the forge workers at these addresses instead of this
 * machine's threads, with the same result; without it, by those forge.yaml's {@code cluster:} names
 * (docs/cluster.md). When neither names one nothing of the cluster is loaded and no connection is
 * made.
 */
final class ClusterOption {
  @Option(
      names = "--cluster",
      paramLabel = "HOST:PORT",
      split = ",",
      description =
          "Play the games on the forge workers at these addresses (forge worker; any one of them"
              + " finds the rest) instead of this machine; the result is the same. The secret"
              + " comes from FORGE_CLUSTER_SECRET or --secret-file.")
  List<String> addresses;

  @Option(
      names = "--secret-file",
      paramLabel = "FILE",
      description = "The cluster's shared secret, in a file (instead of FORGE_CLUSTER_SECRET).")
  Path secretFile;

  /**
   * For a study whose games are played on this machine only ({@code study} names it): a usage error
   * when --cluster was given; when forge.yaml names a cluster, a note that it is not used, so
   * nobody waits on workers that get no work. A forge.yaml with errors is reported where the card
   * data is loaded, not here.
   */
  void local(CommandLine cl, CommandConsole console, ProjectPaths paths, Path data, String study) {
    if (addresses != null) {
      throw new CommandLine.ParameterException(
          cl, "the games of " + study + " are played on this machine only: leave out --cluster");
    }
    Optional<ForgeYaml> settings =
        ForgeYaml.read(paths.data(data), paths.userDir(), new Diagnostics());
    if (settings.isPresent() && !settings.get().cluster().members().isEmpty()) {
      console.note(
          "forge: the games of "
              + study
              + " are played on this machine only, not by the cluster forge.yaml names");
    }
  }

  /** What a command does with the cluster's link (null: play on this machine). */
  @FunctionalInterface
  interface Body {
    RunOutcome run(ClusterPlaytest link) throws java.io.IOException, InterruptedException;
  }

  /**
   * {@code body} run with the link to the cluster (null when no --cluster was given), closed after
   * it; a cluster that cannot be reached or cannot finish the games is the outcome instead.
   */
  RunOutcome run(CommandLine cl, CommandConsole console, ProjectPaths paths, Path data, Body body)
      throws java.io.IOException, InterruptedException {
    Diagnostics problems = new Diagnostics();
    Optional<ForgeYaml> settings = ForgeYaml.read(paths.data(data), paths.userDir(), problems);
    console.problems(problems);
    if (settings.isEmpty()) {
      return RunOutcome.dataErrors();
    }
    var named = settings.get().cluster();
    List<String> members = addresses != null ? addresses : named.members();
    if (members.isEmpty()) {
      return body.run(null);
    }
    // read as forge worker reads it: --secret-file, else where forge.yaml says it is kept
    Diagnostics unread = new Diagnostics();
    Optional<String> secret =
        ClusterSecrets.read(
            cl,
            secretFile,
            named.secretEnv(),
            named.secretFile(),
            named.secretFileAt().orElse(named.membersAt()),
            unread);
    if (secret.isEmpty()) {
      console.problems(unread);
      return RunOutcome.dataErrors();
    }
    try (ClusterPlaytest link =
        ClusterPlaytest.connect(members, secret.get(), ClusterSecrets.version(), console)) {
      return body.run(link);
    } catch (ClusterPlaytest.Failed e) {
      return failed(e);
    }
  }

  /** A cluster that could not play the games, as the command's outcome. */
  private static RunOutcome failed(ClusterPlaytest.Failed e) {
    return RunOutcome.environment(
        e.getMessage(),
        "start `forge worker` on each machine with the same secret (docs/cluster.md)");
  }
}
