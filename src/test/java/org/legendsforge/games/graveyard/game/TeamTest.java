package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Element;

/**
 * Teams (docs/rules-model.md §8, §12 "Teams" and "Death points"): players 1 and 3 play side 1,
 * players 2 and 4 side 2. A side's heroes go to its players by the order it gained them; each
 * player has its own spirit, spell hand and death points; friend and enemy are by side.
 */
class TeamTest {
  /** Two against two: player 1's walker and player 2's brute, dormant heroes around the walker. */
  private static Scenario twoAgainstTwo() {
    return Scenario.teams(Lineup.TWO_V_TWO)
        .hero("walker", "E5", 1)
        .hero("brute", "A1", 2)
        .dormant("strider", "F6")
        .dormant("sailor", "E4")
        .dormant("knight", "D4")
        .dormant("scout", "G7")
        .dormant("seer", "B2");
  }

  private static void claim(Scenario sc, String claimer, String hero) {
    sc.heroTurn(claimer);
    sc.act(
        sc.legal(Action.Claim.class).stream()
            .filter(c -> c.hero() == sc.h(hero))
            .findFirst()
            .orElseThrow());
  }

  @Test
  void aSideOfTwoGivesItsHeroesFirstPlayerPartnerPartnerFirstPlayer() {
    Scenario sc = twoAgainstTwo();
    claim(sc, "walker", "strider");
    assertThat(sc.s.owner(sc.h("strider"))).as("the side's 2nd hero").isEqualTo(3);
    claim(sc, "walker", "sailor");
    assertThat(sc.s.owner(sc.h("sailor"))).as("the side's 3rd hero").isEqualTo(3);
    claim(sc, "strider", "scout"); // claimed by the partner's hero: the order still decides
    assertThat(sc.s.owner(sc.h("scout"))).as("the side's 4th hero").isEqualTo(1);
    assertThat(sc.s.claims(1)).isEqualTo(3);

    sc.heroTurn("walker");
    assertThat(sc.legal(Action.Claim.class)).as("a side gains 4 heroes in all").isEmpty();
    sc.heroTurn("strider");
    assertThat(sc.legal(Action.Claim.class)).isEmpty();

    claim(sc, "brute", "seer");
    assertThat(sc.s.owner(sc.h("seer"))).as("side 2's 2nd hero, its partner's").isEqualTo(4);
  }

  @Test
  void aLonePlayerControlsEveryHeroItsSideGains() {
    Scenario sc =
        Scenario.teams(Lineup.ONE_V_TWO)
            .hero("walker", "J9", 1)
            .hero("brute", "E5", 2)
            .dormant("strider", "F6")
            .dormant("sailor", "E4")
            .dormant("knight", "D4")
            .dormant("scout", "D6");
    for (String hero : new String[] {"strider", "sailor", "knight"}) {
      claim(sc, "brute", hero);
      assertThat(sc.s.owner(sc.h(hero))).isEqualTo(2);
    }
    sc.heroTurn("brute");
    assertThat(sc.legal(Action.Claim.class)).as("3 claims, 4 heroes in all").isEmpty();
  }

  @Test
  void aHeroCastsFromItsControllersHandAndItsTurnsEndDrawsThatHand() {
    Scenario sc =
        twoAgainstTwo()
            .hero("strider", "F6", 3)
            .spirit(3, "fiery")
            .hand(1, "shove")
            .hand(3, "mend")
            .mana("strider", 3)
            .health("walker", 5)
            .heroTurn("strider");
    assertThat(sc.legal(Action.Cast.class))
        .extracting(Action.Cast::spell)
        .as("player 3's spell, not player 1's")
        .containsOnly(sc.cards.spellIndex("mend"));
    sc.cast("mend", AimAt.hero(sc.h("walker")), Choices.NONE);
    assertThat(sc.s.health(sc.h("walker"))).as("a team-mate's hero is a friend").isEqualTo(7);
    sc.end();
    // fiery: fire 3, black 1, general 1, so player 3 now holds those; player 1's hand waits.
    assertThat(SpellDecks.held(sc.s, 3, Element.FIRE.ordinal())).isEqualTo(3);
    assertThat(SpellDecks.held(sc.s, 3, Element.BLACK.ordinal())).isEqualTo(1);
    assertThat(SpellDecks.held(sc.s, 3, Cards.GENERAL)).isEqualTo(1);
    assertThat(sc.s.hand(3)).hasSize(5);
    assertThat(sc.s.hand(1)).hasSize(1);
    assertThat(sc.cards.spellOfCard(sc.s.hand(1)[0])).isEqualTo(sc.cards.spellIndex("shove"));
  }

