package org.legendsforge.games.graveyard.playtest.studies;

import java.util.List;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * What changed between two card sets in play (docs/playtest.md, "Comparing two card sets"): the
 * card diff, the game-level figures compared seed by seed, every figure of the cards the diff
 * edits, and the other cards' figures that moved beyond what 95% confidence allows once every
 * figure compared is counted (Bonferroni). {@code old} and {@code now} are both full reports.
 */
public record ComparisonReport(
    String oldLabel,
    String newLabel,
    List<String> cardDiff,
    List<Change> game,
    List<Change> edited,
    List<Change> others,
    int othersCompared,
    PlaytestReport old,
    PlaytestReport now) {

  /**
   * One figure on both sides and its change (new minus old); {@code significant}: its interval
   * excludes 0.
   */
  public record Change(
      String id,
      String name,
      String figure,
      Estimate old,
      Estimate now,
      Estimate difference,
      boolean significant) {}
}
