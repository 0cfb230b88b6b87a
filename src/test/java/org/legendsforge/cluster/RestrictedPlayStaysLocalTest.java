package org.legendsforge.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.studies.VariantComparison;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.pipeline.CardSet;
import org.legendsforge.pipeline.CommandConsole;
import org.legendsforge.pipeline.PlaytestRequest;
import org.legendsforge.pipeline.PlaytestRun;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.ReportFormat;
import org.legendsforge.pipeline.RunOutcome;
import org.legendsforge.testing.ShippedData;

/**
 * Restricted play forces a declined card into play, which no worker's kind of work does, so in a
 * cluster playtest its games stay on this machine and it says so. The cluster here plays the
 * playtest's own games (on this machine, as a worker would, byte for byte) and records every game
 * it is asked for: restricted play asking it for any would show.
 */
class RestrictedPlayStaysLocalTest {
  private static final int GAMES = 40;

  @TempDir Path dir;

  /** What a run told the user: its notes and the steps it showed progress for. */
  private static final class Console implements CommandConsole {
    final List<String> notes = new ArrayList<>();
    final List<String> steps = new ArrayList<>();

    @Override
    public void problems(Diagnostics d, ProjectPaths paths, Path dataDir) {
      problems(d);
    }

    @Override
    public void problems(Diagnostics d) {
      if (d.errorCount() + d.warningCount() > 0) {
        notes.add("problems: " + d.errorCount() + " errors");
      }
    }

    @Override
    public void note(String line) {
      notes.add(line);
    }

    @Override
    public void answer(String line) {}

    @Override
    public Progress progress() {
      Progress silent = Progress.silent();
      return (task, total) -> {
        steps.add(task);
        return silent.start(task, total);
      };
    }

    @Override
    public Progress plainProgress() {
      return progress();
    }
  }

  /** A cluster that plays what it is asked on this machine and keeps what it was asked. */
  private static final class RecordingCluster implements PlaytestRun.Elsewhere {
    final List<String> asked = new ArrayList<>();

    @Override
    public Playtest.Runner runner(
        CardSet set, Map<String, String> patched, Playtest playtest, String what) {
      return o -> {
        asked.add(what + ": " + o.games() + " games from seed " + o.firstSeed());
        return playtest.run(o, n -> {});
      };
    }

    @Override
    public VariantComparison.Runner variants(CardSet set, List<String> ids, Progress.Task task) {
      asked.add("variants " + ids);
      throw new AssertionError("a playtest with restricted play compares no variants");
    }
  }

  private RunOutcome playtest(Console console, PlaytestRun.Elsewhere cluster, String out)
      throws Exception {
    Seats seats = Seats.of("1v1", List.of("random"), Seats.DEFAULT_BOT);
    PlaytestRequest request =
        new PlaytestRequest(
            ShippedData.folder(),
            dir.resolve(out),
            Optional.empty(),
            seats,
            new Playtest.Options(seats.bots(), 1, GAMES, 1, 5000, Playtest.Compensation.BOTH),
            ReportFormat.json);
    // no --check-with (its games are the cluster's too), restricted play on: every card used in
    // under half of its chances, 2 paired games each
    PlaytestRun.Modes modes = new PlaytestRun.Modes(null, null, null, null, 0.5, 2);
    return new PlaytestRun(new ProjectPaths(dir, dir), console).on(cluster).run(request, modes);
  }

  @Test
  void restrictedPlayInAClusterPlaytestIsPlayedHereAndSaysSo() throws Exception {
    Console here = new Console();
    RunOutcome local = playtest(here, null, "here");
    Console spread = new Console();
    RecordingCluster cluster = new RecordingCluster();
    RunOutcome clustered = playtest(spread, cluster, "spread");

    assertThat(local.kind()).as(local.message()).isEqualTo(RunOutcome.Kind.OK);
    assertThat(clustered.kind()).as(clustered.message()).isEqualTo(RunOutcome.Kind.OK);
    assertThat(spread.steps)
        .as("some card was declined, so restricted play ran")
        .anyMatch(s -> s.startsWith("restricted play, "));
    assertThat(spread.notes)
        .contains(
            "forge: restricted play's games are played on this machine only, not by the cluster");
    assertThat(here.notes).noneMatch(n -> n.contains("restricted play"));
    assertThat(cluster.asked)
        .as("the cluster played the playtest's games and nothing of restricted play")
        .containsExactly("playtest card-data: " + GAMES + " games from seed 1");
    assertThat(clustered.output()).isEqualTo(local.output());
  }
}