  @Test
  void aPlayerTurnUsesThatPlayersSpiritAndItsPointsHelpTheWholeSide() {
    Scenario sc =
        twoAgainstTwo()
            .hero("strider", "F6", 3)
            .spirit(3, "choir")
            .hero("sailor", "E7", 2)
            .mana("walker", 2)
            .playerTurn(3);
    assertThat(sc.abilities())
        .as("choir's ability, on an enemy near a friend")
        .isNotEmpty()
        .allMatch(a -> a.spirit() == sc.cards.spiritIndex("choir"))
        .extracting(a -> a.target().hero())
        .containsOnly(sc.h("sailor"));
    Action.Redistribute toPartner =
        new Action.Redistribute(Action.Resource.MANA, sc.h("walker"), sc.h("strider"), 1);
    assertThat(sc.legal(Action.Redistribute.class))
        .contains(toPartner)
        .noneMatch(r -> r.to() == sc.h("sailor") || r.to() == sc.h("brute"));
    sc.act(toPartner);
    assertThat(sc.s.mana(sc.h("strider"))).isEqualTo(1);

    Scenario first = twoAgainstTwo().hero("strider", "F6", 3).spirit(3, "choir").playerTurn(1);
    assertThat(first.abilities()).as("player 1's spirit has no ability").isEmpty();
  }

  @Test
  void aPartnerWithNoHeroStillRedistributesBetweenItsSidesHeroes() {
    Scenario sc = twoAgainstTwo().hero("strider", "F6", 1).health("strider", 6).mana("walker", 3);
    sc.playerTurn(3);
    assertThat(sc.legal(Action.Redistribute.class))
        .contains(
            new Action.Redistribute(Action.Resource.MANA, sc.h("walker"), sc.h("strider"), 1),
            new Action.Redistribute(Action.Resource.HEALTH, sc.h("walker"), sc.h("strider"), 1));
  }

  @Test
  void noFriendlyFireBetweenTeamMates() {
    // blast: range 4, area 1r0d, damage 2. Aimed at E6 it covers E6 (player 3), D6 (player 2)
    // and F6 (player 4).
    Scenario sc =
        Scenario.teams(Lineup.TWO_V_TWO)
            .hero("walker", "E5", 1, "sword")
            .hero("strider", "E6", 3)
            .hero("brute", "D6", 2)
            .hero("sailor", "F6", 4)
            .hero("scout", "E4", 2)
            .mana("walker", 5)
            .hand(1, "blast")
            .heroTurn("walker");
    assertThat(sc.legal(Action.Attack.class))
        .extracting(a -> a.target().hero())
        .as("the sword reaches E4 and E6; E6 holds the team-mate's hero")
        .containsOnly(sc.h("scout"));
    sc.cast("blast", AimAt.cell(Scenario.cell("E6")), Choices.NONE);
    assertThat(sc.s.health(sc.h("strider"))).isEqualTo(10);
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(14);
    assertThat(sc.s.health(sc.h("sailor"))).isEqualTo(10);
  }

