package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * {@code forge playtest}: the report in every format, batches and merges, comparisons, mistakes.
 */
class PlaytestCommandTest {
  @TempDir Path work;
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void writesThePageAndPrintsTheReportForTools() throws Exception {
    Path out = work.resolve("output");
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--games",
            "6",
            "--threads",
            "2",
            "--out",
            out.toString(),
            "--format",
            "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode report = JSON.readTree(run.out());
    assertThat(report.at("/summary/games").asInt()).isEqualTo(6);
    assertThat(report.at("/summary/bots").toString()).isEqualTo("[\"greedy\",\"greedy\"]");
    assertThat(report.at("/sides/side1/n").asInt())
        .isEqualTo(report.at("/summary/decided").asInt());
    assertThat(report.at("/verdicts/overpowered").isArray()).isTrue();
    assertThat(report.at("/verdicts/underpowered").isArray()).isTrue();
    assertThat(report.at("/verdicts/unjudged").isArray()).isTrue();
    assertThat(report.at("/placement/compensation/respawnFavouredWithout").isObject())
        .as("both compensation games by default")
        .isTrue();
    Path page = out.resolve("reports/playtest.html");
    assertThat(page).exists();
    String html = Files.readString(page);
    assertThat(html).contains("<svg").contains("Verdicts").contains("Orbs and compensation");
    DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(page.toFile()); // well-formed
    assertThat(run.err()).contains("wrote the playtest page");
  }

  @Test
  void batchesPlayedApartMergeIntoTheSameReport() throws Exception {
    Path out = work.resolve("output");
    String[] common = {
      "--bots", "random", "--compensation", "on", "--out", out.toString(), "--format", "json"
    };
    ForgeRun whole =
        ForgeRun.of(concat(new String[] {"playtest", "--games", "8", "--seed", "30"}, common));
    Path a = work.resolve("a.json");
    Path b = work.resolve("b.json");
    assertThat(
            ForgeRun.of(
                    concat(
                        new String[] {
                          "playtest", "--games", "3", "--seed", "30", "--batch", a.toString()
                        },
                        common))
                .exitCode())
        .isZero();
    assertThat(
            ForgeRun.of(
                    concat(
                        new String[] {
                          "playtest", "--games", "5", "--seed", "33", "--batch", b.toString()
                        },
                        common))
                .exitCode())
        .isZero();
    ForgeRun merged =
        ForgeRun.of(
            "playtest",
            "--merge",
            b.toString(),
            a.toString(),
            "--out",
            out.toString(),
            "--format",
            "json");
    assertThat(merged.exitCode()).as(merged.err()).isZero();
    assertThat(merged.out()).isEqualTo(whole.out());
    assertThat(JSON.readTree(Files.readString(a)).get("format").asText())
        .isEqualTo("forge-playtest-batch");

    ForgeRun twice =
        ForgeRun.of("playtest", "--merge", a.toString(), a.toString(), "--out", out.toString());
    assertThat(twice.exitCode()).isEqualTo(1);
    assertThat(twice.err())
        .contains("error[playtest-merge]")
        .contains("in more than one batch")
        .contains("hint:");
  }

  @Test
  void aBatchOfOtherCardDataIsRefused() throws Exception {
    Path data = ShippedData.copyInto(work.resolve("old"));
    ShippedData.edit(data, "spells/fire.yaml", "      - damage: 2\n", "      - damage: 3\n");
    Path batch = work.resolve("old.json");
    ForgeRun played =
        ForgeRun.of(
            "playtest",
            "--data",
            data.toString(),
            "--games",
            "2",
            "--bots",
            "random",
            "--batch",
            batch.toString(),
            "--out",
            work.resolve("o1").toString());
    assertThat(played.exitCode()).as(played.err()).isZero();
    ForgeRun merged =
        ForgeRun.of(
            "playtest", "--merge", batch.toString(), "--out", work.resolve("o2").toString());
    assertThat(merged.exitCode()).isEqualTo(1);
    assertThat(merged.err())
        .contains(batch + ": error[playtest-merge]: was played on other card data");
  }

