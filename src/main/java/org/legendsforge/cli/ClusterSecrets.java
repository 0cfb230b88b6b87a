package org.legendsforge.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Where the cluster's shared secret and forge's version come from, alike for {@code forge worker}
 * and {@code forge playtest --cluster}. The secret is never an option's value, which any user of
 * the machine could read in the process list.
 */
final class ClusterSecrets {
  static final String ENV = "FORGE_CLUSTER_SECRET";

  private ClusterSecrets() {}

  static String read(CommandLine cl, Path file) {
    String secret;
    if (file != null) {
      try {
        secret = Files.readString(file).strip();
      } catch (IOException e) {
        throw new ParameterException(
            cl, "cannot read the secret file " + file + ": " + e.getMessage());
      }
    } else {
      secret = fromEnvironment(cl, ENV, false);
    }
    return secret;
  }

  /**
   * The secret from --secret-file ({@code option}), else from where forge.yaml's {@code cluster:}
   * says it is kept ({@code namedEnv} or {@code namedFile}, written at {@code namedFileAt}), else
   * from {@link #ENV}; empty after a located error in {@code problems} when forge.yaml's secretFile
   * cannot be read.
   */
  static Optional<String> read(
      CommandLine cl,
      Path option,
      Optional<String> namedEnv,
      Optional<Path> namedFile,
      SourceRef namedFileAt,
      Diagnostics problems) {
    if (option != null) {
      return Optional.of(read(cl, option));
    }
    if (namedFile.isPresent()) {
      Path file = namedFile.get();
      try {
        return Optional.of(Files.readString(file).strip());
      } catch (IOException e) {
        problems.error(
            "unreadable",
            namedFileAt,
            "cannot read the cluster's secret file " + file + ": " + e.getMessage(),
            "write the secret in that file (the same on every machine), or give --secret-file"
                + " FILE");
        return Optional.empty();
      }
    }
    return Optional.of(fromEnvironment(cl, namedEnv.orElse(ENV), namedEnv.isPresent()));
  }

  /**
   * The secret in the environment variable {@code name}; {@code named} when forge.yaml's {@code
   * secretEnv} named it.
   */
  static String fromEnvironment(CommandLine cl, String name, boolean named) {
    String secret = System.getenv(name);
    if (secret == null || secret.isBlank()) {
      throw new ParameterException(
          cl,
          "the cluster needs a shared secret: set "
              + name
              + (named ? " (forge.yaml's cluster secretEnv names it)" : "")
              + " or give --secret-file FILE (the same on every machine)");
    }
    return secret;
  }

  /**
   * The version a worker and a playtest must share: the jar's, or "development build". The system
   * property {@code forge.cluster.version} stands in for another release in tests.
   */
  static String version() {
    String v = Forge.class.getPackage().getImplementationVersion();
    return System.getProperty("forge.cluster.version", v == null ? "development build" : v);
  }
}
