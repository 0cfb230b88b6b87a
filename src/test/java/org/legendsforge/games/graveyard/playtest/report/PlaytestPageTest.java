package org.legendsforge.games.graveyard.playtest.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.data.BalanceWeightsLoader;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.report.ChartNames;
import org.legendsforge.kit.report.Svg;
import org.legendsforge.testing.ShippedData;
import org.w3c.dom.Document;

/**
 * The playtest page: well-formed, the same bytes for the same games, a chart for each part, every
 * card with a verdict named in its table and ringed in the value chart, and no figure printed as
 * NaN; the page, the text report and the JSON say the same sentences about every entry, and each
 * explains every column of its tables where it shows them.
 */
class PlaytestPageTest {
  static PlaytestReport report;
  static BalanceWeights weights;

  @BeforeAll
  static void play() throws Exception {
    Path project = Path.of("").toAbsolutePath();
    Catalog c = new CardDataLoader(project).load(ShippedData.folder()).catalog().orElseThrow();
    Set<String> ids = new HashSet<>();
    c.printedCards().forEach(dc -> ids.add(dc.card().id()));
    weights =
        new BalanceWeightsLoader(project)
            .load(ShippedData.folder(), ids, new Diagnostics())
            .orElseThrow();
    var batch =
        new Playtest(c, weights, "shipped")
            .run(
                new Playtest.Options(
                    List.of("greedy", "greedy"), 1, 12, 2, 5000, Playtest.Compensation.BOTH),
                n -> {});
    report = new ReportBuilder(c, new BalanceModel(weights)).build(batch);
  }

  private static String html() {
    return new PlaytestPage().html(report, weights.targets().spellTolerance());
  }

  @Test
  void isWellFormedAndTheSameEveryTime() throws Exception {
    String page = html();
    assertThat(html()).isEqualTo(page);
    Document doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new ByteArrayInputStream(page.getBytes(StandardCharsets.UTF_8)));
    assertThat(doc.getElementsByTagName("svg").getLength()).isGreaterThanOrEqualTo(7);
    assertThat(page).doesNotContain("NaN").doesNotContain("Infinity");
  }

  @Test
  void hasAChartForEachPart() {
    String page = html();
    for (String chart :
        List.of("value-price", "sides", "orbs", "length", "heroes", "spirits", "weapons")) {
      assertThat(page).contains("id=\"chart-" + chart + "\"");
    }
    assertThat(page).contains("Without the counter, on the same seeds");
  }

  @Test
  void listsEveryCardWithAVerdictInItsTableRingsItInTheChartAndNamesItThereOrCountsItUnderIt() {
    String page = html();
    List<PlaytestReport.Verdict> all = new java.util.ArrayList<>(report.verdicts().overpowered());
    all.addAll(report.verdicts().underpowered());
    for (PlaytestReport.Verdict e : all) {
      assertThat(page).contains("<tr data-card=\"" + e.id() + "\" data-kind=\"" + e.kind() + "\">");
    }
    // heroes and spirits have no price: the value chart shows the cards
    all.removeIf(e -> e.kind().equals("hero") || e.kind().equals("spirit"));
    assertThat(all).isNotEmpty();
    for (PlaytestReport.Verdict e : all) {
      int point = page.indexOf("<g class=\"point\" data-card=\"" + e.id() + "\"");
      assertThat(point).as(e.id() + " in the value chart").isPositive();
      assertThat(page.substring(point, page.indexOf("</g>", point)))
          .contains("stroke=\"#C62828\" stroke-width=\"1.6\"")
          .contains("<title>" + Svg.esc(e.name()) + ": ");
    }
    int chart = page.indexOf("<figure class=\"chart\" id=\"chart-value-price\">");
    String figure = page.substring(chart, page.indexOf("</figure>", chart));
    List<String> named = new java.util.ArrayList<>();
    for (ChartNames.Panel p : ChartNames.panels(figure)) {
      p.names().forEach(n -> named.add(n.text()));
    }
    assertThat(all).extracting(PlaytestReport.Verdict::name).containsAll(named);
    int counted = 0;
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("the other (\\d+|one) (?:is|are) in the tables")
            .matcher(figure);
    while (m.find()) {
      counted += m.group(1).equals("one") ? 1 : Integer.parseInt(m.group(1));
    }
    assertThat(named.size() + counted).isEqualTo(all.size());
  }

  @Test
  void thePageTheTextAndTheJsonSayTheSameAboutEveryEntryAndExplainEveryColumn() {
    String page = html();
    String text = new ReportText().write(report);
    String json = new ReportJson().write(report);
    List<PlaytestReport.Verdict> all = new java.util.ArrayList<>(report.verdicts().overpowered());
    all.addAll(report.verdicts().underpowered());
    assertThat(all).isNotEmpty();
    for (PlaytestReport.Verdict e : all) {
      assertThat(page).contains("<td>" + Svg.esc(e.why()) + "</td>");
      assertThat(page).contains("title=\"" + Svg.esc(e.robustnessWhy()) + "\">" + e.robustness());
      assertThat(text).contains("why: " + e.why());
      assertThat(json).contains("\"why\" : \"" + e.why() + "\"");
    }
    for (PlaytestReport.Unjudged u : report.verdicts().unjudged()) {
      assertThat(page).contains(Svg.esc(u.why()));
      assertThat(text).contains(u.why());
    }
    for (VerdictWords.Column c : VerdictWords.VERDICT_COLUMNS) {
      assertThat(page).contains("title=\"" + Svg.esc(c.meaning()) + "\">" + Svg.esc(c.name()));
      assertThat(text)
          .containsPattern(
              "\\n  "
                  + java.util.regex.Pattern.quote(c.name())
                  + " +"
                  + java.util.regex.Pattern.quote(c.meaning())
                  + "\\n");
    }
    assertThat(text + page + json).doesNotContain("would not pay");
  }
}
