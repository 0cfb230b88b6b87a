package org.legendsforge.games.graveyard.playtest.stats;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.game.Lineup;

/**
 * The sums a playtest keeps over any number of games: counts and totals only, all whole numbers
 * (values in thousandths), so two tallies of different games add up to exactly the tally of all of
 * them, in any order ({@link #merge}). That is what makes a playtest's result the same for any
 * number of threads, and what lets batches of seeds played apart be merged later (docs/playtest.md,
 * "Batches"). Every figure of the report is worked out from a tally.
 *
 * <p>Win counts are over decided games (a game stopped by the turn limit has no winner and counts
 * only in {@link Stat#GAMES} and the lengths).
 */
public final class Tally {
  /** Whole-game sums. */
  public enum Stat {
    GAMES,
    DECIDED,
    SIDE1_WINS,
    TURNS,
    TURNS_SQ,
    START_PLAYER_WINS,
    FIRST_TURN_WINS,
    DOUBLE_STARTS,
    DOUBLE_START_WINS,
    SETUP_FAVOURED,
    SETUP_FAVOURED_WINS,
    RESPAWN_FAVOURED,
    RESPAWN_FAVOURED_WINS,
    RESPAWNS,
    RESPAWN_ADVANTAGE_ABS,
    COMPENSATION_MANA,
    COMPENSATION_MANA_BEHIND
  }

  /** Per hero. */
  public enum HeroStat {
    PICKED,
    PICKED_WINS,
    CLAIMED,
    CLAIMED_WINS,
    SPAWNED,
    SPAWNED_WINS,
    KILLS,
    DEATHS,
    TURNS,
    /** Games in which it took a turn or died: what its turns per death are averaged over. */
    IN_PLAY,
    /** Sums over those games of deaths², turns² and deaths × turns: the spread of the ratio. */
    DEATHS_SQ,
    TURNS_SQ,
    DEATHS_TURNS
  }

  /** Per spirit. */
  public enum SpiritStat {
    PICKED,
    PICKED_WINS
  }

  /** Per weapon: side-games in which a hero of the side held it, and what its attacks did. */
  public enum WeaponStat {
    HELD,
    HELD_WINS,
    ATTACKS,
    CHANCES,
    DAMAGE,
    VALUE,
    VALUE_SQ
  }

  /** Per spell: what its casts did, and side-games in which the side cast it or not. */
  public enum SpellStat {
    CASTS,
    CHANCES,
    MANA,
    DAMAGE,
    HEALING,
    VALUE,
    VALUE_SQ,
    CAST_GAMES,
    CAST_WINS,
    NOT_CAST_GAMES,
    NOT_CAST_WINS
  }

  /** Bins of game length, {@value #LENGTH_BIN} turns wide; the last holds every longer game. */
  public static final int LENGTH_BIN = 10;

  static final int LENGTH_BINS = 40;

  /** Orb advantages are kept per value from -{@value #ADVANTAGE_SPAN} to +that (clamped). */
  public static final int ADVANTAGE_SPAN = 20;

  final long[] game = new long[Stat.values().length];

  /** Named series: per length bin, per early-turn difference, per orb advantage. */
  final Map<String, long[]> series = new LinkedHashMap<>();

  public final long[][] heroes;
  public final long[][] spirits;
  public final long[][] weapons;
  public final long[][] spells;

  public Tally(int heroCount, int spiritCount, int weaponCount, int spellCount) {
    heroes = new long[heroCount][HeroStat.values().length];
    spirits = new long[spiritCount][SpiritStat.values().length];
    weapons = new long[weaponCount][WeaponStat.values().length];
    spells = new long[spellCount][SpellStat.values().length];
    series.put("length", new long[LENGTH_BINS]);
    int early = 2 * GameRecord.EARLY_TURNS + 1;
    series.put("earlyGames", new long[early]);
    series.put("earlySide1Wins", new long[early]);
    int adv = 2 * ADVANTAGE_SPAN + 1;
    series.put("setupGames", new long[adv]);
    series.put("setupSide1Wins", new long[adv]);
    series.put("respawnGames", new long[adv]);
    series.put("respawnSide1Wins", new long[adv]);
  }

  public long get(Stat s) {
    return game[s.ordinal()];
  }

  public long[] series(String name) {
    return series.get(name);
  }

