package org.legendsforge.games.graveyard.playtest.studies;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.legendsforge.games.graveyard.playtest.report.ReportText;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.studies.LadderReport.Figure;
import org.legendsforge.games.graveyard.playtest.studies.LadderReport.Rung;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence.Measure;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;

/**
 * A skill ladder as text: the game figures of every bot side by side, the cards whose verdict
 * differs between bots, and every figure by bot, with a legend under each table.
 */
public final class LadderText {
  private static final int CELL = 26;

  public String write(LadderReport r) {
    StringBuilder out = new StringBuilder();
    line(
        out,
        "%s: skill ladder, %s, each in every seat over seeds %s, turn limit %d",
        r.game(),
        String.join(", ", r.bots()),
        ReportText.seeds(r.seeds()),
        r.maxTurns());
    line(out, "Each figure: value (95%% interval, n); rates are over games with a winner.");
    out.append('\n');
    header(out, "Games", 44, r.rungs());
    row(out, "games (with a winner)", r.rungs(), g -> g.games() + " (" + g.decided() + ")");
    row(out, "player 1 wins", r.rungs(), g -> brief(g.side1(), true));
    row(out, "start player wins", r.rungs(), g -> brief(g.startPlayer(), true));
    row(out, "side of the first turn wins", r.rungs(), g -> brief(g.firstTurn(), true));
    row(out, "game length in turns", r.rungs(), g -> brief(g.length(), false));
    row(
        out,
        "verdicts: over / under / not judged",
        r.rungs(),
        g -> g.overpowered() + " / " + g.underpowered() + " / " + g.unjudged());
    out.append('\n');
    line(out, "Verdicts that differ between bots: %d", r.differing().size());
    List<Figure> first = r.rungs().get(0).figures();
    for (int i = 0; i < first.size(); i++) {
      Figure f = first.get(i);
      if (r.differing().contains(f.key())) {
        List<String> words = new ArrayList<>();
        for (Rung g : r.rungs()) {
          words.add(g.bot() + " " + g.figures().get(i).verdict());
        }
        line(
            out, "  %-26s %-15s %-26s %s", f.id(), f.kind(), f.measure(), String.join(", ", words));
      }
    }
    out.append('\n');
    header(out, "Every figure, by bot", 44, r.rungs());
    for (int i = 0; i < first.size(); i++) {
      Figure f = first.get(i);
      int at = i;
      row(
          out,
          String.format(Locale.ROOT, "%-26s %s", f.id(), f.kind()),
          r.rungs(),
          g -> cell(g.figures().get(at)));
    }
    line(out, "Columns:");
    for (VerdictWords.Column c : VerdictWords.LADDER_COLUMNS) {
      line(out, "  %-13s %s", c.name(), c.meaning());
    }
    line(out, "  %-13s ▲ overpowered, ▼ underpowered, ? not judged", "marks");
    return out.toString();
  }

  private static String cell(Figure f) {
    Measure m = Measure.byLabel(f.measure());
    String mark =
        switch (f.verdict()) {
          case "overpowered" -> " ▲";
          case "underpowered" -> " ▼";
          case "not judged" -> " ?";
          default -> "";
        };
    return brief(f.estimate(), m.isRate()) + mark;
  }

  /**
   * A figure with its interval, short enough for a column: {@code 2.31 (2.10–2.52)}, {@code 52.5%
   * (37.5–67.1)}.
   */
  private static String brief(Estimate e, boolean rate) {
    if (!e.known()) {
      return "–";
    }
    double k = rate ? 100 : 1;
    String f = rate ? "%.1f" : "%.2f";
    String unit = rate ? "%%" : "";
    if (!e.hasInterval()) {
      return String.format(Locale.ROOT, f + unit, k * e.value());
    }
    return String.format(
        Locale.ROOT, f + unit + " (" + f + "–" + f + ")", k * e.value(), k * e.low(), k * e.high());
  }

  private static void header(StringBuilder out, String title, int width, List<Rung> rungs) {
    StringBuilder h = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s", title));
    for (Rung g : rungs) {
      h.append(String.format(Locale.ROOT, "%-" + CELL + "s", g.bot()));
    }
    out.append(h.toString().stripTrailing()).append('\n');
  }

  private static void row(
      StringBuilder out, String label, List<Rung> rungs, Function<Rung, String> cell) {
    StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "  %-42s", label));
    for (Rung g : rungs) {
      b.append(String.format(Locale.ROOT, "%-" + CELL + "s", cell.apply(g)));
    }
    out.append(b.toString().stripTrailing()).append('\n');
  }

  private static void line(StringBuilder out, String format, Object... args) {
    out.append(String.format(Locale.ROOT, format, args)).append('\n');
  }
}
