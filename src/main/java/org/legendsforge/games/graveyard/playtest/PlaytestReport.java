package org.legendsforge.games.graveyard.playtest;

import java.util.List;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * The figures of a playtest (docs/playtest.md says how to read each), worked out from its tallies
 * by {@link org.legendsforge.games.graveyard.playtest.report.ReportBuilder}: every rate and mean an
 * {@link Estimate} with its 95% interval and count. The text, JSON and HTML forms all show this one
 * record.
 */
public record PlaytestReport(
    Summary summary,
    Sides sides,
    TurnOrder turnOrder,
    Placement placement,
    List<HeroRow> heroes,
    List<SpiritRow> spirits,
    List<WeaponRow> weapons,
    List<SpellRow> spells,
    Verdicts verdicts) {

  /** What was played: the bots (player 1, player 2), the seeds, and how the games ended. */
  public record Summary(
      String game,
      List<String> bots,
      List<SeedRange> seeds,
      long games,
      long decided,
      int maxTurns,
      String compensation) {}

  /** Seeds {@code from} to {@code to}, both included. */
  public record SeedRange(long from, long to) {}

  /**
   * Player 1's and the start player's win rates, the side whose card came first in the Turn Order
   * deck, the side that had both of the first two turns, and the game length in turns.
   */
  public record Sides(
      Estimate side1,
      Estimate startPlayer,
      Estimate firstTurn,
      Estimate doubleStart,
      Estimate length,
      List<Long> lengthHistogram,
      int lengthBin) {}

  /** Player 1's win rate by how many more of the first Turn Order cards were its own. */
  public record TurnOrder(int earlyTurns, List<Bucket> byEarlyDifference) {}

  /** Games in which a figure took {@code key}, and player 1's win rate in them. */
  public record Bucket(int key, Estimate side1) {}

  /**
   * How near each side's heroes stood to the orbs: at setup and as orbs respawned, the win rate of
   * the side the orbs favoured (landed nearer its heroes), and what the compensation counter did.
   */
  public record Placement(
      Estimate setupFavoured,
      List<Bucket> bySetupAdvantage,
      Estimate respawnFavoured,
      List<Bucket> byRespawnAdvantage,
      double respawnsPerGame,
      double advantagePerGame,
      double compensationManaPerGame,
      double compensationManaToSideBehind,
      Compensation compensation) {}

  /**
   * The same seeds without the compensation counter (absent when they were not played): the
   * favoured side's win rate there, and the difference it makes.
   */
  public record Compensation(
      Estimate respawnFavouredWithout,
      Estimate difference,
      Estimate side1Without,
      Estimate lengthWithout,
      double advantagePerGameWithout) {}

  /**
   * A hero: the win rates of the sides that picked, claimed or spawned it, what it did in play, and
   * {@code turnsPerDeath}, how many of its own turns it lasted for each time it died, over the
   * games it was in play (unknown when it never died).
   */
  public record HeroRow(
      String id,
      String name,
      Estimate picked,
      Estimate claimed,
      Estimate spawned,
      long kills,
      long deaths,
      long turns,
      Estimate turnsPerDeath,
      double modelValue) {}

  public record SpiritRow(String id, String name, Estimate picked) {}

  /**
   * A weapon: the win rate of sides that held it, how often it was used when it could be, and its
   * value per attack in play against its deck's price band.
   */
  public record WeaponRow(
      String id,
      String name,
      String deck,
      Estimate held,
      long attacks,
      Estimate useRate,
      double damagePerAttack,
      Estimate valuePerAttack,
      double priceLow,
      double priceHigh) {}

  /**
   * A spell: casts and how often it was cast when it could be, mana spent, win rates of sides that
   * cast it and did not, damage and healing per mana, and its value per cast in play against its
   * price (cost + the spell action).
   */
  public record SpellRow(
      String id,
      String name,
      String element,
      int cost,
      long casts,
      Estimate useRate,
      long mana,
      Estimate winCast,
      Estimate winNotCast,
      Estimate winLift,
      double damagePerMana,
      double healingPerMana,
      Estimate valuePerCast,
      double price) {}

  /**
   * What the games say about each card, hero and spirit (docs/playtest.md, "Verdicts"): the ones
   * whose figure lies, with 95% confidence, above its band ({@code overpowered}) or below it
   * ({@code underpowered}), most extreme first across every kind, restricted play's verdicts among
   * them; the ones the games cannot judge ({@code unjudged}); the rules these were judged by; and
   * every card restricted play forced into play, whatever it found ({@code restricted}).
   */
  public record Verdicts(
      List<Verdict> overpowered,
      List<Verdict> underpowered,
      List<Unjudged> unjudged,
      Basis basis,
      List<Restricted> restricted) {
    public Verdicts(
        List<Verdict> overpowered,
        List<Verdict> underpowered,
        List<Unjudged> unjudged,
        Basis basis) {
      this(overpowered, underpowered, unjudged, basis, List.of());
    }
  }

  /**
   * A card the bots declined, forced into play by restricted play (docs/playtest.md, "Restricted
   * play"): its use in the playtest ({@code uses} of {@code chances}), the bot, the paired games
   * played ({@code games}), the forced seat's uses of it and the games it used it in, the forced
   * side's win rate and the plain side's on the same seeds, their paired difference, and the
   * verdict it gives: {@code underpowered}, {@code the bots miss its use}, {@code fine when used},
   * or {@code unjudged} when it was never legal.
   */
  public record Restricted(
      String id,
      String name,
      String kind,
      String bot,
      long uses,
      long chances,
      long games,
      long forcedUses,
      long gamesUsed,
      Estimate forcedWin,
      Estimate plainWin,
      Estimate difference,
      Band band,
      Estimate valuePerUse,
      String verdict,
      String why) {}

  /**
   * One verdict: the figure judged ({@code measure}: value per cast or attack, or win rate when
   * picked), its band ({@code expected} its middle: the price, or the even win rate), the figure
   * measured, {@code ratio} = observed / expected, the sentence that says why it is listed, and how
   * well it holds: {@code robustness} is {@code robust} when it holds in both halves of the seeds
   * and with the stronger bot (when that check was run), else {@code uncertain}. A verdict from
   * restricted play carries its evidence in {@code restricted} (null for the playtest's own); it
   * has no halves ({@code halves} null), no stronger bot's check, and is {@code uncertain}.
   */
  public record Verdict(
      String id,
      String name,
      String kind,
      String measure,
      double expected,
      double bandLow,
      double bandHigh,
      Estimate observed,
      double ratio,
      String why,
      String robustness,
      String robustnessWhy,
      Halves halves,
      Check check,
      Restricted restricted) {}

  /**
   * The figure in the games of the odd seeds and of the even seeds, and whether each lies beyond
   * the band on the verdict's side.
   */
  public record Halves(
      Estimate oddSeeds, Estimate evenSeeds, boolean holdsInOdd, boolean holdsInEven) {}

  /**
   * The figure as the stronger bot played it ({@code forge playtest --check-with}): the bot, its
   * games (the first seeds of the playtest), its estimate, and whether it lies beyond the band on
   * the verdict's side.
   */
  public record Check(String bot, long games, Estimate estimate, boolean holds) {}

  /**
   * A card, hero or spirit these games cannot judge, and why: never legal, never used, or used in
   * under 1% of its chances (what that says is about the bots, not the card).
   */
  public record Unjudged(
      String id,
      String name,
      String kind,
      String measure,
      long uses,
      long chances,
      Estimate useRate,
      String why) {}

  /**
   * The rules of evidence the verdicts were made by: a value per use's standard deviation taken as
   * at least {@code valueSdFloor}; a card used in under {@code minUseRate} of its chances (by its
   * interval's upper bound) is not judged; heroes and spirits are judged against their fair bands,
   * heroes by their turns per death against {@code lastingBand} too; the stronger bot's check
   * ({@code checkBot} null when it was not run) over {@code checkGames}.
   */
  public record Basis(
      double valueSdFloor,
      double minUseRate,
      Band heroBand,
      Band spiritBand,
      Band lastingBand,
      String checkBot,
      long checkGames) {}

  /**
   * What a figure may be without a verdict: from {@code low} to {@code high}, aiming at {@code
   * middle}.
   */
  public record Band(double low, double middle, double high) {}
}