  /** Adds one game. */
  public void add(GameRecord r) {
    inc(Stat.GAMES, 1);
    inc(Stat.TURNS, r.turns);
    inc(Stat.TURNS_SQ, (long) r.turns * r.turns);
    series("length")[Math.min(LENGTH_BINS - 1, r.turns / LENGTH_BIN)]++;
    inc(Stat.RESPAWNS, r.respawns);
    inc(Stat.RESPAWN_ADVANTAGE_ABS, Math.abs(r.respawnAdvantage));
    inc(Stat.COMPENSATION_MANA, r.compensationMana[0] + r.compensationMana[1]);
    if (r.respawnAdvantage != 0) {
      int behind = r.respawnAdvantage > 0 ? 2 : 1;
      inc(Stat.COMPENSATION_MANA_BEHIND, r.compensationMana[behind - 1]);
    }
    int w = r.winner;
    if (w == 0) {
      return;
    }
    inc(Stat.DECIDED, 1);
    inc(Stat.SIDE1_WINS, w == 1 ? 1 : 0);
    inc(Stat.START_PLAYER_WINS, w == r.startPlayer ? 1 : 0);
    if (r.earlyCount > 0) {
      inc(Stat.FIRST_TURN_WINS, w == r.early[0] ? 1 : 0);
    }
    if (r.earlyCount > 1 && r.early[0] == r.early[1]) {
      inc(Stat.DOUBLE_STARTS, 1);
      inc(Stat.DOUBLE_START_WINS, w == r.early[0] ? 1 : 0);
    }
    int d = 0;
    for (int i = 0; i < r.earlyCount; i++) {
      d += r.early[i] == 1 ? 1 : -1;
    }
    bySide1("early", d + GameRecord.EARLY_TURNS, w);
    favoured(Stat.SETUP_FAVOURED, Stat.SETUP_FAVOURED_WINS, r.setupAdvantage, w);
    bySide1("setup", clamp(r.setupAdvantage) + ADVANTAGE_SPAN, w);
    favoured(Stat.RESPAWN_FAVOURED, Stat.RESPAWN_FAVOURED_WINS, r.respawnAdvantage, w);
    bySide1("respawn", clamp(r.respawnAdvantage) + ADVANTAGE_SPAN, w);
    cards(r, w);
  }

  private void cards(GameRecord r, int w) {
    for (int player = 1; player <= r.spirit.length; player++) {
      int won = w == Lineup.sideOf(player) ? 1 : 0;
      if (r.spirit[player - 1] >= 0) {
        long[] sp = spirits[r.spirit[player - 1]];
        sp[SpiritStat.PICKED.ordinal()]++;
        sp[SpiritStat.PICKED_WINS.ordinal()] += won;
      }
    }
    for (int h = 0; h < heroes.length; h++) {
      long[] t = heroes[h];
      side(t, HeroStat.PICKED, HeroStat.PICKED_WINS, r.pickedBy[h], w);
      side(t, HeroStat.CLAIMED, HeroStat.CLAIMED_WINS, r.claimedBy[h], w);
      side(t, HeroStat.SPAWNED, HeroStat.SPAWNED_WINS, r.spawnedBy[h], w);
      t[HeroStat.KILLS.ordinal()] += r.kills[h];
      t[HeroStat.DEATHS.ordinal()] += r.deaths[h];
      t[HeroStat.TURNS.ordinal()] += r.heroTurns[h];
      long d = r.deaths[h];
      long n = r.heroTurns[h];
      if (d > 0 || n > 0) {
        t[HeroStat.IN_PLAY.ordinal()]++;
        t[HeroStat.DEATHS_SQ.ordinal()] += d * d;
        t[HeroStat.TURNS_SQ.ordinal()] += n * n;
        t[HeroStat.DEATHS_TURNS.ordinal()] += d * n;
      }
    }
    for (int x = 0; x < weapons.length; x++) {
      long[] t = weapons[x];
      for (int side = 1; side <= 2; side++) {
        if (GameRecord.has(r.weaponSides[x], side)) {
          t[WeaponStat.HELD.ordinal()]++;
          t[WeaponStat.HELD_WINS.ordinal()] += w == side ? 1 : 0;
        }
      }
      t[WeaponStat.ATTACKS.ordinal()] += r.attacks[x];
      t[WeaponStat.CHANCES.ordinal()] += r.weaponChances[x];
      t[WeaponStat.DAMAGE.ordinal()] += r.weaponDamage[x];
      t[WeaponStat.VALUE.ordinal()] += r.weaponValue[x];
      t[WeaponStat.VALUE_SQ.ordinal()] += r.weaponValueSq[x];
    }
    for (int x = 0; x < spells.length; x++) {
      long[] t = spells[x];
      for (int side = 1; side <= 2; side++) {
        boolean cast = GameRecord.has(r.castSides[x], side);
        t[(cast ? SpellStat.CAST_GAMES : SpellStat.NOT_CAST_GAMES).ordinal()]++;
        t[(cast ? SpellStat.CAST_WINS : SpellStat.NOT_CAST_WINS).ordinal()] += w == side ? 1 : 0;
      }
      t[SpellStat.CASTS.ordinal()] += r.casts[x];
      t[SpellStat.CHANCES.ordinal()] += r.spellChances[x];
      t[SpellStat.MANA.ordinal()] += r.manaSpent[x];
      t[SpellStat.DAMAGE.ordinal()] += r.spellDamage[x];
      t[SpellStat.HEALING.ordinal()] += r.spellHealing[x];
      t[SpellStat.VALUE.ordinal()] += r.spellValue[x];
      t[SpellStat.VALUE_SQ.ordinal()] += r.spellValueSq[x];
    }
  }

