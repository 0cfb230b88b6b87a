package org.legendsforge.games.graveyard.playtest.stats;

/**
 * What a playtest keeps of one game: who won and after how long, the random parts the designer
 * asked about (the first Turn Order cards, how far each side's heroes stood from the orbs as they
 * were placed, the compensation it caused), each side's picks, and what every hero, weapon and
 * spell did. Sides are 1 and 2 (in one against one, players 1 and 2; in a team game see {@link
 * org.legendsforge.games.graveyard.game.Lineup}); spirits are kept by player; card arrays are
 * indexed as in {@link org.legendsforge.games.graveyard.game.Cards}. Filled in by {@link
 * org.legendsforge.games.graveyard.playtest.play.GameRecorder}, then added into a {@link Tally} and
 * dropped.
 */
public final class GameRecord {
  /** The Turn Order cards whose sides {@link #early} counts. */
  public static final int EARLY_TURNS = 8;

  public final long seed;
  public int winner;
  public int turns;
  public int startPlayer;

  /**
   * The side of each of the first {@link #EARLY_TURNS} Turn Order cards (0 past the game's end).
   */
  public final int[] early = new int[EARLY_TURNS];

  public int earlyCount;

  /**
   * Σ over the setup orbs of (side 2's distance − side 1's) to its closest hero, at the first turn.
   */
  public int setupAdvantage;

  /** The same over the orbs placed after setup, each measured as it was placed. */
  public int respawnAdvantage;

  public int respawns;

  /** Mana each side's heroes gained from the compensation counter. */
  public final int[] compensationMana = new int[2];

  /** Per player (index player - 1): the spirit it picked. */
  public final int[] spirit;

  /** Per side: its starting hero. */
  public final int[] startHero = {-1, -1};

  /** Per hero: the side that picked it at the start, claimed it, spawned it (0 for none). */
  public final int[] pickedBy;

  public final int[] claimedBy;
  public final int[] spawnedBy;
  public final int[] kills;
  public final int[] deaths;

  /** Hero turns the hero began while in play. */
  public final int[] heroTurns;

  /** Per weapon: which sides held it (bit 1: side 1, bit 2: side 2). */
  public final int[] weaponSides;

  public final int[] attacks;

  /** Hero turns begun by an unstunned hero holding it. */
  public final int[] weaponChances;

  public final int[] weaponDamage;
  public final long[] weaponValue;
  public final long[] weaponValueSq;

  /** Per spell: which sides cast it (bits as for weapons). */
  public final int[] castSides;

  public final int[] casts;

  /** Hero turns begun with the spell in hand, an unstunned hero and mana enough to cast it. */
  public final int[] spellChances;

  public final int[] manaSpent;
  public final int[] spellDamage;
  public final int[] spellHealing;
  public final long[] spellValue;
  public final long[] spellValueSq;

  public GameRecord(long seed, int players, int heroes, int weapons, int spells) {
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
