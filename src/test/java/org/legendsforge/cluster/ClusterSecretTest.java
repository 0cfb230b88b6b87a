package org.legendsforge.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.cluster.ClusterSecret;

/** The shared secret: names the cluster, signs what travels, and is long enough to matter. */
class ClusterSecretTest {
  private static byte[] b(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void theSameSecretNamesTheSameClusterAndAnotherAnother() {
    ClusterSecret one = ClusterSecret.of("the designer's long secret");
    assertThat(one.clusterName())
        .isEqualTo(ClusterSecret.of("the designer's long secret").clusterName())
        .isNotEqualTo(ClusterSecret.of("somebody else's long secret").clusterName())
        .doesNotContain("designer");
  }

  @Test
  void aSignatureChecksOnlyForTheSameSecretAndTheSameParts() {
    ClusterSecret one = ClusterSecret.of("the designer's long secret");
    ClusterSecret other = ClusterSecret.of("somebody else's long secret");
    byte[] sig = one.sign(b("playtest"), b("seeds 1-10"));
    assertThat(one.signed(sig, b("playtest"), b("seeds 1-10"))).isTrue();
    assertThat(one.signed(sig, b("playtest"), b("seeds 1-11"))).isFalse();
    assertThat(one.signed(sig, b("playtests"), b("eeds 1-10"))).as("parts kept apart").isFalse();
    assertThat(other.signed(sig, b("playtest"), b("seeds 1-10"))).isFalse();
  }

  @Test
  void aShortSecretIsRefused() {
    assertThatThrownBy(() -> ClusterSecret.of("short")).hasMessageContaining("at least 16");
  }
}