  @Test
  void comparesTwoCardSetsOnTheSameSeedsBesideTheCardDiff() throws Exception {
    Path old = ShippedData.copyInto(work.resolve("old"));
    Path now = ShippedData.copyInto(work.resolve("new"));
    ShippedData.edit(
        now,
        "spells/fire.yaml",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 2\n",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 6\n");
    Path out = work.resolve("output");
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--compare",
            old.toString(),
            now.toString(),
            "--games",
            "8",
            "--out",
            out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("card diff")
        .contains("~ ember-dart")
        .contains("effects[0].damage: 2 → 6")
        .contains("ember-dart: value per cast");
    assertThat(out.resolve("reports/playtest-compare.html")).exists();
    ForgeRun json =
        ForgeRun.of(
            "playtest",
            "--compare",
            old.toString(),
            now.toString(),
            "--games",
            "4",
            "--out",
            out.toString(),
            "--format",
            "json");
    JsonNode r = JSON.readTree(json.out());
    assertThat(r.at("/edited/0/id").asText()).isEqualTo("ember-dart");
    assertThat(r.at("/game/0/figure").asText()).isEqualTo("player 1 wins");
  }

  @Test
  void usageMistakesAreReportedWithoutPlaying() {
    ForgeRun none = ForgeRun.of("playtest", "--games", "0");
    assertThat(none.exitCode()).isEqualTo(2);
    assertThat(none.err()).contains("--games 0 is not a number of games");
    ForgeRun bot = ForgeRun.of("playtest", "--bots", "greedy,genius");
    assertThat(bot.exitCode()).isEqualTo(2);
    assertThat(bot.err()).contains("unknown bot \"genius\"");
    ForgeRun both = ForgeRun.of("playtest", "--merge", "a.json", "--since", "HEAD");
    assertThat(both.exitCode()).isEqualTo(2);
    ForgeRun threads = ForgeRun.of("playtest", "--threads", "0");
    assertThat(threads.exitCode()).isEqualTo(2);
    ForgeRun seeds = ForgeRun.of("playtest", "--seed", "9007199254740990", "--games", "5");
    assertThat(seeds.exitCode()).isEqualTo(2);
    assertThat(seeds.err()).contains("run past the last seed");
  }

  @Test
  void checksEveryVerdictWithAStrongerBotOnTheFirstSeeds() throws Exception {
    Path out = work.resolve("output");
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--games",
            "6",
            "--compensation",
            "on",
            "--check-with",
            "greedy",
            "--check-games",
            "3",
            "--out",
            out.toString(),
            "--format",
            "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode v = JSON.readTree(run.out()).get("verdicts");
    assertThat(v.at("/basis/checkBot").asText()).isEqualTo("greedy");
    assertThat(v.at("/basis/checkGames").asInt()).isEqualTo(3);
    assertThat(v.get("unjudged").isArray()).isTrue();
    for (String list : new String[] {"overpowered", "underpowered"}) {
      for (JsonNode e : v.get(list)) {
        assertThat(e.at("/check/games").asInt()).isEqualTo(3);
        assertThat(e.get("robustness").asText()).isIn("robust", "uncertain");
        // the check names its bot and its games, whether it measured the card or never saw it used
        assertThat(e.get("robustnessWhy").asText())
            .containsPattern("greedy \\(3 games: |greedy never used it in 3 games");
      }
    }
    assertThat(run.err()).contains("3 games, greedy (player 1) against greedy (player 2)");
  }

  @Test
  void theVerdictsAreCheckedWithTheExpertBotUnlessToldOtherwise() throws Exception {
    String[] common = {
      "playtest",
      "--games",
      "4",
      "--compensation",
      "on",
      "--format",
      "json",
      "--out",
      work.resolve("output").toString()
    };
    ForgeRun byDefault = ForgeRun.of(concat(common, new String[] {"--check-games", "2"}));
    assertThat(byDefault.exitCode()).as(byDefault.err()).isZero();
    JsonNode basis = JSON.readTree(byDefault.out()).at("/verdicts/basis");
    assertThat(basis.get("checkBot").asText()).isEqualTo("expert");
    assertThat(basis.get("checkGames").asInt()).isEqualTo(2);
    assertThat(byDefault.err()).contains("2 games, expert (player 1) against expert (player 2)");
    ForgeRun none = ForgeRun.of(concat(common, new String[] {"--check-with", "none"}));
    assertThat(none.exitCode()).as(none.err()).isZero();
    assertThat(JSON.readTree(none.out()).at("/verdicts/basis/checkBot").isNull()).isTrue();
    assertThat(none.err()).doesNotContain("expert");
  }

