package org.legendsforge.games.graveyard.bots;

import java.util.List;
import org.legendsforge.games.graveyard.game.Battlefield;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Life;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.RuleValue;

/**
 * How good a state is for one player, in about the balance model's unit (1 health = 1 damage = 1
 * mana = 1 value): what its side has minus what the other side has. docs/playtest.md ("The bots")
 * lists the terms, each weighed by a number of {@link Weights} (named below; {@link Weights#GREEDY}
 * are the greedy bot's); in short:
 *
 * <ul>
 *   <li><b>material</b>, for every hero in play: {@code heroInPlay} for being in play (each hero
 *       brings its own turns), its health, minus {@code nearDeath} × (1 − health / starting
 *       health)² (damage to a hero near death counts for more), {@code mana} per mana (a little
 *       under 1, so a spell that gives its price's worth is worth casting), 1 per shield point,
 *       {@code hyper} for a hyper orb held, its best weapon at 2 + its damage and {@code
 *       extraWeapon} for each other; stun {@code stun}, stuck {@code stuck}, slow {@code slow} and
 *       {@code decay} per decay stack against the hero that has them;
 *   <li><b>score</b>: {@code deathPoint} per death point of the other side, {@code compensation}
 *       per compensation point held;
 *   <li><b>spells in hand</b>: {@code handCard} a card plus {@code handCost} per mana of its cost
 *       (a hand refills at the end of every turn, so a card is worth little more than the option of
 *       casting it; the cost part makes the cheapest card the one discarded);
 *   <li><b>reach and tempo</b>, for every pair of enemies in play: a hero that could strike the
 *       other next turn (within its move plus its best weapon's reach, not stunned) threatens
 *       {@code threat} × the damage that would land, and {@code killThreat} more when that damage
 *       would kill; threats by the player's side count for it, threats against it count against it,
 *       so stepping out of reach after a strike, pushing an enemy away or teleporting next to a
 *       weak one are worth something;
 *   <li><b>orbs</b>: for each orb, which side's nearest hero (in play, able to take it) stands
 *       nearer: {@code orb} × the orb's worth × (1 / (1 + turns away)) for the side's nearest, the
 *       player's minus the other side's (a hyper orb is worth {@code hyperOrbGain} to a hero with
 *       the mana to take it and none held);
 *   <li><b>position</b>, the player's own heroes only: {@code approach} per cell beyond their reach
 *       from the nearest enemy (so games move towards a fight) and {@code dormant} per cell to the
 *       nearest dormant hero while the player may still claim.
 * </ul>
 *
 * A won game is worth {@code win} (less the turns it took), a lost one minus that.
 *
 * <p>A side's pick of the hero gaining a compensation trade's mana adds {@link #manaUse} to the
 * score after it: the score above values a mana the same on every hero, and the pick should go to
 * the hero that can spend it.
 *
 * <p>In a team game the score is the player's side's: its team-mate's heroes and hand count as its
 * own, a side's death points are its players' together, and a side of two counts its highest
 * counter once more (a side loses when one of its players reaches 4, so spreading its deaths
 * matters).
 */
public final class Heuristic {

  static final int FAR = 12;

  /** An orb's kind is its low two bits ({@link GameState#orbKind}). */
  private static final int HYPER_KIND = PickupKind.HYPER.ordinal();

  private static final int DORMANT_SIDE = -1;

  /** Distances between cells, {@code [a * CELLS + b]}: a score asks for hundreds. */
  private static final byte[] DISTANCE = new byte[Battlefield.CELLS * Battlefield.CELLS];

  /** How near an orb {@code d} cells away is for a hero of {@code m} cells' move: 1 / (1 + d/m). */
  private static final double[][] NEAR = new double[16][Battlefield.CELLS];

