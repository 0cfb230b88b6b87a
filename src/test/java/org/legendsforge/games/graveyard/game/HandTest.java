package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Spell hands (docs/rules-model.md §9): drawn up to the spirit's limits at the end of a turn. */
class HandTest {
  private static long held(Scenario sc, int player, int deck) {
    return SpellDecks.held(sc.s, player, deck);
  }

  @Test
  void theEndOfATurnDrawsEachDeckUpToItsLimit() {
    // even: fire 1, water 1, air 1, white 1, general 1.
    Scenario sc =
        Scenario.onPlains().hero("walker", "E5", 1).hero("brute", "E8", 2).heroTurn("walker");
    sc.end();
    assertThat(sc.s.hand(1)).hasSize(5);
    for (int deck : new int[] {0, 1, 2, 4, Cards.GENERAL}) {
      assertThat(held(sc, 1, deck)).as(Cards.deckKey(deck)).isEqualTo(1);
    }
    assertThat(held(sc, 1, 3)).as("earth").isZero();
    assertThat(sc.s.hand(2)).as("the other player draws in its own turns").isEmpty();
  }

  @Test
  void aHandOverALimitDiscardsAtOnceThePlayerChoosingWhich() {
    // even: fire limit 1. Three fire spells in hand: two must go, the player picks.
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("brute", "E8", 2)
            .hand(1, "dart", "blast", "spark")
            .heroTurn("walker");
    sc.step("E4");
    assertThat(sc.s.phase()).isEqualTo(Phase.DISCARD);
    assertThat(sc.s.decider()).isEqualTo(1);
    assertThat(sc.legal(Action.Discard.class))
        .extracting(d -> sc.cards.spell(sc.cards.spellOfCard(d.card())).id())
        .containsExactly("dart", "blast", "spark");
    Action.Discard blast = sc.legal(Action.Discard.class).get(1);
    Applied a = sc.act(blast);
    assertThat(a.events()).containsExactly(new Event.Discarded(1, blast.card()));
    assertThat(sc.s.phase()).isEqualTo(Phase.DISCARD);
    sc.act(sc.legal(Action.Discard.class).get(1));
    assertThat(sc.s.phase()).as("back to the turn").isEqualTo(Phase.HERO_TURN);
    assertThat(held(sc, 1, 0)).isEqualTo(1);
    assertThat(sc.s.piles.spellDiscard(0)).hasSize(2);
  }

  @Test
  void aCastSpellGoesToItsDecksDiscardAndADrawnDeckReshufflesItsDiscard() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("brute", "E6", 2)
            .hand(1, "dart")
            .mana("walker", 3)
            .heroTurn("walker");
    sc.cast("dart", AimAt.hero(sc.h("brute")), Choices.NONE);
    assertThat(sc.s.piles.spellDiscard(0)).hasSize(1);
    sc.s.piles.dealSpellDeck(0, GameState.NONE);
    sc.end();
    assertThat(held(sc, 1, 0)).isEqualTo(1);
    assertThat(sc.s.piles.spellDiscard(0)).isEmpty();
  }

  @Test
  void aDrawEffectTakesFromAnyDeckAndAFullDeckThenDiscards() {
    // insight: draw 1, range 0, no action; fire is at its limit (1).
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("brute", "E8", 2)
            .hand(1, "dart", "insight")
            .mana("walker", 3)
            .heroTurn("walker");
    List<Choices> options =
        sc.legal(Action.Cast.class).stream()
            .filter(c -> c.spell() == sc.cards.spellIndex("insight"))
            .map(Action.Cast::choices)
            .toList();
    assertThat(options).extracting(Choices::draws).contains(List.of(0), List.of(Cards.GENERAL));
    sc.cast("insight", AimAt.hero(sc.h("walker")), new Choices(-1, List.of(), List.of(0)));
    assertThat(held(sc, 1, 0)).isEqualTo(2);
    assertThat(sc.s.phase()).isEqualTo(Phase.DISCARD);
    sc.act(sc.legal(Action.Discard.class).get(0));
    assertThat(held(sc, 1, 0)).isEqualTo(1);
    assertThat(sc.s.phase()).isEqualTo(Phase.HERO_TURN);
  }
}
