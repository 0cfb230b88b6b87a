package org.legendsforge.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;

/**
 * A playtest spread over workers in processes of their own, on loopback, reports what the same
 * playtest reports on this machine, byte for byte: each seed is played once somewhere and the
 * tallies are sums merged in seed order. A worker with another secret is never sent work, and a
 * worker lost mid-run has its seeds played by the others.
 */
class ClusterPlaytestTest {
  private static final String SECRET = "a shared secret for the test cluster";

  @TempDir Path dir;
  private final List<WorkerProcess> workers = new ArrayList<>();

  private WorkerProcess worker(String secret, WorkerProcess join, String... jvm) throws Exception {
    WorkerProcess w = WorkerProcess.start(dir, secret, join, jvm);
    workers.add(w);
    return w;
  }

  @BeforeEach
  void secretFile() throws Exception {
    Files.writeString(dir.resolve("secret"), SECRET);
  }

  @AfterEach
  void stopWorkers() throws Exception {
    for (WorkerProcess w : workers) {
      w.close();
    }
  }

  private ForgeRun playtest(int games, String... more) {
    List<String> args =
        new ArrayList<>(
            PlaytestArgs.json(
                dir.resolve("output"),
                "--games",
                Integer.toString(games),
                "--seed",
                "11",
                "--bots",
                "random",
                "--check-with",
                "none"));
    args.addAll(List.of(more));
    return ForgeRun.of(args.toArray(String[]::new));
  }

  private String[] cluster(WorkerProcess w) {
    return new String[] {
      "--cluster", w.address(), "--secret-file", dir.resolve("secret").toString()
    };
  }

  @Test
  void twoWorkersReportWhatThisMachineReportsAndAWrongSecretGetsNoWork() throws Exception {
    WorkerProcess a = worker(SECRET, null);
    WorkerProcess b = worker(SECRET, a);
    WorkerProcess stranger = worker("another secret, not the designer's", a);
    assertThat(a.awaitListening()).as(a.output()).isTrue();
    assertThat(b.awaitListening()).as(b.output()).isTrue();
    assertThat(stranger.awaitListening()).as(stranger.output()).isTrue();
    assertThat(a.awaitLine("member joined: " + b.address(), 60)).as(a.output()).isTrue();

    ForgeRun local = playtest(40);
    ForgeRun spread = playtest(40, cluster(a));

    assertThat(local.exitCode()).as(local.err()).isZero();
    assertThat(spread.exitCode()).as(spread.err()).isZero();
    assertThat(spread.out()).isEqualTo(local.out());
    assertThat(spread.err()).contains("on 2 workers");
    assertThat(a.output()).contains("played seeds");
    assertThat(b.output()).contains("played seeds");
    assertThat(stranger.output())
        .as("a cluster of its own: it never meets the others")
        .contains("(1 in the cluster)")
        .doesNotContain("played")
        .doesNotContain("member joined: " + a.address());
    assertThat(a.output()).doesNotContain(stranger.address());
  }

  @Test
  void aWorkerLostMidRunHasItsSeedsPlayedElsewhere() throws Exception {
    WorkerProcess a = worker(SECRET, null);
    WorkerProcess b = worker(SECRET, a);
    assertThat(a.awaitListening()).as(a.output()).isTrue();
    assertThat(b.awaitListening()).as(b.output()).isTrue();
    assertThat(a.awaitLine("member joined: " + b.address(), 60)).as(a.output()).isTrue();
    ForgeRun local = playtest(400);

    CompletableFuture<ForgeRun> spread =
        CompletableFuture.supplyAsync(() -> playtest(400, cluster(a)));
    assertThat(b.awaitLine("played seeds", 120)).as(b.output()).isTrue();
    b.kill();
    ForgeRun run = spread.get();

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).contains(b.address() + " left");
    assertThat(run.out()).isEqualTo(local.out());
  }

  @Test
  void aWorkerOfAnotherVersionGetsNoWorkAndTheResultIsTheSame() throws Exception {
    WorkerProcess a = worker(SECRET, null);
    WorkerProcess older = worker(SECRET, a, "-Dforge.cluster.version=0.0.1-older");
    assertThat(a.awaitListening()).as(a.output()).isTrue();
    assertThat(older.awaitListening()).as(older.output()).isTrue();
    assertThat(a.awaitLine("member joined: " + older.address(), 60)).as(a.output()).isTrue();

    ForgeRun local = playtest(20);
    ForgeRun spread = playtest(20, cluster(a));

    assertThat(spread.exitCode()).as(spread.err()).isZero();
    assertThat(spread.err())
        .contains(older.address() + " runs forge 0.0.1-older")
        .contains("it gets no work")
        .contains("on 1 workers");
    assertThat(older.output()).doesNotContain("played seeds");
    assertThat(spread.out()).isEqualTo(local.out());
  }
}
