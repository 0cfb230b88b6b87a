package org.legendsforge.games.graveyard.playtest.studies;

import java.util.List;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence;

/**
 * A skill ladder ({@code forge playtest --ladder random,greedy,search:8}): the same seeds played by
 * each bot in every seat, one {@link Rung} per bot in the order given, with the same figures side
 * by side, so a designer can see which findings come from weak play (docs/playtest.md, "The skill
 * ladder"). {@code differing} names (as {@code kind:id}) every card, hero and spirit whose verdict
 * is not the same on every rung.
 */
public record LadderReport(
    String game,
    List<String> bots,
    List<PlaytestReport.SeedRange> seeds,
    int maxTurns,
    List<Rung> rungs,
    List<String> differing) {

  /**
   * One bot's games: who wins (player 1, the start player, the side of the first turn), how long
   * games last, how many verdicts of each kind, and every figure with its verdict.
   */
  public record Rung(
      String bot,
      long games,
      long decided,
      Estimate side1,
      Estimate startPlayer,
      Estimate firstTurn,
      Estimate length,
      int overpowered,
      int underpowered,
      int unjudged,
      List<Figure> figures) {}

  /**
   * A card's, hero's or spirit's figure on one rung ({@code measure}: value per cast or attack, or
   * win rate when picked at the start) and its verdict there: {@code overpowered}, {@code
   * underpowered}, {@code not judged}, or {@code none} (within its band, as far as the games tell).
   */
  public record Figure(
      String id, String name, String kind, String measure, Estimate estimate, String verdict) {
    /** The key its verdict is known by on every rung ({@link Evidence#key()}). */
    public String key() {
      return Evidence.key(kind, id, measure);
    }
  }
}
