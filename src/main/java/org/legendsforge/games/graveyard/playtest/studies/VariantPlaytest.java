package org.legendsforge.games.graveyard.playtest.studies;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Variant;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.report.ReportBuilder;

/**
 * {@code forge playtest --compare-variants}: the same card data played under each variant named
 * (the designer's rules by {@value Variant#RULES_ID}), on the same seeds, reported side by side.
 */
public final class VariantPlaytest {
  private final Catalog catalog;
  private final BalanceWeights weights;
  private final String data;

  /** {@code catalog} as loaded (the designer's rules); {@code data} its digest. */
  public VariantPlaytest(Catalog catalog, BalanceWeights weights, String data) {
    this.catalog = catalog;
    this.weights = weights;
    this.data = data;
  }

  /** The ids among {@code ids} that the card data does not ship, in order. */
  public List<String> unknown(List<String> ids) {
    return ids.stream()
        .filter(id -> !id.equals(Variant.RULES_ID) && catalog.game().variant(id).isEmpty())
        .toList();
  }

  /**
   * Plays every seed of {@code o} under each of {@code ids} (all known, see {@link #unknown});
   * {@code done} hears the seeds finished.
   */
  public VariantReport compare(List<String> ids, Playtest.Options o, IntConsumer done)
      throws InterruptedException {
    return compare(ids, o, (variants, on) -> VariantComparison.run(variants, on, done));
  }

  /** {@link #compare} with the games played by {@code runner} (here or on a cluster). */
  public VariantReport compare(
      List<String> ids, Playtest.Options o, VariantComparison.Runner runner)
      throws InterruptedException {
    List<VariantReportBuilder.Compared> compared = new ArrayList<>();
    List<Catalog> catalogs = new ArrayList<>();
    for (String id : ids) {
      Optional<Variant> v = variant(id);
      compared.add(
          v.map(VariantReportBuilder.Compared::of).orElse(VariantReportBuilder.Compared.rules()));
      catalogs.add(catalog.under(v));
    }
    List<VariantComparison.Run> runs = runner.play(playtests(ids), o);
    List<PlaytestReport> reports = new ArrayList<>();
    BalanceModel model = new BalanceModel(weights);
    for (int i = 0; i < runs.size(); i++) {
      reports.add(new ReportBuilder(catalogs.get(i), model).build(runs.get(i).batch()));
    }
    return new VariantReportBuilder().build(compared, runs, reports);
  }

  /** The playtest of each of {@code ids}, each named by the data's digest and its variant. */
  public List<Playtest> playtests(List<String> ids) {
    List<Playtest> out = new ArrayList<>();
    for (String id : ids) {
      Optional<Variant> v = variant(id);
      out.add(new Playtest(catalog.under(v), weights, data + (v.isEmpty() ? "" : "@" + id)));
    }
    return out;
  }

  private Optional<Variant> variant(String id) {
    return id.equals(Variant.RULES_ID) ? Optional.empty() : catalog.game().variant(id);
  }
}
