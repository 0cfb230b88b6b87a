package org.legendsforge.games.graveyard.bots;

import java.util.List;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * A bot made to use one card whenever it can (restricted play, Jaffe et al. 2012): at a hero turn
 * with a chance to use the card (the hero holds the weapon, or its player the spell and it the
 * mana), it plays the best plan that uses it, ranked by the wrapped bot's own planner made to take
 * the card first wherever it acts ({@link TurnPlanner#forcing}); when no plan can reach a target it
 * is the wrapped bot, as it is at every other decision. Until its first chance it plays the wrapped
 * bot's game move for move (its planning has a generator and a view of its own), so its games and
 * the plain bot's on the same seeds differ only by the forced use: comparing them tells "the card
 * is poor" (using it loses) from "the bot misses its use" (using it wins).
 */
public final class ForcedUse implements Bot {
  private final Bot plain;
  private final TurnPlanner forcing;
  private final Cards cards;
  private final ForcedCard card;
  private final Sight sight;
  private final PlanCursor cursor = new PlanCursor();

  /** The turn and hero where no plan could use the card from the turn's start (-1: none yet). */
  private int unreachableTurn = -1;

  private int unreachableHero = -1;

  ForcedUse(Bot plain, TurnPlanner planner, Cards cards, ForcedCard card, long seed) {
    this.plain = plain;
    this.forcing = planner.forcing(card::usedBy, new MinStd(seed ^ 0x510E527FL));
    this.cards = cards;
    this.card = card;
    this.sight = new Sight(seed ^ 0x3C6EF372L);
  }

  /** The card this bot must use. */
  public ForcedCard card() {
    return card;
  }

  @Override
  public String name() {
    return plain.name();
  }

  @Override
  public Action choose(GameState state, List<Action> legal) {
    if (state.phase() != Phase.HERO_TURN || !card.chanceIn(state, cards)) {
      return plain.choose(state, legal);
    }
    boolean usable = card.usableIn(legal);
    var planned = cursor.next(state, legal);
    // a plan that would end the turn with the card still usable (a second copy, mana left) is
    // made again
    if (planned.isPresent() && !(usable && planned.get() instanceof Action.EndTurn)) {
      return planned.get();
    }
    boolean triedThisTurn =
        state.turn() == unreachableTurn && state.activeHero() == unreachableHero;
    if (triedThisTurn && !usable) {
      return plain.choose(state, legal);
    }
    List<Action> plan = planUsingCard(sight.of(state));
    if (plan.isEmpty()) {
      unreachableTurn = state.turn();
      unreachableHero = state.activeHero();
      return plain.choose(state, legal);
    }
    cursor.start(state, plan);
    return cursor.next(state, legal).orElseGet(() -> plain.choose(state, legal));
  }

  /** The best plan that uses the card, on the deciding player's view; empty when none can. */
  private List<Action> planUsingCard(GameState view) {
    for (TurnPlanner.Plan p : forcing.plans(view)) {
      if (p.actions().stream().anyMatch(card::usedBy)) {
        return p.actions();
      }
    }
    return List.of();
  }
}
