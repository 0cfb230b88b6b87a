package org.legendsforge.games.graveyard.validate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShippedData.EditedLine;

/**
 * A card's rules must be something the engine can play: each test writes one rule that has the
 * right shape but makes no sense for its kind of card, and reads what the designer is told.
 */
class CardRulesCheckTest {
  @TempDir Path work;
  Path data;

  @BeforeEach
  void copyShippedData() {
    data = ShippedData.copyInto(work);
  }

  private List<Diagnostic> check() {
    LoadResult r = new CardDataLoader(work).load(data);
    assertThat(r.catalog()).as(new DiagnosticFormatter().format(r.diagnostics())).isPresent();
    Diagnostics sink = new Diagnostics();
    new CardRulesCheck().check(r.catalog().get(), r.sources(), sink);
    new ReminderTextCheck().check(r.catalog().get(), r.sources(), sink);
    return sink.sorted();
  }

  private Diagnostic only() {
    List<Diagnostic> found = check();
    assertThat(found).hasSize(1);
    return found.get(0);
  }

  @Test
  void theShippedRulesAreAllPlayable() {
    assertThat(check()).isEmpty();
  }

  @Test
  void aSpiritStandsNowhereSoNothingIsWithinRangeOfIt() {
    EditedLine e =
        ShippedData.editLine(
            data,
            "spirits.yaml",
            "target: \\{ one: enemy, nearFriend: 2 }",
            "target: { one: enemy, within: 2 }");
    Diagnostic d = only();
    assertThat(d.checkId()).isEqualTo("card-rule");
    assertThat(d.where().location()).endsWith("spirits.yaml:" + e.line() + ":" + e.columnOf("2 }"));
    assertThat(d.message())
        .isEqualTo("\"hollow-saint\": a spirit has no cell on the map to measure \"within\" from");
    assertThat(d.hint())
        .isEqualTo("use \"nearFriend\": within that many cells of one of your heroes");
  }

  @Test
  void thereIsNoFriendlyFire() {
    ShippedData.editLine(
        data,
        "spirits.yaml",
        "target: \\{ one: enemy, nearFriend: 2 }",
        "target: { one: friend, nearFriend: 2 }");
    Diagnostic d = only();
    assertThat(d.message())
        .isEqualTo(
            "\"hollow-saint\": \"decay\" is harmful and the target is a friend: there is no friendly fire");
  }

  @Test
  void aChaosElementChoosesNoOneAndHasNoSide() {
    int line =
        ShippedData.edit(
            data,
            "chaos.yaml",
            "    trigger: revealed\n    effects:\n      - mana: 1\n",
            "    trigger: revealed\n    target: { one: enemy }\n    effects:\n      - mana: 1\n");
    List<Diagnostic> found = check();
    assertThat(found)
        .extracting(Diagnostic::message)
        .containsExactly(
            "\"mana-tide\": a chaos element belongs to no one, so no one chooses a hero for it",
            "\"mana-tide\": a chaos element belongs to no side: it has no enemies or friends",
            "\"mana-tide\": \"mana\" is helpful and the target is an enemy: enemies are never healed or helped");
    assertThat(found.get(0).where().line()).isEqualTo(line + 1);
  }

  @Test
  void aSpiritCannotPushBecauseItStandsNowhere() {
    ShippedData.editLine(data, "spirits.yaml", "- decay: 1", "- push: 1");
    Diagnostic d = only();
    assertThat(d.message())
        .isEqualTo(
            "\"hollow-saint\": push moves a hero away from or towards its user, and a spirit stands nowhere");
  }

  @Test
  void onlyAChaosElementChangesTheWholeTable() {
    ShippedData.edit(
        data, "weapons/items.yaml", "      - excludesMove\n", "      - frozenRivers\n");
    Diagnostic d = only();
    assertThat(d.message())
        .isEqualTo(
            "\"heavy-crossbow\": \"frozenRivers\" changes the whole table; only a chaos element may");
  }

  @Test
  void aBonusToTheCardsOwnDamageNeedsDamage() {
    ShippedData.edit(
        data,
        "spirits.yaml",
        "      - damage: 1\n    modifiers:",
        "      - decay: 1\n    modifiers:");
    Diagnostic d = only();
    assertThat(d.message())
        .isEqualTo(
            "\"ember-choir\": \"extraDamage\" changes this card's own damage, but the card deals none");
  }

  @Test
  void aCostOnAnAbilityThatHappensByItself() {
    ShippedData.edit(
        data,
        "heroes.yaml",
        "      trigger: turn-start\n",
        "      trigger: turn-start\n      action: spell\n");
    Diagnostic d = only();
    assertThat(d.message())
        .startsWith(
            "\"cinder-paladin\": only an ability used once per turn at its player's choice has a cost");
  }

  @Test
  void aRuleWrittenAsTextIsAWarning() {
    EditedLine e =
        ShippedData.editLine(
            data,
            "spirits.yaml",
            "text: Then discard down to your limits\\.",
            "text: Then deal 1 damage to yourself.");
    Diagnostic d = only();
    assertThat(d.isError()).isFalse();
    assertThat(d.checkId()).isEqualTo("rules-in-text");
    assertThat(d.where().line()).isEqualTo(e.line());
    assertThat(d.message())
        .isEqualTo(
            "the text of \"nameless-pilgrim\" reads like a rule (\"1\"), but the engine never reads text");
  }

  @Test
  void aChaosElementWithoutOfChangesEveryUseAndTheOrbsOnlyForHealing() {
    ShippedData.edit(
        data,
        "chaos.yaml",
        "      - extraDamage: 1\n        of: [spells]\n",
        "      - extraDamage: 1\n");
    assertThat(check()).isEmpty();
  }
}
