package org.legendsforge.games.graveyard.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.RulesTextLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.Chapter;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.book.Run;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.print.pages.PlayerAid;
import org.legendsforge.testing.ShippedData;

/** The rules text of the card data: filled from the data, every mistake located. */
class RulesTextLoaderTest {
  @TempDir Path work;

  private static Catalog catalog(Path data) {
    return new CardDataLoader(Path.of("").toAbsolutePath()).load(data).catalog().orElseThrow();
  }

  private static String text(Rulebook book) {
    return book.chapters().stream()
        .flatMap(c -> c.blocks().stream())
        .map(RulesTextLoaderTest::plain)
        .collect(Collectors.joining("\n"));
  }

  static String plain(Block b) {
    if (b instanceof Block.Heading h) {
      return Run.plain(h.text());
    }
    if (b instanceof Block.Paragraph p) {
      return Run.plain(p.text());
    }
    if (b instanceof Block.Items i) {
      return i.items().stream()
          .flatMap(List::stream)
          .map(RulesTextLoaderTest::plain)
          .collect(Collectors.joining("\n"));
    }
    if (b instanceof Block.Note n) {
      return n.blocks().stream().map(RulesTextLoaderTest::plain).collect(Collectors.joining("\n"));
    }
    return "";
  }

  @Test
  void theShippedRulesLoadWithEveryChapterTheIssueAsksFor() {
    Diagnostics sink = new Diagnostics();
    Path data = ShippedData.folder();
    Rulebook book = new RulesTextLoader(Path.of("")).load(data, catalog(data), sink).orElseThrow();
    assertThat(sink.sorted()).isEmpty();
    assertThat(book.chapters())
        .extracting(Chapter::title)
        .containsExactly(
            "The game",
            "Components",
            "Your first game",
            "Reading a card",
            "Setup",
            "The table",
            "Turns",
            "Movement",
            "Range, sight and areas",
            "Statuses and damage",
            "Orbs and compensation",
            "Example turn",
            "Claiming, death and respawn",
            "Teams",
            "Variants",
            "Glossary");
    assertThat(text(book)).doesNotContain("{{").doesNotContain("}}");
    assertThat(book.chapters().get(8).blocks())
        .anySatisfy(
            b ->
                assertThat(b)
                    .isInstanceOfSatisfying(
                        Block.Grids.class,
                        a ->
                            assertThat(a.grids())
                                .extracting(org.legendsforge.kit.book.CellGrid::label)
                                .containsExactly("2r0d", "2r1d", "2r2d")));
    PlayerAid aid = PlayerAid.of(book.playerAid());
    assertThat(aid.title()).isEqualTo("Player aid");
    assertThat(aid.sections())
        .extracting(PlayerAid.Section::heading)
        .contains("Hero turn", "Player turn", "Orbs", "Keywords", "Death and respawn", "Icons");
    assertThat(text(book.cover().blocks())).contains("Players", "Play time", "4 (two against two)");
  }

  private static String text(List<Block> blocks) {
    return blocks.stream().map(RulesTextLoaderTest::plain).collect(Collectors.joining("\n"));
  }

  @Test
  void figuresAreReadFromTheirBlocksAndTheSightCasesAreJudgedByTheRulesModel() {
    Diagnostics sink = new Diagnostics();
    Path data = ShippedData.folder();
    Rulebook book = new RulesTextLoader(Path.of("")).load(data, catalog(data), sink).orElseThrow();
    List<Figure> figures =
        book.chapters().stream()
            .flatMap(c -> c.blocks().stream())
            .filter(b -> b instanceof Block.Picture)
            .map(b -> (Figure) ((Block.Picture) b).figure())
            .toList();
    assertThat(figures)
        .extracting(Figure::kind)
        .containsExactly(
            "card",
            "card",
            "card",
            "card",
            "icons",
            "setup",
            "table",
            "player-area",
            "move",
            "sight",
            "example-turn");
    Figure.Sight sight = (Figure.Sight) figures.get(9);
    // into and out of a forest, alongside blockers, across one, past a corner, between diagonals
    assertThat(sight.cases())
        .extracting(Figure.SightCase::sees)
        .containsExactly(true, true, true, false, true, false);
    assertThat(((Figure.CardParts) figures.get(0)).callouts())
        .extracting(Figure.Label::key)
        .contains("badge", "stats");
  }

  @Test
  void aFigureWithMistakesIsALocatedErrorOnItsOwnLine() {
    Path data = ShippedData.copyInto(work);
    int kind =
        ShippedData.edit(
            data, "rules/03-reading-a-card.md", "figure card spirit", "figure card ghost");
    int part =
        ShippedData.edit(data, "rules/03-reading-a-card.md", "stats: Movement", "legs: Movement");
    int sight =
        ShippedData.edit(
            data, "rules/07-sight-and-areas.md", "A2 D2 | PPPPP PPPFP", "A2 D2 | PPPPP PPPXP");
    int none = ShippedData.edit(data, "rules/04-setup.md", "```figure setup", "```figure map");
    Diagnostics sink = new Diagnostics();
    assertThat(new RulesTextLoader(work).load(data, catalog(data), sink)).isEmpty();
    assertThat(sink.sorted())
        .extracting(d -> d.checkId() + " " + d.where().location() + " " + d.message())
        .containsExactlyInAnyOrder(
            "rules-figure card-data/rules/03-reading-a-card.md:"
                + kind
                + ":1 there is no kind of card \"ghost\"",
            "rules-figure card-data/rules/03-reading-a-card.md:"
                + part
                + ":1 a card has no part \"legs\"",
            "rules-figure card-data/rules/07-sight-and-areas.md:"
                + sight
                + ":18 \"X\" is not a terrain cell",
            "rules-figure card-data/rules/04-setup.md:" + none + ":1 there is no figure \"map\"");
  }

