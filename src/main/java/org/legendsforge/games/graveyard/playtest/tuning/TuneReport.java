package org.legendsforge.games.graveyard.playtest.tuning;

import java.util.List;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.SeedRange;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * What {@code forge tune} found: for each card it took, the number it proposes and the figures
 * before and after on seeds the search never saw, or why it proposes nothing; the other cards that
 * moved beyond chance; and the cards to reprint (docs/tune.md).
 *
 * @param searchSeeds the seeds every candidate was measured on (common random numbers)
 * @param confirmSeeds fresh seeds, never seen by the search, that confirm or refute each proposal
 */
public record TuneReport(
    String game,
    List<String> bots,
    SeedRange searchSeeds,
    SeedRange confirmSeeds,
    int maxStep,
    List<Proposal> proposals,
    List<NotTuned> notTuned,
    List<Moved> othersMoved,
    List<Reprint> reprint) {
  public TuneReport {
    bots = List.copyOf(bots);
    proposals = List.copyOf(proposals);
    notTuned = List.copyOf(notTuned);
    othersMoved = List.copyOf(othersMoved);
    reprint = List.copyOf(reprint);
  }

  /**
   * One proposed change. {@code before} and {@code after} are the card's figure on the confirming
   * seeds without and with it (its band may move with the change: a spell's price follows its
   * cost); {@code searchBefore} and {@code searchAfter} are the same on the search's seeds. {@code
   * written} is where the number stands in the card data ({@code
   * card-data/spells/fire.yaml:52:11}). {@code confirmed}: on the fresh seeds the problem shows
   * without it, the change leaves it no verdict (its interval not wholly outside its band) and
   * moves it toward its band's middle beyond chance; only a confirmed change is kept for the cards
   * tuned after it.
   */
  public record Proposal(
      String card,
      String name,
      String kind,
      String field,
      String written,
      int from,
      int to,
      String measure,
      Band bandBefore,
      Band bandAfter,
      Estimate before,
      Estimate after,
      Estimate searchBefore,
      Estimate searchAfter,
      int candidatesTried,
      boolean confirmed,
      String confirmation,
      List<Moved> moved) {
    public Proposal {
      moved = List.copyOf(moved);
    }
  }

  /**
   * A card, hero or spirit tune took and left as it was, and why; {@code measure} is the figure it
   * was taken for (a hero has two).
   */
  public record NotTuned(String card, String name, String kind, String measure, String why) {}

  /**
   * A figure that moved beyond chance between two versions of the data on the same fresh seeds: the
   * difference is more than {@link Tuner#MOVED_Z} standard errors.
   */
  public record Moved(
      String card, String name, String kind, String measure, Estimate before, Estimate after) {}

  /** A card whose printed numbers changed: its new face must be printed, in each of its decks. */
  public record Reprint(String card, String name, String decks) {}
}