  static {
    for (int a = 0; a < Battlefield.CELLS; a++) {
      for (int b = 0; b < Battlefield.CELLS; b++) {
        DISTANCE[a * Battlefield.CELLS + b] = (byte) Battlefield.distance(a, b);
      }
    }
    for (int m = 0; m < NEAR.length; m++) {
      for (int d = 0; d < Battlefield.CELLS; d++) {
        NEAR[m][d] = 1.0 / (1 + d / (double) Math.max(1, m));
      }
    }
  }

  private final Weights weights;

  /** Each orb kind's worth when taken, by ordinal (a hyper orb's depends on the hero). */
  private final double[] orbWorth = new double[PickupKind.values().length];

  private final Cards cards;
  private final double[] maxHealth;
  private final int[] moves;
  private final int[] weaponDamage;
  private final int[] weaponRange;
  private final double[] cardWorth;
  // The heroes on the map while a score is worked out (a heuristic serves one bot, one thread).
  private final int[] heroes;
  private final int[] cells;
  private final int[] sides;
  private final int[] reach;
  // how much the hero's threats count: 1 while its turn is to come, else the spent weight
  private final double[] soon;
  private final int[] damage;
  private final boolean[] mayTakeHyper;
  // Of the heroes in play among them: health and shield (every pair of enemies reads them), and
  // the row of NEAR for the hero's move (every orb reads it).
  private final int[] health;
  private final int[] shield;
  private final double[][] nearRow;
  private int onMap;

  /** The heuristic of the greedy and search bots ({@link Weights#GREEDY}). */
  public Heuristic(Cards cards) {
    this(cards, Weights.GREEDY);
  }

  public Heuristic(Cards cards, Weights weights) {
    this.cards = cards;
    this.weights = weights;
    orbWorth[PickupKind.MANA.ordinal()] = 2 * weights.mana();
    orbWorth[PickupKind.HEALING.ordinal()] = 2;
    orbWorth[PickupKind.ITEM.ordinal()] = weights.extraWeapon() + 1;
    orbWorth[HYPER_KIND] = weights.hyperOrbGain();
    int n = cards.heroCount();
    maxHealth = new double[n];
    moves = new int[n];
    for (int h = 0; h < n; h++) {
      maxHealth[h] = cards.hero(h).health();
      moves[h] = Math.min(NEAR.length - 1, cards.hero(h).movement().total());
    }
    heroes = new int[n];
    cells = new int[n];
    sides = new int[n];
    reach = new int[n];
    soon = new double[n];
    damage = new int[n];
    mayTakeHyper = new boolean[n];
    health = new int[n];
    shield = new int[n];
    nearRow = new double[n][];
    int w = cards.weaponCount();
    weaponDamage = new int[w];
    weaponRange = new int[w];
    for (int i = 0; i < w; i++) {
      var weapon = cards.weapon(i);
      weaponDamage[i] = weapon.damage();
      weaponRange[i] = weapon.range() + weapon.area().map(a -> a.steps()).orElse(0);
    }
    cardWorth = new double[cards.spellCardCount()];
    for (int c = 0; c < cardWorth.length; c++) {
      cardWorth[c] =
          weights.handCard() + weights.handCost() * cards.spell(cards.spellOfCard(c)).cost();
    }
  }

  /** The state's worth to {@code player}'s side. */
  public double score(GameState s, int player) {
    int side = Lineup.sideOf(player);
    if (s.over()) {
      if (s.winner() == 0) {
        return 0;
      }
      return (s.winner() == side ? weights.win() : -weights.win()) - s.turn();
    }
    double v = weights.deathPoint() * (deathPoints(s, 3 - side) - deathPoints(s, side));
    if (s.compensationSide() != 0) {
      v +=
          (s.compensationSide() == side ? weights.compensation() : -weights.compensation())
              * s.compensationPoints();
    }
    v += hands(s, side);
    gather(s);
    for (int i = 0; i < onMap; i++) {
      int h = heroes[i];
      if (sides[i] == side) {
        v += hero(s, h) + position(s, i, side) + threats(s, i);
      } else if (sides[i] != DORMANT_SIDE) {
        v -= hero(s, h);
      }
    }
    v += orbs(s, side);
    return weights.dormantRace() == 0 ? v : v + race(s, side);
  }

