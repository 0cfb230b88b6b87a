package org.legendsforge.kit.project;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.Diagnostics;

/** The rules a data-only project's files must keep, each checked where it can break. */
class ProjectLoaderTest {
  static final String GAME =
      """
      game: Test Market
      types:
        coin:
          frame: yellow
          fields:
            gold: {kind: number, min: 0, max: 5, required: true}
            text: text
        hero:
          fields:
            life: {kind: number, min: 1, max: 30}
            starts with: {kind: card, of: coin}
      decks:
        market:
          types: [coin]
          back colour: "#2F6DB5"
        heroes:
          types: [hero]
      pieces:
        board:
          kind: board
          spaces: [{label: Coins, deck: market}, Discard]
        life:
          kind: track
          from: 0
          to: 20
        die:
          kind: dice
          sides: 6
      """;

  @TempDir Path dir;

  private Diagnostics sink = new Diagnostics();

  private Optional<GameProject> load(String market) throws IOException {
    return load(GAME, market);
  }

  private Optional<GameProject> load(String game, String market) throws IOException {
    Files.writeString(dir.resolve("game.yaml"), game);
    Files.createDirectories(dir.resolve("cards"));
    Files.writeString(dir.resolve("cards/market.csv"), market);
    Files.writeString(
        dir.resolve("cards/heroes.yaml"),
        """
        - name: Ada
          life: 12
          starts with: Copper
        - name: Bo
          life: 10
        """);
    sink = new Diagnostics();
    return new ProjectLoader(dir, "").load(sink);
  }

  private List<String> errors() {
    return errors(sink);
  }

  /** Each error as its place, message and hint, in the order a designer reads them. */
  static List<String> errors(Diagnostics sink) {
    return sink.sorted().stream()
        .filter(Diagnostic::isError)
        .map(d -> d.where().location() + ": " + d.message() + " | " + d.hint())
        .toList();
  }

  @Test
  void aSpreadsheetExportWithBomQuotedCommasAndLineBreaksLoads() throws IOException {
    String csv =
        "\uFEFFname,deck,copies,gold,text\n"
            + "Copper,market,7,1,\"Gain 1, then\ndraw a card.\"\n"
            + "\n"
            + "Silver,market,3,2,\"Say \"\"hi\"\".\"\n";
    GameProject p = load(csv).orElseThrow(() -> new AssertionError(errors()));
    assertThat(p.name()).isEqualTo("Test Market");
    assertThat(p.slug()).isEqualTo("test-market");
    DeckSpec market = p.decks().get(0);
    assertThat(p.cardsOf(market)).extracting(ProjectCard::name).containsExactly("Copper", "Silver");
    assertThat(p.copiesIn(market)).isEqualTo(10);
    ProjectCard copper = p.cardsOf(market).get(0);
    assertThat(copper.number("gold")).contains(1);
    assertThat(copper.text("text")).contains("Gain 1, then\ndraw a card.");
    assertThat(p.cardsOf(market).get(1).text("text")).contains("Say \"hi\".");
    assertThat(p.cardsOf(p.decks().get(1)))
        .extracting(ProjectCard::name)
        .containsExactly("Ada", "Bo");
    assertThat(p.pieces())
        .extracting(TablePiece::kind)
        .containsExactly(PieceKind.BOARD, PieceKind.TRACK, PieceKind.DICE);
    assertThat(p.pieces().get(0).spaces().get(0).deck()).isEqualTo("market");
    assertThat(market.backColour().hex()).isEqualTo("#2F6DB5");
  }

  @Test
  void textInANumberColumnIsReportedAtItsCell() throws IOException {
    assertThat(load("name,deck,gold\nCopper,market,1\nSilver,market,two\n")).isEmpty();
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("cards/market.csv:3:15: \"gold\" is a number, not \"two\"");
  }

