package org.legendsforge.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * The studies whose games no worker plays (--quality, --since, --compare) stay on this machine when
 * forge.yaml names a cluster, and say so; named on the command line, the cluster is refused. The
 * cluster here answers nowhere: a run that tried it would fail.
 */
class StaysLocalTest {
  @TempDir Path dir;

  /** A playtest of {@code data} with {@code options}, its JSON on standard output. */
  private ForgeRun playtest(Path data, String... options) {
    List<String> args = new ArrayList<>(List.of("--data", data.toString()));
    args.addAll(List.of(options));
    return ForgeRun.of(
        PlaytestArgs.json(dir.resolve("output"), args.toArray(String[]::new))
            .toArray(String[]::new));
  }

  private Path dataWithCluster() throws Exception {
    Path data = ShippedData.copyInto(dir);
    Files.writeString(dir.resolve("secret"), "a shared secret for the test cluster");
    Files.writeString(
        data.resolveSibling("forge.yaml"),
        "cluster:\n  members: [127.0.0.1:9]\n  secretFile: secret\n");
    return data;
  }

  @Test
  void theQualityReportAndTheCardSetComparisonArePlayedHereAndSaySo() throws Exception {
    Path data = dataWithCluster();
    ForgeRun quality = playtest(data, "--games", "40", "--bots", "random", "--quality");
    assertThat(quality.exitCode()).as(quality.err()).isZero();
    assertThat(quality.err())
        .contains("the games of --quality are played on this machine only")
        .doesNotContain("worker");

    ForgeRun compared =
        playtest(
            data,
            "--games",
            "6",
            "--bots",
            "random",
            "--compare",
            data.toString(),
            data.toString());
    assertThat(compared.exitCode()).as(compared.err()).isZero();
    assertThat(compared.err()).contains("the games of --compare are played on this machine only");
  }

  @Test
  void aClusterNamedOnTheCommandLineIsRefusedByAStudyThatPlaysHere() throws Exception {
    Path data = dataWithCluster();
    ForgeRun run =
        playtest(
            data,
            "--games",
            "40",
            "--quality",
            "--cluster",
            "127.0.0.1:9",
            "--secret-file",
            dir.resolve("secret").toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .contains("the games of --quality are played on this machine only: leave out --cluster");
  }

  @Test
  void aPlaytestDoesTryTheClusterForgeYamlNames() throws Exception {
    Path data = dataWithCluster();
    ForgeRun run = playtest(data, "--games", "4", "--bots", "random", "--check-with", "none");
    assertThat(run.exitCode()).as("nothing answers at the address").isNotZero();
    assertThat(run.err()).contains("no forge worker with this secret answered at 127.0.0.1:9");
  }
}
