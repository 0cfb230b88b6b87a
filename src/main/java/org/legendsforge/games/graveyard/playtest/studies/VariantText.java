package org.legendsforge.games.graveyard.playtest.studies;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.report.ReportText;

/** A variant comparison as text: a column per variant, a row per figure, then the finding. */
public final class VariantText {
  private static final int LABEL = 44;
  private static final int COLUMN = 28;

  public String write(VariantReport r) {
    StringBuilder out = new StringBuilder();
    line(out, "Variants of the rules of %s, compared on the same seeds", r.game());
    String seeds =
        r.seeds().isEmpty()
            ? "no seeds"
            : "seeds " + r.seeds().get(0).from() + "–" + r.seeds().get(r.seeds().size() - 1).to();
    line(
        out,
        "%d games each (%s), bots %s, at most %d turns. Each figure: value (95%% interval, n).",
        r.games(),
        seeds,
        String.join(", ", r.bots()),
        r.maxTurns());
    out.append('\n');
    List<String> ids = new ArrayList<>(r.variants().keySet());
    for (String id : ids) {
      VariantReport.Entry e = r.variants().get(id);
      line(
          out,
          "  %s: %s%s",
          id,
          e.name(),
          e.changes().isEmpty() ? "" : " (" + changes(e.changes()) + ")");
    }
    out.append('\n');
    header(out, ids);
    String side1 = SideNames.of(r.bots(), 1);
    row(out, r, side1 + " wins", e -> ReportText.pct(e.side1()));
    row(out, r, "  change from the rules (paired)", e -> ReportText.points(e.side1Change()));
    row(out, r, "the start player wins", e -> ReportText.pct(e.startPlayer()));
    row(out, r, "the side of the first turn wins", e -> ReportText.pct(e.firstTurn()));
    row(out, r, "a side with both first two turns wins", e -> ReportText.pct(e.doubleStart()));
    row(out, r, "  change from the rules (paired)", e -> ReportText.points(e.doubleStartChange()));
    row(
        out,
        r,
        "the side ahead in the first "
            + r.variants().values().iterator().next().earlyTurns()
            + " turns wins",
        e -> ReportText.pct(e.earlyLeader()));
    row(out, r, "  change from the rules (paired)", e -> ReportText.points(e.earlyLeaderChange()));
    row(out, r, "the side the placed orbs favoured wins", e -> ReportText.pct(e.respawnFavoured()));
    row(
        out,
        r,
        "orb advantage a game (cells)",
        e -> String.format(Locale.ROOT, "%.1f", e.advantagePerGame()));
    row(
        out,
        r,
        "compensation mana a game",
        e -> String.format(Locale.ROOT, "%.2f", e.compensationManaPerGame()));
    row(out, r, "game length in turns", e -> ReportText.num(e.length()));
    row(
        out,
        r,
        "  change from the rules (paired)",
        e -> VariantReportBuilder.signed(e.lengthChange()));
    out.append('\n');
    VariantReport.Entry first = r.variants().get(ids.get(0));
    line(out, "%s's win rate by its lead in the first %d turns", side1, first.earlyTurns());
    TreeSet<Integer> keys = new TreeSet<>();
    r.variants().values().forEach(e -> e.byEarlyDifference().forEach(b -> keys.add(b.key())));
    for (int key : keys) {
      row(
          out,
          r,
          String.format(Locale.ROOT, "  lead %+d", key),
          e ->
              e.byEarlyDifference().stream()
                  .filter(b -> b.key() == key)
                  .findFirst()
                  .map(b -> ReportText.pct(b.side1()))
                  .orElse("–"));
    }
    out.append('\n');
    line(out, "%s", r.finding());
    return out.toString();
  }

  static String changes(Map<String, Object> changes) {
    List<String> out = new ArrayList<>();
    changes.forEach((k, v) -> out.add(k + " " + v));
    return String.join(", ", out);
  }

  private static void header(StringBuilder out, List<String> ids) {
    StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-" + LABEL + "s", ""));
    for (String id : ids) {
      b.append(String.format(Locale.ROOT, "%-" + COLUMN + "s", id));
    }
    out.append(b.toString().stripTrailing()).append('\n');
  }

  private static void row(
      StringBuilder out, VariantReport r, String label, Function<VariantReport.Entry, String> f) {
    StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-" + LABEL + "s", label));
    for (VariantReport.Entry e : r.variants().values()) {
      b.append(String.format(Locale.ROOT, "%-" + COLUMN + "s", f.apply(e)));
    }
    out.append(b.toString().stripTrailing()).append('\n');
  }

  private static void line(StringBuilder out, String format, Object... args) {
    out.append(String.format(Locale.ROOT, format, args)).append('\n');
  }
}
