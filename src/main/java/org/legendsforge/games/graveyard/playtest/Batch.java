package org.legendsforge.games.graveyard.playtest;

import java.util.List;
import org.legendsforge.games.graveyard.playtest.stats.Tally;

/**
 * The result of playing some seeds: what was played (the card data's digest, the bots, the seed
 * ranges, the turn limit, which compensation games) and the tallies, by the rules ({@code rules})
 * and without the compensation counter ({@code withoutCompensation}); either is null when those
 * games were not played. {@code oddSeeds} tallies the odd seeds' games of the {@link #main} tally
 * only, so a verdict can be checked in each half of the seeds (the even half is the main tally less
 * the odd one, since tallies are whole-number sums). Batches of the same card data and settings
 * over different seeds merge into the batch of all their seeds ({@link BatchFile}).
 */
public record Batch(
    String data,
    List<String> bots,
    List<PlaytestReport.SeedRange> seeds,
    int maxTurns,
    Playtest.Compensation compensation,
    Tally rules,
    Tally withoutCompensation,
    Tally oddSeeds) {
  public Batch {
    bots = List.copyOf(bots);
    seeds = List.copyOf(seeds);
  }

  /** The tally the report is about: by the rules when played, else without compensation. */
  public Tally main() {
    return rules != null ? rules : withoutCompensation;
  }

  /** The games of the odd seeds in the main tally. */
  public Tally odd() {
    return oddSeeds;
  }

  /** The games of the even seeds in the main tally. */
  public Tally even() {
    return main().minus(oddSeeds);
  }
}
