package org.legendsforge.games.graveyard.game;

import java.util.Arrays;
import org.legendsforge.games.graveyard.rules.Compensation;

/**
 * What each player and side has won or chosen over the game, apart from heroes and cards: each
 * player's spirit and death points (docs/rules-model.md §12 "Death points"), each side's claims
 * (§8, §12 "Teams"), the compensation counter (§6), the start player, and the result once the game
 * is over. It changes rarely (a pick, a death, a claim, an orb placed), so its arrays are
 * copy-on-write like the piles': a copy of the state shares them, and every change below stores a
 * new array.
 */
final class Score {
  /** Per player, index player - 1: the spirit it picked, or -1 before its pick. */
  private int[] spirits;

  /** Per player, index player - 1 (one counter per player, §12). */
  private int[] deathPoints;

  /** Per side, index side - 1: the heroes it claimed (at most 3, {@link Claims}). */
  private int[] claims = {0, 0};

  private Compensation counter = Compensation.NONE;
  private int startPlayer = 1;
  private int winner;
  private String endReason;

  Score(int players) {
    spirits = new int[players];
    Arrays.fill(spirits, -1);
    deathPoints = new int[players];
  }

  Score(Score o) {
    spirits = o.spirits;
    deathPoints = o.deathPoints;
    claims = o.claims;
    counter = o.counter;
    startPlayer = o.startPlayer;
    winner = o.winner;
    endReason = o.endReason;
  }

  int spirit(int player) {
    return spirits[player - 1];
  }

  /** Whether a player already picked this spirit (each player has a spirit of its own). */
  boolean spiritTaken(int spirit) {
    return Pile.contains(spirits, spirit);
  }

  int deathPoints(int player) {
    return deathPoints[player - 1];
  }

  int claims(int side) {
    return claims[side - 1];
  }

  Compensation counter() {
    return counter;
  }

  int startPlayer() {
    return startPlayer;
  }

  int winner() {
    return winner;
  }

  String endReason() {
    return endReason;
  }

  /** Setup's die roll decided who starts (docs/rules-model.md §7.4). */
  void startWith(int player) {
    startPlayer = player;
  }

  void pickSpirit(int player, int spirit) {
    spirits = spirits.clone();
    spirits[player - 1] = spirit;
  }

  /** A hero of {@code player}'s died; returns the player's death points now. */
  int gainDeathPoint(int player) {
    deathPoints = deathPoints.clone();
    return ++deathPoints[player - 1];
  }

  /** The side claimed a hero; returns how many it has claimed now (1 for its first claim). */
  int claim(int side) {
    claims = claims.clone();
    return ++claims[side - 1];
  }

  /** The counter after an orb was placed ({@link Compensation#afterPlacement}). */
  void compensation(Compensation after) {
    counter = after;
  }

  /** The game is over: the winning side (0 for none) and why it ended. */
  void decide(int winningSide, String reason) {
    winner = winningSide;
    endReason = reason;
  }
}
