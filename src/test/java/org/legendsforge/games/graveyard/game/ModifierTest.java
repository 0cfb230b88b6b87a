package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.rules.PickupKind;

/** Modifiers in force (docs/card-rules.md, "Modifier"): weapons', hyper abilities', chaos's. */
class ModifierTest {
  @Test
  void aKnifeDealsOneMoreToAStuckEnemyAsItWasBeforeTheAttack() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "knife")
            .hero("brute", "E6", 2)
            .heroTurn("walker");
    sc.attack("knife", "brute");
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(14);

    Scenario stuck =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "knife")
            .hero("brute", "E6", 2)
            .heroTurn("walker");
    stuck.status("brute", Status.STUCK);
    stuck.attack("knife", "brute");
    assertThat(stuck.s.health(stuck.h("brute"))).isEqualTo(13);
  }

  @Test
  void aHyperModifierAddsDamageToItsHoldersWeaponAttacksOnly() {
    Scenario sc =
        Scenario.onPlains()
            .hero("hound", "E5", 1, "sword")
            .hero("brute", "E6", 2)
            .spirit(1, "fiery")
            .hand(1, "dart")
            .mana("hound", 3)
            .hyper("hound")
            .heroTurn("hound");
    sc.attack("sword", "brute");
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(16 - 4);
    sc.cast("dart", AimAt.hero(sc.h("brute")), Choices.NONE);
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(16 - 4 - 2);
  }

  @Test
  void aCrossbowAndTheMoveActionExcludeEachOther() {
    Scenario moved =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "crossbow")
            .hero("brute", "E9", 2)
            .heroTurn("walker");
    moved.step("E4");
    assertThat(moved.legal(Action.Attack.class)).isEmpty();

    Scenario shot =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "crossbow")
            .hero("brute", "E9", 2)
            .heroTurn("walker");
    shot.attack("crossbow", "brute");
    assertThat(shot.steps()).isEmpty();
  }

  @Test
  void aBiggerHandKeepsOneSpellOverTheLimits() {
    Scenario sc =
        Scenario.onPlains()
            .hero("scholar", "E5", 1)
            .hero("brute", "A1", 2)
            .hand(1, "dart", "blast")
            .hyper("scholar")
            .heroTurn("scholar");
    sc.step("E4");
    assertThat(sc.s.phase()).as("one over is allowed").isEqualTo(Phase.HERO_TURN);
    sc.s.board.loseHyper(sc.h("scholar"));
    sc.step("E3");
    assertThat(sc.s.phase()).as("without the orb the hand discards").isEqualTo(Phase.DISCARD);
  }

  @Test
  void crimsonMoonAddsOneToSpellDamageButNotToWeaponsNorToTheCasterItself() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E6", 2)
            .spirit(1, "fiery")
            .hand(1, "dart", "pact")
            .mana("walker", 3)
            .chaos("red-moon")
            .heroTurn("walker");
    sc.cast("dart", AimAt.hero(sc.h("brute")), Choices.NONE);
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(13);
    sc.attack("sword", "brute");
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(10);
    sc.cast("pact", AimAt.hero(sc.h("walker")), Choices.NONE);
    assertThat(sc.s.health(sc.h("walker"))).isEqualTo(10);
  }

  @Test
  void graveFogCapsRangesAtThree() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1, "bow")
            .hero("brute", "E9", 2)
            .heroTurn("walker");
    assertThat(sc.legal(Action.Attack.class)).hasSize(1);
    sc.chaos("fog");
    assertThat(sc.legal(Action.Attack.class)).isEmpty();
  }

  @Test
  void eclipseLetsEveryoneSeeThroughForestsAndMountains() {
    Scenario sc =
        Scenario.onPlains("E6=F", "E7=M")
            .hero("walker", "E5", 1, "bow")
            .hero("brute", "E8", 2)
            .heroTurn("walker");
    assertThat(sc.legal(Action.Attack.class)).isEmpty();
    sc.chaos("eclipse");
    assertThat(sc.legal(Action.Attack.class)).hasSize(1);
  }

  @Test
  void frozenRiversKeepWaterMovementOffRivers() {
    // sailor: 2 W + 1 any. E4 is a plains cell with a river.
    Scenario sc = Scenario.onPlains("E4=P~", "E3=P~").hero("sailor", "E5", 1).heroTurn("sailor");
    sc.step("E4");
    assertThat(sc.steps()).contains("E3");
    Scenario frozen =
        Scenario.onPlains("E4=P~", "E3=P~").hero("sailor", "E5", 1).chaos("ice").heroTurn("sailor");
    frozen.step("E4"); // with the any unit
    assertThat(frozen.steps()).isEmpty();
  }

  @Test
  void hallowedGroundDoublesHealingAndTheHealingOrb() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("brute", "A1", 2)
            .health("walker", 2)
            .hand(1, "mend")
            .mana("walker", 3)
            .orb(PickupKind.HEALING, "E5")
            .chaos("hallow")
            .heroTurn("walker");
    sc.cast("mend", AimAt.hero(sc.h("walker")), Choices.NONE);
    assertThat(sc.s.health(sc.h("walker"))).isEqualTo(6);
    sc.act(new Action.Pickup(-1));
    assertThat(sc.s.health(sc.h("walker"))).isEqualTo(12);
  }
}
