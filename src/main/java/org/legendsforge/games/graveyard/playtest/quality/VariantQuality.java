package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.stats.PairedRatio;

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
   * with a 95% interval paired game by game over the shared seeds ({@link PairedRatio}: each figure
   * a ratio over the seeds, the games that count for it in its denominator).
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

  /** The figures of {@code measured}, one per variant of {@code ids}, of the same seeds. */
  public static VariantQuality of(List<String> ids, List<QualityFigures.Measured> measured) {
    if (ids.size() != measured.size() || ids.isEmpty()) {
      throw new IllegalArgumentException("one quality report a variant");
    }
    QualityFigures.Measured base = measured.get(0);
    for (QualityFigures.Measured m : measured) {
      if (!m.seeds().equals(base.seeds())) {
        throw new IllegalArgumentException("the variants' games are not of the same seeds");
      }
    }
    List<Row> rows = new ArrayList<>();
    QualityReport first = base.report();
    for (ShapeFigure f : first.figures()) {
      rows.add(
          row(
              ids,
              measured,
              f.id(),
              f.name(),
              f.unit(),
              f.definition(),
              r -> r.figure(f.id()).estimate()));
    }
    for (int seat = 0; seat < first.waiting().size(); seat++) {
      int s = seat;
      int player = first.waiting().get(seat).player();
      rows.add(
          row(
              ids,
              measured,
              "wait" + player,
              "Player " + player + " waits",
              "turns",
              "The turns of others between two of player " + player + "'s own, mean over games.",
              r -> r.waiting().get(s).turns()));
    }
    Map<String, Check> checks = new LinkedHashMap<>();
    for (int i = 0; i < ids.size(); i++) {
      WinCheck c = measured.get(i).report().estimate();
      checks.put(
          ids.get(i),
          new Check(
              c.brierModel(), c.brierConstant(), c.worstGap(), c.earlyWorstGap(), c.states()));
    }
    return new VariantQuality(List.copyOf(ids), rows, checks);
  }

  /** One figure's row: its value under each variant, each later one's paired change. */
  private static Row row(
      List<String> ids,
      List<QualityFigures.Measured> measured,
      String id,
      String name,
      String unit,
      String definition,
      Function<QualityReport, Estimate> value) {
    Map<String, Estimate> values = new LinkedHashMap<>();
    Map<String, Estimate> change = new LinkedHashMap<>();
    double[] base = measured.get(0).perGame().get(id);
    for (int i = 0; i < ids.size(); i++) {
      values.put(ids.get(i), value.apply(measured.get(i).report()));
      if (i > 0) {
        change.put(ids.get(i), paired(measured.get(i).perGame().get(id), base));
      }
    }
    return new Row(id, name, unit, definition, values, change);
  }

  /** {@code variant}'s figure less {@code base}'s, game by game (NaN: the game does not count). */
  static Estimate paired(double[] variant, double[] base) {
    PairedRatio r = new PairedRatio();
    for (int g = 0; g < base.length; g++) {
      boolean v = !Double.isNaN(variant[g]);
      boolean b = !Double.isNaN(base[g]);
      r.add(v ? variant[g] : 0, v ? 1 : 0, b ? base[g] : 0, b ? 1 : 0);
    }
    return r.change();
  }
}
