package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;

/**
 * {@code forge playtest --quality} (docs/quality.md): writes reports/quality.html and answers with
 * the figures, each with its interval, the three findings and the estimate's check; the same on any
 * number of threads; a pace or a number of games it cannot use is a usage error.
 */
class QualityCommandTest {
  @TempDir Path work;
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theQualityReportHasEveryFigureWithItsIntervalAndIsTheSameOnAnyThreads() throws Exception {
    ForgeRun one = quality("1", work.resolve("one"));
    assertThat(one.exitCode()).as(one.err()).isZero();
    JsonNode r = JSON.readTree(one.out());
    assertThat(r.get("findings")).hasSize(3);
    assertThat(r.get("estimate").get("deciles")).hasSize(10);
    assertThat(r.get("estimate").get("brierConstant").asDouble()).isEqualTo(0.25);
    JsonNode length = null;
    for (JsonNode f : r.get("figures")) {
      assertThat(f.get("definition").asText()).isNotBlank();
      if (f.get("id").asText().equals("length")) {
        length = f.get("estimate");
      }
    }
    assertThat(length.get("n").asInt()).isEqualTo(40);
    assertThat(length.get("low").asDouble()).isLessThan(length.get("value").asDouble());
    assertThat(r.get("waiting")).hasSize(2);
    Path page = work.resolve("one/reports/quality.html");
    assertThat(page).content().contains("<h2>Summary</h2>").contains("Win-probability curves");

    ForgeRun two = quality("2", work.resolve("two"));
    assertThat(two.exitCode()).as(two.err()).isZero();
    assertThat(two.out()).isEqualTo(one.out());
    assertThat(Files.readString(work.resolve("two/reports/quality.html")))
        .isEqualTo(Files.readString(page));
  }

  private static ForgeRun quality(String threads, Path out) {
    return ForgeRun.of(
        "playtest",
        "--quality",
        "--games",
        "40",
        "--threads",
        threads,
        "--format",
        "json",
        "--out",
        out.toString());
  }

  @Test
  void comparedVariantsShowEveryQualityFigureAndTheSkillTraceUnderEachVariant() throws Exception {
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--compare-variants",
            "rules,turn-order-compensation",
            "--quality",
            "--games",
            "40",
            "--threads",
            "1",
            "--skill-trace",
            "1",
            "--skill-games",
            "4",
            "--format",
            "json",
            "--out",
            work.resolve("v").toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode r = JSON.readTree(run.out());
    assertThat(r.get("variants").has("turn-order-compensation")).isTrue();
    JsonNode q = r.get("quality");
    assertThat(q.get("figures")).hasSizeGreaterThan(14);
    for (JsonNode f : q.get("figures")) {
      for (String v : new String[] {"rules", "turn-order-compensation"}) {
        JsonNode e = f.get("values").get(v);
        assertThat(e.get("n").asInt()).as(f.get("id").asText()).isPositive();
        assertThat(e.get("low").asDouble()).isLessThanOrEqualTo(e.get("value").asDouble());
        assertThat(e.get("high").asDouble()).isGreaterThanOrEqualTo(e.get("value").asDouble());
      }
      assertThat(f.get("change").has("turn-order-compensation")).isTrue();
    }
    assertThat(q.get("estimates").get("rules").get("brierModel").asDouble()).isPositive();
    // the skill trace under each variant, the later one's change paired with the first's
    JsonNode t = r.get("skillTrace");
    assertThat(t.get("variants")).hasSize(2);
    JsonNode b = t.get("budgets").get(0);
    assertThat(b.get("expertWins").get("rules").get("n").asInt()).isEqualTo(4);
    assertThat(b.get("expertWins").has("turn-order-compensation")).isTrue();
    assertThat(b.get("change").has("turn-order-compensation")).isTrue();
    assertThat(b.get("change").has("rules")).isFalse();
    assertThat(work.resolve("v/reports/variants.html"))
        .content()
        .contains("<h2 id=\"quality\">Game quality</h2>")
        .contains("id=\"quality-knownShare\"")
        .contains("How much skill decides, by variant")
        .contains("(paired)");
  }

  @Test
  void comparedVariantsWithoutQualityHaveNoQualitySection() throws Exception {
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--compare-variants",
            "rules,turn-order-compensation",
            "--games",
            "4",
            "--threads",
            "1",
            "--format",
            "json",
            "--out",
            work.resolve("w").toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(JSON.readTree(run.out()).has("quality")).isFalse();
    assertThat(work.resolve("w/reports/variants.html")).content().doesNotContain("Game quality");
  }

  @Test
  void aSkillTraceGivesTheExpertsWinRateWithItsIntervalForEachBudget() throws Exception {
    ForgeRun run =
        ForgeRun.of(
            "playtest",
            "--quality",
            "--games",
            "40",
            "--threads",
            "1",
            "--skill-trace",
            "1,2",
            "--skill-games",
            "4",
            "--format",
            "json",
            "--out",
            work.resolve("s").toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode t = JSON.readTree(run.out()).get("skillTrace");
    assertThat(t.get("against").asText()).isEqualTo("greedy");
    assertThat(t.get("budgets")).hasSize(2);
    assertThat(t.get("budgets").get(1).get("bot").asText()).isEqualTo("expert:2");
    JsonNode wins = t.get("budgets").get(0).get("expertWins");
    assertThat(wins.get("n").asInt()).isEqualTo(4);
    assertThat(wins.get("low").asDouble()).isLessThanOrEqualTo(wins.get("value").asDouble());
    assertThat(work.resolve("s/reports/quality.html"))
        .content()
        .contains("<h2 id=\"skill\">How much skill decides</h2>");
  }

  @Test
  void aQualityReportWithoutASkillTraceHasNone() throws Exception {
    ForgeRun one = quality("1", work.resolve("none"));
    assertThat(JSON.readTree(one.out()).has("skillTrace")).isFalse();
  }

  @Test
  void aSkillTraceNeedsTheQualityReport() {
    ForgeRun run = ForgeRun.of("playtest", "--games", "40", "--skill-trace", "8");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("give --quality too");
    ForgeRun zero = ForgeRun.of("playtest", "--quality", "--games", "40", "--skill-trace", "0");
    assertThat(zero.exitCode()).isEqualTo(2);
    assertThat(zero.err()).contains("not a search budget");
  }

  @Test
  void tooFewGamesToFitAndCheckTheEstimateIsAUsageError() {
    ForgeRun run = ForgeRun.of("playtest", "--quality", "--games", "10");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("at least 40 games");
  }

  @Test
  void aPaceWithAnUnknownKindIsAUsageErrorNamingTheKinds() {
    ForgeRun run = ForgeRun.of("playtest", "--quality=atack=20", "--games", "40");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("\"atack\"").contains("attack");
  }

  @Test
  void theQualityReportDoesNotGoWithAStudy() {
    ForgeRun run =
        ForgeRun.of("playtest", "--quality", "--games", "40", "--ladder", "random,greedy");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("--quality plays its own games");
  }
}
