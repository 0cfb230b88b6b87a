package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * The game-quality figures of several variants of the rules played on the same seeds ({@code forge
 * playtest --compare-variants A,B --quality}), side by side: each figure's value with its 95%
 * interval under every variant, its change from the first variant, and how well each variant's
 * win-probability estimate did on its held-out seeds.
 *
 * @param variants the variants' ids, the first the one the others are compared with
 * @param figures one row a figure, in the quality report's order, then each seat's wait
 * @param estimates per variant, the check of its own cross-fitted estimate
 */
public record VariantQuality(
    List<String> variants, List<Row> figures, Map<String, Check> estimates) {

  /**
   * One figure under every variant. {@code change}: the variant's value less the first variant's,
   * with a 95% interval that treats the two as independent samples (each interval's half-width read
   * as 1.96 standard errors); the seeds are the same, so it is wider than a paired one would be.
   */
  public record Row(
      String id,
      String name,
      String unit,
      String definition,
      Map<String, Estimate> values,
      Map<String, Estimate> change) {}

  /** A variant's estimate checked on the seeds it was not fitted on ({@link WinCheck}). */
  public record Check(
      double brierModel,
      double brierConstant,
      double worstGap,
      double earlyWorstGap,
      long states) {}

  /** The figures of {@code reports}, one per variant of {@code ids}, of the same seeds. */
  public static VariantQuality of(List<String> ids, List<QualityReport> reports) {
    if (ids.size() != reports.size() || ids.isEmpty()) {
      throw new IllegalArgumentException("one quality report a variant");
    }
    List<Row> rows = new ArrayList<>();
    QualityReport first = reports.get(0);
    for (ShapeFigure f : first.figures()) {
      Map<String, Estimate> values = new LinkedHashMap<>();
      Map<String, Estimate> change = new LinkedHashMap<>();
      Estimate base = f.estimate();
      for (int i = 0; i < ids.size(); i++) {
        Estimate e = reports.get(i).figure(f.id()).estimate();
        values.put(ids.get(i), e);
        if (i > 0) {
          change.put(ids.get(i), difference(e, base));
        }
      }
      rows.add(new Row(f.id(), f.name(), f.unit(), f.definition(), values, change));
    }
    for (int seat = 0; seat < first.waiting().size(); seat++) {
      Map<String, Estimate> values = new LinkedHashMap<>();
      Map<String, Estimate> change = new LinkedHashMap<>();
      Estimate base = first.waiting().get(seat).turns();
      for (int i = 0; i < ids.size(); i++) {
        Estimate e = reports.get(i).waiting().get(seat).turns();
        values.put(ids.get(i), e);
        if (i > 0) {
          change.put(ids.get(i), difference(e, base));
        }
      }
      int player = first.waiting().get(seat).player();
      rows.add(
          new Row(
              "wait" + player,
              "Player " + player + " waits",
              "turns",
              "The turns of others between two of player " + player + "'s own, mean over games.",
              values,
              change));
    }
    Map<String, Check> checks = new LinkedHashMap<>();
    for (int i = 0; i < ids.size(); i++) {
      WinCheck c = reports.get(i).estimate();
      checks.put(
          ids.get(i),
          new Check(
              c.brierModel(), c.brierConstant(), c.worstGap(), c.earlyWorstGap(), c.states()));
    }
    return new VariantQuality(List.copyOf(ids), rows, checks);
  }

  /** {@code a − b} of two independent estimates, with a normal 95% interval. */
  static Estimate difference(Estimate a, Estimate b) {
    if (!a.hasInterval() || !b.hasInterval()) {
      return new Estimate(a.value() - b.value(), Double.NaN, Double.NaN, Math.min(a.n(), b.n()));
    }
    double sa = (a.high() - a.low()) / (2 * Estimate.Z);
    double sb = (b.high() - b.low()) / (2 * Estimate.Z);
    double d = a.value() - b.value();
    double half = Estimate.Z * Math.sqrt(sa * sa + sb * sb);
    return new Estimate(d, d - half, d + half, Math.min(a.n(), b.n()));
  }
}
