package org.legendsforge.games.graveyard.playtest.studies;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Variant;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.rules.RuleValue;

/**
 * Builds a {@link VariantReport} from each variant's playtest report and its pairing with the first
 * variant (the designer's rules).
 *
 * <p>Which variant leaves the least luck (docs/playtest.md, "Variants"): the luck measured is the
 * turn-order advantage, how far the win rate of the side that had more of the early Turn Order
 * cards stands from 50% (the whole early-turns curve in one figure, over many more games than the
 * first-two-turns figure). A variant qualifies when that distance is smaller than the rules' beyond
 * chance (the paired 95% interval of its win rate minus the rules', seed by seed, lies wholly on
 * the side of 50%) and its games are not longer beyond chance (the paired interval of the length
 * change reaches 0). Of those that qualify, the one nearest 50% is named; when none does, the rules
 * are, and the finding says why. A variant that brings side 1's win rate nearer 50% by the same
 * test (a handicap in one against two) is named for seat balance too.
 */
public final class VariantReportBuilder {
  /** A variant compared: the designer's rules are the one with no {@code variant}. */
  public record Compared(
      String id, String name, String description, Map<RuleValue, Integer> changes) {
    public static Compared of(Variant v) {
      return new Compared(v.id(), v.name(), v.description(), v.changes());
    }

    public static Compared rules() {
      return new Compared(
          Variant.RULES_ID,
          "The designer's rules",
          "the rules as the card data gives them",
          Map.of());
    }
  }

  public VariantReport build(
      List<Compared> compared, List<VariantComparison.Run> runs, List<PlaytestReport> reports) {
    PlaytestReport rules = reports.get(0);
    Map<String, VariantReport.Entry> entries = new LinkedHashMap<>();
    for (int i = 0; i < compared.size(); i++) {
      Compared c = compared.get(i);
      PlaytestReport r = reports.get(i);
      Map<String, Object> changes = new LinkedHashMap<>();
      c.changes()
          .forEach(
              (rv, value) -> changes.put(rv.key(), rv.yesNo() ? (Object) (value != 0) : value));
      entries.put(
          c.id(),
          new VariantReport.Entry(
              c.name(),
              c.description(),
              changes,
              r.sides().side1(),
              r.sides().startPlayer(),
              r.sides().firstTurn(),
              r.sides().doubleStart(),
              earlyLeader(r.turnOrder().byEarlyDifference()),
              r.turnOrder().earlyTurns(),
              r.turnOrder().byEarlyDifference(),
              r.placement().respawnFavoured(),
              r.placement().advantagePerGame(),
              r.placement().compensationManaPerGame(),
              r.sides().length(),
              i == 0 ? Estimate.NONE : runs.get(i).paired().side1(),
              i == 0 ? Estimate.NONE : runs.get(i).paired().doubleStart(),
              i == 0 ? Estimate.NONE : runs.get(i).paired().earlyLeader(),
              i == 0 ? Estimate.NONE : runs.get(i).paired().length()));
    }
    String best = compared.get(0).id();
    Estimate rulesLeader = entries.get(best).earlyLeader();
    double bestDistance = distance(rulesLeader);
    List<String> longer = new ArrayList<>();
    for (int i = 1; i < compared.size(); i++) {
      VariantReport.Entry e = entries.get(compared.get(i).id());
      if (!lessLuck(e.earlyLeader(), rulesLeader, e.earlyLeaderChange())) {
        continue;
      }
      if (e.lengthChange().hasInterval() && e.lengthChange().low() > 0) {
        longer.add(compared.get(i).id());
        continue;
      }
      if (distance(e.earlyLeader()) < bestDistance) {
        best = compared.get(i).id();
        bestDistance = distance(e.earlyLeader());
      }
    }
    List<String> fairer = new ArrayList<>();
    for (int i = 1; i < compared.size(); i++) {
      VariantReport.Entry e = entries.get(compared.get(i).id());
      if (lessLuck(e.side1(), rules.sides().side1(), e.side1Change())) {
        fairer.add(
            String.format(
                Locale.ROOT,
                "%s brings side 1's win rate nearer 50%%: %s (the rules: %s).",
                compared.get(i).id(),
                pct(e.side1()),
                pct(rules.sides().side1())));
      }
    }
    Batch first = runs.get(0).batch();
    return new VariantReport(
        rules.summary().game(),
        first.bots(),
        rules.summary().seeds(),
        rules.summary().games(),
        rules.summary().maxTurns(),
        entries,
        best,
        finding(compared, entries, best, longer)
            + (fairer.isEmpty() ? "" : " Seat balance: " + String.join(" ", fairer)));
  }

  /**
   * The win rate of the side that had more of the early Turn Order cards: player 1's wins where it
   * led and its losses where it trailed, over the games where one side led.
   */
  static Estimate earlyLeader(List<PlaytestReport.Bucket> byLead) {
    long wins = 0;
    long games = 0;
    for (PlaytestReport.Bucket b : byLead) {
      if (b.key() == 0 || !b.side1().known()) {
        continue;
      }
      long k = Math.round(b.side1().value() * b.side1().n());
      wins += b.key() > 0 ? k : b.side1().n() - k;
      games += b.side1().n();
    }
    return Estimate.proportion(wins, games);
  }

  /** How far a win rate stands from an even game. */
  private static double distance(Estimate rate) {
    return rate.known() ? Math.abs(rate.value() - 0.5) : Double.POSITIVE_INFINITY;
  }

  /** Nearer 50% than the rules, beyond chance: the difference's interval lies toward 50%. */
  static boolean lessLuck(Estimate variant, Estimate rules, Estimate change) {
    if (!variant.known() || !rules.known() || !change.hasInterval()) {
      return false;
    }
    if (distance(variant) >= distance(rules)) {
      return false;
    }
    return rules.value() > 0.5 ? change.high() < 0 : change.low() > 0;
  }

  private static String finding(
      List<Compared> compared,
      Map<String, VariantReport.Entry> entries,
      String best,
      List<String> longer) {
    VariantReport.Entry rules = entries.get(compared.get(0).id());
    if (!best.equals(compared.get(0).id())) {
      VariantReport.Entry e = entries.get(best);
      return String.format(
          Locale.ROOT,
          "%s leaves the least luck: the side ahead in the early turns wins %s (the rules: %s),"
              + " and games are not longer beyond chance (%s turns).",
          best,
          pct(e.earlyLeader()),
          pct(rules.earlyLeader()),
          signed(e.lengthChange()));
    }
    String why =
        longer.isEmpty()
            ? "no variant brings the early leader's win rate nearer 50% beyond chance on these"
                + " games (more games narrow the intervals)"
            : "the variants that bring it nearer 50% make games longer: "
                + String.join(", ", longer);
    return "The rules stay the choice: " + why + ".";
  }

  static String pct(Estimate e) {
    if (!e.known()) {
      return "no games";
    }
    return String.format(
        Locale.ROOT, "%.1f%% (%.1f–%.1f%%)", 100 * e.value(), 100 * e.low(), 100 * e.high());
  }

  static String signed(Estimate e) {
    if (!e.hasInterval()) {
      return "–";
    }
    return String.format(Locale.ROOT, "%+.1f (%+.1f to %+.1f)", e.value(), e.low(), e.high());
  }
}
