package org.legendsforge.games.graveyard.game;

/** Something an action caused, in the order it happened; the log lists them to be read. */
public sealed interface Event {
  /**
   * Damage that reached the hero after its shield took {@code absorbed}, and the health it {@code
   * lost} (less than {@code amount} when the hero had less health left).
   */
  record Damaged(int hero, int amount, int absorbed, int lost) implements Event {}

  record Healed(int hero, int amount) implements Event {}

  /** Health a player turn moved to or from the hero (negative: given away), not damage. */
  record HealthMoved(int hero, int amount) implements Event {}

  /** Mana gained (a negative amount: lost). */
  record ManaChanged(int hero, int amount) implements Event {}

  record Shielded(int hero, int amount) implements Event {}

  /** Stun, stuck or slow given ({@code status} is its word). */
  record StatusGiven(int hero, String status) implements Event {}

  record DecayGiven(int hero, int stacks) implements Event {}

  /** Decay hurting its hero at the start of the hero's turn. */
  record DecayTicked(int hero, int stacks) implements Event {}

  record Cleansed(int hero) implements Event {}

  /** Statuses that ran out at the end of the hero's turn. */
  record StatusesExpired(int hero, java.util.List<String> statuses) implements Event {}

  /** A hero moved by an effect: {@code how} is push, pull, move or teleport. */
  record Moved(int hero, int from, int to, String how) implements Event {}

  record Died(int hero, int player, int deathPoints) implements Event {}

  /** A player drew a spell card. */
  record Drew(int player, int card) implements Event {}

  /** A player discarded a spell card (over a hand limit). */
  record Discarded(int player, int card) implements Event {}

  /** A hero took a hyper orb (by pickup or redistribution) or lost it (by death). */
  record HyperChanged(int hero, boolean holds) implements Event {}

  /** A chaos element was revealed and is now in force. */
  record ChaosRevealed(int chaos) implements Event {}
}
