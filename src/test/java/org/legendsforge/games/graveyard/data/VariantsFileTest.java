package org.legendsforge.games.graveyard.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Variant;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.testing.ShippedData;

/**
 * variants.yaml is card data like any other file (docs/card-data.md, "Variants"): every mistake in
 * it is reported at its line and column with a hint, and a folder without it plays the designer's
 * rules.
 */
class VariantsFileTest {
  @TempDir Path work;
  Path data;

  @BeforeEach
  void copyShippedData() {
    data = ShippedData.copyInto(work);
  }

  private LoadResult load(String variants) throws IOException {
    Files.writeString(data.resolve("variants.yaml"), variants);
    return new CardDataLoader(work).load(data);
  }

  private static List<Diagnostic> errors(LoadResult r) {
    return r.diagnostics().sorted().stream().filter(Diagnostic::isError).toList();
  }

  private static Diagnostic only(LoadResult r) {
    List<Diagnostic> errors = errors(r);
    assertThat(errors).as(new DiagnosticFormatter().format(r.diagnostics())).hasSize(1);
    return errors.get(0);
  }

  private static String variant(String id, String rules) {
    return "  - id: "
        + id
        + "\n    name: A Variant\n    description: changes a rule\n    rules:\n"
        + rules;
  }

  @Test
  void theShippedVariantsLoadWithTheirRuleValues() {
    LoadResult r = new CardDataLoader(ShippedData.folder().getParent()).load(ShippedData.folder());
    var game = r.catalog().orElseThrow().game();
    assertThat(game.variants()).extracting(Variant::id).contains("turn-order-compensation");
    assertThat(game.variant("turn-order-compensation").orElseThrow().changes())
        .containsKey(RuleValue.TURN_ORDER_POINTS);
    assertThat(game.variant()).isEmpty();
    assertThat(game.rules().get(RuleValue.TURN_ORDER_POINTS)).isZero();
  }

  @Test
  void aFolderWithoutVariantsPlaysTheDesignersRules() throws IOException {
    Files.delete(data.resolve("variants.yaml"));
    LoadResult r = new CardDataLoader(work).load(data);
    assertThat(errors(r)).isEmpty();
    assertThat(r.catalog().orElseThrow().game().variants()).isEmpty();
  }

  @Test
  void anUnknownRuleValueIsNamedWithTheOneItProbablyMeant() throws IOException {
    Diagnostic d = only(load("variants:\n" + variant("house", "      turnOrderPoint: 2\n")));
    assertThat(d.checkId()).isEqualTo("unknown-key");
    assertThat(d.where().location()).isEqualTo("card-data/variants.yaml:6:7");
    assertThat(d.hint()).isEqualTo("did you mean \"turnOrderPoints\"?");
  }

  @Test
  void aRuleValueOutOfItsRangeSaysTheRange() throws IOException {
    Diagnostic d = only(load("variants:\n" + variant("house", "      deathPointsToLose: 40\n")));
    assertThat(d.where().location()).isEqualTo("card-data/variants.yaml:6:26");
    assertThat(d.message()).contains("deathPointsToLose").contains("1").contains("6");
  }

  @Test
  void aYesNoRuleWrittenAsANumberSaysTrueOrFalse() throws IOException {
    Diagnostic d = only(load("variants:\n" + variant("house", "      chaos: 1\n")));
    assertThat(d.checkId()).isEqualTo("wrong-type");
    assertThat(d.hint()).isEqualTo("write true or false");
  }

  @Test
  void aVariantIdUsedTwiceNamesTheFirstUse() throws IOException {
    Diagnostic d =
        only(
            load(
                "variants:\n"
                    + variant("house", "      chaos: true\n")
                    + variant("house", "      lonePlayerMana: 1\n")));
    assertThat(d.checkId()).isEqualTo("duplicate-id");
    assertThat(d.where().location()).isEqualTo("card-data/variants.yaml:7:9");
    assertThat(d.message()).contains("card-data/variants.yaml:2");
  }

  @Test
  void noVariantMayTakeTheDesignersRulesOwnName() throws IOException {
    Diagnostic d = only(load("variants:\n" + variant("rules", "      chaos: true\n")));
    assertThat(d.checkId()).isEqualTo("reserved-id");
    assertThat(d.where().location()).isEqualTo("card-data/variants.yaml:2:9");
  }

  @Test
  void aVariantWithoutItsRulesIsAMissingField() throws IOException {
    Diagnostic d =
        only(load("variants:\n  - id: house\n    name: House\n    description: nothing\n"));
    assertThat(d.checkId()).isEqualTo("missing-field");
    assertThat(d.message()).contains("rules");
  }

  @Test
  void aVariantChangingNothingIsWarnedAbout() throws IOException {
    LoadResult r =
        load(
            "variants:\n"
                + variant("house", "      {}\n").replace("rules:\n      {}", "rules: {}"));
    assertThat(errors(r)).isEmpty();
    assertThat(r.diagnostics().sorted())
        .anySatisfy(w -> assertThat(w.message()).contains("changes no rule value"));
  }

  @Test
  void aVariantsOrbCountIsWhatSetupPlacesAndThePiecesCount() throws IOException {
    LoadResult r = load("variants:\n" + variant("more-mana", "      manaOrbs: 5\n"));
    assertThat(errors(r)).isEmpty();
    var designer = r.catalog().orElseThrow();
    var more = designer.under(designer.game().variant("more-mana"));
    assertThat(more.pickupCount(org.legendsforge.games.graveyard.rules.PickupKind.MANA))
        .isEqualTo(5);
    assertThat(more.rules().get(RuleValue.MANA_ORBS)).isEqualTo(5);
    assertThat(designer.rules().get(RuleValue.MANA_ORBS))
        .isEqualTo(designer.pickupCount(org.legendsforge.games.graveyard.rules.PickupKind.MANA));
    var game = new org.legendsforge.games.graveyard.game.Engine(more).newGame(1, false);
    long mana = 0;
    for (int i = 0; i < game.orbCount(); i++) {
      if (org.legendsforge.games.graveyard.game.GameState.orbKind(game.orb(i))
          == org.legendsforge.games.graveyard.rules.PickupKind.MANA) {
        mana++;
      }
    }
    assertThat(mana).isEqualTo(5);
  }

  @Test
  void anOrbCountForAnOrbTheGameDoesNotHaveIsAnError() throws IOException {
    ShippedData.editLine(data, "game.yaml", "^  - kind: hyper$", "  - kind: hyper");
    String game = Files.readString(data.resolve("game.yaml"));
    int from = game.indexOf("  - kind: hyper");
    int to = game.indexOf("  - kind: healing");
    Files.writeString(data.resolve("game.yaml"), game.substring(0, from) + game.substring(to));
    Diagnostic d = only(load("variants:\n" + variant("more", "      hyperOrbs: 2\n")));
    assertThat(d.checkId()).isEqualTo("unknown-orb");
    assertThat(d.hint()).contains("hyperOrbs");
  }

  @Test
  void everyProblemIsReportedAtOnce() throws IOException {
    LoadResult r =
        load(
            "variants:\n"
                + variant("house", "      turnOrderPoint: 2\n")
                + variant("other", "      redistributePoints: -1\n")
                + variant("third", "      chaos: true\n")
                + variant("third", "      chaos: true\n"));
    assertThat(errors(r))
        .extracting(Diagnostic::checkId)
        .containsExactly("unknown-key", "out-of-range", "duplicate-id");
  }
}
