package org.legendsforge.games.graveyard.playtest.studies;

import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.report.ReportText;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.studies.ComparisonReport.Change;

/** A comparison of two card sets in play as text: the card diff, then what changed in play. */
public final class ComparisonText {
  public String write(ComparisonReport r) {
    StringBuilder out = new StringBuilder();
    PlaytestReport.Summary s = r.now().summary();
    out.append("old: ")
        .append(r.oldLabel())
        .append('\n')
        .append("new: ")
        .append(r.newLabel())
        .append('\n');
    out.append(
        String.format(
            Locale.ROOT,
            "the same %d seeds (%s) on both, %s; changes are new minus old, with 95%%"
                + " intervals%n%n",
            s.games(),
            ReportText.seeds(s.seeds()),
            SideNames.against(s.bots())));
    out.append("card diff\n");
    r.cardDiff().forEach(l -> out.append("  ").append(l).append('\n'));
    out.append("\ngame (seed by seed)\n");
    r.game().forEach(c -> change(out, c));
    out.append("\ncards the diff changes\n");
    if (r.edited().isEmpty()) {
      out.append("  none\n");
    }
    r.edited().forEach(c -> change(out, c));
    out.append(
        String.format(
            Locale.ROOT,
            "%nother cards: changes beyond chance among %d figures compared%n",
            r.othersCompared()));
    if (r.others().isEmpty()) {
      out.append("  none\n");
    }
    r.others().forEach(c -> change(out, c));
    verdicts(
        out, "overpowered", r.old().verdicts().overpowered(), r.now().verdicts().overpowered());
    verdicts(
        out, "underpowered", r.old().verdicts().underpowered(), r.now().verdicts().underpowered());
    return out.toString();
  }

  private static void change(StringBuilder out, Change c) {
    String who = c.id().isEmpty() ? "" : c.id() + ": ";
    boolean rate = !c.figure().contains("value") && !c.figure().contains("length");
    out.append(
        String.format(
            Locale.ROOT,
            "  %s%s %s%s → %s, change %s%s%n",
            c.significant() ? "! " : "  ",
            who + c.figure(),
            "",
            show(c.old(), rate),
            show(c.now(), rate),
            diff(c.difference(), rate),
            c.significant() ? "" : " (within chance)"));
  }

  private static void verdicts(
      StringBuilder out,
      String word,
      List<PlaytestReport.Verdict> old,
      List<PlaytestReport.Verdict> now) {
    List<String> a = old.stream().map(PlaytestReport.Verdict::id).toList();
    List<String> b = now.stream().map(PlaytestReport.Verdict::id).toList();
    out.append(
        String.format(
            Locale.ROOT,
            "%n%s: old %s%n%s  new %s%n",
            word,
            a.isEmpty() ? "none" : String.join(", ", a),
            " ".repeat(word.length()),
            b.isEmpty() ? "none" : String.join(", ", b)));
  }

  private static String show(Estimate e, boolean rate) {
    if (!e.known()) {
      return "–";
    }
    return rate
        ? String.format(Locale.ROOT, "%.1f%%", 100 * e.value())
        : String.format(Locale.ROOT, "%.2f", e.value());
  }

  private static String diff(Estimate d, boolean rate) {
    if (!d.hasInterval()) {
      return "–";
    }
    double k = rate ? 100 : 1;
    String unit = rate ? " points" : "";
    return String.format(
        Locale.ROOT, "%+.2f%s (%+.2f to %+.2f)", k * d.value(), unit, k * d.low(), k * d.high());
  }
}
