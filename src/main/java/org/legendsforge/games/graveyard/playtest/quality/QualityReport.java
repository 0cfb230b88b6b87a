package org.legendsforge.games.graveyard.playtest.quality;

import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * The game-quality report of a playtest's games: what was played, the win-probability estimate's
 * check, the three findings of the summary, every figure with its interval, and the data of the
 * charts. A record of records, so {@code --format json} writes it field by field.
 *
 * @param bots the bot of each player
 * @param firstSeed the first seed; the games are seeds {@code firstSeed ..+games}
 * @param pace the seconds of each kind of action the table time adds up
 * @param margin how close to the best plan another must be for a real choice (heuristic's unit)
 * @param knownBins decided games by the turn their winner was known, {@code knownBinWidth} turns a
 *     bin, the last bin open-ended
 * @param curves the curves of the sample of games the chart shows
 */
public record QualityReport(
    List<String> bots,
    long firstSeed,
    int games,
    int maxTurns,
    Map<String, Double> pace,
    double margin,
    WinCheck estimate,
    List<Finding> findings,
    List<ShapeFigure> figures,
    List<Snowball> snowball,
    List<SeatWait> waiting,
    List<Long> knownBins,
    int knownBinWidth,
    List<Curve> curves) {

  /**
   * A finding of the summary: its headline, the figure's words with its interval, and what the
   * games cannot show.
   */
  public record Finding(String headline, String evidence, String limits) {}

  /**
   * Of the games still running after {@code turn} turns in which one side led by {@code lead} death
   * points ({@code lead} and more for the last row), how often that side won.
   *
   * @param orMore whether {@code lead} means that many or more
   */
  public record Snowball(int turn, int lead, boolean orMore, Estimate leaderWins) {}

  /**
   * One seat's wait: the turns of others between two of its own turns (mean over games of each
   * game's mean), the same in minutes at the table, and the longest wait of a game (mean over
   * games).
   */
  public record SeatWait(int player, Estimate turns, Estimate minutes, Estimate longest) {}

  /** Side 1's estimate after every turn of one game, and who won (0: the turn limit). */
  public record Curve(long seed, int winner, List<Double> side1) {}

  /** The figure of {@code id}. */
  public ShapeFigure figure(String id) {
    return figures.stream()
        .filter(f -> f.id().equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no figure " + id));
  }
}
