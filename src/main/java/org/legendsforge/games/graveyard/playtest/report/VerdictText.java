package org.legendsforge.games.graveyard.playtest.report;

import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdict;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdicts;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;

/**
 * The verdicts as text: the overpowered and underpowered tables (each row with its why below it), a
 * legend of their columns, then the cards not judged and why. The sentences are {@link
 * VerdictWords}', the same the JSON and the page give.
 */
final class VerdictText {
  private static final String ROW = "  %-4s %-26s %-15s %-12s %-28s %-6s %-21s %-16s %s%n";

  void write(StringBuilder out, Verdicts v) {
    PlaytestReport.Basis b = v.basis();
    line(
        out,
        "Verdicts: %d overpowered, %d underpowered, %d not judged",
        v.overpowered().size(),
        v.underpowered().size(),
        v.unjudged().size());
    line(out, "  %s", VerdictWords.basis(b));
    out.append('\n');
    table(out, "Overpowered (above its band, with 95% confidence)", v.overpowered());
    table(out, "Underpowered (below its band, with 95% confidence)", v.underpowered());
    legend(out, VerdictWords.VERDICT_COLUMNS);
    out.append('\n');
    line(out, "Not judged: %d", v.unjudged().size());
    for (PlaytestReport.Unjudged u : v.unjudged()) {
      boolean picked = u.kind().equals("hero") || u.kind().equals("spirit");
      line(
          out,
          "  %-26s %-15s %s: %s",
          u.id(),
          u.kind(),
          picked ? "picked in " + u.uses() + " games" : "used " + u.uses() + " of " + u.chances(),
          u.why());
    }
    if (!v.unjudged().isEmpty()) {
      legend(out, VerdictWords.UNJUDGED_COLUMNS);
    }
    restricted(out, v.restricted());
  }

  /** The cards the bots declined, forced into play in paired games (restricted play). */
  private static void restricted(StringBuilder out, List<PlaytestReport.Restricted> entries) {
    if (entries.isEmpty()) {
      return;
    }
    out.append('\n');
    line(out, "Restricted play (the declined cards forced into play): %d", entries.size());
    for (PlaytestReport.Restricted r : entries) {
      line(
          out,
          "  %-26s %-8s %-22s used %d of %d in the playtest; forced win rate minus plain %s",
          r.id(),
          r.kind(),
          r.verdict(),
          r.uses(),
          r.chances(),
          ReportText.pct(r.difference()));
      line(out, "       why: %s", r.why());
    }
  }

  private static void table(StringBuilder out, String title, List<Verdict> entries) {
    line(out, "%s: %d", title, entries.size());
    if (entries.isEmpty()) {
      return;
    }
    out.append(
        String.format(
            Locale.ROOT,
            ROW,
            "#",
            "card",
            "kind",
            "band",
            "in play",
            "ratio",
            "halves (odd / even)",
            "stronger bot",
            "robustness"));
    int i = 1;
    for (Verdict e : entries) {
      Evidence.Measure m = Evidence.Measure.byLabel(e.measure());
      boolean rate = m.isRate();
      out.append(
          String.format(
              Locale.ROOT,
              ROW,
              i++ + ".",
              e.id(),
              e.kind(),
              band(e, rate),
              observed(e.observed(), rate),
              String.format(Locale.ROOT, "%.2f", e.ratio()),
              halves(e, m),
              e.check() == null
                  ? "not run"
                  : VerdictWords.figure(m, e.check().estimate()) + mark(e.check().holds()),
              e.robustness()));
      line(out, "       why: %s", e.why());
    }
  }

  /** A half's figures, or, for restricted play's verdict, its forced games. */
  private static String halves(Verdict e, Evidence.Measure m) {
    if (e.restricted() != null) {
      return String.format(Locale.ROOT, "restricted: %d games", e.restricted().games());
    }
    return VerdictWords.figure(m, e.halves().oddSeeds())
        + mark(e.halves().holdsInOdd())
        + " / "
        + VerdictWords.figure(m, e.halves().evenSeeds())
        + mark(e.halves().holdsInEven());
  }

  private static String band(Verdict e, boolean rate) {
    return rate
        ? String.format(Locale.ROOT, "%.0f–%.0f%%", 100 * e.bandLow(), 100 * e.bandHigh())
        : VerdictWords.num(e.bandLow()) + "–" + VerdictWords.num(e.bandHigh());
  }

  private static String observed(Estimate e, boolean rate) {
    return rate ? ReportText.pct(e) : ReportText.num(e);
  }

  private static String mark(boolean holds) {
    return holds ? " ✓" : " ✗";
  }

  private static void legend(StringBuilder out, List<VerdictWords.Column> columns) {
    line(out, "Columns:");
    for (VerdictWords.Column c : columns) {
      line(out, "  %-13s %s", c.name(), c.meaning());
    }
  }

  private static void line(StringBuilder out, String format, Object... args) {
    out.append(String.format(Locale.ROOT, format, args)).append('\n');
  }
}
