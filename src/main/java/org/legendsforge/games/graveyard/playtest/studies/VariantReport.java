package org.legendsforge.games.graveyard.playtest.studies;

import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * Variants of the rules compared on the same seeds ({@code forge playtest --compare-variants}): for
 * each, keyed by its id, the turn-order and orb figures of its playtest with their 95% intervals,
 * and the change from the designer's rules; then which variant leaves the least luck without making
 * games longer, by the rule docs/playtest.md ("Variants") gives.
 *
 * @param leastLuck the id of the variant named (the designer's rules' own id when none is)
 * @param finding that choice in a sentence, with the figures behind it
 */
public record VariantReport(
    String game,
    List<String> bots,
    List<PlaytestReport.SeedRange> seeds,
    long games,
    int maxTurns,
    Map<String, Entry> variants,
    String leastLuck,
    String finding) {

  /**
   * One variant's figures. {@code changes}: the rule values it sets (none for the rules); {@code
   * earlyLeader}: the win rate of the side that had more of the first {@code earlyTurns} Turn Order
   * cards (games where neither had more left out); {@code side1Change}, {@code doubleStartChange}
   * and {@code earlyLeaderChange}: those win rates minus the rules', and {@code lengthChange}: its
   * game length minus the rules', each with a 95% interval paired seed by seed (the same seeds
   * under both rules: {@link VariantPairing}).
   */
  public record Entry(
      String name,
      String description,
      Map<String, Object> changes,
      Estimate side1,
      Estimate startPlayer,
      Estimate firstTurn,
      Estimate doubleStart,
      Estimate earlyLeader,
      int earlyTurns,
      List<PlaytestReport.Bucket> byEarlyDifference,
      Estimate respawnFavoured,
      double advantagePerGame,
      double compensationManaPerGame,
      Estimate length,
      Estimate side1Change,
      Estimate doubleStartChange,
      Estimate earlyLeaderChange,
      Estimate lengthChange) {}
}
