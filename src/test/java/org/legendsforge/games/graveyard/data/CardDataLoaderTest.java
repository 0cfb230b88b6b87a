package org.legendsforge.games.graveyard.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShippedData.EditedLine;

/**
 * Every problem a user can cause in card data is reported at its line and column with a hint. Each
 * test breaks one thing in a copy of the shipped data and reads the message a user would see.
 */
class CardDataLoaderTest {
  @TempDir Path work;
  Path data;

  @BeforeEach
  void copyShippedData() {
    data = ShippedData.copyInto(work);
  }

  private LoadResult load() {
    return new CardDataLoader(work).load(data);
  }

  private static String shown(Diagnostics d) {
    return new DiagnosticFormatter().format(d);
  }

  private static Diagnostic only(LoadResult r) {
    List<Diagnostic> errors =
        r.diagnostics().sorted().stream().filter(Diagnostic::isError).toList();
    assertThat(errors).as(shown(r.diagnostics())).hasSize(1);
    return errors.get(0);
  }

  @Test
  void shippedDataLoadsWithoutAnyProblem() {
    LoadResult r = new CardDataLoader(ShippedData.folder().getParent()).load(ShippedData.folder());
    assertThat(r.diagnostics().isEmpty()).as(shown(r.diagnostics())).isTrue();
    assertThat(r.catalog()).isPresent();
  }

  @Test
  void misspelledKeyIsNamedWithTheKeyItProbablyMeant() {
    EditedLine e = ShippedData.editLine(data, "heroes.yaml", "^(\\s+)health:", "$1helth:");
    Diagnostic d = only(load());
    assertThat(d.where().location())
        .isEqualTo("card-data/heroes.yaml:" + e.line() + ":" + e.columnOf("helth"));
    assertThat(d.checkId()).isEqualTo("unknown-key");
    assertThat(d.message()).isEqualTo("unknown key \"helth\" in hero");
    assertThat(d.hint()).isEqualTo("did you mean \"health\"?");
  }

  @Test
  void wrongTypeSaysWhatWasExpectedAndWhatWasFound() {
    EditedLine e = ShippedData.editLine(data, "heroes.yaml", "^(\\s+health:) \\d+", "$1 twelve");
    Diagnostic d = only(load());
    assertThat(d.where().location())
        .isEqualTo("card-data/heroes.yaml:" + e.line() + ":" + e.columnOf("twelve"));
    assertThat(d.message()).isEqualTo("\"health\" should be a whole number, found \"twelve\"");
  }

  @Test
  void missingFieldNamesTheCardAndTheField() {
    EditedLine e =
        ShippedData.editLine(data, "heroes.yaml", "^(\\s+)health: \\d+", "$1# health removed");
    Diagnostic d = only(load());
    assertThat(d.checkId()).isEqualTo("missing-field");
    assertThat(d.message()).matches("hero \"[a-z0-9-]+\" has no \"health\"");
    assertThat(d.where().path()).isEqualTo("card-data/heroes.yaml");
    assertThat(d.where().line()).isLessThan(e.line());
    assertThat(d.hint()).startsWith("add \"health:\"");
  }

  @Test
  void badYamlSyntaxIsLocatedAndTheRestOfTheDataIsStillChecked() {
    ShippedData.editLine(data, "spirits.yaml", "^(\\s+)name: (.*)$", "$1name: [unclosed $2");
    EditedLine typo = ShippedData.editLine(data, "heroes.yaml", "^(\\s+)health:", "$1helth:");
    LoadResult r = load();
    List<Diagnostic> errors = r.diagnostics().sorted();
    assertThat(errors)
        .extracting(Diagnostic::checkId)
        .containsExactly("unknown-key", "yaml-syntax");
    assertThat(errors.get(0).where().line()).isEqualTo(typo.line());
    assertThat(errors.get(1).where().path()).isEqualTo("card-data/spirits.yaml");
    assertThat(errors.get(1).where().line()).isPositive();
    assertThat(r.catalog()).isEmpty();
  }

  @Test
  void duplicateIdPointsAtTheSecondUseAndNamesTheFirst() {
    String firstId = firstValue("heroes.yaml", "id");
    EditedLine e =
        ShippedData.editLine(data, "heroes.yaml", "^(\\s+- id:) .*$", "$1 " + firstId, 1);
    Diagnostic d =
        load().diagnostics().sorted().stream()
            .filter(x -> x.checkId().equals("duplicate-id"))
            .findFirst()
            .orElseThrow();
    assertThat(d.checkId()).isEqualTo("duplicate-id");
    assertThat(d.where().line()).isEqualTo(e.line());
    assertThat(d.message())
        .startsWith("id \"" + firstId + "\" is already used at card-data/heroes.yaml:");
  }

  @Test
  void hyperOrbNamingAnUnknownHeroSuggestsTheClosestHero() {
    String hero = firstValue("hyper-orbs.yaml", "hero");
    EditedLine e =
        ShippedData.editLine(data, "hyper-orbs.yaml", "^(\\s+hero:) .*$", "$1 " + hero + "x");
    Diagnostic d = only(load());
    assertThat(d.checkId()).isEqualTo("dangling-reference");
    assertThat(d.where().location())
        .isEqualTo("card-data/hyper-orbs.yaml:" + e.line() + ":" + e.columnOf(hero + "x"));
    assertThat(d.hint()).isEqualTo("did you mean \"" + hero + "\"?");
  }

