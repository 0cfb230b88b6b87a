package org.legendsforge.games.graveyard.data;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * forge.yaml's {@code cluster:}: the workers a project's playtests, ladders, variant comparisons
 * and tunes are played on, and where the shared secret is kept. Never the secret itself: forge.yaml
 * is shared and committed with the card data.
 *
 * @param members the workers' addresses, host:port (empty: no cluster, play on this machine)
 * @param secretEnv the environment variable holding the secret, when named
 * @param secretFile the file holding the secret (relative to forge.yaml's folder), when named
 */
public record ClusterSettings(
    List<String> members, Optional<String> secretEnv, Optional<Path> secretFile) {
  public static final ClusterSettings NONE =
      new ClusterSettings(List.of(), Optional.empty(), Optional.empty());

  public ClusterSettings {
    members = List.copyOf(members);
  }

  /** Whether forge.yaml names a cluster. */
  public boolean named() {
    return !members.isEmpty();
  }
}
