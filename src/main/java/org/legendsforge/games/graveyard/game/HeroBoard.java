package org.legendsforge.games.graveyard.game;

import java.util.Arrays;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * What is on the map and on each hero: every hero's row of numbers, the weapons each holds, and the
 * orbs lying on the map. Its fields change only through the methods below, each one thing a rule
 * does to a hero (it enters play, dies, moves, is given a status...); the rules that decide when
 * are the engine's other classes.
 *
 * <p>Each hero's row is an {@code int[]} of {@value #FIELDS} numbers, indexed as in {@link Cards};
 * only this class knows the layout. The rows are copy-on-write: a copy of the board shares every
 * row with the board it was copied from, and whichever of the two writes a hero's row first gives
 * itself its own. A bot copies the state for every action it weighs, and an action changes a hero
 * or two of a card set's dozen or more, most of which never leave the box; copying only the outer
 * array cut what a greedy playtest allocates by a quarter (docs/performance.md). A state, and so
 * its board, belongs to the one thread that plays its game: the copy marks the source's rows shared
 * without a lock. The weapons' outer array is cloned, each hero's list in it and the orbs are
 * copy-on-write too ({@link Pile}).
 */
final class HeroBoard {
  private static final int CELL = 0;
  private static final int OWNER = 1;
  private static final int LIFE = 2;
  private static final int HEALTH = 3;
  private static final int MANA = 4;
  private static final int SHIELD = 5;
  private static final int DECAY = 6;

  /**
   * Stun, stuck and slow ({@link Status} STUN, STUCK, SLOW in that order) hold the number of the
   * hero's own turn at whose end they expire, 0 for none.
   */
  private static final int TIMED = 7;

  private static final int TIMED_STATUSES = 3;

  /** How many of its own turns the hero has begun. */
  private static final int TURNS = 10;

  private static final int HYPER = 11;
  private static final int FIELDS = 12;

  private final int[][] rows;

  /**
   * Which rows this board made itself since it was last copied, and so may write; null: none.
   * Bookkeeping, not part of what the board holds (transient: a state's fingerprint leaves it out).
   */
  private transient boolean[] owned;

  private final int[][] weapons;

  /** Orbs on the map, each {@code cell * 4 + kind}, sorted (so by cell). */
  private int[] orbs = GameState.NONE;

  /** {@link #inPlay()}, or null until it is next asked for. */
  private int[] inPlay;

  /** Every hero never yet in play: off the map, no weapons. */
  HeroBoard(int heroes) {
    int[] offMap = new int[FIELDS];
    offMap[CELL] = -1;
    rows = new int[heroes][];
    Arrays.fill(rows, offMap);
    weapons = new int[heroes][];
    Arrays.fill(weapons, GameState.NONE);
  }

  HeroBoard(HeroBoard o) {
    rows = o.rows.clone();
    o.owned = null;
    weapons = o.weapons.clone();
    orbs = o.orbs;
    inPlay = o.inPlay;
  }

  private int get(int hero, int field) {
    return rows[hero][field];
  }

  private void set(int hero, int field, int value) {
    boolean[] mine = owned;
    if (mine == null) {
      owned = mine = new boolean[rows.length];
    }
    if (!mine[hero]) {
      rows[hero] = rows[hero].clone();
      mine[hero] = true;
    }
    rows[hero][field] = value;
  }

  private void setLife(int hero, Life life) {
    set(hero, LIFE, life.ordinal());
    inPlay = null;
  }

  // ---- reading ----

  int count() {
    return weapons.length;
  }

  /** The hero's cell (0-89), or -1 off the map. */
  int cell(int hero) {
    return get(hero, CELL);
  }

  /** The controlling player, 0 for none. */
  int owner(int hero) {
    return get(hero, OWNER);
  }

  Life life(int hero) {
    return Life.of(get(hero, LIFE));
  }

  int health(int hero) {
    return get(hero, HEALTH);
  }

  int mana(int hero) {
    return get(hero, MANA);
  }

  int shield(int hero) {
    return get(hero, SHIELD);
  }

  int decay(int hero) {
    return get(hero, DECAY);
  }

  /** Whether the hero has a status that lasts for turns: stun, stuck or slow. */
  boolean has(int hero, Status timed) {
    return get(hero, TIMED + timed.ordinal()) != 0;
  }

  boolean holdsHyper(int hero) {
    return get(hero, HYPER) != 0;
  }

  /** The weapons the hero holds, in the order it took them (shared: never write to it). */
  int[] weapons(int hero) {
    return weapons[hero];
  }

  /** The orbs on the map, each {@code cell * 4 + kind ordinal}, by cell (shared, as above). */
  int[] orbs() {
    return orbs;
  }