  @Test
  void aBalanceEditChangesTheRulesText() {
    Path data = ShippedData.copyInto(work);
    ShippedData.edit(data, "game.yaml", "manaPerTurn: 1", "manaPerTurn: 2");
    ShippedData.edit(data, "game.yaml", "startingMana: 0", "startingMana: 3");
    ShippedData.edit(
        data, "game.yaml", "name: Mana Orb\n    count: 3", "name: Mana Orb\n    count: 4");
    Diagnostics sink = new Diagnostics();
    Rulebook book = new RulesTextLoader(work).load(data, catalog(data), sink).orElseThrow();
    String text = text(book);
    assertThat(text)
        .contains(
            "starts the game with 3 mana and gains 2 mana at the start of each of its own turns")
        .contains("the hero gains 2 mana, even when stunned")
        .contains("8 × orb tokens for the map: 1 hyper orb, 1 healing orb, 4 mana orbs")
        .contains(
            "Lay the orb tokens, 8 in all, each on its own random cell: 1 hyper, 1 healing, 4"
                + " mana");
    assertThat(PlayerAid.of(book.playerAid()).sections().get(1).points().get(0))
        .contains("then 2 mana");
  }

  @Test
  void placeholdersNamingUnknownDataAreLocatedErrors() {
    Path data = ShippedData.copyInto(work);
    int line =
        ShippedData.edit(
            data,
            "rules/05-turns.md",
            "{{game.manaPerTurn}} mana, even",
            "{{game.manaPerturn}} mana, even");
    Diagnostics sink = new Diagnostics();
    assertThat(new RulesTextLoader(work).load(data, catalog(data), sink)).isEmpty();
    Diagnostic d = sink.sorted().get(0);
    assertThat(d.checkId()).isEqualTo("rules-placeholder");
    assertThat(d.where().location()).isEqualTo("card-data/rules/05-turns.md:" + line + ":30");
    assertThat(d.message()).contains("{{game.manaPerturn}}");
    assertThat(d.hint()).isEqualTo("did you mean {{game.manaPerTurn}}?");
  }

  @Test
  void aBadAreaPictureAndAMissingGlossaryEntryAreErrors() {
    Path data = ShippedData.copyInto(work);
    ShippedData.edit(data, "rules/07-sight-and-areas.md", "2r0d 2r1d 2r2d", "2r0d 1r2d 2r2d");
    ShippedData.edit(data, "rules/glossary.md", "- **Teleport**:", "- Teleport:");
    ShippedData.edit(data, "rules/player-aid.md", "{{glossary.teleport}}", "moves far");
    Diagnostics sink = new Diagnostics();
    assertThat(new RulesTextLoader(work).load(data, catalog(data), sink)).isEmpty();
    assertThat(sink.sorted())
        .extracting(x -> x.checkId() + " " + x.where().location())
        .contains("rules-glossary card-data/rules/glossary.md")
        .anyMatch(
            s ->
                s.startsWith("rules-area card-data/rules/07-sight-and-areas.md:")
                    && s.endsWith(":8"));
  }

  @Test
  void rulesTextWrittenToHurtTheMachineIsRefusedOrReadFlat() throws Exception {
    Path data = ShippedData.copyInto(work);
    // Quotes nested thousands deep: refused at once, before the Markdown parser sees them.
    java.nio.file.Files.writeString(
        data.resolve("rules/12-deep.md"), "# Deep\n\n" + "> ".repeat(200_000) + "x\n");
    // Emphasis nested thousands deep: read as text, no stack overflow.
    StringBuilder stars = new StringBuilder("# Stars\n\n");
    stars.append("*a **b ".repeat(3000)).append("c").append("** b* a".repeat(3000)).append("\n");
    java.nio.file.Files.writeString(data.resolve("rules/13-stars.md"), stars);
    Diagnostics sink = new Diagnostics();
    assertThat(new RulesTextLoader(work).load(data, catalog(data), sink)).isEmpty();
    assertThat(sink.sorted())
        .extracting(x -> x.checkId() + " " + x.where().location())
        .containsExactly("rules-nesting card-data/rules/12-deep.md:3:1");
    java.nio.file.Files.delete(data.resolve("rules/12-deep.md"));
    Diagnostics again = new Diagnostics();
    Rulebook book = new RulesTextLoader(work).load(data, catalog(data), again).orElseThrow();
    assertThat(text(book)).contains("a b a b").contains("c");
  }
}