  @Test
  void aLadderPlaysTheSameSeedsWithEachBotAndWritesItsPage() throws Exception {
    Path out = work.resolve("output");
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--ladder",
            "random,greedy",
            "--games",
            "3",
            "--out",
            out.toString(),
            "--format",
            "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode ladder = JSON.readTree(run.out());
    assertThat(ladder.at("/rungs/0/bot").asText()).isEqualTo("random");
    assertThat(ladder.at("/rungs/1/bot").asText()).isEqualTo("greedy");
    assertThat(ladder.at("/rungs/1/games").asInt()).isEqualTo(3);
    assertThat(ladder.at("/rungs/1/figures/0/verdict").asText())
        .isIn("overpowered", "underpowered", "not judged", "none");
    Path page = out.resolve("reports/playtest-ladder.html");
    DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(page.toFile()); // well-formed
    assertThat(Files.readString(page))
        .contains("Every figure, by bot")
        .contains(
            "<th title=\""
                + VerdictWords.LADDER_COLUMNS.get(3).meaning().replace("'", "&#39;")
                + "\">greedy</th>");
  }

  @Test
  void verdictOptionMistakesAreReportedWithoutPlaying() {
    ForgeRun games = ForgeRun.of("playtest", "--check-with", "none", "--check-games", "5");
    assertThat(games.exitCode()).isEqualTo(2);
    assertThat(games.err()).contains("does not go with --check-with none");
    ForgeRun share = ForgeRun.of("playtest", "--restricted-share", "120");
    assertThat(share.exitCode()).isEqualTo(2);
    assertThat(share.err()).contains("is not a percentage");
    ForgeRun bot = ForgeRun.of("playtest", "--check-with", "genius");
    assertThat(bot.exitCode()).isEqualTo(2);
    assertThat(bot.err()).contains("unknown bot \"genius\"");
    ForgeRun one = ForgeRun.of("playtest", "--ladder", "greedy");
    assertThat(one.exitCode()).isEqualTo(2);
    assertThat(one.err()).contains("give two or more");
    ForgeRun bots = ForgeRun.of("playtest", "--ladder", "random,greedy", "--bots", "greedy");
    assertThat(bots.exitCode()).isEqualTo(2);
    assertThat(bots.err()).contains("leave out --bots");
    ForgeRun both = ForgeRun.of("playtest", "--ladder", "random,greedy", "--check-with", "search");
    assertThat(both.exitCode()).isEqualTo(2);
  }

  @Test
  void aBatchFromAnOlderForgeIsRefusedWhereItSaysItsVersion() throws Exception {
    Path out = work.resolve("output");
    Path batch = work.resolve("old.json");
    ForgeRun played =
        ForgeRun.of(
            "playtest",
            "--games",
            "2",
            "--seed",
            "7",
            "--bots",
            "random",
            "--compensation",
            "on",
            "--batch",
            batch.toString(),
            "--out",
            out.toString());
    assertThat(played.exitCode()).as(played.err()).isZero();
    assertThat(played.out())
        .contains("Verdicts: ")
        .contains("Columns:")
        .contains("stronger bot")
        .contains("Not judged: ")
        .doesNotContain("would not pay");
    String text = Files.readString(batch);
    assertThat(text)
        .contains("\"version\" : 3")
        .contains("\"oddSeeds\"")
        .contains("\"deathsTurns\"");
    Files.writeString(batch, text.replace("\"version\" : 3", "\"version\" : 2"));
    ForgeRun merged = ForgeRun.of("playtest", "--merge", batch.toString(), "--out", out.toString());
    assertThat(merged.exitCode()).isEqualTo(1);
    assertThat(merged.err())
        .contains(batch + ":3:3: error[playtest-batch]: a batch of version 2, from an older forge")
        .contains(
            "hint: play its seeds again with this forge: forge playtest --seed 7 --games 2 --bots"
                + " random --compensation on --batch "
                + batch);
  }

  @Test
  void refusesAnOutputFolderForgeDidNotMake() throws Exception {
    Path mine = Files.createDirectories(work.resolve("documents"));
    Files.writeString(mine.resolve("letter.txt"), "mine");
    ForgeRun run =
        ForgeRun.of("playtest", "--games", "1", "--bots", "random", "--out", mine.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("was not made by forge");
    assertThat(mine.resolve("reports")).doesNotExist();
  }

  private static String[] concat(String[] a, String[] b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
