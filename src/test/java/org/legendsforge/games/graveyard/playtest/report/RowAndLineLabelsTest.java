package org.legendsforge.games.graveyard.playtest.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.Footprint.Box;
import org.legendsforge.kit.report.TextWidth;

/**
 * Labels that are not points' names stay whole and inside their chart too: a forest plot's row
 * labels (its label column widens for long ones, and one too long for any column is cut short,
 * whole in its tooltip) and the game-length chart's mean, which keeps off the bars.
 */
class RowAndLineLabelsTest {
  private static final Estimate EVEN = Estimate.proportion(50, 100);

  private static final Pattern END_TEXT =
      Pattern.compile(
          "<text x=\"([\\d.]+)\" y=\"[\\d.]+\" text-anchor=\"end\" font-size=\"12\">(.*?)</text>");

  @Test
  void aLongRowLabelWidensTheLabelColumnAndIsShownWholeInsideTheChart() {
    String longest = "−6 or less respawn advantage: players 1 and 3 win";
    String svg =
        new IntervalChart()
            .svg(
                "Who wins",
                List.of(new IntervalChart.Row("short", EVEN), new IntervalChart.Row(longest, EVEN)),
                0,
                1,
                0.5);

    Matcher m = END_TEXT.matcher(svg);
    List<String> shown = new ArrayList<>();
    while (m.find()) {
      shown.add(m.group(2));
      double right = Double.parseDouble(m.group(1));
      assertThat(right - TextWidth.REGULAR.of(m.group(2), 12))
          .as(m.group(2))
          .isGreaterThanOrEqualTo(0);
    }
    assertThat(shown).containsExactly("short", longest);
  }

  @Test
  void aRowLabelTooLongForAnyColumnIsCutShortWithTheWholeOfItInItsTooltip() {
    String label = "The side that picked " + "a very long hero name indeed ".repeat(4);
    String svg =
        new IntervalChart().svg("Who wins", List.of(new IntervalChart.Row(label, EVEN)), 0, 1, 0.5);

    assertThat(svg).contains("<title>" + label + "</title>The side that picked");
    Matcher m = Pattern.compile("</title>([^<]*…)</text>").matcher(svg);
    assertThat(m.find()).isTrue();
    assertThat(TextWidth.REGULAR.of(m.group(1), 12)).isLessThan(440);
  }

  @ParameterizedTest(name = "mean {0}, a tall bar at bin {1}")
  @CsvSource({"369.2, 40", "235, 25", "235, 22"})
  void theMeanGameLengthIsWrittenClearOfTheBars(double mean, int tall) {
    List<Long> bins = new ArrayList<>();
    for (int i = 0; i <= 40; i++) {
      bins.add(i == tall ? 700L : i < 10 ? 0L : 60L);
    }
    String svg = new LengthChart().svg(bins, 10, new Estimate(mean, mean - 8, mean + 8, 2000));

    Matcher text =
        Pattern.compile(
                "<g class=\"labels\">\n<text x=\"([\\d.]+)\" y=\"([\\d.]+)\"[^>]*>(mean [^<]*)</text>")
            .matcher(svg);
    assertThat(text.find()).as("the mean is named in the plot").isTrue();
    Box words =
        new Box(
            Double.parseDouble(text.group(1)),
            Double.parseDouble(text.group(2)) - 0.8 * 12,
            TextWidth.REGULAR.of(text.group(3), 12),
            1.04 * 12);
    Matcher bar =
        Pattern.compile(
                "<rect class=\"bar\" x=\"([\\d.]+)\" y=\"([\\d.]+)\" width=\"([\\d.]+)\""
                    + " height=\"([\\d.]+)\"")
            .matcher(svg);
    int bars = 0;
    while (bar.find()) {
      bars++;
      Box b =
          new Box(
              Double.parseDouble(bar.group(1)),
              Double.parseDouble(bar.group(2)),
              Double.parseDouble(bar.group(3)),
              Double.parseDouble(bar.group(4)));
      assertThat(words.overlaps(b)).as("over the bar at x " + bar.group(1)).isFalse();
    }
    assertThat(bars).isEqualTo(31);
    assertThat(words.x()).isGreaterThanOrEqualTo(56);
    assertThat(words.right()).isLessThanOrEqualTo(1020 - 20);
  }
}
