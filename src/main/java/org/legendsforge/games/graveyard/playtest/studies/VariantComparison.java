package org.legendsforge.games.graveyard.playtest.studies;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.play.SeedRunner;
import org.legendsforge.games.graveyard.playtest.stats.GameRecord;
import org.legendsforge.games.graveyard.playtest.stats.Tally;

/**
 * Several variants of the rules played on the same seeds with the same bots (common random numbers,
 * as {@link Comparison} does for two card sets): a seed's games start from the same setup and draw
 * the same numbers until a variant's rule makes them differ. Each variant gets its own tallies;
 * each is also paired seed by seed with the first (the designer's rules) for the change of its game
 * length.
 */
public final class VariantComparison {
  private VariantComparison() {}

  /** One variant's games: its batch, and its seed-by-seed differences from the first variant. */
  public record Run(Batch batch, Comparison.Paired paired) {}

  /**
   * Plays seeds {@code o.firstSeed()..} under each of {@code variants} (compensation on, as the
   * rules have it); {@code done} hears the seeds finished so far.
   */
  public static List<Run> run(List<Playtest> variants, Playtest.Options o, IntConsumer done)
      throws InterruptedException {
    Playtest.Options on =
        new Playtest.Options(
            o.bots(),
            o.firstSeed(),
            o.games(),
            o.threads(),
            o.maxTurns(),
            Playtest.Compensation.ON);
    int n = variants.size();
    Tally[] tallies = new Tally[n];
    Tally[] odd = new Tally[n];
    Comparison.Paired[] paired = new Comparison.Paired[n];
    for (int i = 0; i < n; i++) {
      tallies[i] = variants.get(i).newTally();
      odd[i] = variants.get(i).newTally();
      paired[i] = new Comparison.Paired();
    }
    SeedRunner.run(
        on.firstSeed(),
        on.games(),
        on.threads(),
        seed -> {
          GameRecord[] games = new GameRecord[n];
          for (int i = 0; i < n; i++) {
            games[i] = variants.get(i).play(on, seed)[0];
          }
          return games;
        },
        games -> {
          for (int i = 0; i < n; i++) {
            tallies[i].add(games[i]);
            paired[i].add(games[0], games[i]);
            if (games[i].seed % 2 != 0) {
              odd[i].add(games[i]);
            }
          }
        },
        done);
    List<Run> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(new Run(variants.get(i).batch(on, tallies[i], null, odd[i]), paired[i]));
    }
    return out;
  }
}