  /** The names of {@link #terms}, in its order. */
  public static final List<String> TERMS =
      List.of("deathPoints", "compensation", "hands", "material", "position", "threats", "orbs");

  /**
   * The parts of {@link #score} for a game not over, in the order of {@link #TERMS}: each is what
   * the player's side has less what the other side has, and they add up to the score (up to
   * rounding). A win-probability model reads them as the state's features.
   */
  public double[] terms(GameState s, int player) {
    if (s.over()) {
      throw new IllegalArgumentException("a game that is over has a result, not terms");
    }
    int side = Lineup.sideOf(player);
    double[] t = new double[TERMS.size()];
    t[0] = weights.deathPoint() * (deathPoints(s, 3 - side) - deathPoints(s, side));
    if (s.compensationSide() != 0) {
      t[1] =
          (s.compensationSide() == side ? weights.compensation() : -weights.compensation())
              * s.compensationPoints();
    }
    t[2] = hands(s, side);
    gather(s);
    for (int i = 0; i < onMap; i++) {
      int h = heroes[i];
      if (sides[i] == side) {
        t[3] += hero(s, h);
        t[4] += position(s, i, side);
        t[5] += threats(s, i);
      } else if (sides[i] != DORMANT_SIDE) {
        t[3] -= hero(s, h);
      }
    }
    t[4] += race(s, side);
    t[6] = orbs(s, side);
    return t;
  }

  /**
   * What 1 more mana does for {@code hero} beyond the {@code mana} every mana is worth: {@code
   * unlocks} for each thing it cannot pay for now and could after (a spell in its player's hand,
   * its hyper ability, a hyper orb to take: each costing exactly 1 more than the hero has), and
   * {@code shortOf} when something it could use still costs more than it has.
   */
  double manaUse(GameState s, int hero) {
    int mana = s.mana(hero);
    int unlocked = 0;
    boolean wanting = false;
    for (int cost : costs(s, hero)) {
      unlocked += cost == mana + 1 ? 1 : 0;
      wanting |= cost > mana;
    }
    return weights.unlocks() * unlocked + (wanting ? weights.shortOf() : 0);
  }

  /**
   * The mana costs of what the hero may spend mana on: its hand's spells, its hyper ability or orb.
   */
  private int[] costs(GameState s, int hero) {
    int[] hand = s.hand(s.owner(hero));
    int[] out = new int[hand.length + 1];
    for (int i = 0; i < hand.length; i++) {
      out[i] = cards.spell(cards.spellOfCard(hand[i])).cost();
    }
    out[hand.length] =
        s.holdsHyper(hero)
            ? cards.hero(hero).hyper().ability().map(a -> a.cost().mana()).orElse(0)
            : s.table().rules().get(RuleValue.HYPER_ORB_COST);
    return out;
  }

  /** The heroes on the map, their cells, sides, reach and best weapon's damage. */
  private void gather(GameState s) {
    onMap = 0;
    for (int h = 0; h < s.heroCount(); h++) {
      Life life = s.life(h);
      if (life == Life.ACTIVE || life == Life.DORMANT) {
        heroes[onMap] = h;
        cells[onMap] = s.cell(h);
        sides[onMap] = life == Life.DORMANT ? DORMANT_SIDE : s.side(h);
        if (life == Life.ACTIVE) {
          reachOf(s, onMap, h);
          // a spent threat that counts in full needs no look at the Turn Order draw pile
          soon[onMap] = weights.spentThreat() == 1 || s.turnToCome(h) ? 1 : weights.spentThreat();
          health[onMap] = s.health(h);
          shield[onMap] = s.shield(h);
          nearRow[onMap] = NEAR[moves[h]];
          mayTakeHyper[onMap] =
              !s.holdsHyper(h) && s.mana(h) >= s.table().rules().get(RuleValue.HYPER_ORB_COST);
        }
        onMap++;
      }
    }
  }

