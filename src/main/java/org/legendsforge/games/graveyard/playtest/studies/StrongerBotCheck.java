package org.legendsforge.games.graveyard.playtest.studies;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;

/**
 * {@code forge playtest --check-with BOT}: plays the first seeds of a playtest again with a
 * stronger bot in every seat, so each verdict can say whether it holds with better play
 * (docs/playtest.md, "Verdicts"). The games are the playtest's own seeds, its turn limit and its
 * main compensation games (by the rules when they were played), so the two differ only in the bot.
 */
public final class StrongerBotCheck {
  /**
   * Games the check plays when not told: enough for a value per use to within a few tenths, and
   * about a minute for {@code search:8} on two cores.
   */
  public static final int DEFAULT_GAMES = 300;

  private StrongerBotCheck() {}

  /**
   * The first {@code games} seeds of {@code played} (fewer when it has fewer) played with {@code
   * bot} in every seat, on {@code threads}.
   */
  public static Batch play(Batch played, String bot, int games, int threads, Playtest.Runner runner)
      throws InterruptedException {
    Playtest.Compensation mode =
        played.rules() != null ? Playtest.Compensation.ON : Playtest.Compensation.OFF;
    List<String> seats = Collections.nCopies(played.bots().size(), bot);
    Batch out = null;
    for (PlaytestReport.SeedRange r : firstSeeds(played.seeds(), games)) {
      Batch b =
          runner.play(
              new Playtest.Options(
                  seats,
                  r.from(),
                  (int) (r.to() - r.from() + 1),
                  threads,
                  played.maxTurns(),
                  mode));
      out = out == null ? b : plus(out, b);
    }
    if (out == null) {
      throw new IllegalArgumentException("a check of no games");
    }
    return out;
  }

  /** The first {@code games} seeds of {@code seeds} (ranges in order), as ranges. */
  static List<PlaytestReport.SeedRange> firstSeeds(
      List<PlaytestReport.SeedRange> seeds, long games) {
    List<PlaytestReport.SeedRange> out = new ArrayList<>();
    long left = games;
    for (PlaytestReport.SeedRange r : seeds) {
      if (left <= 0) {
        break;
      }
      long to = Math.min(r.to(), r.from() + left - 1);
      out.add(new PlaytestReport.SeedRange(r.from(), to));
      left -= to - r.from() + 1;
    }
    return out;
  }

  /** Two batches of the same settings over different seeds, as one. */
  private static Batch plus(Batch a, Batch b) {
    List<PlaytestReport.SeedRange> seeds = new ArrayList<>(a.seeds());
    seeds.addAll(b.seeds());
    return new Batch(
        a.data(),
        a.bots(),
        seeds,
        a.maxTurns(),
        a.compensation(),
        a.rules() == null ? null : a.rules().plus(b.rules()),
        a.withoutCompensation() == null
            ? null
            : a.withoutCompensation().plus(b.withoutCompensation()),
        a.oddSeeds().plus(b.oddSeeds()));
  }
}
