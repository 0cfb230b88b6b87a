package org.legendsforge.game;

import java.util.ArrayList;
import java.util.List;

/**
 * The loop of docs/rules-model.md §13: the top Turn Order card drawn (the discard reshuffled when
 * the draw pile is empty, a chaos element revealed then when the variant is on), the start of a
 * hero's turn (decay ticks, then {@code manaPerTurn}, then its hyper ability if it happens at the
 * start of its turns), and the end of a turn (statuses of the turn's hero that last until the end
 * of this turn expire, its player draws spells up to the limits, then a missing orb respawns, §12).
 *
 * <p>Decisions where the spec is silent: the turn's card goes to the discard pile as it is drawn; a
 * hero's card added to the deck is not a reshuffle (no chaos element is revealed for it); the
 * game's first chaos element is revealed when the deck is first shuffled, at setup; a hero that
 * dies in its own turn ends that turn at once (the end of turn still happens).
 */
final class TurnFlow {
  static final int REDISTRIBUTE_POINTS = 3;

  private TurnFlow() {}

  static Outcome drawTurn(GameState s, Events events) {
    boolean reshuffled = false;
    int revealed = -1;
    if (s.piles.turnDraw().length == 0) {
      s.piles.reshuffleTurnOrder(s.rng);
      reshuffled = true;
      revealed = revealChaos(s, events);
    }
    int card = s.piles.drawTurnCard();
    if (card < 0) {
      s.turn.beginPlayerTurn(-card);
      s.actions.begin(REDISTRIBUTE_POINTS);
    } else {
      startHeroTurn(s, card, events);
    }
    return Outcome.turn(card, reshuffled, revealed);
  }

  private static void startHeroTurn(GameState s, int hero, Events events) {
    s.turn.beginHeroTurn(hero, s.owner(hero));
    s.actions.begin(0);
    s.board.beginOwnTurn(hero);
    int decay = s.decay(hero);
    if (decay > 0) {
      events.add(new Event.DecayTicked(hero, decay));
      Roster.damage(s, hero, decay, events);
    }
    if (s.life(hero) == Life.ACTIVE) {
      Effects.gainMana(s, hero, s.table.cards().catalog().game().manaPerTurn(), events);
      Triggers.turnStart(s, hero);
    }
  }

  /** The chaos element revealed at a reshuffle (variant only): the previous one goes under. */
  static int revealChaos(GameState s, Events events) {
    if (!s.table.chaosVariant() || s.piles.chaosDeck().length == 0) {
      return -1;
    }
    int chaos = s.piles.revealChaos();
    events.add(new Event.ChaosRevealed(chaos));
    Triggers.revealed(s);
    return chaos;
  }

  static void endTurn(GameState s, Events events) {
    int hero = s.turn.hero();
    if (hero >= 0 && s.life(hero) == Life.ACTIVE) {
      expire(s, hero, events);
    }
    SpellDecks.refill(s, s.turnPlayer(), events);
    s.actions.end();
    s.turn.endTurn(!Orbs.missing(s).isEmpty());
  }

  private static void expire(GameState s, int hero, Events events) {
    int gone = s.board.expireStatuses(hero);
    if (gone != 0) {
      List<String> words = new ArrayList<>();
      for (int i = 0; i < Effects.STATUS_WORDS.length; i++) {
        if ((gone & 1 << i) != 0) {
          words.add(Effects.STATUS_WORDS[i]);
        }
      }
      events.add(new Event.StatusesExpired(hero, words));
    }
  }
}
