package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.rules.PickupKind;

/** Death, death points and replacements (docs/rules-model.md §8, §12, §13.3). */
class DeathTest {
  private static Scenario duel() {
    return Scenario.onPlains()
        .hero("walker", "E5", 1, "sword")
        .hero("brute", "E6", 2, "bow", "great-axe")
        .health("brute", 3)
        .heroTurn("walker");
  }

  @Test
  void aHeroAtZeroHealthDiesAndItsPlayerGainsADeathPoint() {
    Scenario sc = duel();
    int brute = sc.h("brute");
    sc.hyper("brute");
    Applied a = sc.attack("sword", "brute");
    assertThat(a.events()).contains(new Event.Died(brute, 2, 1));
    assertThat(sc.s.life(brute)).isEqualTo(Life.DEAD);
    assertThat(sc.s.cell(brute)).isEqualTo(-1);
    assertThat(sc.s.deathPoints(2)).isEqualTo(1);
    assertThat(sc.s.holdsHyper(brute)).as("the hyper orb is lost").isFalse();
    assertThat(Pile.contains(sc.s.piles.turnDraw(), brute))
        .as("its Turn Order card leaves")
        .isFalse();
    assertThat(last(sc.s.piles.startingDeck())).isEqualTo(sc.cards.weaponIndex("bow"));
    assertThat(last(sc.s.piles.itemDeck())).isEqualTo(sc.cards.weaponIndex("great-axe"));
  }

  @Test
  void itsPlayerPicksAReplacementFromThreeHeroesNeverInPlay() {
    Scenario sc = duel().dormant("strider", "A1");
    sc.attack("sword", "brute");
    assertThat(sc.s.phase()).isEqualTo(Phase.SPAWN);
    assertThat(sc.s.decider()).isEqualTo(2);
    List<Action.Spawn> spawns = sc.legal(Action.Spawn.class);
    List<Integer> offered = spawns.stream().map(Action.Spawn::hero).distinct().toList();
    assertThat(offered).hasSize(3).doesNotContain(sc.h("walker"), sc.h("brute"), sc.h("strider"));
    assertThat(spawns).hasSize(9); // 3 heroes x the top 3 starting weapons
    Action.Spawn pick = spawns.get(4);
    Applied a = sc.act(pick);
    int spawned = pick.hero();
    assertThat(a.outcome().offered()).containsExactlyElementsOf(offered);
    assertThat(sc.s.life(spawned)).isEqualTo(Life.ACTIVE);
    assertThat(sc.s.owner(spawned)).isEqualTo(2);
    assertThat(sc.s.health(spawned)).isEqualTo(sc.s.maxHealth(spawned));
    assertThat(sc.s.weapons(spawned)).containsExactly(pick.kept());
    assertThat(Pile.contains(sc.s.piles.turnDraw(), spawned)).isTrue();
    assertThat(sc.s.phase()).as("the turn goes on").isEqualTo(Phase.HERO_TURN);
  }

  @Test
  void aReplacementNeverSpawnsOnOrNextToAHeroNorOnAnOrb() {
    for (int seed = 1; seed <= 40; seed++) {
      Scenario sc =
          duel()
              .dormant("strider", "C3")
              .orb(PickupKind.MANA, "H7")
              .orb(PickupKind.ITEM, "B8")
              .reseeded(seed);
      sc.attack("sword", "brute");
      Action.Spawn pick = sc.legal(Action.Spawn.class).get(0);
      sc.act(pick);
      int at = sc.s.cell(pick.hero());
      assertThat(sc.s.orbAt(at)).isEqualTo(-1);
      for (int h = 0; h < sc.s.heroCount(); h++) {
        if (h != pick.hero() && sc.s.cell(h) >= 0) {
          assertThat(at == sc.s.cell(h) || Battlefield.touches(at, sc.s.cell(h)))
              .as(
                  "seed %d: spawned on %s next to %s",
                  seed, Battlefield.name(at), Battlefield.name(sc.s.cell(h)))
              .isFalse();
        }
      }
    }
  }

  @Test
  void theFourthDeathPointEndsTheGameForThatPlayer() {
    Scenario sc = duel().deathPoints(2, 3);
    sc.attack("sword", "brute");
    assertThat(sc.s.over()).isTrue();
    assertThat(sc.s.winner()).isEqualTo(1);
    assertThat(sc.s.endReason()).isEqualTo("death-points");
    assertThat(sc.legal()).isEmpty();
  }

  @Test
  void deathPointsAreCountedPerPlayer() {
    Scenario sc = duel().deathPoints(1, 3);
    sc.attack("sword", "brute");
    assertThat(sc.s.over()).isFalse();
    assertThat(sc.s.deathPoints(2)).isEqualTo(1);
  }

  @Test
  void aHeroKilledByItsOwnSpellEndsItsTurn() {
    // pact: the caster takes 2 damage and gains 2 mana.
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "E5", 1)
            .hero("brute", "E8", 2)
            .health("walker", 2)
            .hand(1, "pact")
            .heroTurn("walker");
    sc.cast("pact", AimAt.hero(sc.h("walker")), Choices.NONE);
    assertThat(sc.s.phase()).isEqualTo(Phase.SPAWN);
    sc.act(sc.legal().get(0));
    assertThat(sc.legal()).containsExactly(new Action.EndTurn());
  }

  @Test
  void twoDeathsInOneActionAreReplacedInTurn() {
    Scenario sc =
        Scenario.onPlains()
            .hero("walker", "B5", 1)
            .hero("brute", "F5", 2)
            .hero("sailor", "G5", 2)
            .health("brute", 2)
            .health("sailor", 1)
            .mana("walker", 5)
            .hand(1, "blast")
            .heroTurn("walker");
    sc.cast("blast", AimAt.cell(Scenario.cell("F5")), Choices.NONE);
    assertThat(sc.s.deathPoints(2)).isEqualTo(2);
    sc.act(sc.legal().get(0));
    assertThat(sc.s.phase()).isEqualTo(Phase.SPAWN);
    sc.act(sc.legal().get(0));
    assertThat(sc.s.phase()).isEqualTo(Phase.HERO_TURN);
  }

  private static int last(int[] pile) {
    return pile[pile.length - 1];
  }
}
