package org.legendsforge.bots;

import org.legendsforge.game.Battlefield;
import org.legendsforge.game.Cards;
import org.legendsforge.game.GameState;
import org.legendsforge.game.Life;
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
  private static final int MAX_CLAIMS = 3;

  private final int[] weaponDamage;
  private final int[] weaponRange;

  public Heuristic(Cards cards) {
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

  /** The state's worth to {@code player} (1 or 2). */
  public double score(GameState s, int player) {
    if (s.over()) {
      if (s.winner() == 0) {
        return 0;
      }
      return (s.winner() == player ? WIN : -WIN) - s.turn();
    }
    int other = 3 - player;
    double v = DEATH_POINT * (s.deathPoints(other) - s.deathPoints(player));
    if (s.compensationSide() != 0) {
      v += (s.compensationSide() == player ? COMPENSATION : -COMPENSATION) * s.compensationPoints();
    }
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) != Life.ACTIVE) {
        continue;
      }
      if (s.owner(h) == player) {
        v += hero(s, h) + position(s, h, player);
      } else {
        v -= hero(s, h);
      }
    }
    return v;
  }

  /** What a hero in play is worth to its side. */
  double hero(GameState s, int h) {
    double health = s.health(h);
    double lost = 1 - health / s.maxHealth(h);
    double v = HERO_IN_PLAY + health - NEAR_DEATH * lost * lost;
    v += MANA * s.mana(h) + SHIELD * s.shield(h);
    if (s.holdsHyper(h)) {
      v += HYPER;
    }
    int[] weapons = s.weapons(h);
    int best = -1;
    for (int w : weapons) {
      best = Math.max(best, weaponDamage[w]);
    }
    if (best >= 0) {
      v += FIRST_WEAPON + best + EXTRA_WEAPON * (weapons.length - 1);
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
   */
  double position(GameState s, int h, int player) {
    int cell = s.cell(h);
    int reach = MOVE;
    for (int w : s.weapons(h)) {
      reach = Math.max(reach, MOVE + weaponRange[w]);
    }
    int enemy = FAR;
    int dormant = FAR;
    for (int o = 0; o < s.heroCount(); o++) {
      int at = s.cell(o);
      if (at < 0 || o == h) {
        continue;
      }
      Life life = s.life(o);
      if (life == Life.ACTIVE && s.owner(o) != player) {
        enemy = Math.min(enemy, Battlefield.distance(cell, at));
      } else if (life == Life.DORMANT) {
        dormant = Math.min(dormant, Battlefield.distance(cell, at));
      }
    }
    int orb = FAR;
    for (int o : s.orbs()) {
      if (GameState.orbKind(o) != PickupKind.HYPER || s.mana(h) >= 3) {
        orb = Math.min(orb, Battlefield.distance(cell, GameState.orbCell(o)));
      }
    }
    double v = -APPROACH * Math.max(0, enemy - reach) - ORB * orb;
    if (s.claims(player) < MAX_CLAIMS) {
      v -= DORMANT * dormant;
    }
    return v;
  }
}
