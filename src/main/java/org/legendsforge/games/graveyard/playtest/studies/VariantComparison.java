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
 * length and of its win rates ({@link VariantPairing}). Every figure is a sum ({@link Sums}), so
 * seeds played in ranges elsewhere and added in seed order give the same runs.
 */
public final class VariantComparison {
  private VariantComparison() {}

  /** One variant's games: its batch, and its seed-by-seed differences from the first variant. */
  public record Run(Batch batch, VariantPairing paired) {}

  /** Plays a comparison's seeds, here or elsewhere (a cluster), into its runs. */
  @FunctionalInterface
  public interface Runner {
    List<Run> play(List<Playtest> variants, Playtest.Options o) throws InterruptedException;
  }

  /** Each variant's tallies and paired sums over the seeds added so far. */
  public static final class Sums {
    private final Tally[] tallies;
    private final Tally[] odd;
    private final VariantPairing[] paired;

    public Sums(List<Playtest> variants) {
      int n = variants.size();
      tallies = new Tally[n];
      odd = new Tally[n];
      paired = new VariantPairing[n];
      for (int i = 0; i < n; i++) {
        tallies[i] = variants.get(i).newTally();
        odd[i] = variants.get(i).newTally();
        paired[i] = new VariantPairing();
      }
    }

    /** One seed's games, one a variant. */
    void add(GameRecord[] games) {
      for (int i = 0; i < games.length; i++) {
        tallies[i].add(games[i]);
        paired[i].add(games[0], games[i]);
        if (games[i].seed % 2 != 0) {
          odd[i].add(games[i]);
        }
      }
    }

    /** Adds variant {@code i}'s sums of seeds played elsewhere (after every earlier seed). */
    public void add(int i, Tally all, Tally oddSeeds, long[] pairedSums) {
      tallies[i].merge(all);
      odd[i].merge(oddSeeds);
      paired[i].add(pairedSums);
    }

    public int variants() {
      return tallies.length;
    }

    public Tally tally(int i) {
      return tallies[i];
    }

    public Tally oddSeeds(int i) {
      return odd[i];
    }

    public long[] paired(int i) {
      return paired[i].sums();
    }

    /** The runs of {@code variants} over the seeds of {@code o}. */
    public List<Run> runs(List<Playtest> variants, Playtest.Options o) {
      Playtest.Options on = byTheRules(o);
      List<Run> out = new ArrayList<>();
      for (int i = 0; i < tallies.length; i++) {
        out.add(new Run(variants.get(i).batch(on, tallies[i], null, odd[i]), paired[i]));
      }
      return out;
    }
  }

  /** A comparison's options: the variants are compared with the compensation on, as the rules. */
  public static Playtest.Options byTheRules(Playtest.Options o) {
    return new Playtest.Options(
        o.bots(), o.firstSeed(), o.games(), o.threads(), o.maxTurns(), Playtest.Compensation.ON);
  }

  /**
   * Plays seeds {@code o.firstSeed()..} under each of {@code variants} (compensation on, as the
   * rules have it); {@code done} hears the seeds finished so far.
   */
  public static List<Run> run(List<Playtest> variants, Playtest.Options o, IntConsumer done)
      throws InterruptedException {
    return sums(variants, o, done).runs(variants, o);
  }

  /** The sums of {@link #run}, played on this machine's threads. */
  public static Sums sums(List<Playtest> variants, Playtest.Options o, IntConsumer done)
      throws InterruptedException {
    Playtest.Options on = byTheRules(o);
    int n = variants.size();
    Sums sums = new Sums(variants);
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
        sums::add,
        done);
    return sums;
  }
}