  private static void side(long[] t, HeroStat games, HeroStat wins, int side, int winner) {
    if (side > 0) {
      t[games.ordinal()]++;
      t[wins.ordinal()] += side == winner ? 1 : 0;
    }
  }

  private void favoured(Stat games, Stat wins, int advantage, int winner) {
    if (advantage != 0) {
      inc(games, 1);
      inc(wins, winner == (advantage > 0 ? 1 : 2) ? 1 : 0);
    }
  }

  private void bySide1(String name, int bin, int winner) {
    series(name + "Games")[bin]++;
    series(name + "Side1Wins")[bin] += winner == 1 ? 1 : 0;
  }

  private static int clamp(int v) {
    return Math.max(-ADVANTAGE_SPAN, Math.min(ADVANTAGE_SPAN, v));
  }

  private void inc(Stat s, long by) {
    game[s.ordinal()] += by;
  }

  /** Adds every sum of {@code o} (a tally of the same card set) into this one. */
  public void merge(Tally o) {
    add(game, o.game);
    for (Map.Entry<String, long[]> e : series.entrySet()) {
      add(e.getValue(), o.series.get(e.getKey()));
    }
    add(heroes, o.heroes);
    add(spirits, o.spirits);
    add(weapons, o.weapons);
    add(spells, o.spells);
  }

  /** A new tally of the games of this one and of {@code other} (other games of the same cards). */
  public Tally plus(Tally other) {
    Tally out = new Tally(heroes.length, spirits.length, weapons.length, spells.length);
    out.merge(this);
    out.merge(other);
    return out;
  }

  /**
   * A new tally of the games in this one that are not in {@code part} (a tally of some of them).
   */
  public Tally minus(Tally part) {
    Tally out = new Tally(heroes.length, spirits.length, weapons.length, spells.length);
    out.merge(this);
    add(out.game, part.game, -1);
    for (Map.Entry<String, long[]> e : out.series.entrySet()) {
      add(e.getValue(), part.series.get(e.getKey()), -1);
    }
    add(out.heroes, part.heroes, -1);
    add(out.spirits, part.spirits, -1);
    add(out.weapons, part.weapons, -1);
    add(out.spells, part.spells, -1);
    return out;
  }

  private static void add(long[][] into, long[][] from) {
    add(into, from, 1);
  }

  private static void add(long[][] into, long[][] from, int sign) {
    for (int i = 0; i < into.length; i++) {
      add(into[i], from[i], sign);
    }
  }

  private static void add(long[] into, long[] from) {
    add(into, from, 1);
  }

  private static void add(long[] into, long[] from, int sign) {
    for (int i = 0; i < into.length; i++) {
      into[i] += sign * from[i];
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Tally t
        && Arrays.equals(game, t.game)
        && series.keySet().equals(t.series.keySet())
        && series.keySet().stream().allMatch(k -> Arrays.equals(series.get(k), t.series.get(k)))
        && Arrays.deepEquals(heroes, t.heroes)
        && Arrays.deepEquals(spirits, t.spirits)
        && Arrays.deepEquals(weapons, t.weapons)
        && Arrays.deepEquals(spells, t.spells);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(game);
  }

  /**
   * The enum constant's name as the batch file writes it ({@code PICKED_WINS} → {@code
   * pickedWins}).
   */
  static String key(Enum<?> e) {
    StringBuilder out = new StringBuilder();
    boolean up = false;
    for (char c : e.name().toLowerCase(java.util.Locale.ROOT).toCharArray()) {
      if (c == '_') {
        up = true;
      } else {
        out.append(up ? Character.toUpperCase(c) : c);
        up = false;
      }
    }
    return out.toString();
  }

  static List<String> keys(Enum<?>[] values) {
    return Arrays.stream(values).map(Tally::key).toList();
  }
}
