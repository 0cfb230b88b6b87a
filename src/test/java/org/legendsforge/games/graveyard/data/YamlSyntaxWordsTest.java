package org.legendsforge.games.graveyard.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.testing.ShippedData;

/**
 * A YAML mistake reads in plain words at the line to fix, and it is the only error: what other
 * files would say about cards the broken file held is not said.
 */
class YamlSyntaxWordsTest {
  @TempDir Path work;
  Path data;

  @BeforeEach
  void copyShippedData() {
    data = ShippedData.copyInto(work);
  }

  /** The one error of a load after {@code from} became {@code to} in {@code file}, and its line. */
  private Diagnostic onlyError(String file, String from, String to) {
    int line = ShippedData.edit(data, file, from, to);
    LoadResult r = new CardDataLoader(work).load(data);
    List<Diagnostic> errors =
        r.diagnostics().sorted().stream().filter(Diagnostic::isError).toList();
    assertThat(errors).as(new DiagnosticFormatter().format(r.diagnostics())).hasSize(1);
    Diagnostic d = errors.get(0);
    assertThat(d.checkId()).isEqualTo("yaml-syntax");
    assertThat(d.message()).doesNotContain("<").doesNotContain("block").doesNotContain("scalar");
    assertThat(d.where().line()).as(d.message()).isEqualTo(line);
    return d;
  }

  @Test
  void aKeyIndentedOneSpaceTooFarSaysByHowMuch() {
    Diagnostic d = onlyError("heroes.yaml", "    health: 15", "     health: 15");
    assertThat(d.message())
        .isEqualTo(
            "YAML syntax: this line is indented 5 spaces, more than the line above (4), so YAML reads it as part of that line's value");
  }

  @Test
  void aKeyIndentedOneSpaceShortSaysWhatTheLineAboveUses() {
    Diagnostic d = onlyError("heroes.yaml", "    health: 15", "   health: 15");
    assertThat(d.message())
        .isEqualTo("YAML syntax: this line is indented 3 spaces; the line above uses 4");
  }

  @Test
  void aListItemOutOfLineSaysWhatTheListUses() {
    Diagnostic d =
        onlyError("heroes.yaml", "  - id: morwen-tidebreaker", "   - id: morwen-tidebreaker");
    assertThat(d.message())
        .isEqualTo(
            "YAML syntax: this list item is indented 3 spaces; the list it belongs to uses 2");
  }

  @Test
  void aTabIsNamed() {
    Diagnostic d = onlyError("heroes.yaml", "    health: 15", "\thealth: 15");
    assertThat(d.message()).contains("indented with a tab");
  }

  @Test
  void aMissingColonIsShownOnItsOwnLineNotTheNext() {
    Diagnostic d = onlyError("heroes.yaml", "    health: 15", "    health 15");
    assertThat(d.message()).isEqualTo("YAML syntax: this line has no \":\" after its key");
  }

  @Test
  void anUnclosedQuoteIsShownWhereItOpensNotAtTheEndOfTheFile() {
    Diagnostic d =
        onlyError("heroes.yaml", "    flavour: He burned with", "    flavour: \"He burned with");
    assertThat(d.message()).isEqualTo("YAML syntax: this quote is never closed");
  }

  @Test
  void anUnclosedBraceAndAMissingCommaAreToldApart() {
    Diagnostic open =
        onlyError(
            "decks.yaml",
            "sleeve: { name: Crimson, hex: \"#B71C1C\" }",
            "sleeve: { name: Crimson, hex: \"#B71C1C\"");
    assertThat(open.message()).isEqualTo("YAML syntax: this { is never closed");
    ShippedData.edit(
        data,
        "decks.yaml",
        "sleeve: { name: Crimson, hex: \"#B71C1C\"\n",
        "sleeve: { name: Crimson, hex: \"#B71C1C\" }\n");
    Diagnostic comma =
        onlyError("decks.yaml", "sleeve: { name: Crimson, hex:", "sleeve: { name: Crimson hex:");
    assertThat(comma.message()).contains("a comma or } is missing");
  }

  @Test
  void aColonInsideTextAsksForQuotes() {
    Diagnostic d = onlyError("heroes.yaml", "He burned with his city", "He burned: with his city");
    assertThat(d.message()).contains("this value holds \": \"");
    assertThat(d.hint()).contains("quotes");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "game.yaml",
        "heroes.yaml",
        "hyper-orbs.yaml",
        "spirits.yaml",
        "spells/fire.yaml",
        "weapons/starting.yaml",
        "weapons/items.yaml",
        "chaos.yaml",
        "terrain.yaml",
        "decks.yaml"
      })
  void aBrokenFileGivesOneErrorAndNoneFromTheFilesThatNameItsCards(String file) {
    List<String> lines = List.of(ShippedData.read(data, file).split("\n", -1));
    String victim =
        lines.stream().filter(l -> l.matches("^\\s{2,}[a-zA-Z]+:.*")).findFirst().orElseThrow();
    Diagnostic d = onlyError(file, victim, "\t" + victim.strip());
    assertThat(d.message()).contains("tab");
  }
}
