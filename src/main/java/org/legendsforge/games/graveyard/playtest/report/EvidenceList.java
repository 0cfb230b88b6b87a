package org.legendsforge.games.graveyard.playtest.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.HeroRow;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.SpellRow;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.SpiritRow;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.WeaponRow;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence.Measure;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictFinder;

/**
 * Puts together what a verdict needs of every spell, weapon, hero and spirit from the report's rows
 * over all the games and over each half of the seeds: its figure, its band and its use. Spells are
 * judged by value per cast against cost + the spell action within the model's tolerance, weapons by
 * value per attack against their deck's band, heroes and spirits by the win rate of the side that
 * picked them at the start against a fair band around the even rate.
 */
final class EvidenceList {
  private final double spellTolerance;

  EvidenceList(double spellTolerance) {
    this.spellTolerance = spellTolerance;
  }

  List<Evidence> of(ReportBuilder.Rows all, ReportBuilder.Rows odd, ReportBuilder.Rows even) {
    List<Evidence> out = new ArrayList<>();
    for (int i = 0; i < all.spells().size(); i++) {
      SpellRow s = all.spells().get(i);
      out.add(
          new Evidence(
              s.id(),
              s.name(),
              "spell",
              Measure.VALUE_PER_CAST,
              new Band(s.price() - spellTolerance, s.price(), s.price() + spellTolerance),
              s.valuePerCast(),
              odd.spells().get(i).valuePerCast(),
              even.spells().get(i).valuePerCast(),
              s.casts(),
              s.useRate().n()));
    }
    for (int i = 0; i < all.weapons().size(); i++) {
      WeaponRow w = all.weapons().get(i);
      out.add(
          new Evidence(
              w.id(),
              w.name(),
              w.deck() + " weapon",
              Measure.VALUE_PER_ATTACK,
              new Band(w.priceLow(), (w.priceLow() + w.priceHigh()) / 2, w.priceHigh()),
              w.valuePerAttack(),
              odd.weapons().get(i).valuePerAttack(),
              even.weapons().get(i).valuePerAttack(),
              w.attacks(),
              w.useRate().n()));
    }
    Band heroes = VerdictFinder.fairBand(even(all.heroes(), HeroRow::picked));
    for (int i = 0; i < all.heroes().size(); i++) {
      HeroRow h = all.heroes().get(i);
      out.add(
          picked(
              h.id(),
              h.name(),
              "hero",
              heroes,
              h.picked(),
              odd.heroes().get(i).picked(),
              even.heroes().get(i).picked()));
    }
    Band lasting = VerdictFinder.lastingBand(field(all.heroes()));
    for (int i = 0; i < all.heroes().size(); i++) {
      HeroRow h = all.heroes().get(i);
      out.add(
          new Evidence(
              h.id(),
              h.name(),
              "hero",
              Measure.TURNS_PER_DEATH,
              lasting,
              h.turnsPerDeath(),
              odd.heroes().get(i).turnsPerDeath(),
              even.heroes().get(i).turnsPerDeath(),
              h.deaths(),
              h.turns()));
    }
    Band spirits = VerdictFinder.fairBand(even(all.spirits(), SpiritRow::picked));
    for (int i = 0; i < all.spirits().size(); i++) {
      SpiritRow s = all.spirits().get(i);
      out.add(
          picked(
              s.id(),
              s.name(),
              "spirit",
              spirits,
              s.picked(),
              odd.spirits().get(i).picked(),
              even.spirits().get(i).picked()));
    }
    return out;
  }

  private static Evidence picked(
      String id, String name, String kind, Band band, Estimate all, Estimate odd, Estimate even) {
    return new Evidence(id, name, kind, Measure.WIN_RATE, band, all, odd, even, all.n(), all.n());
  }

  /**
   * The win rate of every start pick of a kind together: what a hero or spirit no better than the
   * others wins. Each decided game has as many winning picks as losing ones when the sides pick
   * alike (one against one, two against two), so it is 50% there; one against two is not even.
   */
  private static <R> double even(List<R> rows, Function<R, Estimate> rate) {
    long wins = 0;
    long games = 0;
    for (R r : rows) {
      Estimate e = rate.apply(r);
      if (e.known()) {
        wins += Math.round(e.value() * e.n());
        games += e.n();
      }
    }
    return games == 0 ? 0.5 : wins / (double) games;
  }

  /**
   * The turns per death of every hero together: how long a hero no sturdier than the others lasts
   * (0 when no hero died: no band, and no hero judged by it).
   */
  private static double field(List<HeroRow> rows) {
    long turns = 0;
    long deaths = 0;
    for (HeroRow h : rows) {
      turns += h.turns();
      deaths += h.deaths();
    }
    return deaths == 0 ? 0 : turns / (double) deaths;
  }

  /** Each figure a verdict judges, by {@link Evidence#key()}: what a stronger bot's games give. */
  static Map<String, Estimate> figures(ReportBuilder.Rows rows) {
    Map<String, Estimate> out = new LinkedHashMap<>();
    rows.spells().forEach(s -> out.put(Evidence.key("spell", s.id()), s.valuePerCast()));
    rows.weapons()
        .forEach(w -> out.put(Evidence.key(w.deck() + " weapon", w.id()), w.valuePerAttack()));
    rows.heroes().forEach(h -> out.put(Evidence.key("hero", h.id()), h.picked()));
    rows.heroes()
        .forEach(
            h -> out.put(Evidence.key("hero", h.id(), Measure.TURNS_PER_DEATH), h.turnsPerDeath()));
    rows.spirits().forEach(s -> out.put(Evidence.key("spirit", s.id()), s.picked()));
    return out;
  }
}