  @Test
  void malformedMovementPointsAtTheBadTerrainLetter() {
    EditedLine e =
        ShippedData.editLine(
            data,
            "heroes.yaml",
            "^(\\s+)health: (\\d+)$",
            "$1health: $2\n$1movement: 1 any + 2 P Q F");
    Diagnostic d = only(load());
    assertThat(d.checkId()).isEqualTo("movement-notation");
    assertThat(d.where().line()).isEqualTo(e.line() + 1);
    assertThat(d.where().column()).isEqualTo(e.text().split("\n")[1].indexOf("Q") + 1);
    assertThat(d.message()).isEqualTo("\"Q\" is not a terrain in movement \"1 any + 2 P Q F\"");
  }

  @Test
  void areaWithMoreDiagonalsThanStepsPointsAtTheDiagonalCount() {
    EditedLine e =
        ShippedData.editLine(data, "spells/fire.yaml", "^(\\s+)area: .*$", "$1area: 1r2d");
    Diagnostic d = only(load());
    assertThat(d.checkId()).isEqualTo("area-notation");
    assertThat(d.where().location())
        .isEqualTo("card-data/spells/fire.yaml:" + e.line() + ":" + (e.columnOf("1r2d") + 2));
    assertThat(d.message()).isEqualTo("area \"1r2d\" has more diagonals than steps (2 > 1)");
    assertThat(d.hint()).contains("1r1d");
  }

  @Test
  void yamlAnchorsAndAliasesAreRefused() {
    ShippedData.editLine(data, "heroes.yaml", "^(\\s+health:) (\\d+)$", "$1 &hp $2");
    ShippedData.editLine(data, "heroes.yaml", "^(\\s+health:) (\\d+)$", "$1 *hp", 0);
    assertThat(load().diagnostics().sorted())
        .extracting(Diagnostic::checkId)
        .contains("yaml-anchor", "yaml-alias");
  }

  @Test
  void unknownEffectSuggestsTheRealOne() {
    EditedLine e = ShippedData.editLine(data, "spells/fire.yaml", "- damage:", "- damgae:");
    Diagnostic d = only(load());
    assertThat(d.where().line()).isEqualTo(e.line());
    assertThat(d.message()).isEqualTo("unknown effect \"damgae\"");
    assertThat(d.hint()).isEqualTo("did you mean \"damage\"?");
  }

  @Test
  void aMisnamedFileIsReportedNotIgnored() throws Exception {
    Files.move(data.resolve("spells/fire.yaml"), data.resolve("spells/fyre.yaml"));
    List<Diagnostic> d = load().diagnostics().sorted();
    assertThat(d).extracting(Diagnostic::checkId).containsExactly("missing-file", "unknown-file");
    assertThat(d.get(1).hint()).startsWith("did you mean \"spells/fire.yaml\"?");
  }

  @Test
  void binaryGarbageIsNotText() throws Exception {
    Files.write(
        data.resolve("chaos.yaml"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, (byte) 0xc3});
    Diagnostic d = only(load());
    assertThat(d.where().location()).isEqualTo("card-data/chaos.yaml");
    assertThat(d.checkId()).isEqualTo("not-utf8");
  }

  @Test
  void artOutsideTheDataFolderIsRefused() {
    ShippedData.editLine(
        data, "heroes.yaml", "^(\\s+)health: (\\d+)$", "$1health: $2\n$1art: ../../etc/passwd.png");
    Diagnostic d = only(load());
    assertThat(d.checkId()).isEqualTo("art-path");
    assertThat(d.message()).contains("outside the card-data folder");
  }

  @Test
  void everyProblemOfARunIsReportedTogether() {
    ShippedData.editLine(data, "heroes.yaml", "^(\\s+)health:", "$1helth:");
    ShippedData.editLine(data, "spells/water.yaml", "^(\\s+cost:) \\d+", "$1 -3");
    ShippedData.editLine(data, "decks.yaml", "^(\\s+contents:) .*$", "$1 fire-spell");
    LoadResult r = load();
    assertThat(r.diagnostics().errorCount()).isGreaterThanOrEqualTo(3);
    assertThat(shown(r.diagnostics()))
        .contains("card-data/heroes.yaml:")
        .contains("card-data/spells/water.yaml:")
        .contains("\"cost\" is -3, outside 0..20")
        .contains("card-data/decks.yaml:")
        .contains("did you mean \"fire-spells\"?");
  }

  private String firstValue(String file, String key) {
    try {
      for (String line : Files.readAllLines(data.resolve(file), StandardCharsets.UTF_8)) {
        String t = line.strip();
        if (t.startsWith("- " + key + ":") || t.startsWith(key + ":")) {
          String value = t.substring(t.indexOf(':') + 1);
          int comment = value.indexOf(" #");
          return (comment >= 0 ? value.substring(0, comment) : value).strip();
        }
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    throw new AssertionError("no " + key + " in " + file);
  }
}
