package org.legendsforge.playtest;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ShippedData;

/**
 * A card broken on purpose in a copy of the shipped data ends at the top of the mispriced list: a
 * cheap spell dealing huge damage as the most overpowered, a dear spell that does next to nothing
 * as the most underpowered.
 */
class MispricedTest {
  @TempDir Path work;

  @Test
  void deliberatelyBrokenSpellsTopTheMispricedLists() {
    Path data = ShippedData.copyInto(work);
    // Ember Dart: 1 mana for 12 damage instead of 2
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 2\n",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 12\n");
    // Searing Brand: 5 mana to heal its caster 1 instead of 2 mana for damage and decay
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    cost: 2\n    range: 3\n    effects:\n      - damage: 1\n      - decay: 1\n",
        "    cost: 5\n    range: 0\n    effects:\n      - heal: 1\n");
    PlaytestFixture f = PlaytestFixture.load(data);

    PlaytestReport r = f.report(f.play("greedy", 1, 60, 2, Playtest.Compensation.ON));

    assertThat(r.mispriced().overpowered()).isNotEmpty();
    assertThat(r.mispriced().overpowered().get(0).id()).isEqualTo("ember-dart");
    assertThat(r.mispriced().underpowered()).isNotEmpty();
    assertThat(r.mispriced().underpowered().get(0).id()).isEqualTo("searing-brand");
  }

  @Test
  void theShippedSpellsAreNotAtTheTopOfThoseLists() {
    PlaytestFixture f = PlaytestFixture.load(ShippedData.folder());
    PlaytestReport r = f.report(f.play("greedy", 1, 60, 2, Playtest.Compensation.ON));
    assertThat(r.mispriced().overpowered()).noneMatch(e -> e.id().equals("ember-dart"));
    assertThat(r.mispriced().underpowered()).noneMatch(e -> e.id().equals("searing-brand"));
  }
}
