package org.legendsforge.games.graveyard.playtest.studies;

import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.play.SeedRunner;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.stats.GameRecord;
import org.legendsforge.games.graveyard.playtest.stats.Tally;

/**
 * Two card sets played on the same seeds with the same bots (common random numbers): a seed's two
 * games start from the same setup and draw the same numbers until the cards make them differ, so
 * much of the luck cancels out of the difference. Game-level figures are compared seed by seed
 * (paired); {@link ComparisonBuilder} compares the rest.
 */
public final class Comparison {
  private Comparison() {}

  /** Both sides' batches, and the seed-by-seed differences (new minus old). */
  public record Run(Batch old, Batch now, Paired paired) {}

  /** Sums of per-seed differences, new minus old, over seeds where both games had a winner. */
  public static final class Paired {
    long seeds;
    long side1;
    long side1Sq;
    long start;
    long startSq;
    long turns;
    long turnsSq;
    long turnSeeds;

    void add(GameRecord old, GameRecord now) {
      turnSeeds++;
      long dt = now.turns - old.turns;
      turns += dt;
      turnsSq += dt * dt;
      if (old.winner == 0 || now.winner == 0) {
        return;
      }
      seeds++;
      long d1 = (now.winner == 1 ? 1 : 0) - (old.winner == 1 ? 1 : 0);
      side1 += d1;
      side1Sq += d1 * d1;
      long ds = (now.winner == now.startPlayer ? 1 : 0) - (old.winner == old.startPlayer ? 1 : 0);
      start += ds;
      startSq += ds * ds;
    }

    /** The sums in a fixed order, to ship and add elsewhere ({@link #add(long[])}). */
    public long[] sums() {
      return new long[] {seeds, side1, side1Sq, start, startSq, turns, turnsSq, turnSeeds};
    }

    /** Adds sums in the order {@link #sums()} gives them: the seeds played elsewhere. */
    public void add(long[] s) {
      if (s.length != 8) {
        throw new IllegalArgumentException("paired sums are 8 numbers, not " + s.length);
      }
      seeds += s[0];
      side1 += s[1];
      side1Sq += s[2];
      start += s[3];
      startSq += s[4];
      turns += s[5];
      turnsSq += s[6];
      turnSeeds += s[7];
    }

    /** The change of player 1's win rate, with its paired 95% interval. */
    public Estimate side1() {
      return Estimate.mean(side1, side1Sq, seeds, 1);
    }

    public Estimate startPlayer() {
      return Estimate.mean(start, startSq, seeds, 1);
    }

    public Estimate length() {
      return Estimate.mean(turns, turnsSq, turnSeeds, 1);
    }
  }

  public static Run run(Playtest old, Playtest now, Playtest.Options o, IntConsumer done)
      throws InterruptedException {
    Tally[] oldT = {
      o.compensation().on() ? old.newTally() : null, o.compensation().off() ? old.newTally() : null
    };
    Tally[] newT = {
      o.compensation().on() ? now.newTally() : null, o.compensation().off() ? now.newTally() : null
    };
    Tally[] odd = {old.newTally(), now.newTally()};
    Paired paired = new Paired();
    SeedRunner.run(
        o.firstSeed(),
        o.games(),
        o.threads(),
        seed -> new GameRecord[][] {old.play(o, seed), now.play(o, seed)},
        pair -> {
          for (int i = 0; i < 2; i++) {
            if (oldT[i] != null) {
              oldT[i].add(pair[0][i]);
              newT[i].add(pair[1][i]);
            }
          }
          int main = pair[0][0] != null ? 0 : 1;
          paired.add(pair[0][main], pair[1][main]);
          if (pair[0][main].seed % 2 != 0) {
            odd[0].add(pair[0][main]);
            odd[1].add(pair[1][main]);
          }
        },
        done);
    return new Run(
        old.batch(o, oldT[0], oldT[1], odd[0]), now.batch(o, newT[0], newT[1], odd[1]), paired);
  }
}
