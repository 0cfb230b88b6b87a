package org.legendsforge.bots;

import org.legendsforge.game.Battlefield;
import org.legendsforge.game.Cards;
import org.legendsforge.game.GameState;
import org.legendsforge.game.Life;
import org.legendsforge.game.Lineup;
import org.legendsforge.rules.PickupKind;

/**
 * How good a state is for one player, in about the balance model's unit (rules-spec §11: 1 health =
 * 1 damage = 1 mana = 1 value): what its side has minus what the other side has. docs/playtest.md
 * ("How the bots play") lists the terms; in short, for every hero in play:
 *
 * <ul>
 *   <li>{@value #HERO_IN_PLAY} for being in play (each hero brings its own turns), its health, and
 *       minus {@value #NEAR_DEATH} × (1 − health / starting health)², so that damage to a hero near
 *       death counts for more;
 *   <li>{@value #MANA} per mana (a little under 1, so a spell that gives its price's worth is worth
 *       casting), 1 per shield point, {@value #HYPER} for a hyper orb, its best weapon at 2 + its
 *       damage and {@value #EXTRA_WEAPON} for each other weapon;
 *   <li>statuses: stun {@value #STUN}, stuck {@value #STUCK}, slow {@value #SLOW}, {@value #DECAY}
 *       per decay stack, counted against the hero that has them;
 * </ul>
 *
 * plus {@value #DEATH_POINT} per death point of the other side, {@value #COMPENSATION} per
 * compensation point held, and for the player's own heroes only a little for where they stand:
 * {@value #APPROACH} per cell beyond the reach of their weapons and a move, {@value #ORB} per cell
 * to the nearest orb and {@value #DORMANT} per cell to the nearest dormant hero while the player
 * may still claim. A won game is worth {@value #WIN} (less the turns it took), a lost one minus
 * that. The position terms count only the player's own heroes: distance is symmetric, so counting
 * the enemy's too would cancel them.
 *
 * <p>In a team game the score is the player's side's: its team-mate's heroes count as its own, a
 * side's death points are its players' together, and a side of two counts its highest counter once
 * more (a side loses when one of its players reaches 4, so spreading its deaths matters).
 */
public final class Heuristic {
  static final double WIN = 100_000;
  static final double DEATH_POINT = 24;
  static final double HERO_IN_PLAY = 8;
  static final double NEAR_DEATH = 6;
  static final double MANA = 0.75;
  static final double SHIELD = 1;
  static final double HYPER = 4;
  static final double FIRST_WEAPON = 2;
  static final double EXTRA_WEAPON = 1;
  static final double STUN = 3;
  static final double STUCK = 1.5;
  static final double SLOW = 1;
  static final double DECAY = 2;
  static final double COMPENSATION = 0.3;
  static final double APPROACH = 0.25;
  static final double ORB = 0.1;
  static final double DORMANT = 0.3;

  /** The cells of a default move, added to a hero's weapon range for its reach. */
  static final int MOVE = 3;

  static final int FAR = 12;
  private static final int HYPER_COST = 3;

  /** An orb's kind is its low two bits ({@link GameState#orbKind}). */
  private static final int HYPER_KIND = PickupKind.HYPER.ordinal();

  private static final int MAX_CLAIMS = 3;

  private static final int DORMANT_SIDE = -1;

  private final double[] maxHealth;
  private final int[] weaponDamage;
  private final int[] weaponRange;
  // The heroes on the map while a score is worked out (a heuristic serves one bot, one thread).
  private final int[] heroes;
  private final int[] cells;
  private final int[] sides;
  private int onMap;

  public Heuristic(Cards cards) {
    maxHealth = new double[cards.heroCount()];
    for (int h = 0; h < maxHealth.length; h++) {
      maxHealth[h] = cards.hero(h).health();
    }
    heroes = new int[cards.heroCount()];
    cells = new int[cards.heroCount()];
    sides = new int[cards.heroCount()];
    int n = cards.weaponCount();
    weaponDamage = new int[n];
    weaponRange = new int[n];
    for (int w = 0; w < n; w++) {
      var weapon = cards.weapon(w);
      weaponDamage[w] = weapon.damage();
      int area = weapon.area().map(a -> a.steps()).orElse(0);
      weaponRange[w] = weapon.range() + area;
    }
  }

