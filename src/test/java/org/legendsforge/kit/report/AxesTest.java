package org.legendsforge.kit.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Tick labels are all shown where they fit, and thinned out where they would touch. */
class AxesTest {
  private static final Pattern TEXT =
      Pattern.compile("<text x=\"([\\d.]+)\" y=\"([\\d.]+)\" text-anchor=\"middle\"[^>]*>([^<]+)<");

  /** The x-axis labels of a grid: centre and text. */
  private static List<String[]> xLabels(Scale x, Scale y) {
    Svg s = new Svg().open(600, 400, "t");
    Axes.grid(s, x, y, x.from(), y.from(), true);
    List<String[]> out = new ArrayList<>();
    Matcher m = TEXT.matcher(s.close());
    while (m.find()) {
      out.add(new String[] {m.group(1), m.group(3)});
    }
    return out;
  }

  @Test
  void anAxisWithRoomLabelsEveryTick() {
    Scale x = new Scale(0, 7, 50, 490);
    Scale y = Scale.covering(0, 7, 330, 30);

    assertThat(xLabels(x, y))
        .extracting(l -> l[1])
        .containsExactly("0", "1", "2", "3", "4", "5", "6", "7");
    assertThat(Axes.every(y, y.ticks(), Axes::label, false)).isEqualTo(1);
  }

  @Test
  void labelsThatWouldTouchAreThinnedSoNoTwoOverlap() {
    Scale x = Scale.covering(0, 123456, 50, 170); // eight ticks 15 px apart, labels 35 px wide
    Scale y = Scale.covering(0, 700, 80, 30); // eight ticks 6 px apart, 11 px text

    List<String[]> labels = xLabels(x, y);
    assertThat(labels.size()).isBetween(2, x.ticks().size() - 1);
    assertThat(labels.get(0)[1]).isEqualTo("0");
    for (int i = 1; i < labels.size(); i++) {
      double gap = Double.parseDouble(labels.get(i)[0]) - Double.parseDouble(labels.get(i - 1)[0]);
      double half =
          (TextWidth.REGULAR.of(labels.get(i)[1], 11)
                  + TextWidth.REGULAR.of(labels.get(i - 1)[1], 11))
              / 2;
      assertThat(gap).as(labels.get(i - 1)[1] + " and " + labels.get(i)[1]).isGreaterThan(half);
    }
    assertThat(Axes.every(y, y.ticks(), Axes::label, false)).isGreaterThan(1);
  }
}
