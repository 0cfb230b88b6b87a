package org.legendsforge.games.graveyard.playtest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.report.ReportJson;
import org.legendsforge.games.graveyard.playtest.stats.Tally;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.testing.ShippedData;

/**
 * A playtest is a pure function of the card data, the bots and the seeds: the same on any number of
 * threads, and batches over parts of the seeds merge into exactly the batch of all of them.
 */
public class PlaytestTest {
  public static final PlaytestFixture SHIPPED = PlaytestFixture.load(ShippedData.folder());

  @Test
  void theResultIsTheSameForAnyNumberOfThreads() {
    BatchFile file = new BatchFile(SHIPPED.catalog());
    Batch one = SHIPPED.play("greedy", 40, 16, 1, Playtest.Compensation.BOTH);
    Batch three = SHIPPED.play("greedy", 40, 16, 3, Playtest.Compensation.BOTH);
    assertThat(file.write(three)).isEqualTo(file.write(one));
    assertThat(new ReportJson().write(SHIPPED.report(three)))
        .isEqualTo(new ReportJson().write(SHIPPED.report(one)));
    assertThat(one.rules().get(Tally.Stat.GAMES)).isEqualTo(16);
    assertThat(one.withoutCompensation().get(Tally.Stat.GAMES)).isEqualTo(16);
  }

  @Test
  void batchesOfPartsOfTheSeedsMergeIntoTheBatchOfAllOfThem() {
    BatchFile file = new BatchFile(SHIPPED.catalog());
    Batch all = SHIPPED.play("random", 1, 30, 2, Playtest.Compensation.ON);
    Batch first = SHIPPED.play("random", 1, 12, 2, Playtest.Compensation.ON);
    Batch rest = SHIPPED.play("random", 13, 18, 2, Playtest.Compensation.ON);
    Diagnostics sink = new Diagnostics();
    // written and read back, as batches from other machines would be, and given out of order
    Batch a = file.read(file.write(rest), "rest.json", sink).orElseThrow();
    Batch b = file.read(file.write(first), "first.json", sink).orElseThrow();
    Batch merged =
        file.merge(List.of(a, b), List.of("rest.json", "first.json"), sink).orElseThrow();
    assertThat(sink.hasErrors()).isFalse();
    assertThat(file.write(merged)).isEqualTo(file.write(all));
  }

  @Test
  void batchesThatShareSeedsOrWerePlayedDifferentlyDoNotMerge() {
    BatchFile file = new BatchFile(SHIPPED.catalog());
    Batch first = SHIPPED.play("random", 1, 6, 1, Playtest.Compensation.ON);
    Batch overlapping = SHIPPED.play("random", 4, 6, 1, Playtest.Compensation.ON);
    Diagnostics sink = new Diagnostics();
    assertThat(file.merge(List.of(first, overlapping), List.of("a.json", "b.json"), sink))
        .isEmpty();
    assertThat(sink.sorted().get(0).message()).contains("seeds 4 to 6 are in more than one batch");

    Batch otherBots = SHIPPED.play("greedy", 7, 2, 1, Playtest.Compensation.ON);
    Diagnostics sink2 = new Diagnostics();
    assertThat(file.merge(List.of(first, otherBots), List.of("a.json", "c.json"), sink2)).isEmpty();
    assertThat(sink2.sorted().get(0).message())
        .contains("bots [greedy, greedy], not [random, random]");
  }

  @Test
  void aDamagedBatchIsReportedWhereItIsDamaged() {
    BatchFile file = new BatchFile(SHIPPED.catalog());
    String text = file.write(SHIPPED.play("random", 1, 2, 1, Playtest.Compensation.ON));
    Diagnostics sink = new Diagnostics();
    assertThat(file.read(text.replace("\"ember-dart\"", "\"ember-dort\""), "b.json", sink))
        .isEmpty();
    assertThat(sink.sorted().get(0).message()).contains("no spell \"ember-dart\"");
    Diagnostics sink2 = new Diagnostics();
    assertThat(file.read(text.substring(0, 40), "b.json", sink2)).isEmpty();
    assertThat(sink2.sorted().get(0).checkId()).isEqualTo("playtest-batch");
    assertThat(sink2.sorted().get(0).where().line()).isGreaterThan(0);
  }

  @Test
  void everyGameIsCountedAndTheFiguresAddUp() {
    Batch b = SHIPPED.play("greedy", 100, 10, 2, Playtest.Compensation.ON);
    PlaytestReport r = SHIPPED.report(b);
    assertThat(r.summary().games()).isEqualTo(10);
    assertThat(r.sides().side1().n()).isEqualTo(r.summary().decided());
    long picked = r.heroes().stream().mapToLong(h -> h.picked().n()).sum();
    assertThat(picked)
        .as("two starting heroes a decided game")
        .isEqualTo(2 * r.summary().decided());
    long spirits = r.spirits().stream().mapToLong(s -> s.picked().n()).sum();
    assertThat(spirits).isEqualTo(2 * r.summary().decided());
    assertThat(r.sides().lengthHistogram().stream().mapToLong(Long::longValue).sum()).isEqualTo(10);
    for (PlaytestReport.SpellRow s : r.spells()) {
      assertThat(s.winCast().n() + s.winNotCast().n()).isEqualTo(2 * r.summary().decided());
    }
  }
}
