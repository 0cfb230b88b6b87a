package org.legendsforge.games.graveyard.playtest.studies;

import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.report.ReportBuilder;

/**
 * {@code forge playtest --since REF} and {@code --compare OLD NEW}: the same seeds played on two
 * card sets (common random numbers, {@link Comparison}), each reported with its own balance model,
 * and the two reports compared beside the card diff ({@link ComparisonBuilder}).
 */
public final class CardSetComparison {
  /** One card set: how it is named in the report, its catalog, weights and digest. */
  public record Side(String label, Catalog catalog, BalanceWeights weights, String digest) {
    Playtest playtest() {
      return new Playtest(catalog, weights, digest);
    }

    ReportBuilder reports() {
      return new ReportBuilder(catalog, new BalanceModel(weights));
    }
  }

  private CardSetComparison() {}

  /**
   * Plays {@code o}'s seeds on both sides and compares them.
   *
   * @param diffLines the card diff as the report shows it
   * @param edited the ids the diff touches, whose figures are always listed
   * @param done told of each seed played on both sides
   */
  public static ComparisonReport compare(
      Side old,
      Side now,
      List<String> diffLines,
      Set<String> edited,
      Playtest.Options o,
      IntConsumer done)
      throws InterruptedException {
    Comparison.Run run = Comparison.run(old.playtest(), now.playtest(), o, done);
    PlaytestReport a = old.reports().build(run.old());
    PlaytestReport b = now.reports().build(run.now());
    return new ComparisonBuilder()
        .build(old.label(), now.label(), diffLines, edited, run.paired(), a, b);
  }
}
