package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Status;

/** Hyper abilities and spirits' abilities executed from their structure (docs/card-rules.md). */
class AbilityTest {
  @Test
  void anAbilityAtTheStartOfItsTurnComesAfterDecayAndMana() {
    Scenario sc =
        Scenario.onPlains().hero("knight", "E5", 1).hero("brute", "A1", 2).hyper("knight");
    sc.decay("knight", 1);
    Applied turn = sc.drawTurnOf("knight");
    assertThat(turn.events())
        .containsExactly(
            new Event.DecayTicked(sc.h("knight"), 1),
            new Event.Damaged(sc.h("knight"), 1, 0, 1),
            new Event.ManaChanged(sc.h("knight"), 1));
    assertThat(sc.s.phase()).isEqualTo(Phase.TRIGGERED);
    assertThat(sc.abilities())
        .containsExactly(
            new Action.UseAbility(sc.h("knight"), -1, AimAt.hero(sc.h("knight")), Choices.NONE));
    sc.act(sc.abilities().get(0));
    assertThat(sc.s.shield(sc.h("knight"))).isEqualTo(2);
    assertThat(sc.s.phase()).isEqualTo(Phase.HERO_TURN);
  }

  @Test
  void withoutAHyperOrbAHeroHasNoHyperAbility() {
    Scenario sc = Scenario.onPlains().hero("knight", "E5", 1).hero("brute", "A1", 2);
    sc.drawTurnOf("knight");
    assertThat(sc.s.phase()).isEqualTo(Phase.HERO_TURN);
    assertThat(sc.s.shield(sc.h("knight"))).isZero();
  }

  @Test
  void itsPlayerPicksTheFriendItLandsOnItselfIncluded() {
    Scenario sc =
        Scenario.onPlains()
            .hero("warden", "E5", 1)
            .hero("walker", "E7", 1)
            .hero("strider", "E8", 1)
            .hero("brute", "E6", 2)
            .hyper("warden");
    sc.drawTurnOf("warden");
    assertThat(sc.abilities())
        .extracting(a -> a.target().hero())
        .containsExactlyInAnyOrder(sc.h("warden"), sc.h("walker"));
  }

  @Test
  void onceATurnNoActionNeededOnAnEnemyWithinReach() {
    Scenario sc =
        Scenario.onPlains()
            .hero("tidecaller", "E5", 1, "sword")
            .hero("brute", "F5", 2)
            .hero("sailor", "H5", 2)
            .hyper("tidecaller")
            .heroTurn("tidecaller");
    assertThat(sc.abilities()).extracting(a -> a.target().hero()).containsExactly(sc.h("brute"));
    sc.act(sc.abilities().get(0));
    assertThat(sc.cellOf("brute")).isEqualTo("G5");
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(15);
    assertThat(sc.abilities()).as("once a turn").isEmpty();
    assertThat(sc.legal(Action.Step.class)).as("no action used").isNotEmpty();
    sc.end();
    sc.act(sc.legal().get(0)); // an orb respawns
    sc.heroTurn("tidecaller");
    assertThat(sc.abilities()).isNotEmpty();
  }

  @Test
  void anAbilityWhileItStandsOnHillsOrMountains() {
    Scenario sc =
        Scenario.onPlains("E4=H")
            .hero("climber", "E5", 1)
            .hero("brute", "F5", 2)
            .hyper("climber")
            .heroTurn("climber");
    assertThat(sc.abilities()).isEmpty();
    sc.step("E4");
    assertThat(sc.abilities()).hasSize(1);
    sc.act(sc.abilities().get(0));
    assertThat(sc.s.stuck(sc.h("brute"))).isTrue();
  }

  @Test
  void insteadOfItsMoveAction() {
    Scenario sc =
        Scenario.onPlains()
            .hero("seer", "E5", 1)
            .hero("brute", "A1", 2)
            .hyper("seer")
            .heroTurn("seer");
    List<Action.UseAbility> teleports = sc.abilities();
    assertThat(teleports).extracting(a -> a.choices().destination()).contains(Scenario.cell("E1"));
    sc.act(
        teleports.stream()
            .filter(a -> a.choices().destination() == Scenario.cell("E1"))
            .findFirst()
            .orElseThrow());
    assertThat(sc.cellOf("seer")).isEqualTo("E1");
    assertThat(sc.steps()).as("the move action is used up").isEmpty();

    Scenario moved =
        Scenario.onPlains()
            .hero("seer", "E5", 1)
            .hero("brute", "A1", 2)
            .hyper("seer")
            .heroTurn("seer");
    moved.step("E4");
    assertThat(moved.abilities()).as("after a step the move action is used").isEmpty();
  }

