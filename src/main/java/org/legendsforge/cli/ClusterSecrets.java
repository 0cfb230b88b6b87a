package org.legendsforge.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
