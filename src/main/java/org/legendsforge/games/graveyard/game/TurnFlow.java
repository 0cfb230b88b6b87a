package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.rules.RuleValue;

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
    int[] gained = turnOrderCompensation(s, card, events);
    if (card < 0) {
      s.turn.beginPlayerTurn(-card);
      s.actions.begin(s.table.rule(RuleValue.REDISTRIBUTE_POINTS));
    } else {
      startHeroTurn(s, card, events);
    }
    return Outcome.turn(card, reshuffled, revealed, gained[0], gained[1]);
  }

  /**
   * The turn-order compensation of a variant (docs/rules-model.md §14): when the card just drawn
   * gives a side a turn while that side has already taken more than its share of this round (the
   * cards drawn since the last reshuffle, measured against each side's cards in the deck), the
   * other side gains the variant's points on the compensation counter. Shares rather than counts,
   * so a side with more heroes (more cards) is not charged for having them. Returns the side that
   * gained and the points ({0, 0} for none).
   */
  private static int[] turnOrderCompensation(GameState s, int card, Events events) {
    int points = s.table.rule(RuleValue.TURN_ORDER_POINTS);
    if (points == 0 || !s.table.compensation()) {
      return new int[] {0, 0};
    }
    int side = cardSide(s, card);
    int other = 3 - side;
    int[] taken = new int[3];
    int[] total = new int[3];
    int[] discard = s.piles.turnDiscard();
    // the discard's last card is the one just drawn: it is in the round, not yet taken
    for (int i = 0; i < discard.length - 1; i++) {
      taken[cardSide(s, discard[i])]++;
      total[cardSide(s, discard[i])]++;
    }
    total[side]++;
    for (int c : s.piles.turnDraw()) {
      total[cardSide(s, c)]++;
    }
    if (total[other] == 0 || taken[side] * total[other] <= taken[other] * total[side]) {
      return new int[] {0, 0};
    }
    Orbs.gainPoints(s, other, points, events);
    return new int[] {other, points};
  }

  private static int cardSide(GameState s, int card) {
    return card < 0 ? Lineup.sideOf(-card) : s.side(card);
  }

  /**
   * The mana a hero gains at the start of its turn: the rules' income, and a variant's extra for
   * the heroes of the lone player of one against two (docs/rules-model.md §14).
   */
  private static int income(GameState s, int hero) {
    int mana = s.table.rule(RuleValue.MANA_PER_TURN);
    if (s.lineup() == Lineup.ONE_V_TWO && s.lineup().playersOf(s.side(hero)) == 1) {
      mana += s.table.rule(RuleValue.LONE_PLAYER_MANA);
    }
    return mana;
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
      Effects.gainMana(s, hero, income(s, hero), events);
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
