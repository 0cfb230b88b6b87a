package org.legendsforge.games.graveyard.playtest.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.SpellRow;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdict;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.WeaponRow;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.kit.report.ChartFigure;
import org.legendsforge.kit.report.ChartNames;
import org.legendsforge.kit.report.ChartNames.Name;
import org.legendsforge.kit.report.ChartNames.Panel;
import org.legendsforge.kit.report.Footprint;

/**
 * The value chart of a playtest in which twenty spells of one price are all underpowered (as random
 * bots make them): the names it shows are legible, the rest are counted under it, and every point
 * keeps its tooltip.
 */
class ValuePriceChartTest {
  private static final double TOLERANCE = 0.5;

  private static SpellRow spell(String id, int cost, double value) {
    Estimate none = Estimate.proportion(1, 2);
    return new SpellRow(
        id,
        "Spell " + id.toUpperCase(java.util.Locale.ROOT),
        "fire",
        cost,
        500,
        none,
        500L * cost,
        none,
        none,
        none,
        1,
        0,
        new Estimate(value, value - 0.03, value + 0.03, 500),
        cost + 1);
  }

  /** An underpowered verdict on {@code s}, as the playtest gives it. */
  private static Verdict under(SpellRow s, double ratio) {
    return new Verdict(
        s.id(),
        s.name(),
        "spell",
        "value per cast",
        s.price(),
        s.price() - TOLERANCE,
        s.price() + TOLERANCE,
        s.valuePerCast(),
        ratio,
        "worth less",
        "robust",
        "holds",
        new PlaytestReport.Halves(s.valuePerCast(), s.valuePerCast(), true, true),
        null,
        null);
  }

  /** Twenty underpowered spells of price 4 worth 1.0 to 2.5, and ten priced right. */
  private static PlaytestReport crowded() {
    List<SpellRow> spells = new ArrayList<>();
    List<Verdict> under = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      SpellRow s = spell("u" + (char) ('a' + i), 3, 1.0 + 0.075 * i);
      spells.add(s);
      under.add(under(s, s.valuePerCast().value() / 4));
    }
    for (int i = 0; i < 10; i++) {
      spells.add(spell("f" + (char) ('a' + i), 1 + i % 5, 2 + i % 5 + 0.1 * i));
    }
    Estimate even = Estimate.proportion(50, 100);
    List<WeaponRow> weapons =
        List.of(
            new WeaponRow(
                "bow",
                "Bow",
                "Starting",
                even,
                400,
                even,
                2,
                new Estimate(2.5, 2.4, 2.6, 400),
                2,
                3),
            new WeaponRow(
                "axe", "Axe", "Item", even, 400, even, 3, new Estimate(4, 3.9, 4.1, 400), 3, 4.5));
    return new PlaytestReport(
        null,
        null,
        null,
        null,
        List.of(),
        List.of(),
        weapons,
        spells,
        new PlaytestReport.Verdicts(List.of(), under, List.of(), null));
  }

  @Test
  void namesInACrowdOverlapNeitherEachOtherNorAPointNorLeaveThePlotAndTheRestAreCounted() {
    ChartFigure f = new ValuePriceChart().figure(crowded(), TOLERANCE);
    Panel spells = ChartNames.panels(f.svg()).get(0);

    assertThat(spells.names()).isNotEmpty().hasSizeLessThan(20);
    for (Name n : spells.names()) {
      assertThat(n.box().inside(spells.plot())).as(n.text() + " inside the plot").isTrue();
      for (Name m : spells.names()) {
        if (m != n) {
          assertThat(n.box().overlaps(m.box())).as(n.text() + " over " + m.text()).isFalse();
        }
      }
      for (Footprint.Box marker : spells.markers()) {
        assertThat(n.box().overlaps(marker)).as(n.text() + " over a point").isFalse();
      }
    }
    int named = spells.names().size();
    assertThat(f.caption())
        .contains("names " + named + " of its 20 spells with a verdict")
        .contains("the other " + (20 - named) + " are in the tables above");
  }

  @Test
  void theSpellFurthestOutsideItsBandIsNamedFirstAndEveryPointKeepsItsTooltip() {
    ChartFigure f = new ValuePriceChart().figure(crowded(), TOLERANCE);
    Panel spells = ChartNames.panels(f.svg()).get(0);

    // worth 1.0 against a band from 3.5: the furthest below it
    assertThat(spells.names().get(0).text()).isEqualTo("Spell UA");
    for (SpellRow s : crowded().spells()) {
      assertThat(f.svg()).contains("<title>" + s.name() + ": ");
    }
  }

  @Test
  void aPanelThatNamesEveryMispricedCardSaysNothingUnderTheChart() {
    PlaytestReport r = crowded();
    List<Verdict> few = r.verdicts().underpowered().subList(0, 1);
    PlaytestReport one =
        new PlaytestReport(
            null,
            null,
            null,
            null,
            List.of(),
            List.of(),
            r.weapons(),
            r.spells(),
            new PlaytestReport.Verdicts(List.of(), few, List.of(), null));
    ChartFigure f = new ValuePriceChart().figure(one, TOLERANCE);

    assertThat(ChartNames.panels(f.svg()).get(0).names())
        .extracting(Name::text)
        .containsExactly("Spell UA");
    assertThat(f.caption()).isEmpty();
  }

  @Test
  void oneCardLeftUnnamedIsCountedAsOne() {
    List<SpellRow> spells = new ArrayList<>();
    List<Verdict> under = new ArrayList<>();
    for (int i = 0; i < 13; i++) {
      // spread over prices 1 to 7 and two levels: room for every name, one over the most allowed
      SpellRow s = spell("s" + (char) ('a' + i), i % 7, 0.3 + (i / 7) * 3 + (i % 7) * 0.2);
      spells.add(s);
      under.add(under(s, 0.1));
    }
    PlaytestReport r =
        new PlaytestReport(
            null,
            null,
            null,
            null,
            List.of(),
            List.of(),
            crowded().weapons(),
            spells,
            new PlaytestReport.Verdicts(List.of(), under, List.of(), null));
    ChartFigure f = new ValuePriceChart().figure(r, TOLERANCE);

    assertThat(ChartNames.panels(f.svg()).get(0).names()).hasSize(12);
    assertThat(f.caption())
        .startsWith("The spell panel names 12 of its 13 spells with a verdict")
        .endsWith("; the other one is in the tables above.");
  }

  @Test
  void theSameReportGivesTheSameBytes() {
    assertThat(new ValuePriceChart().figure(crowded(), TOLERANCE))
        .isEqualTo(new ValuePriceChart().figure(crowded(), TOLERANCE));
  }
}
