package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Setup with teams (docs/rules-model.md §7, §12 "Starting Turn Order deck", §13.1): every player
 * picks a spirit, the start player last; each side's first player picks its starting hero, the
 * start player first; the Turn Order deck holds one card per controlled hero and one per player;
 * every player's hand is drawn to its own spirit's limits.
 */
class TeamSetupTest {
  private static final Engine ENGINE = new Engine(TestCards.playable());

  /** Plays the setup picks (the first legal pick each time); returns who decided, in order. */
  private static List<String> setUp(GameState s) {
    List<String> deciders = new ArrayList<>();
    while (!s.over() && s.phase() != Phase.DRAW_TURN) {
      deciders.add(s.phase() + " " + s.decider());
      ENGINE.apply(s, ENGINE.legalActions(s).get(0));
    }
    return deciders;
  }

  @ParameterizedTest
  @EnumSource(Lineup.class)
  void everyPlayerPicksASpiritTheStartPlayerLastAndEachSideItsStartingHero(Lineup lineup) {
    for (long seed = 1; seed <= 6; seed++) {
      GameState s = ENGINE.newGame(seed, false, lineup);
      int start = s.startPlayer();
      List<String> expected = new ArrayList<>();
      for (int p = 1; p <= lineup.players(); p++) {
        if (p != start) {
          expected.add("PICK_SPIRIT " + p);
        }
      }
      expected.add("PICK_SPIRIT " + start);
      expected.add("PICK_HERO " + start);
      expected.add("PICK_HERO " + (3 - start));
      expected.add("KEEP_WEAPON " + start);
      expected.add("KEEP_WEAPON " + (3 - start));
      assertThat(setUp(s)).as("seed %d", seed).containsExactlyElementsOf(expected);

      List<Integer> spirits = new ArrayList<>();
      for (int p = 1; p <= lineup.players(); p++) {
        spirits.add(s.spirit(p));
      }
      assertThat(spirits)
          .as("a spirit each, no two alike")
          .doesNotHaveDuplicates()
          .allMatch(x -> x >= 0);
    }
  }

  @ParameterizedTest
  @EnumSource(Lineup.class)
  void theTurnOrderDeckHoldsTheTwoStartingHeroesAndOneCardPerPlayer(Lineup lineup) {
    GameState s = ENGINE.newGame(7, false, lineup);
    setUp(s);
    List<Integer> cards = new ArrayList<>();
    for (int c : s.piles.turnDraw()) {
      cards.add(c);
    }
    List<Integer> expected = new ArrayList<>();
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE) {
        expected.add(h);
        assertThat(s.owner(h)).as("the sides' first players").isIn(1, 2);
        assertThat(s.weapons(h)).hasSize(1);
      }
    }
    for (int p = 1; p <= lineup.players(); p++) {
      expected.add(-p);
    }
    assertThat(expected).hasSize(2 + lineup.players());
    assertThat(cards).containsExactlyInAnyOrderElementsOf(expected);
  }

  @ParameterizedTest
  @EnumSource(Lineup.class)
  void everyPlayersHandIsDrawnToItsOwnSpiritsLimits(Lineup lineup) {
    GameState s = ENGINE.newGame(3, false, lineup);
    setUp(s);
    int drawn = 0;
    for (int p = 1; p <= lineup.players(); p++) {
      for (int deck = 0; deck < Cards.SPELL_DECKS; deck++) {
        int held = SpellDecks.held(s, p, deck);
        drawn += held;
        assertThat(held)
            .as("player %d, deck %s", p, Cards.deckKey(deck))
            .isLessThanOrEqualTo(SpellDecks.limit(s, p, deck));
        if (held < SpellDecks.limit(s, p, deck)) {
          assertThat(SpellDecks.canDraw(s, deck)).as("only a deck run out draws short").isFalse();
        }
      }
      assertThat(s.hand(p)).as("player %d draws its own hand", p).isNotEmpty();
    }
    assertThat(drawn).isGreaterThan(4 * (lineup.players() - 1));
  }

  @ParameterizedTest
  @EnumSource(Lineup.class)
  void aPartnerWithoutAHeroHasPlayerTurnsAndNoHeroTurns(Lineup lineup) {
    GameState s = ENGINE.newGame(5, false, lineup);
    setUp(s);
    int partners = 0;
    for (int p = 3; p <= lineup.players(); p++) {
      partners++;
      for (int h = 0; h < s.heroCount(); h++) {
        assertThat(s.owner(h)).as("player %d starts with no hero", p).isNotEqualTo(p);
      }
      assertThat(Pile.contains(s.piles.turnDraw(), -p)).as("player %d's own turn card", p).isTrue();
    }
    assertThat(partners).isEqualTo(lineup.players() - 2);
    // Draw until a partner's card comes up: it is a player turn of that partner.
    for (int turn = 0; turn < 20 && lineup.players() > 2; turn++) {
      while (s.phase() != Phase.DRAW_TURN) {
        List<Action> legal = ENGINE.legalActions(s);
        ENGINE.apply(s, legal.get(legal.size() - 1)); // the end of the turn, or the last choice
      }
      ENGINE.apply(s, new Action.DrawTurn());
      if (s.turnCard() <= -3) {
        assertThat(s.phase()).isEqualTo(Phase.PLAYER_TURN);
        assertThat(s.turnPlayer()).isEqualTo(-s.turnCard());
        return;
      }
    }
    assertThat(lineup).isEqualTo(Lineup.ONE_V_ONE);
  }
}
