package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The chaos elements variant (docs/rules-model.md §12): revealed at the first shuffle and at each
 * reshuffle, in force until the next.
 */
class ChaosTest {
  @Test
  void aChaosElementIsRevealedAtAReshuffleAndActsOnEveryHeroInPlay() {
    Scenario sc =
        Scenario.onPlains(true)
            .hero("walker", "E5", 1)
            .hero("brute", "E8", 2)
            .dormant("strider", "A1");
    sc.turnOrder(GameState.NONE, new int[] {-1});
    sc.s.piles.dealChaosDeck(new int[] {chaos(sc, "tide"), chaos(sc, "fog")});
    Applied turn = sc.act(new Action.DrawTurn());
    assertThat(turn.outcome().chaos()).isEqualTo(chaos(sc, "tide"));
    assertThat(sc.s.mana(sc.h("walker"))).isEqualTo(1);
    assertThat(sc.s.mana(sc.h("brute"))).isEqualTo(1);
    assertThat(sc.s.mana(sc.h("strider"))).as("dormant heroes are not in play").isZero();
    sc.end();
    sc.act(sc.legal().get(0)); // an orb respawns
    Applied next = sc.act(new Action.DrawTurn());
    assertThat(next.outcome().chaos())
        .as("the next reshuffle reveals the next")
        .isEqualTo(chaos(sc, "fog"));
    assertThat(sc.s.piles.chaosDeck()).containsExactly(chaos(sc, "tide"));
  }

  @Test
  void whenAHeroDiesEveryOtherHeroInPlayGainsManaBeforeTheReplacement() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E6", 2)
            .hero("sailor", "A1", 2)
            .health("brute", 1)
            .chaos("wake")
            .heroTurn("walker");
    Applied kill = sc.attack("sword", "brute");
    assertThat(kill.events())
        .contains(
            new Event.ManaChanged(sc.h("walker"), 1), new Event.ManaChanged(sc.h("sailor"), 1));
    assertThat(sc.s.phase()).isEqualTo(Phase.SPAWN);
    Action.Spawn pick = sc.legal(Action.Spawn.class).get(0);
    sc.act(pick);
    assertThat(sc.s.mana(pick.hero())).isZero();
  }

  @Test
  void aChaosEffectThatNeedsAChoiceCannotBePlayed() {
    org.legendsforge.games.graveyard.model.Catalog c = TestCards.catalog();
    List<org.legendsforge.games.graveyard.model.ChaosElement> chaos =
        new java.util.ArrayList<>(c.chaosElements());
    chaos.add(
        new org.legendsforge.games.graveyard.model.ChaosElement(
            "muddle",
            "Muddle",
            List.of(TestCards.effect(org.legendsforge.games.graveyard.model.EffectKind.DRAW, 1)),
            "",
            "",
            java.util.Optional.empty()));
    org.legendsforge.games.graveyard.model.Catalog withMuddle =
        new org.legendsforge.games.graveyard.model.Catalog(
            c.game(),
            c.heroes(),
            c.spirits(),
            c.spells(),
            c.startingWeapons(),
            c.itemWeapons(),
            chaos,
            c.hyperOrbs(),
            c.playerCards(),
            c.terrainCards(),
            c.pickups(),
            c.decks(),
            c.components());
    assertThat(new Cards(withMuddle).unplayable())
        .containsExactly(
            "chaos element \"muddle\": its draw effect needs a choice no player makes for it");
    assertThat(new Cards(c).unplayable()).isEmpty();
  }

  private static int chaos(Scenario sc, String id) {
    for (int c = 0; c < sc.cards.chaosCount(); c++) {
      if (sc.cards.chaos(c).id().equals(id)) {
        return c;
      }
    }
    throw new IllegalArgumentException(id);
  }
}
