package org.legendsforge.games.graveyard.playtest.studies;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.stats.Normal;
import org.legendsforge.games.graveyard.playtest.studies.ComparisonReport.Change;

/**
 * Compares two playtest reports of the same seeds. Game-level win rates and lengths are compared
 * seed by seed ({@link Comparison.Paired}); the rest as independent samples (a proportion's
 * difference by the normal approximation, a mean's by Welch's). Every figure of a card the card
 * diff edits is listed with its 95% interval; of the other cards only the figures whose change is
 * beyond chance once all of them are counted: |z| above the Bonferroni bound for 5% over all those
 * figures, so a hundred unchanged cards do not turn up five false alarms.
 */
public final class ComparisonBuilder {
  public ComparisonReport build(
      String oldLabel,
      String newLabel,
      List<String> cardDiff,
      Set<String> edited,
      Comparison.Paired paired,
      PlaytestReport old,
      PlaytestReport now) {
    List<Change> game = new ArrayList<>();
    String side1 = SideNames.of(now.summary().bots(), 1);
    game.add(change("", side1 + " wins", old.sides().side1(), now.sides().side1(), paired.side1()));
    game.add(
        change(
            "",
            "the start player wins",
            old.sides().startPlayer(),
            now.sides().startPlayer(),
            paired.startPlayer()));
    game.add(
        change(
            "",
            "game length in turns",
            old.sides().length(),
            now.sides().length(),
            paired.length()));
    game.add(
        proportion(
            "",
            "",
            "the side the respawns favoured wins",
            old.placement().respawnFavoured(),
            now.placement().respawnFavoured()));
    game.add(
        proportion(
            "",
            "",
            "a side with both first two turns wins",
            old.sides().doubleStart(),
            now.sides().doubleStart()));
    List<Change> cards = cards(old, now);
    List<Change> editedChanges = new ArrayList<>();
    List<Change> rest = new ArrayList<>();
    for (Change c : cards) {
      (edited.contains(c.id()) ? editedChanges : rest).add(c);
    }
    long compared = rest.stream().filter(c -> c.difference().hasInterval()).count();
    double bound = Normal.upperQuantile(0.025 / Math.max(1, compared));
    List<Change> others = new ArrayList<>();
    for (Change c : rest) {
      if (z(c.difference()) > bound) {
        others.add(c);
      }
    }
    others.sort(
        Comparator.comparingDouble((Change c) -> -z(c.difference()))
            .thenComparing(Change::id)
            .thenComparing(Change::figure));
    return new ComparisonReport(
        oldLabel, newLabel, cardDiff, game, editedChanges, others, (int) compared, old, now);
  }

  private static List<Change> cards(PlaytestReport old, PlaytestReport now) {
    List<Change> out = new ArrayList<>();
    Map<String, PlaytestReport.HeroRow> heroes = new HashMap<>();
    old.heroes().forEach(h -> heroes.put(h.id(), h));
    for (PlaytestReport.HeroRow h : now.heroes()) {
      PlaytestReport.HeroRow o = heroes.get(h.id());
      if (o != null) {
        out.add(
            proportion(
                h.id(), h.name(), "win rate when picked at the start", o.picked(), h.picked()));
      }
    }
    Map<String, PlaytestReport.SpiritRow> spirits = new HashMap<>();
    old.spirits().forEach(s -> spirits.put(s.id(), s));
    for (PlaytestReport.SpiritRow s : now.spirits()) {
      PlaytestReport.SpiritRow o = spirits.get(s.id());
      if (o != null) {
        out.add(proportion(s.id(), s.name(), "win rate when picked", o.picked(), s.picked()));
      }
    }
    Map<String, PlaytestReport.WeaponRow> weapons = new HashMap<>();
    old.weapons().forEach(w -> weapons.put(w.id(), w));
    for (PlaytestReport.WeaponRow w : now.weapons()) {
      PlaytestReport.WeaponRow o = weapons.get(w.id());
      if (o != null) {
        out.add(proportion(w.id(), w.name(), "win rate when held", o.held(), w.held()));
        out.add(mean(w.id(), w.name(), "value per attack", o.valuePerAttack(), w.valuePerAttack()));
      }
    }
    Map<String, PlaytestReport.SpellRow> spells = new HashMap<>();
    old.spells().forEach(s -> spells.put(s.id(), s));
    for (PlaytestReport.SpellRow s : now.spells()) {
      PlaytestReport.SpellRow o = spells.get(s.id());
      if (o != null) {
        out.add(proportion(s.id(), s.name(), "cast when it could be", o.useRate(), s.useRate()));
        out.add(mean(s.id(), s.name(), "value per cast", o.valuePerCast(), s.valuePerCast()));
        out.add(
            proportion(
                s.id(), s.name(), "win rate of a side that cast it", o.winCast(), s.winCast()));
      }
    }
    return out;
  }

  private static Change change(
      String id, String figure, Estimate old, Estimate now, Estimate diff) {
    return new Change(id, "", figure, old, now, diff, diff.excludes(0));
  }

  private static Change proportion(
      String id, String name, String figure, Estimate old, Estimate now) {
    Estimate d =
        !old.known() || !now.known()
            ? Estimate.NONE
            : Estimate.difference(
                Math.round(now.value() * now.n()),
                now.n(),
                Math.round(old.value() * old.n()),
                old.n());
    return new Change(id, name, figure, old, now, d, d.excludes(0));
  }

  private static Change mean(String id, String name, String figure, Estimate old, Estimate now) {
    Estimate d = Estimate.NONE;
    if (old.n() > 1 && now.n() > 1) {
      double seOld = (old.high() - old.low()) / (2 * Estimate.Z);
      double seNow = (now.high() - now.low()) / (2 * Estimate.Z);
      double se = Math.sqrt(seOld * seOld + seNow * seNow);
      double v = now.value() - old.value();
      d = new Estimate(v, v - Estimate.Z * se, v + Estimate.Z * se, Math.min(old.n(), now.n()));
    }
    return new Change(id, name, figure, old, now, d, d.excludes(0));
  }

  /** How many standard errors the change is from 0 (0 when unknown). */
  static double z(Estimate d) {
    if (!d.hasInterval()) {
      return 0;
    }
    double se = (d.high() - d.low()) / (2 * Estimate.Z);
    return se > 0 ? Math.abs(d.value()) / se : (d.value() == 0 ? 0 : Double.POSITIVE_INFINITY);
  }
}
