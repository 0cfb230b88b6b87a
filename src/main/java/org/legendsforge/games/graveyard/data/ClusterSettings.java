package org.legendsforge.games.graveyard.data;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.diag.SourceRef;

/**
 * forge.yaml's {@code cluster:}: the workers a project's playtests, ladders, variant comparisons
 * and tunes are played on, and where the shared secret is kept. Never the secret itself: forge.yaml
 * is shared and committed with the card data. The places the values were written at let a later
 * check ({@code forge worker} finding its own entry) point at them.
 *
 * @param members the workers' addresses, host:port (empty: no cluster, play on this machine)
 * @param secretEnv the environment variable holding the secret, when named
 * @param secretFile the file holding the secret (relative to forge.yaml's folder), when named
 * @param membersAt where {@code members:} was written (forge.yaml itself when it was not)
 * @param memberAt where each of the members was written, in their order
 * @param secretFileAt where {@code secretFile:} was written, when it was
 */
public record ClusterSettings(
    List<String> members,
    Optional<String> secretEnv,
    Optional<Path> secretFile,
    SourceRef membersAt,
    List<SourceRef> memberAt,
    Optional<SourceRef> secretFileAt) {
  public static final ClusterSettings NONE =
      new ClusterSettings(
          List.of(),
          Optional.empty(),
          Optional.empty(),
          SourceRef.file(ProjectFile.NAME),
          List.of(),
          Optional.empty());

  public ClusterSettings {
    members = List.copyOf(members);
    memberAt = List.copyOf(memberAt);
  }

  /** Whether forge.yaml names a cluster. */
  public boolean named() {
    return !members.isEmpty();
  }
}
