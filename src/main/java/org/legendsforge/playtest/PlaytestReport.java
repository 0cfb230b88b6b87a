package org.legendsforge.playtest;

import java.util.List;

/**
 * The figures of a playtest (docs/playtest.md says how to read each), worked out from its tallies
 * by {@link ReportBuilder}: every rate and mean an {@link Estimate} with its 95% interval and
 * count. The text, JSON and HTML forms all show this one record.
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
    Mispriced mispriced) {

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

  public record HeroRow(
      String id,
      String name,
      Estimate picked,
      Estimate claimed,
      Estimate spawned,
      long kills,
      long deaths,
      long turns,
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

  /** Cards whose value in play disagrees with their price, worst first. */
  public record Mispriced(List<Entry> overpowered, List<Entry> underpowered) {}

  /**
   * One mispriced card: its price, its value per use in play, their ratio and why it is listed;
   * {@code hardlyUsed}: the bots hardly ever used it when they could, and its ratio counts as 0.
   */
  public record Entry(
      String id,
      String name,
      String kind,
      double price,
      Estimate observed,
      double ratio,
      boolean hardlyUsed,
      String why) {}
}
