package org.legendsforge.games.graveyard.playtest.verdicts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestFixture;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdict;
import org.legendsforge.games.graveyard.playtest.report.ReportBuilder;
import org.legendsforge.games.graveyard.playtest.studies.StrongerBotCheck;
import org.legendsforge.testing.ShippedData;

/**
 * Cards broken on purpose in a copy of the shipped data stand at the top of their verdict lists,
 * whatever their kind: a spell at 1 mana for 9 damage and a weapon dealing 9 head the overpowered
 * list; a spell that asks 5 mana to heal 1 is not judged when the bots pass it over, and never
 * stands behind a shipped card; a spirit whose ability deals 5 heads it too, judged by the win rate
 * of the side that picked it; a hero left with 3 health of 15 heads the underpowered list by how
 * few of its turns it lasts per death (its start-pick win rate, from about one game in nine, needs
 * more games than a test can afford: docs/playtest.md gives the 1,000-game runs). A check with the
 * same bot replays the very games of the first seeds.
 */
class PlantedCardsTest {
  @TempDir Path work;

  private static List<String> ids(List<Verdict> verdicts) {
    return verdicts.stream().map(Verdict::id).toList();
  }

  @Test
  void aCheapHardSpellAndAHardWeaponHeadTheOverpoweredListAndAUselessSpellIsNeverBehind()
      throws InterruptedException {
    Path data = ShippedData.copyInto(work);
    // Ember Dart: 1 mana for 9 damage instead of 2
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 2\n",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 9\n");
    // the Rusted Blade: 9 damage instead of 3
    ShippedData.edit(
        data,
        "weapons/starting.yaml",
        "    name: Rusted Blade\n    kind: blade\n    damage: 3",
        "    name: Rusted Blade\n    kind: blade\n    damage: 9");
    // Searing Brand: 5 mana to heal its caster 1 instead of 2 mana for damage and decay
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    cost: 2\n    range: 3\n    effects:\n      - damage: 1\n      - decay: 1\n",
        "    cost: 5\n    range: 0\n    effects:\n      - heal: 1\n");
    PlaytestFixture f = PlaytestFixture.load(data);
    Batch played = f.play("greedy", 1, 60, 2, Playtest.Compensation.ON);

    PlaytestReport r = f.report(played);

    assertThat(ids(r.verdicts().overpowered()).subList(0, 2))
        .containsExactly("ember-dart", "rusted-blade");
    boolean unjudged =
        r.verdicts().unjudged().stream().anyMatch(u -> u.id().equals("searing-brand"));
    List<String> under = ids(r.verdicts().underpowered());
    assertThat(unjudged || (!under.isEmpty() && under.get(0).equals("searing-brand")))
        .as("searing-brand not judged, or first of " + under)
        .isTrue();

    // the same bot over the first 20 seeds plays the same games: the check agrees exactly
    ReportBuilder reports = new ReportBuilder(f.catalog(), f.model());
    Batch again = StrongerBotCheck.play(played, "greedy", 20, 2, f::play);
    Batch first20 = f.play("greedy", 1, 20, 2, Playtest.Compensation.ON);
    Verdict dart =
        reports
            .build(played, reports.checkFigures("greedy", again))
            .verdicts()
            .overpowered()
            .get(0);
    assertThat(dart.check().games()).isEqualTo(20);
    assertThat(dart.check().estimate())
        .isEqualTo(
            f.report(first20).spells().stream()
                .filter(s -> s.id().equals("ember-dart"))
                .findFirst()
                .orElseThrow()
                .valuePerCast());
    assertThat(dart.check().holds()).isTrue();
    assertThat(dart.robustness()).isEqualTo("robust");
  }

  @Test
  void aHeroLeftWithThreeHealthHeadsTheUnderpoweredListByItsTurnsPerDeath()
      throws InterruptedException {
    Path data = ShippedData.copyInto(work);
    // Caldrin, the Cinder Paladin: 3 health instead of 15
    ShippedData.edit(
        data,
        "heroes.yaml",
        "    name: Caldrin, the Cinder Paladin\n    health: 15\n",
        "    name: Caldrin, the Cinder Paladin\n    health: 3\n");
    PlaytestFixture f = PlaytestFixture.load(data);

    PlaytestReport r = f.report(f.play("greedy", 1, 100, 2, Playtest.Compensation.ON));

    Verdict first = r.verdicts().underpowered().get(0);
    assertThat(first.id()).isEqualTo("cinder-paladin");
    assertThat(first.kind()).isEqualTo("hero");
    assertThat(first.measure()).isEqualTo("turns in play per death");
    assertThat(first.observed().high()).isLessThan(first.bandLow());
    assertThat(first.halves().holdsInOdd() && first.halves().holdsInEven()).isTrue();
  }

  @Test
  void aSpiritWhoseAbilityHitsForFiveHeadsTheOverpoweredListByItsWinRate()
      throws InterruptedException {
    Path data = ShippedData.copyInto(work);
    // the Ember Choir's Stoke the Pyre: 5 damage instead of 1
    ShippedData.edit(
        data,
        "spirits.yaml",
        "    target: { one: enemy, nearFriend: 3 }\n    effects:\n      - damage: 1\n",
        "    target: { one: enemy, nearFriend: 3 }\n    effects:\n      - damage: 5\n");
    PlaytestFixture f = PlaytestFixture.load(data);

    PlaytestReport r = f.report(f.play("greedy", 1, 200, 2, Playtest.Compensation.ON));

    Verdict first = r.verdicts().overpowered().get(0);
    assertThat(first.id()).isEqualTo("ember-choir");
    assertThat(first.kind()).isEqualTo("spirit");
    assertThat(first.bandLow()).isEqualTo(0.45);
    assertThat(first.observed().low()).isGreaterThan(0.55);
    assertThat(first.halves().holdsInOdd() && first.halves().holdsInEven()).isTrue();
  }
}
