package org.legendsforge.games.graveyard.diff;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * {@code forge diff OLD NEW} on the shipped card data with the fire spells replaced by two the test
 * owns, and the balance weights that price them pinned, so every number below is set here.
 */
class DiffCommandTest {
  static final String FIRE =
      """
      spells:
        - id: test-bolt
          name: Test Bolt
          cost: 2
          range: 3
          effects:
            - damage: 3
        - id: test-spark
          name: Test Spark
          cost: 1
          range: 2
          effects:
            - damage: 2
      """;

  @TempDir Path work;
  Path old;
  Path now;

  @BeforeEach
  void twoEqualFolders() throws IOException {
    old = fixture(work.resolve("old"));
    now = fixture(work.resolve("new"));
  }

  static Path fixture(Path parent) throws IOException {
    Files.createDirectories(parent);
    Path data = ShippedData.copyInto(parent);
    Files.writeString(data.resolve("spells/fire.yaml"), FIRE);
    ShippedData.editLine(data, "balance.yaml", "^spellAction: \\S+", "spellAction: 1");
    ShippedData.editLine(
        data, "balance.yaml", "^(\\s+)spellTolerance: \\S+", "$1spellTolerance: 0.5");
    return data;
  }

  private ForgeRun diff(String... extra) {
    String[] args = new String[3 + extra.length];
    args[0] = "diff";
    args[1] = old.toString();
    args[2] = now.toString();
    System.arraycopy(extra, 0, args, 3, extra.length);
    return ForgeRun.of(args);
  }

  @Test
  void aNumericEditToOneSpellShowsInItsDeckInGeneralAndInTheBalance() {
    ShippedData.edit(now, "spells/fire.yaml", "- damage: 3", "- damage: 4");
    ForgeRun run = diff();
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .endsWith(
            """

            Fire Spells
              ~ test-bolt  Test Bolt
                  effects[0].damage: 3 → 4

            General Spells (derived)
              ~ test-bolt  Test Bolt
                  effects[0].damage: 3 → 4

            balance
              ~ test-bolt  Test Bolt (Fire Spells): value 3 → 4 (aim 3); flag appeared: too strong: worth 4 for cost 2 (aim 3 ± 0.5)
              deck Fire Spells: sum 5 → 6, average 2.5 → 3

            reprint
              Fire Spells
                ~ test-bolt  Test Bolt: face changed (effects[0].damage)
              General Spells
                ~ test-bolt  Test Bolt: face changed (effects[0].damage)

            1 card changed, 0 added, 0 removed; 2 printed cards to reprint (2 drawings compared)
            """);
  }

