package org.legendsforge.games.graveyard.playtest.studies;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.report.ReportBuilder;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.studies.LadderReport.Figure;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence.Measure;

/**
 * Plays a skill ladder and puts its rungs side by side: the same seeds, turn limit and compensation
 * games with each bot in every seat, each reported as a playtest of its own (its verdicts checked
 * in both halves of the seeds), then every figure lined up by bot.
 */
public final class Ladder {
  private final ReportBuilder reports;

  public Ladder(ReportBuilder reports) {
    this.reports = reports;
  }

  /**
   * Plays {@code options}' seeds once for each of {@code bots}, that bot in every seat ({@code
   * options}' own bots give the number of seats).
   */
  public LadderReport play(List<String> bots, Playtest.Options options, Playtest.Runner run)
      throws InterruptedException {
    List<PlaytestReport> rungs = new ArrayList<>();
    for (String bot : bots) {
      Playtest.Options o =
          new Playtest.Options(
              Collections.nCopies(options.bots().size(), bot),
              options.firstSeed(),
              options.games(),
              options.threads(),
              options.maxTurns(),
              options.compensation());
      rungs.add(reports.build(run.play(o)));
    }
    return report(bots, rungs);
  }

  /** The ladder of {@code reports}, one per bot of {@code bots}, of the same seeds. */
  static LadderReport report(List<String> bots, List<PlaytestReport> reports) {
    List<LadderReport.Rung> rungs = new ArrayList<>();
    Map<String, Set<String>> verdicts = new HashMap<>();
    Set<String> order = new LinkedHashSet<>();
    for (int i = 0; i < reports.size(); i++) {
      PlaytestReport r = reports.get(i);
      List<Figure> figures = figures(r);
      for (Figure f : figures) {
        String key = f.key();
        order.add(key);
        verdicts.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(f.verdict());
      }
      rungs.add(
          new LadderReport.Rung(
              bots.get(i),
              r.summary().games(),
              r.summary().decided(),
              r.sides().side1(),
              r.sides().startPlayer(),
              r.sides().firstTurn(),
              r.sides().length(),
              r.verdicts().overpowered().size(),
              r.verdicts().underpowered().size(),
              r.verdicts().unjudged().size(),
              figures));
    }
    List<String> differing = new ArrayList<>();
    for (String key : order) {
      if (verdicts.get(key).size() > 1) {
        differing.add(key);
      }
    }
    PlaytestReport first = reports.get(0);
    return new LadderReport(
        first.summary().game(),
        List.copyOf(bots),
        first.summary().seeds(),
        first.summary().maxTurns(),
        rungs,
        differing);
  }

  /** Every figure a verdict judges on one rung, in the report's order, with its verdict. */
  private static List<Figure> figures(PlaytestReport r) {
    Map<String, String> verdict = new HashMap<>();
    r.verdicts()
        .overpowered()
        .forEach(v -> verdict.put(Evidence.key(v.kind(), v.id(), v.measure()), "overpowered"));
    r.verdicts()
        .underpowered()
        .forEach(v -> verdict.put(Evidence.key(v.kind(), v.id(), v.measure()), "underpowered"));
    r.verdicts()
        .unjudged()
        .forEach(v -> verdict.put(Evidence.key(v.kind(), v.id(), v.measure()), "not judged"));
    List<Figure> out = new ArrayList<>();
    for (PlaytestReport.SpellRow s : r.spells()) {
      out.add(figure(verdict, s.id(), s.name(), "spell", Measure.VALUE_PER_CAST, s.valuePerCast()));
    }
    for (PlaytestReport.WeaponRow w : r.weapons()) {
      out.add(
          figure(
              verdict,
              w.id(),
              w.name(),
              w.deck() + " weapon",
              Measure.VALUE_PER_ATTACK,
              w.valuePerAttack()));
    }
    for (PlaytestReport.HeroRow h : r.heroes()) {
      out.add(figure(verdict, h.id(), h.name(), "hero", Measure.WIN_RATE, h.picked()));
      out.add(
          figure(verdict, h.id(), h.name(), "hero", Measure.TURNS_PER_DEATH, h.turnsPerDeath()));
    }
    for (PlaytestReport.SpiritRow s : r.spirits()) {
      out.add(figure(verdict, s.id(), s.name(), "spirit", Measure.WIN_RATE, s.picked()));
    }
    return out;
  }

  private static Figure figure(
      Map<String, String> verdict, String id, String name, String kind, Measure m, Estimate e) {
    return new Figure(
        id, name, kind, m.label(), e, verdict.getOrDefault(Evidence.key(kind, id, m), "none"));
  }
}
