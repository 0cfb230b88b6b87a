package org.legendsforge.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * The studies that play many playtests (the ladder, the variant comparison, forge tune) spread
 * their seeds over workers in processes of their own and report what this machine reports, byte for
 * byte; forge.yaml can name the cluster instead of --cluster; a worker that joins mid-run is sent
 * work.
 */
class ClusterStudiesTest {
  private static final String SECRET = "a shared secret for the test cluster";

  @TempDir Path dir;
  private final List<WorkerProcess> workers = new ArrayList<>();

  @AfterEach
  void stopWorkers() throws Exception {
    for (WorkerProcess w : workers) {
      w.close();
    }
  }

  private WorkerProcess worker(WorkerProcess join) throws Exception {
    WorkerProcess w = WorkerProcess.start(dir, SECRET, join);
    workers.add(w);
    assertThat(w.awaitListening()).as(w.output()).isTrue();
    return w;
  }

  /**
   * Two workers on loopback that have met: the second joins the first because the forge.yaml where
   * it starts names the first as a member (its own address is its --bind and --port).
   */
  private WorkerProcess[] twoWorkers() throws Exception {
    WorkerProcess a = worker(null);
    Path yaml = dir.resolve("forge.yaml");
    Files.writeString(yaml, "cluster:\n  members: [" + a.address() + "]\n");
    WorkerProcess b = worker(null);
    Files.delete(yaml);
    assertThat(a.awaitLine("member joined: " + b.address(), 60)).as(a.output()).isTrue();
    return new WorkerProcess[] {a, b};
  }

  private Path secretFile() throws Exception {
    return Files.writeString(dir.resolve("secret"), SECRET);
  }

  private static ForgeRun forge(List<String> args, String... more) {
    List<String> all = new ArrayList<>(args);
    all.addAll(List.of(more));
    return ForgeRun.of(all.toArray(String[]::new));
  }

  @Test
  void aLadderAVariantComparisonAndATuneOverTwoWorkersReportWhatThisMachineReports()
      throws Exception {
    WorkerProcess[] w = twoWorkers();
    Path data = ShippedData.copyInto(dir);
    // Ember Dart: 1 mana for 9 damage instead of 2, a card tune has to mend
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 2\n",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 9\n");
    String[] cluster = {"--cluster", w[0].address(), "--secret-file", secretFile().toString()};

    List<String> ladder =
        PlaytestArgs.json(
            dir.resolve("output"),
            "--data",
            data.toString(),
            "--games",
            "24",
            "--seed",
            "5",
            "--check-with",
            "none",
            "--ladder",
            "random,greedy");
    ForgeRun localLadder = forge(ladder);
    assertThat(localLadder.exitCode()).as(localLadder.err()).isZero();
    // the cluster named in forge.yaml, beside the card data, its secret in a file beside it
    Files.writeString(
        data.resolveSibling("forge.yaml"),
        "cluster:\n  members: [" + w[1].address() + "]\n  secretFile: secret\n");
    ForgeRun spreadLadder = forge(ladder);
    assertThat(spreadLadder.exitCode()).as(spreadLadder.err()).isZero();
    assertThat(spreadLadder.err()).contains("on 2 workers");
    assertThat(spreadLadder.out()).isEqualTo(localLadder.out());
    Files.delete(data.resolveSibling("forge.yaml"));

    // --check-with plays its stronger bot's games on the workers too
    List<String> checked =
        PlaytestArgs.json(
            dir.resolve("output"),
            "--data",
            data.toString(),
            "--games",
            "24",
            "--seed",
            "9",
            "--bots",
            "random",
            "--check-with",
            "greedy",
            "--check-games",
            "24");
    ForgeRun spreadChecked = sameHereAndSpread(checked, cluster);
    assertThat(spreadChecked.err()).contains("greedy").contains("on 2 workers");

    List<String> variants =
        PlaytestArgs.json(
            dir.resolve("output"),
            "--data",
            data.toString(),
            "--games",
            "20",
            "--seed",
            "3",
            "--bots",
            "random",
            "--compare-variants",
            "rules,turn-order-compensation");
    ForgeRun spreadVariants = sameHereAndSpread(variants, cluster);
    assertThat(spreadVariants.err()).contains("each under 2 variants, on 2 workers");

    // each tune its own output folder: a second tune would read every run from the first's cache
    List<String> tune =
        List.of(
            "tune",
            "ember-dart",
            "--data",
            data.toString(),
            "--bots",
            "random",
            "--games",
            "20",
            "--threads",
            "1",
            "--format",
            "json");
    ForgeRun localTune = forge(tune, "--out", dir.resolve("tune-here").toString());
    ForgeRun spreadTune = forge(tune, cat(cluster, "--out", dir.resolve("tune-spread").toString()));
    assertThat(localTune.exitCode()).as(localTune.err()).isZero();
    assertThat(spreadTune.exitCode()).as(spreadTune.err()).isZero();
    assertThat(spreadTune.err()).contains("on the cluster").doesNotContain("on 1 threads");
    assertThat(spreadTune.out()).isEqualTo(localTune.out());
    assertThat(w[0].output()).contains("played seeds");
    assertThat(w[1].output()).contains("played seeds");
  }

  @Test
  void aWorkerThatJoinsMidRunIsSentWorkAndTheResultIsTheSame() throws Exception {
    WorkerProcess a = worker(null);
    List<String> playtest =
        PlaytestArgs.json(
            dir.resolve("output"),
            "--games",
            "600",
            "--seed",
            "21",
            "--bots",
            "random",
            "--check-with",
            "none");
    String[] cluster = {"--cluster", a.address(), "--secret-file", secretFile().toString()};

    CompletableFuture<ForgeRun> spread =
        CompletableFuture.supplyAsync(() -> forge(playtest, cluster));
    assertThat(a.awaitLine("played seeds", 120)).as(a.output()).isTrue();
    WorkerProcess late = worker(a);
    ForgeRun run = spread.get();
    ForgeRun local = forge(playtest);

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(late.output()).as("the late worker played a range").contains("played seeds");
    assertThat(run.err()).contains("on 2 workers").contains(late.address());
    assertThat(run.out()).isEqualTo(local.out());
  }

  @Test
  void forgeYamlsClusterSettingsAreCheckedWhereTheyAreWritten() throws Exception {
    Path data = ShippedData.copyInto(dir);
    Files.writeString(
        data.resolveSibling("forge.yaml"),
        "cluster:\n"
            + "  members: [192.168.1.20, 192.168.1.21:99999]\n"
            + "  secret: tall-gray-owls-count-orbs\n");
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--data",
            data.toString(),
            "--games",
            "2",
            "--check-with",
            "none",
            "--ladder",
            "random,greedy",
            "--out",
            dir.resolve("output").toString());

    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err())
        .contains("forge.yaml:2:")
        .contains("host:port")
        .contains("forge.yaml:3:")
        .contains("must not hold the cluster's secret")
        .doesNotContain("Exception");
  }

  /**
   * {@code args} run here and on {@code cluster}: both succeed with the same output; the latter.
   */
  private static ForgeRun sameHereAndSpread(List<String> args, String[] cluster) {
    ForgeRun here = forge(args);
    ForgeRun spread = forge(args, cluster);
    assertThat(here.exitCode()).as(here.err()).isZero();
    assertThat(spread.exitCode()).as(spread.err()).isZero();
    assertThat(spread.out()).isEqualTo(here.out());
    return spread;
  }

  private static String[] cat(String[] a, String... b) {
    List<String> out = new ArrayList<>(List.of(a));
    out.addAll(List.of(b));
    return out.toArray(String[]::new);
  }
}
