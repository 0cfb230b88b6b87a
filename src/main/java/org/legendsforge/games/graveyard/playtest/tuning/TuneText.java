package org.legendsforge.games.graveyard.playtest.tuning;

import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence.Measure;

/** {@code forge tune}'s report as text for the terminal. */
public final class TuneText {
  public String write(TuneReport r) {
    StringBuilder t = new StringBuilder();
    t.append(
        String.format(
            Locale.ROOT,
            "%s: tuned with %s; every candidate played on seeds %d-%d, each proposal checked on"
                + " fresh seeds %d-%d.%n",
            r.game(),
            SideNames.against(r.bots()),
            r.searchSeeds().from(),
            r.searchSeeds().to(),
            r.confirmSeeds().from(),
            r.confirmSeeds().to()));
    t.append("\nProposals");
    if (r.proposals().isEmpty()) {
      t.append(": none.\n");
    } else {
      t.append(" (a confirmed change is kept for the cards tuned after it):\n");
    }
    int i = 1;
    for (TuneReport.Proposal p : r.proposals()) {
      Measure m = Measure.byLabel(p.measure());
      t.append(
          String.format(
              Locale.ROOT,
              "%n%d. %s (%s): %s %d -> %d   at %s%n",
              i++,
              p.name(),
              p.kind(),
              p.field(),
              p.from(),
              p.to(),
              p.written()));
      t.append(
          String.format(
              Locale.ROOT,
              "   %s on the fresh seeds: %s, band %s  ->  %s, band %s%n",
              p.measure(),
              figure(m, p.before()),
              band(m, p.bandBefore()),
              figure(m, p.after()),
              band(m, p.bandAfter())));
      t.append(
          String.format(
              Locale.ROOT,
              "   on the search's seeds: %s -> %s; candidates tried: %d%n",
              figure(m, p.searchBefore()),
              figure(m, p.searchAfter()),
              p.candidatesTried()));
      t.append("   ").append(p.confirmation()).append('\n');
      moved(t, "   also moved beyond chance: ", p.moved());
    }
    if (!r.notTuned().isEmpty()) {
      t.append("\nLeft as they are:\n");
      for (TuneReport.NotTuned n : r.notTuned()) {
        t.append("  ").append(n.name()).append(" (").append(n.kind()).append(", ");
        t.append(n.measure()).append("): ");
        t.append(n.why()).append('\n');
      }
    }
    if (!r.othersMoved().isEmpty()) {
      t.append("\nWith every kept change, on the fresh seeds, these other figures moved beyond")
          .append(" chance:\n");
      moved(t, "  ", r.othersMoved());
    }
    t.append("\nTo reprint");
    if (r.reprint().isEmpty()) {
      t.append(": nothing (no change was kept).\n");
    } else {
      t.append(":\n");
      r.reprint()
          .forEach(
              x -> t.append("  ").append(x.name()).append(" (").append(x.decks()).append(")\n"));
      t.append("Write the changed card data with --write DIR, then: forge diff card-data DIR\n");
    }
    return t.toString();
  }

  private static void moved(StringBuilder t, String lead, List<TuneReport.Moved> moved) {
    for (TuneReport.Moved x : moved) {
      Measure m = Measure.byLabel(x.measure());
      t.append(lead)
          .append(x.name())
          .append(" (")
          .append(x.kind())
          .append("), ")
          .append(x.measure())
          .append(": ")
          .append(figure(m, x.before()))
          .append(" -> ")
          .append(figure(m, x.after()))
          .append('\n');
    }
  }

  static String figure(Measure m, Estimate e) {
    if (!e.known()) {
      return "not measured";
    }
    String v = Tuner.figure(m, e.value());
    return e.hasInterval()
        ? v
            + " ("
            + Tuner.figure(m, e.low())
            + "-"
            + Tuner.figure(m, e.high())
            + ", "
            + m.count(e.n())
            + ")"
        : v + " (" + m.count(e.n()) + ")";
  }

  static String band(Measure m, PlaytestReport.Band b) {
    return Tuner.figure(m, b.low()) + "-" + Tuner.figure(m, b.high());
  }
}
