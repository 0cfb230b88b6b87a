package org.legendsforge.games.graveyard.playtest.tuning;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.playtest.PlaytestFixture;
import org.legendsforge.testing.ShippedData;

/**
 * How {@code forge tune} moves a number: by doubling steps up to its reach, written as a reader
 * writes a path, and weaker or stronger as the balance model prices it.
 */
class TunerStepsTest {
  @Test
  void stepsDoubleUpToTheReachAndEndOnIt() {
    assertThat(Tuner.steps(3)).containsExactly(1, 2, 3);
    assertThat(Tuner.steps(16)).containsExactly(1, 2, 4, 8, 16);
    assertThat(Tuner.steps(40)).containsExactly(1, 2, 4, 8, 16, 32, 40);
    assertThat(Tuner.steps(1)).containsExactly(1);
  }

  @Test
  void aFieldIsShownAsAPathAndReadBack() {
    NumberChange c = new NumberChange("fireball", "effects/0/damage", 2, 3);
    assertThat(c.path()).isEqualTo("effects[0].damage");
    assertThat(NumberChange.field(c.path())).isEqualTo("effects/0/damage");
    assertThat(NumberChange.field("hyper/effects/1/shield")).isEqualTo("hyper/effects/1/shield");
    assertThat(NumberChange.path("hyper/effects/1/shield")).isEqualTo("hyper.effects[1].shield");
    assertThat(NumberChange.field(NumberChange.path("cost"))).isEqualTo("cost");
    assertThat(c.step()).isEqualTo(1);
  }

  @Test
  void theModelSaysACostlierSpellOrAFrailerHeroIsWeaker(@TempDir Path work) {
    PlaytestFixture shipped = PlaytestFixture.load(ShippedData.folder());
    PrintedMargin margin = new PrintedMargin(shipped.model());
    Path data = ShippedData.copyInto(work);
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    name: Fireball\n    cost: 3",
        "    name: Fireball\n    cost: 4");
    ShippedData.edit(
        data,
        "heroes.yaml",
        "    name: Caldrin, the Cinder Paladin\n    health: 15",
        "    name: Caldrin, the Cinder Paladin\n    health: 14");
    PlaytestFixture edited = PlaytestFixture.load(data);

    assertThat(margin.of(edited.catalog(), "fireball").orElseThrow())
        .isEqualTo(margin.of(shipped.catalog(), "fireball").orElseThrow() - 1);
    assertThat(margin.of(edited.catalog(), "cinder-paladin").orElseThrow())
        .isEqualTo(margin.of(shipped.catalog(), "cinder-paladin").orElseThrow() - 1);
    assertThat(margin.of(shipped.catalog(), "no-such-card")).isEmpty();
  }
}