  /** How far hero {@code h} (at index {@code i}) strikes next turn, and how hard. */
  private void reachOf(GameState s, int i, int h) {
    int move = s.stuck(h) ? 0 : s.slowed(h) ? moves[h] / 2 : moves[h];
    int range = -1;
    int best = 0;
    for (int k = 0; k < s.weaponCount(h); k++) {
      int w = s.weapon(h, k);
      range = Math.max(range, weaponRange[w]);
      best = Math.max(best, weaponDamage[w]);
    }
    reach[i] = range < 0 ? -1 : move + range;
    damage[i] = s.stunned(h) ? 0 : best;
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

  /** The spells in the hands of the player's side less those of the other side. */
  private double hands(GameState s, int side) {
    double v = 0;
    for (int p = 1; p <= s.players(); p++) {
      double sum = 0;
      for (int i = 0; i < s.handSize(p); i++) {
        sum += cardWorth[s.handCard(p, i)];
      }
      v += Lineup.sideOf(p) == side ? sum : -sum;
    }
    return v;
  }

  /**
   * The position term of one of {@code player}'s side's heroes alone (the part of {@link #score}
   * that moving only that hero changes): a move's stops differ in nothing else, so a planner can
   * score them as the start's score plus the change of this term.
   */
  public double positionOf(GameState s, int hero, int player) {
    gather(s);
    int side = Lineup.sideOf(player);
    for (int i = 0; i < onMap; i++) {
      if (heroes[i] == hero) {
        double v = position(s, i, side) + threats(s, i) + orbs(s, side);
        return weights.dormantRace() == 0 ? v : v + race(s, side);
      }
    }
    return 0;
  }

  /**
   * The one term that is not what one side gains and the other loses: how near a fight and a
   * dormant hero one of {@code player}'s side's heroes stands (the {@code position} part of {@link
   * #score}).
   */
  double ownPosition(GameState s, int hero, int player) {
    gather(s);
    for (int i = 0; i < onMap; i++) {
      if (heroes[i] == hero) {
        return position(s, i, Lineup.sideOf(player));
      }
    }
    return 0;
  }

  /** What a hero in play is worth to its side. */
  double hero(GameState s, int h) {
    double health = s.health(h);
    double lost = 1 - health / maxHealth[h];
    double v = weights.heroInPlay() + health - weights.nearDeath() * lost * lost;
    v += weights.mana() * s.mana(h) + weights.shield() * s.shield(h);
    if (weights.turnToCome() != 0 && s.turnToCome(h)) {
      v += weights.turnToCome();
    }
    if (s.holdsHyper(h)) {
      v += weights.hyper();
    }
    int held = s.weaponCount(h);
    int best = -1;
    for (int i = 0; i < held; i++) {
      best = Math.max(best, weaponDamage[s.weapon(h, i)]);
    }
    if (best >= 0) {
      v += weights.firstWeapon() + best + weights.extraWeapon() * (held - 1);
    }
    if (s.stunned(h)) {
      v -= weights.stun();
    }
    if (s.stuck(h)) {
      v -= weights.stuck();
    }
    if (s.slowed(h)) {
      v -= weights.slow();
    }
    return v - weights.decay() * s.decay(h);
  }

  /**
   * The threats between hero {@code i} and the enemies in play, as its side sees them: what it
   * could do to each next turn less what each could do to it. Every pair of enemies has one hero of
   * the player's side, so {@link #score} counts each pair once by asking only about its own heroes.
   */
  private double threats(GameState s, int i) {
    double v = 0;
    for (int j = 0; j < onMap; j++) {
      if (sides[j] == DORMANT_SIDE || sides[j] == sides[i]) {
        continue;
      }
      int d = DISTANCE[cells[i] * Battlefield.CELLS + cells[j]];
      if (d <= reach[i]) {
        v += threat(damage[i], j) * soon[i];
      }
      if (d <= reach[j]) {
        v -= threat(damage[j], i) * soon[j];
      }
    }
    return v;
  }

  /** What a strike of {@code damage} next turn could do to the hero at index {@code target}. */
  private double threat(int damage, int target) {
    int through = damage - shield[target];
    if (through <= 0) {
      return 0;
    }
    int life = health[target];
    return through >= life
        ? weights.threat() * life + weights.killThreat()
        : weights.threat() * through;
  }

  /**
   * For each orb, its worth to the side whose hero would reach it soonest: the player's side's
   * nearest less the other side's.
   */
  private double orbs(GameState s, int side) {
    double v = 0;
    for (int o = 0; o < s.orbCount(); o++) {
      int orb = s.orb(o);
      int from = GameState.orbCell(orb) * Battlefield.CELLS;
      int kind = orb & 3;
      boolean hyper = kind == HYPER_KIND;
      double mine = 0;
      double theirs = 0;
      for (int i = 0; i < onMap; i++) {
        if (sides[i] == DORMANT_SIDE || (hyper && !mayTakeHyper[i])) {
          continue;
        }
        double near = nearRow[i][DISTANCE[from + cells[i]]];
        if (sides[i] == side) {
          mine = Math.max(mine, near);
        } else {
          theirs = Math.max(theirs, near);
        }
      }
      v += weights.orb() * orbWorth[kind] * (mine - theirs);
    }
    return v;
  }

  /**
   * The race for the dormant heroes (0 unless {@code dormantRace} weighs it): for each, how near
   * the player's side's nearest hero stands (as an orb's nearness, by its move) while the side may
   * still claim, less the same for the other side. A claim brings a hero and its turns, and the
   * side that reaches a dormant hero first claims it, so standing nearer than the other side counts
   * as an orb does.
   */
  private double race(GameState s, int side) {
    int most = s.table().rules().get(RuleValue.CLAIMS_PER_SIDE);
    boolean mineOpen = s.claims(side) < most;
    boolean theirsOpen = s.claims(3 - side) < most;
    double v = 0;
    for (int i = 0; i < onMap; i++) {
      if (sides[i] != DORMANT_SIDE) {
        continue;
      }
      int from = cells[i] * Battlefield.CELLS;
      double mine = 0;
      double theirs = 0;
      for (int j = 0; j < onMap; j++) {
        if (sides[j] == DORMANT_SIDE) {
          continue;
        }
        double near = nearRow[j][DISTANCE[from + cells[j]]];
        if (sides[j] == side) {
          mine = Math.max(mine, near);
        } else {
          theirs = Math.max(theirs, near);
        }
      }
      v += (mineOpen ? mine : 0) - (theirsOpen ? theirs : 0);
    }
    return weights.dormantRace() * v;
  }

  /** A little for standing near a fight and near a dormant hero it may still claim. */
  private double position(GameState s, int i, int side) {
    int cell = cells[i];
    int enemy = FAR;
    int dormant = FAR;
    for (int j = 0; j < onMap; j++) {
      if (j == i) {
        continue;
      }
      int d = DISTANCE[cell * Battlefield.CELLS + cells[j]];
      if (sides[j] == DORMANT_SIDE) {
        dormant = Math.min(dormant, d);
      } else if (sides[j] != side) {
        enemy = Math.min(enemy, d);
      }
    }
    int strikes = Math.max(reach[i], moves[heroes[i]]);
    double v = -weights.approach() * Math.max(0, enemy - strikes);
    if (s.claims(side) < s.table().rules().get(RuleValue.CLAIMS_PER_SIDE)) {
      v -= weights.dormant() * dormant;
    }
    return v;
  }
}
