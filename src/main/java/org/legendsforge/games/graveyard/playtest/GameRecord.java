package org.legendsforge.games.graveyard.playtest;

/**
 * What a playtest keeps of one game: who won and after how long, the random parts the designer
 * asked about (the first Turn Order cards, how far each side's heroes stood from the orbs as they
 * were placed, the compensation it caused), each side's picks, and what every hero, weapon and
 * spell did. Sides are 1 and 2 (in one against one, players 1 and 2; in a team game see {@link
 * org.legendsforge.games.graveyard.game.Lineup}); spirits are kept by player; card arrays are
 * indexed as in {@link org.legendsforge.games.graveyard.game.Cards}. Filled in by {@link
 * GameRecorder}, then added into a {@link Tally} and dropped.
 */
final class GameRecord {
  /** The Turn Order cards whose sides {@link #early} counts. */
  static final int EARLY_TURNS = 8;

  final long seed;
  int winner;
  int turns;
  int startPlayer;

  /**
   * The side of each of the first {@link #EARLY_TURNS} Turn Order cards (0 past the game's end).
   */
  final int[] early = new int[EARLY_TURNS];

  int earlyCount;

  /**
   * Σ over the setup orbs of (side 2's distance − side 1's) to its closest hero, at the first turn.
   */
  int setupAdvantage;

  /** The same over the orbs placed after setup, each measured as it was placed. */
  int respawnAdvantage;

  int respawns;

  /** Mana each side's heroes gained from the compensation counter. */
  final int[] compensationMana = new int[2];

  /** Per player (index player - 1): the spirit it picked. */
  final int[] spirit;

  /** Per side: its starting hero. */
  final int[] startHero = {-1, -1};

  /** Per hero: the side that picked it at the start, claimed it, spawned it (0 for none). */
  final int[] pickedBy;

  final int[] claimedBy;
  final int[] spawnedBy;
  final int[] kills;
  final int[] deaths;

  /** Hero turns the hero began while in play. */
  final int[] heroTurns;

  /** Per weapon: which sides held it (bit 1: side 1, bit 2: side 2). */
  final int[] weaponSides;

  final int[] attacks;

  /** Hero turns begun by an unstunned hero holding it. */
  final int[] weaponChances;

  final int[] weaponDamage;
  final long[] weaponValue;
  final long[] weaponValueSq;

  /** Per spell: which sides cast it (bits as for weapons). */
  final int[] castSides;

  final int[] casts;

  /** Hero turns begun with the spell in hand, an unstunned hero and mana enough to cast it. */
  final int[] spellChances;

  final int[] manaSpent;
  final int[] spellDamage;
  final int[] spellHealing;
  final long[] spellValue;
  final long[] spellValueSq;

  GameRecord(long seed, int players, int heroes, int weapons, int spells) {
    this.seed = seed;
    spirit = new int[players];
    java.util.Arrays.fill(spirit, -1);
    pickedBy = new int[heroes];
    claimedBy = new int[heroes];
    spawnedBy = new int[heroes];
    kills = new int[heroes];
    deaths = new int[heroes];
    heroTurns = new int[heroes];
    weaponSides = new int[weapons];
    attacks = new int[weapons];
    weaponChances = new int[weapons];
    weaponDamage = new int[weapons];
    weaponValue = new long[weapons];
    weaponValueSq = new long[weapons];
    castSides = new int[spells];
    casts = new int[spells];
    spellChances = new int[spells];
    manaSpent = new int[spells];
    spellDamage = new int[spells];
    spellHealing = new int[spells];
    spellValue = new long[spells];
    spellValueSq = new long[spells];
  }

  /** Whether {@code side} (1 or 2) is in the bit set {@code sides}. */
  static boolean has(int sides, int side) {
    return (sides & side) != 0;
  }
}