  /**
   * The heroes in play ({@link Life#ACTIVE}), in index order: what every aim and redistribution
   * looks among, a few of a card set's heroes. Worked out again after a hero's life changes; the
   * array is shared with copies of the state, so it is never written to.
   */
  int[] inPlay() {
    int[] a = inPlay;
    if (a == null) {
      int n = 0;
      for (int h = 0; h < count(); h++) {
        n += get(h, LIFE) == Life.ACTIVE.ordinal() ? 1 : 0;
      }
      a = new int[n];
      n = 0;
      for (int h = 0; h < count(); h++) {
        if (get(h, LIFE) == Life.ACTIVE.ordinal()) {
          a[n++] = h;
        }
      }
      inPlay = a;
    }
    return a;
  }

  // ---- heroes coming and going (docs/rules-model.md §7, §8) ----

  /** Setup puts a hero on the map, dormant, at its starting health. */
  void lieDormant(int hero, int cell, int health) {
    setLife(hero, Life.DORMANT);
    set(hero, CELL, cell);
    set(hero, HEALTH, health);
  }

  /**
   * The hero comes into play under {@code player}'s control where it stands: at {@code health} and
   * {@code mana}, with no shield, decay, status or hyper orb (its own turns still count).
   */
  void enterPlay(int hero, int player, int health, int mana) {
    setLife(hero, Life.ACTIVE);
    set(hero, OWNER, player);
    set(hero, HEALTH, health);
    set(hero, MANA, mana);
    set(hero, SHIELD, 0);
    set(hero, DECAY, 0);
    for (int i = 0; i < TIMED_STATUSES; i++) {
      set(hero, TIMED + i, 0);
    }
    set(hero, HYPER, 0);
  }

  /** The hero dies and leaves the map for good (its hyper orb and weapons are taken apart). */
  void die(int hero) {
    setLife(hero, Life.DEAD);
    set(hero, CELL, -1);
  }

  /** The hero stands on another cell (a step, a push, a move, a teleport, a spawn). */
  void moveTo(int hero, int cell) {
    set(hero, CELL, cell);
  }

  /** The hero begins one of its own turns. */
  void beginOwnTurn(int hero) {
    set(hero, TURNS, get(hero, TURNS) + 1);
  }

  // ---- what effects change (docs/rules-model.md §3, §5) ----

  void setHealth(int hero, int health) {
    set(hero, HEALTH, health);
  }

  void setMana(int hero, int mana) {
    set(hero, MANA, mana);
  }

  void setShield(int hero, int shield) {
    set(hero, SHIELD, shield);
  }

  void addDecay(int hero, int stacks) {
    set(hero, DECAY, get(hero, DECAY) + stacks);
  }

  /**
   * Stun, stuck or slow until the end of the hero's next own turn; given again, the later end
   * counts (they do not stack).
   */
  void giveStatus(int hero, Status timed) {
    int field = TIMED + timed.ordinal();
    set(hero, field, Math.max(get(hero, TURNS) + 1, get(hero, field)));
  }

  /**
   * The end of the hero's own turn: the statuses due to end by now run out. Returns them as bits
   * ({@code 1 << Status.ordinal()}), 0 for none.
   */
  int expireStatuses(int hero) {
    int turns = get(hero, TURNS);
    int gone = 0;
    for (int i = 0; i < TIMED_STATUSES; i++) {
      int until = get(hero, TIMED + i);
      if (until != 0 && until <= turns) {
        set(hero, TIMED + i, 0);
        gone |= 1 << i;
      }
    }
    return gone;
  }

  /** Stun, stuck, slow and decay are gone (a shield stays). */
  void cleanse(int hero) {
    for (int i = 0; i < TIMED_STATUSES; i++) {
      set(hero, TIMED + i, 0);
    }
    set(hero, DECAY, 0);
  }

  void gainHyper(int hero) {
    set(hero, HYPER, 1);
  }

  void loseHyper(int hero) {
    set(hero, HYPER, 0);
  }

  // ---- weapons and orbs (docs/rules-model.md §6, §7.5) ----

  /**
   * The hero holds exactly these weapons (a starting weapon kept as it enters play: one or none).
   */
  void arm(int hero, int[] held) {
    weapons[hero] = held;
  }

  /** The hero adds a weapon to those it holds (an item orb's: it keeps the others, §12). */
  void addWeapon(int hero, int weapon) {
    weapons[hero] = Pile.plusBottom(weapons[hero], weapon);
  }

  /** The hero gives up every weapon it holds; returns them, in the order it took them. */
  int[] disarm(int hero) {
    int[] held = weapons[hero];
    weapons[hero] = GameState.NONE;
    return held;
  }

  /** An orb lands on a cell. */
  void placeOrb(int cell, PickupKind kind) {
    orbs = Pile.plusSorted(orbs, cell * 4 + kind.ordinal());
  }

  /** An orb leaves the map (a hero picked it up). */
  void removeOrb(int orb) {
    orbs = Pile.without(orbs, orb);
  }
}