  @Test
  void whenAnEnemyHurtsItsHolderItStrikesBackAtTheAttacker() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("avenger", "E6", 2)
            .hyper("avenger")
            .heroTurn("walker");
    sc.attack("sword", "avenger");
    assertThat(sc.s.phase()).isEqualTo(Phase.TRIGGERED);
    assertThat(sc.s.decider()).as("the holder's player decides").isEqualTo(2);
    sc.act(sc.abilities().get(0));
    assertThat(sc.s.health(sc.h("walker"))).isEqualTo(10);
    assertThat(sc.s.phase()).isEqualTo(Phase.HERO_TURN);
  }

  @Test
  void damageAShieldTakesWhollySetsOffNoHitAbility() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("avenger", "E6", 2)
            .hyper("avenger")
            .heroTurn("walker");
    sc.shield("avenger", 5);
    sc.attack("sword", "avenger");
    assertThat(sc.s.phase()).isEqualTo(Phase.HERO_TURN);
  }

  @Test
  void whenAHeroDiesItsAbilitiesHappenBeforeTheReplacement() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E6", 2)
            .hero("mourner", "A1", 2)
            .health("brute", 1)
            .hyper("mourner")
            .heroTurn("walker");
    sc.attack("sword", "brute");
    assertThat(sc.s.phase()).isEqualTo(Phase.TRIGGERED);
    sc.act(sc.abilities().get(0));
    assertThat(sc.s.mana(sc.h("mourner"))).isEqualTo(2);
    assertThat(sc.s.phase()).isEqualTo(Phase.SPAWN);
  }

  @Test
  void everyFriendWithinTwoNeedsNoSight() {
    Scenario sc =
        Scenario.onPlains("E6=M")
            .hero("saint", "E5", 1)
            .hero("walker", "E7", 1)
            .hero("strider", "E8", 1)
            .hero("brute", "F5", 2)
            .health("saint", 5)
            .health("walker", 5)
            .health("strider", 5)
            .health("brute", 5)
            .hyper("saint");
    sc.drawTurnOf("saint");
    assertThat(sc.abilities())
        .containsExactly(new Action.UseAbility(sc.h("saint"), -1, AimAt.NONE, Choices.NONE));
    sc.act(sc.abilities().get(0));
    assertThat(sc.s.health(sc.h("saint"))).isEqualTo(6);
    assertThat(sc.s.health(sc.h("walker"))).isEqualTo(6);
    assertThat(sc.s.health(sc.h("strider"))).isEqualTo(5);
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(5);
  }

  @Test
  void overReachesAnEnemyOutOfSight() {
    Scenario sc =
        Scenario.onPlains("E4=F")
            .hero("crow", "E5", 1)
            .hero("brute", "E2", 2)
            .hyper("crow")
            .heroTurn("crow");
    assertThat(sc.abilities()).extracting(a -> a.target().hero()).containsExactly(sc.h("brute"));
  }

  @Test
  void aSpiritHurtsAnEnemyNearAFriendAndMoreOneThatDecays() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("brute", "E8", 2)
            .hero("sailor", "J1", 2)
            .spirit(1, "choir")
            .playerTurn(1);
    assertThat(sc.abilities()).extracting(a -> a.target().hero()).containsExactly(sc.h("brute"));
    sc.decay("brute", 1);
    sc.act(sc.abilities().get(0));
    assertThat(sc.s.health(sc.h("brute"))).as("1 + 1 against decay").isEqualTo(14);
    assertThat(sc.abilities()).as("once a player turn").isEmpty();
  }

  @Test
  void aSpiritMovesAFriendThatIsNotStuck() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("strider", "A1", 1)
            .hero("brute", "J9", 2)
            .spirit(1, "herald")
            .playerTurn(1);
    sc.status("strider", Status.STUCK);
    assertThat(sc.abilities()).extracting(a -> a.target().hero()).containsOnly(sc.h("walker"));
    assertThat(sc.abilities())
        .extracting(a -> a.choices().destination())
        .contains(Scenario.cell("E2"));
  }

  @Test
  void aSpiritsOwnPlayerDrawsFromTheDeckItChooses() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("brute", "J9", 2)
            .spirit(1, "pilgrim")
            .playerTurn(1);
    List<Action.UseAbility> draws = sc.abilities();
    assertThat(draws).extracting(a -> a.target()).containsOnly(AimAt.NONE);
    assertThat(draws).extracting(a -> a.choices().draws()).contains(List.of(Cards.GENERAL));
    sc.act(
        draws.stream()
            .filter(a -> a.choices().draws().equals(List.of(Cards.GENERAL)))
            .findFirst()
            .orElseThrow());
    assertThat(SpellDecks.held(sc.s, 1, Cards.GENERAL)).isEqualTo(1);
  }
}