  @Test
  void aNumberOutsideItsRangeNamesTheRange() throws IOException {
    load("name,deck,gold\nCopper,market,9\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .contains("cards/market.csv:2:15")
        .contains("outside its range 0 to 5");
  }

  @Test
  void aMissingRequiredFieldIsReportedAtItsRow() throws IOException {
    load("name,deck,gold\nCopper,market,\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("cards/market.csv:2:1: this coin card has no \"gold\"");
  }

  @Test
  void aCardWithoutANameIsAnError() throws IOException {
    load("name,deck,gold\nCopper,market,1\n,market,1\n");
    assertThat(errors()).singleElement().asString().contains("this card has no name");
  }

  @Test
  void anUnknownDeckGetsDidYouMean() throws IOException {
    load("name,deck,gold\nCopper,markte,1\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("cards/market.csv:2:8: game.yaml declares no deck \"markte\"")
        .endsWith("did you mean \"market\"?");
  }

  @Test
  void anUnknownColumnGetsDidYouMean() throws IOException {
    load("name,deck,gld\nCopper,market,1\n");
    assertThat(errors())
        .anyMatch(
            e ->
                e.startsWith("cards/market.csv:1:11: no card type has a field \"gld\"")
                    && e.endsWith("did you mean \"gold\"?"));
  }

  @Test
  void aBrokenQuoteIsReportedAtTheRowItOpens() throws IOException {
    load("name,deck,gold,text\nCopper,market,1,fine\nSilver,market,2,\"never closed\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("cards/market.csv:3:1: the file cannot be read as CSV")
        .contains("never closed");
  }

  @Test
  void aCardOfATypeItsDeckDoesNotHoldIsRefused() throws IOException {
    load("name,deck,type,gold\nCopper,market,hero,1\n");
    assertThat(errors())
        .anyMatch(
            e ->
                e.startsWith(
                    "cards/market.csv:2:15: the deck \"market\" holds no cards of the type \"hero\""));
  }

  @Test
  void aReferenceMustNameACardOfItsType() throws IOException {
    load("name,deck,gold\nSilver,market,2\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith(
            "cards/heroes.yaml:3:16: \"starts with\" names a coin card \"Copper\", and there is none")
        .endsWith("the coin cards are Silver");
  }

  @Test
  void aFileNamedAfterADeckHoldsThatDeckUnlessARowSaysOtherwise() throws IOException {
    GameProject p = load("name,gold\nCopper,1\n").orElseThrow(() -> new AssertionError(errors()));
    assertThat(p.cards())
        .extracting(ProjectCard::deck)
        .containsExactly("heroes", "heroes", "market");
    Files.writeString(dir.resolve("cards/extra.csv"), "name,gold\nGold,3\n");
    sink = new Diagnostics();
    assertThat(new ProjectLoader(dir, "").load(sink)).isEmpty();
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("cards/extra.csv:2:1: this card names no deck");
  }

  @Test
  void copiesMustBeAPositiveWholeNumber() throws IOException {
    load("name,deck,copies,gold\nCopper,market,0,1\nSilver,market,lots,2\n");
    assertThat(errors())
        .hasSize(2)
        .allMatch(e -> e.contains("copies must be a whole number from 1 to 99"));
  }

  @Test
  void aSecondCardOfOneNameIsRefused() throws IOException {
    load("name,deck,gold\nCopper,market,1\nCopper,market,1\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("cards/market.csv:3:1: a second coin card is named \"Copper\"");
  }

  @Test
  void anUnknownSettingOfGameYamlGetsDidYouMean() throws IOException {
    load(GAME.replace("back colour:", "back color:"), "name,deck,gold\nCopper,market,1\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("game.yaml:15:5: the deck \"market\" has no setting \"back color\"")
        .endsWith("did you mean \"back colour\"?");
  }

  @Test
  void aFieldOfAnUnknownKindIsRefused() throws IOException {
    load(GAME.replace("text: text", "text: txt"), "name,deck,gold\nCopper,market,1\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("game.yaml:7:")
        .contains("no kind \"txt\"")
        .endsWith("did you mean \"text\"?");
  }

  @Test
  void aDeckOfAnUnknownTypeIsRefused() throws IOException {
    load(GAME.replace("types: [hero]", "types: [heroes]"), "name,deck,gold\nCopper,market,1\n");
    assertThat(errors())
        .anyMatch(
            e ->
                e.startsWith("game.yaml:17:13: the deck \"heroes\" holds a type \"heroes\"")
                    && e.endsWith("did you mean \"hero\"?"));
  }

  @Test
  void aCounterThatDoesNotCountUpIsReportedAtItsPiece() throws IOException {
    // its printed dial carries every number from "from" to "to"
    int line = (int) GAME.lines().count() + 1;
    String game = GAME + "  wounds:\n    kind: counter\n    from: 5\n    to: 3\n";
    assertThat(load(game, "name,deck,gold\nCopper,market,1\n")).isEmpty();
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("game.yaml:" + (line + 1) + ":")
        .contains("a counter counts up from \"from\" to \"to\"")
        .endsWith("write from: 0 and to: 10, say");
  }

  @Test
  void everyMistakeOfEveryFileIsReportedInOneRun() throws IOException {
    Optional<GameProject> p =
        load(
            GAME.replace("sides: 6", "sides: 40"),
            "name,deck,gold\nCopper,market,x\nSilver,nowhere,1\n");
    assertThat(p).isEmpty();
    assertThat(errors()).hasSize(3);
  }

  @Test
  void aFileThatIsNotUtf8IsRefusedWithAWordOnSavingIt() throws IOException {
    load("name,deck,gold\nCopper,market,1\n");
    Files.write(
        dir.resolve("cards/market.csv"),
        "name,deck,gold\nCaf\u00e9,market,1\n".getBytes(StandardCharsets.ISO_8859_1));
    sink = new Diagnostics();
    assertThat(new ProjectLoader(dir, "").load(sink)).isEmpty();
    assertThat(errors()).singleElement().asString().contains("not UTF-8").contains("CSV UTF-8");
  }

  @Test
  void theShownPathStartsWithTheFolderAsTheUserTypedIt() throws IOException {
    Files.writeString(dir.resolve("game.yaml"), GAME);
    sink = new Diagnostics();
    new ProjectLoader(dir, "games/x/").load(sink);
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("games/x/game.yaml: the project has no cards/ folder");
  }
}
