package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.Respawn;

/**
 * Heroes coming into play and leaving it (docs/rules-model.md §8): claims and replacements enter at
 * full health with {@code startingMana} and a kept starting weapon, and their card joins the Turn
 * Order deck; a hero at 0 health dies at once, its player gains a death point, and unless that ends
 * the game the player is owed a replacement. Death points are counted per player; a side loses as
 * soon as one of its players reaches 4 (§12 "Death points").
 *
 * <p>Decision for teams: the replacement is picked by, and controlled by, the player whose hero
 * died (its own counter went up; the side's claim order of §12 "Teams" counts only the heroes a
 * side gains, which a replacement does not add to).
 *
 * <p>Decisions where the spec is silent: a hero entering play has no statuses, shield or decay; its
 * Turn Order card is added to the draw pile, which is then shuffled (the discard pile stays as it
 * is). A dead hero's card leaves the deck, its hyper orb is lost and its weapons go back (see
 * {@link Armoury}). When two heroes die in one action, their players are offered replacements in
 * the order the heroes died, after the abilities their deaths set off; each offer is drawn when its
 * turn to choose comes.
 */
final class Roster {
  private Roster() {}

  /** A hero enters play under {@code player}'s control; {@code turnCard} adds its card. */
  static void enter(GameState s, int hero, int player, int kept, boolean turnCard) {
    s.board.enterPlay(
        hero,
        player,
        s.maxHealth(hero),
        s.table.rule(org.legendsforge.games.graveyard.rules.RuleValue.STARTING_MANA));
    Armoury.keepStarting(s, hero, kept);
    if (turnCard) {
      s.piles.addTurnCard(hero, s.rng);
    }
  }

  /**
   * Damage a hero takes after its shield; at 0 health it dies. Returns the damage that got through.
   */
  static int damage(GameState s, int hero, int amount, Events events) {
    if (amount <= 0 || s.life(hero) != Life.ACTIVE) {
      return 0;
    }
    int shield = s.shield(hero);
    int absorbed = Math.min(shield, amount);
    s.board.setShield(hero, shield - absorbed);
    int before = s.health(hero);
    int health = Math.max(0, before - (amount - absorbed));
    s.board.setHealth(hero, health);
    events.add(new Event.Damaged(hero, amount - absorbed, absorbed, before - health));
    if (health == 0) {
      die(s, hero, events);
    }
    return amount - absorbed;
  }

  static void die(GameState s, int hero, Events events) {
    int player = s.owner(hero);
    s.board.die(hero);
    if (s.holdsHyper(hero)) {
      s.board.loseHyper(hero);
      events.add(new Event.HyperChanged(hero, false));
    }
    Armoury.returnAll(s, hero);
    s.piles.removeTurnCard(hero);
    int points = s.score.gainDeathPoint(player);
    events.add(new Event.Died(hero, player, points));
    if (s.over()) {
      return;
    }
    if (points
        >= s.table.rule(org.legendsforge.games.graveyard.rules.RuleValue.DEATH_POINTS_TO_LOSE)) {
      s.end(3 - Lineup.sideOf(player), "death-points");
      return;
    }
    Triggers.heroDied(s);
    s.turn.oweReplacement(player);
  }

  /** Draws the offer of the first player owed a replacement; false when no hero is left. */
  static boolean drawOffer(GameState s) {
    List<String> pool = new ArrayList<>();
    for (int h : s.piles.neverInPlay()) {
      pool.add(s.table.cards().hero(h).id());
    }
    List<String> offered = Respawn.offer(pool, s.rng);
    int[] offer = offered.stream().mapToInt(id -> s.table.cards().heroIndex(id)).toArray();
    s.turn.offer(offer);
    return offer.length > 0;
  }

  /** The first owed player takes {@code hero} from its offer, which spawns on a random cell. */
  static Outcome spawn(GameState s, int hero, int kept) {
    int player = s.turn.owedPlayer();
    List<Integer> offered = new ArrayList<>();
    for (int h : s.turn.offer()) {
      offered.add(h);
    }
    Optional<Cell> cell = Respawn.spawnCell(cells(s, true), cells(s, false), s.rng);
    int placed = -1;
    if (cell.isPresent()) {
      placed = cell.get().index();
      s.piles.leaveNeverInPlay(hero);
      s.board.moveTo(hero, placed);
      enter(s, hero, player, kept, true);
    }
    s.turn.spawned();
    return Outcome.spawned(placed, offered);
  }

  /** The cells of every hero on the map ({@code heroes}), or of every orb. */
  static List<Cell> cells(GameState s, boolean heroes) {
    List<Cell> out = new ArrayList<>();
    if (heroes) {
      for (int h = 0; h < s.heroCount(); h++) {
        if (s.cell(h) >= 0) {
          out.add(Battlefield.cell(s.cell(h)));
        }
      }
    } else {
      for (int o : s.board.orbs()) {
        out.add(Battlefield.cell(GameState.orbCell(o)));
      }
    }
    return out;
  }
}