  /** The state's worth to {@code player}'s side. */
  public double score(GameState s, int player) {
    int side = Lineup.sideOf(player);
    if (s.over()) {
      if (s.winner() == 0) {
        return 0;
      }
      return (s.winner() == side ? WIN : -WIN) - s.turn();
    }
    double v = DEATH_POINT * (deathPoints(s, 3 - side) - deathPoints(s, side));
    if (s.compensationSide() != 0) {
      v += (s.compensationSide() == side ? COMPENSATION : -COMPENSATION) * s.compensationPoints();
    }
    onMap = 0;
    for (int h = 0; h < s.heroCount(); h++) {
      Life life = s.life(h);
      if (life == Life.ACTIVE || life == Life.DORMANT) {
        heroes[onMap] = h;
        cells[onMap] = s.cell(h);
        sides[onMap] = life == Life.DORMANT ? DORMANT_SIDE : s.side(h);
        onMap++;
      }
    }
    for (int i = 0; i < onMap; i++) {
      int h = heroes[i];
      if (sides[i] == side) {
        v += hero(s, h) + position(s, i, side);
      } else if (sides[i] != DORMANT_SIDE) {
        v -= hero(s, h);
      }
    }
    return v;
  }

  /** A side's death points: its players' together, a side of two's highest counted twice. */
  private static int deathPoints(GameState s, int side) {
    int partner = s.lineup().partner(side);
    if (partner == 0) {
      return s.deathPoints(side);
    }
    int a = s.deathPoints(side);
    int b = s.deathPoints(partner);
    return a + b + Math.max(a, b);
  }

  /**
   * The position term of one of {@code player}'s side's heroes alone (the part of {@link #score}
   * that moving only that hero changes): a move's stops differ in nothing else, so a planner can
   * score them as the start's score plus the change of this term.
   */
  public double positionOf(GameState s, int hero, int player) {
    onMap = 0;
    int me = -1;
    for (int h = 0; h < s.heroCount(); h++) {
      Life life = s.life(h);
      if (life == Life.ACTIVE || life == Life.DORMANT) {
        me = h == hero ? onMap : me;
        heroes[onMap] = h;
        cells[onMap] = s.cell(h);
        sides[onMap] = life == Life.DORMANT ? DORMANT_SIDE : s.side(h);
        onMap++;
      }
    }
    return me < 0 ? 0 : position(s, me, Lineup.sideOf(player));
  }

  /** What a hero in play is worth to its side. */
  double hero(GameState s, int h) {
    double health = s.health(h);
    double lost = 1 - health / maxHealth[h];
    double v = HERO_IN_PLAY + health - NEAR_DEATH * lost * lost;
    v += MANA * s.mana(h) + SHIELD * s.shield(h);
    if (s.holdsHyper(h)) {
      v += HYPER;
    }
    int held = s.weaponCount(h);
    int best = -1;
    for (int i = 0; i < held; i++) {
      best = Math.max(best, weaponDamage[s.weapon(h, i)]);
    }
    if (best >= 0) {
      v += FIRST_WEAPON + best + EXTRA_WEAPON * (held - 1);
    }
    if (s.stunned(h)) {
      v -= STUN;
    }
    if (s.stuck(h)) {
      v -= STUCK;
    }
    if (s.slowed(h)) {
      v -= SLOW;
    }
    return v - DECAY * s.decay(h);
  }

  /**
   * A little for standing where the hero can act next turn: near an enemy, an orb, a dormant hero.
   * {@code i} is the hero's place in the arrays {@link #score} filled.
   */
  private double position(GameState s, int i, int side) {
    int h = heroes[i];
    int cell = cells[i];
    int reach = MOVE;
    for (int w = 0; w < s.weaponCount(h); w++) {
      reach = Math.max(reach, MOVE + weaponRange[s.weapon(h, w)]);
    }
    int enemy = FAR;
    int dormant = FAR;
    for (int j = 0; j < onMap; j++) {
      if (j == i) {
        continue;
      }
      if (sides[j] == DORMANT_SIDE) {
        dormant = Math.min(dormant, Battlefield.distance(cell, cells[j]));
      } else if (sides[j] != side) {
        enemy = Math.min(enemy, Battlefield.distance(cell, cells[j]));
      }
    }
    int orb = FAR;
    boolean hyperAffordable = s.mana(h) >= HYPER_COST;
    for (int o = 0; o < s.orbCount(); o++) {
      int kindAndCell = s.orb(o);
      if (hyperAffordable || (kindAndCell & 3) != HYPER_KIND) {
        orb = Math.min(orb, Battlefield.distance(cell, GameState.orbCell(kindAndCell)));
      }
    }
    double v = -APPROACH * Math.max(0, enemy - reach) - ORB * orb;
    if (s.claims(side) < MAX_CLAIMS) {
      v -= DORMANT * dormant;
    }
    return v;
  }
}
