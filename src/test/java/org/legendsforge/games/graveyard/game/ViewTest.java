package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * A player's view of the game ({@link GameState#asSeenBy}) shows what the player sees as it is and
 * deals again what it cannot see: the other side's hands (their sizes and decks kept) and the
 * face-down piles. Two states that differ only in what the player cannot see give the same view.
 */
class ViewTest {
  /** Every state of a game played at random where a player decides (the first 600). */
  static List<GameState> decisions(Engine engine, long seed, Lineup lineup) {
    GameState s = engine.newGame(seed, true, lineup);
    MinStd pick = new MinStd(seed);
    List<GameState> out = new ArrayList<>();
    for (int i = 0; i < 3000 && !s.over() && out.size() < 600; i++) {
      List<Action> legal = engine.legalActions(s);
      if (s.decider() > 0) {
        out.add(s.copy());
      }
      engine.apply(s, legal.get(pick.below(legal.size())));
    }
    return out;
  }

  @ParameterizedTest(name = "seed {0}, {1}")
  @CsvSource({"3, ONE_V_ONE", "11, ONE_V_ONE", "5, TWO_V_TWO", "8, ONE_V_TWO"})
  void aViewShowsThePlayerWhatItSeesAndDealsTheRestAgain(long seed, Lineup lineup) {
    Engine engine = new Engine(StateCopyTest.SHIPPED);
    Cards cards = engine.cards();
    int redealt = 0;
    for (GameState s : decisions(engine, seed, lineup)) {
      int me = s.decider();
      GameState v = s.asSeenBy(me, seed * 1000 + s.turn());
      assertThat(engine.legalActions(v)).isEqualTo(engine.legalActions(s));
      for (int p = 1; p <= s.players(); p++) {
        if (Lineup.sideOf(p) == Lineup.sideOf(me)) {
          assertThat(v.hand(p)).as("a hand of the player's side").isEqualTo(s.hand(p));
        } else {
          assertThat(decks(v.hand(p), cards))
              .as("decks of a hidden hand")
              .isEqualTo(decks(s.hand(p), cards));
          redealt += java.util.Arrays.equals(v.hand(p), s.hand(p)) ? 0 : 1;
        }
      }
      for (int d = 0; d < Cards.SPELL_DECKS; d++) {
        assertThat(v.piles.spellDiscard(d)).isEqualTo(s.piles.spellDiscard(d));
        assertThat(v.piles.spellDraw(d).length).isEqualTo(s.piles.spellDraw(d).length);
      }
      assertThat(v.piles.turnDraw()).containsExactlyInAnyOrder(s.piles.turnDraw());
      assertThat(v.piles.turnDiscard()).isEqualTo(s.piles.turnDiscard());
      for (int h = 0; h < s.heroCount(); h++) {
        assertThat(v.cell(h)).isEqualTo(s.cell(h));
        assertThat(v.health(h)).isEqualTo(s.health(h));
        assertThat(v.weapons(h)).isEqualTo(s.weapons(h));
      }
    }
    assertThat(redealt).as("hidden hands dealt otherwise").isPositive();
  }

  @ParameterizedTest(name = "seed {0}, {1}")
  @CsvSource({"3, ONE_V_ONE", "11, ONE_V_ONE", "5, TWO_V_TWO", "8, ONE_V_TWO"})
  void whatThePlayerCannotSeeDoesNotChangeItsView(long seed, Lineup lineup) throws Exception {
    Engine engine = new Engine(StateCopyTest.SHIPPED);
    int changed = 0;
    for (GameState s : decisions(engine, seed, lineup)) {
      int me = s.decider();
      GameState other = Unseen.otherwise(s, me, seed + s.turn());
      changed += StateCopyTest.fingerprint(other).equals(StateCopyTest.fingerprint(s)) ? 0 : 1;
      assertThat(StateCopyTest.fingerprint(other.asSeenBy(me, 77)))
          .isEqualTo(StateCopyTest.fingerprint(s.asSeenBy(me, 77)));
    }
    assertThat(changed).as("states that differed in what the player cannot see").isPositive();
  }

  /** How many cards of each deck a hand holds. */
  private static int[] decks(int[] hand, Cards cards) {
    int[] out = new int[Cards.SPELL_DECKS];
    for (int card : hand) {
      out[cards.deckOfCard(card)]++;
    }
    return out;
  }
}