  @Test
  void theSameEditInJson() throws IOException {
    ShippedData.edit(now, "spells/fire.yaml", "- damage: 3", "- damage: 4");
    ForgeRun run = diff("--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode root = new ObjectMapper().readTree(run.out());
    JsonNode change =
        new ObjectMapper()
            .readTree(
                "{\"change\":\"changed\",\"id\":\"test-bolt\",\"name\":\"Test Bolt\",\"fields\":[{\"path\":\"effects[0].damage\",\"old\":3,\"new\":4}]}");
    assertThat(root.path("decks")).hasSize(2);
    assertThat(root.path("decks").get(0).path("id").asText()).isEqualTo("fire");
    assertThat(root.path("decks").get(0).path("changes")).containsExactly(change);
    assertThat(root.path("decks").get(1).path("id").asText()).isEqualTo("general");
    assertThat(root.path("decks").get(1).path("derived").asBoolean()).isTrue();
    assertThat(root.path("decks").get(1).path("changes")).containsExactly(change);
    assertThat(root.path("cards").toString())
        .isEqualTo("{\"added\":0,\"removed\":0,\"changed\":1}");
    JsonNode bolt = root.path("balance").path("cards").get(0);
    assertThat(bolt.path("old").toString()).isEqualTo("{\"value\":3.0,\"aim\":3.0,\"flag\":null}");
    assertThat(bolt.path("new").path("value").asDouble()).isEqualTo(4.0);
    assertThat(bolt.path("flagChange").asText()).startsWith("flag appeared: too strong");
    assertThat(root.path("balance").path("decks").get(0).toString())
        .isEqualTo(
            "{\"deck\":\"Fire Spells\",\"old\":{\"sum\":5.0,\"average\":2.5,\"cards\":2},\"new\":{\"sum\":6.0,\"average\":3.0,\"cards\":2}}");
    assertThat(root.path("reprint").path("cards").toString())
        .isEqualTo(
            "[{\"deck\":\"fire\",\"deckName\":\"Fire Spells\",\"card\":\"test-bolt\",\"name\":\"Test Bolt\",\"why\":\"face changed\",\"causes\":[\"effects[0].damage\"]},"
                + "{\"deck\":\"general\",\"deckName\":\"General Spells\",\"card\":\"test-bolt\",\"name\":\"Test Bolt\",\"why\":\"face changed\",\"causes\":[\"effects[0].damage\"]}]");
    assertThat(root.path("reprint").path("compared").asInt()).isEqualTo(2);
    assertThat(root.path("reprint").path("files").isNull()).isTrue();
    assertThat(run.out())
        .contains(
            "        \"path\" : \"effects[0].damage\",\n        \"old\" : 3,\n        \"new\" : 4\n");
  }

  @Test
  void addedAndRemovedCardsShowInTheirDeckAndInGeneral() throws IOException {
    Files.writeString(
        now.resolve("spells/fire.yaml"),
        FIRE.replace("test-spark", "test-flare").replace("Test Spark", "Test Flare"));
    ForgeRun run = diff();
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("\nFire Spells\n  + test-flare  Test Flare\n  - test-spark  Test Spark\n")
        .contains(
            "\nGeneral Spells (derived)\n  + test-flare  Test Flare\n  - test-spark  Test Spark\n")
        .contains("  + test-flare  Test Flare (Fire Spells): value (none) → 2 (aim 2)\n")
        .contains("  - test-spark  Test Spark (Fire Spells): value 2 → (none) (aim 2)\n")
        .contains(
            "\nreprint\n  Fire Spells\n    + test-flare  Test Flare: new card\n    - test-spark  Test Spark: remove from the deck\n")
        .contains(
            "\n  General Spells\n    + test-flare  Test Flare: new card\n    - test-spark  Test Spark: remove from the deck\n")
        .endsWith(
            "0 cards changed, 1 added, 1 removed; 2 printed cards to reprint, 2 to take out of the decks (0 drawings compared)\n");
    assertThat(run.out()).doesNotContain("deck Fire Spells");
  }

  @Test
  void aHeroChangeFollowsIntoTheDerivedTurnOrderAndHeroControlDecks() {
    ShippedData.EditedLine edit =
        ShippedData.editLine(now, "heroes.yaml", "^(\\s+)health: (\\d+)", "$1health: 39");
    String was =
        ShippedData.editLine(old, "heroes.yaml", "^(\\s+)health: (\\d+)", "$0")
            .text()
            .replaceAll("\\D", "");
    ForgeRun run = diff();
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(edit.text()).contains("39");
    String line = "      health: " + was + " → 39\n";
    assertThat(run.out())
        .contains("\nTurn Order (derived)\n")
        .contains("\nHero Control (derived)\n");
    assertThat(run.out().split("\n")).filteredOn(l -> (l + "\n").equals(line)).hasSize(2);
    assertThat(run.out()).contains("deck Hero Control: sum ");
  }

  @Test
  void identicalFoldersHaveNoDifferences() {
    ForgeRun run = diff();
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).endsWith("\nno differences\n");
  }

  @Test
  void dataErrorsOnEitherSideExitWithOneNamingTheSide() {
    ShippedData.editLine(old, "heroes.yaml", "^(\\s+)health:", "$1helth:");
    ForgeRun run = diff();
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains("forge: the old card data (")
        .containsPattern("old/card-data/heroes\\.yaml:\\d+:\\d+: error\\[unknown-key\\]")
        .contains("nothing compared")
        .doesNotContain("the new card data")
        .doesNotContain("Exception");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void usageErrorsExitWithTwo() {
    ForgeRun missing = ForgeRun.of("diff", old.toString(), work.resolve("nowhere").toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("does not exist").contains("hint:");
    assertThat(ForgeRun.of("diff", old.toString()).exitCode()).isEqualTo(2);
    assertThat(ForgeRun.of("diff", "--since", "HEAD", old.toString()).exitCode()).isEqualTo(2);
  }
}