  @Test
  void aHelpfulAreaHealsATeamMatesHeroAndNoEnemy() {
    Scenario sc =
        Scenario.teams(Lineup.TWO_V_TWO)
            .hero("walker", "E5", 1)
            .hero("strider", "E6", 3)
            .hero("brute", "F5", 2)
            .hero("sailor", "J9", 4)
            .health("strider", 4)
            .health("brute", 4)
            .mana("walker", 5)
            .hand(1, "rain")
            .heroTurn("walker");
    sc.cast("rain", AimAt.cell(Scenario.cell("E5")), Choices.NONE);
    assertThat(sc.s.health(sc.h("strider"))).isEqualTo(6);
    assertThat(sc.s.health(sc.h("brute"))).isEqualTo(4);
  }

  @Test
  void aSideLosesAsSoonAsOneOfItsPlayersReachesFourDeathPoints() {
    Scenario sc =
        Scenario.teams(Lineup.TWO_V_TWO)
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E6", 2)
            .hero("sailor", "D5", 4)
            .health("brute", 3)
            .health("sailor", 3)
            .deathPoints(2, 2)
            .deathPoints(4, 3);
    sc.heroTurn("walker");
    sc.attack("sword", "brute");
    assertThat(sc.s.deathPoints(2)).isEqualTo(3);
    assertThat(sc.s.over()).as("side 2 holds 6 death points, but no player 4").isFalse();
    assertThat(sc.s.decider()).as("the replacement is player 2's").isEqualTo(2);

    Scenario again =
        Scenario.teams(Lineup.TWO_V_TWO)
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "E6", 2)
            .hero("sailor", "D5", 4)
            .health("sailor", 3)
            .deathPoints(4, 3);
    again.heroTurn("walker");
    again.attack("sword", "sailor");
    assertThat(again.s.over()).isTrue();
    assertThat(again.s.winner()).as("the winning side").isEqualTo(1);
    assertThat(again.s.deathPoints(2)).isZero();
  }

  @Test
  void theReplacementIsControlledByThePlayerWhoseHeroDied() {
    Scenario sc =
        Scenario.teams(Lineup.TWO_V_TWO)
            .hero("walker", "E5", 1, "sword")
            .hero("brute", "A1", 2)
            .hero("sailor", "E6", 4)
            .health("sailor", 3)
            .heroTurn("walker");
    sc.attack("sword", "sailor");
    assertThat(sc.s.phase()).isEqualTo(Phase.SPAWN);
    assertThat(sc.s.decider()).isEqualTo(4);
    Action.Spawn pick = sc.legal(Action.Spawn.class).get(0);
    sc.act(pick);
    assertThat(sc.s.owner(pick.hero())).isEqualTo(4);
    assertThat(sc.s.claims(2)).as("a replacement is no claim").isZero();
  }

  @Test
  void theOrbRespawnAtTheEndOfAHeroTurnIsPickedByItsController() {
    Scenario sc =
        Scenario.teams(Lineup.TWO_V_TWO)
            .hero("walker", "E5", 1)
            .hero("strider", "A1", 3)
            .hero("brute", "E8", 2)
            .heroTurn("strider");
    sc.end();
    assertThat(sc.s.phase()).isEqualTo(Phase.RESPAWN_ORB);
    assertThat(sc.s.decider()).isEqualTo(3);
  }

  @Test
  void compensationMeasuresEachSideByEveryHeroOfItsPlayers() {
    // Side 1's closest hero to E6 is player 3's strider (1 away), not player 1's walker (9):
    // side 2 (brute at J9, 7 away) gains 6, that is 2 mana.
    Scenario sc =
        Scenario.teams(Lineup.TWO_V_TWO)
            .hero("walker", "A1", 1)
            .hero("strider", "E5", 3)
            .hero("brute", "J9", 2)
            .hero("sailor", "J8", 4)
            .mana("brute", 3);
    assertThat(Orbs.compensate(sc.s, Scenario.cell("E6"), Events.off())).containsExactly(2, 6);
    assertThat(sc.s.turn.tradeSide()).as("side 2 chooses for its trades").isEqualTo(2);
  }
}
