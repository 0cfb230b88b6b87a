package org.legendsforge.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.ClusterSettings;
import org.legendsforge.games.graveyard.data.ProjectFile;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.pipeline.WorkerAddress;
import org.legendsforge.testing.ForgeRun;

/**
 * {@code forge worker} reads the same forge.yaml {@code cluster:} a playtest does: it is the member
 * that is this machine's and joins the others, its options win, and what does not say which member
 * it is, or where the secret is, is a located error before any engine starts.
 */
class WorkerSettingsTest {
  @TempDir Path dir;

  /** A machine whose own addresses are 10.0.0.5 (as lan-box) and loopback. */
  private static final WorkerAddress ON_10_0_0_5 =
      new WorkerAddress(
          host ->
              Optional.ofNullable(
                  Map.of("10.0.0.5", "10.0.0.5", "lan-box", "10.0.0.5", "127.0.0.1", "127.0.0.1")
                      .get(host)));

  private ClusterSettings cluster(String yaml) throws Exception {
    Path data = Files.createDirectories(dir.resolve("card-data"));
    Files.writeString(dir.resolve("forge.yaml"), yaml);
    Diagnostics problems = new Diagnostics();
    ClusterSettings c = ProjectFile.load(data, dir, problems).orElseThrow().cluster();
    assertThat(problems.isEmpty()).as(problems.sorted().toString()).isTrue();
    return c;
  }

  private static WorkerAddress.Options options(String bind, Integer port, List<String> join) {
    return new WorkerAddress.Options(Optional.ofNullable(bind), Optional.ofNullable(port), join);
  }

  @Test
  void theWorkerIsThisMachinesMemberAndJoinsTheOthers() throws Exception {
    ClusterSettings c = cluster("cluster:\n  members: [10.0.0.4:5701, lan-box:5702]\n");
    Diagnostics problems = new Diagnostics();

    Optional<WorkerAddress.Chosen> chosen =
        ON_10_0_0_5.choose(c, options(null, null, null), problems);

    assertThat(chosen)
        .contains(new WorkerAddress.Chosen("10.0.0.5", 5702, List.of("10.0.0.4:5701")));
  }

  @Test
  void optionsWinOverForgeYaml() throws Exception {
    ClusterSettings c =
        cluster("cluster:\n  members: [127.0.0.1:5701, 127.0.0.1:5702, 10.0.0.4:5701]\n");
    Diagnostics problems = new Diagnostics();

    // --port picks one of this machine's two members
    assertThat(ON_10_0_0_5.choose(c, options(null, 5702, null), problems))
        .contains(
            new WorkerAddress.Chosen(
                "127.0.0.1", 5702, List.of("127.0.0.1:5701", "10.0.0.4:5701")));
    // --bind and --port name the address outright, --join the members to join
    assertThat(ON_10_0_0_5.choose(c, options("10.0.0.5", 6000, List.of("10.0.0.4:5701")), problems))
        .contains(new WorkerAddress.Chosen("10.0.0.5", 6000, List.of("10.0.0.4:5701")));
    assertThat(problems.isEmpty()).isTrue();
  }

  @Test
  void withNoClusterTheWorkerListensOnLoopbackAlone() {
    assertThat(
            ON_10_0_0_5.choose(ClusterSettings.NONE, options(null, null, null), new Diagnostics()))
        .contains(new WorkerAddress.Chosen("127.0.0.1", 5701, List.of()));
  }

  private ForgeRun worker(String yaml, String... more) throws Exception {
    Files.createDirectories(dir.resolve("card-data"));
    Files.writeString(dir.resolve("forge.yaml"), yaml);
    List<String> args =
        new java.util.ArrayList<>(
            List.of("worker", "--data", dir.resolve("card-data").toString(), "--threads", "1"));
    args.addAll(List.of(more));
    return ForgeRun.of(args.toArray(String[]::new));
  }

  @Test
  void twoMembersOnThisMachineWithoutAPortAreALocatedError() throws Exception {
    ForgeRun run = worker("cluster:\n  members:\n    - 127.0.0.1:5701\n    - 127.0.0.1:5702\n");

    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err())
        .contains("forge.yaml:4:7")
        .contains("are both addresses of this machine")
        .contains("--port N")
        .doesNotContain("listening")
        .doesNotContain("Exception");
  }

  @Test
  void aClusterWithoutThisMachineIsALocatedError() throws Exception {
    // 203.0.113.0/24 is kept for documentation: never an address of this machine
    ForgeRun run = worker("# the cluster\ncluster:\n  members: [203.0.113.7:5701]\n");

    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err())
        .contains("forge.yaml:3:3")
        .contains("none of the cluster's members is an address of this machine")
        .contains("--bind IP --port N")
        .doesNotContain("listening");
  }

  @Test
  void aSecretFileThatCannotBeReadIsALocatedError() throws Exception {
    ForgeRun run = worker("cluster:\n  members: [127.0.0.1:5701]\n  secretFile: no-such-secret\n");

    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err())
        .contains("forge.yaml:3:15")
        .contains("cannot read the cluster's secret file")
        .doesNotContain("listening");
  }

  @Test
  void aPlaytestReportsTheUnreadableSecretFileAtTheSamePlace() throws Exception {
    Files.createDirectories(dir.resolve("card-data"));
    Files.writeString(
        dir.resolve("forge.yaml"),
        "cluster:\n  members: [127.0.0.1:5701]\n  secretFile: no-such-secret\n");
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--data",
            dir.resolve("card-data").toString(),
            "--games",
            "2",
            "--out",
            dir.resolve("output").toString());

    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err())
        .contains("forge.yaml:3:15")
        .contains("cannot read the cluster's secret file");
  }

  @Test
  void forgeYamlsOwnMistakesStopTheWorkerToo() throws Exception {
    ForgeRun run = worker("cluster:\n  members: [127.0.0.1:99999]\n", "--port", "5701");

    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).contains("forge.yaml:2:").contains("is not a port");
  }
}
