package org.legendsforge.games.graveyard.playtest.report;

import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Bucket;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;

/** The report as text for the terminal: the headline figures, each card table, the verdicts. */
public final class ReportText {
  public String write(PlaytestReport r) {
    StringBuilder out = new StringBuilder();
    PlaytestReport.Summary s = r.summary();
    line(
        out,
        "%s: playtest of %d games, %s, seeds %s, turn limit %d",
        s.game(),
        s.games(),
        SideNames.against(s.bots()),
        seeds(s.seeds()),
        s.maxTurns());
    line(
        out,
        "%d games had a winner; rates are over those. Each figure: value (95%% interval, n).",
        s.decided());
    if (!s.seeds().isEmpty()) {
      line(out, "Watch any of them, told turn by turn: %s", watch(s));
    }
    out.append('\n');
    PlaytestReport.Sides sides = r.sides();
    line(out, "Sides");
    row(out, SideNames.of(s.bots(), 1) + " wins", pct(sides.side1()));
    row(out, "start player wins", pct(sides.startPlayer()));
    row(out, "side of the first turn wins", pct(sides.firstTurn()));
    row(out, "side with both first two turns wins", pct(sides.doubleStart()));
    row(out, "game length in turns", num(sides.length()));
    out.append('\n');
    line(
        out,
        "Turn order: %s's win rate by its lead in the first %d turns",
        SideNames.of(s.bots(), 1),
        r.turnOrder().earlyTurns());
    buckets(out, r.turnOrder().byEarlyDifference(), "lead");
    out.append('\n');
    placement(out, r.placement(), SideNames.of(s.bots(), 1));
    out.append('\n');
    line(
        out,
        "Heroes: win rate when picked at the start, claimed, spawned; kills, deaths, hero turns;"
            + " turns per death");
    for (PlaytestReport.HeroRow h : r.heroes()) {
      line(
          out,
          "  %-26s %s | %s | %s | %d kills, %d deaths, %d turns | %s turns per death",
          h.id(),
          pct(h.picked()),
          pct(h.claimed()),
          pct(h.spawned()),
          h.kills(),
          h.deaths(),
          h.turns(),
          num(h.turnsPerDeath()));
    }
    line(out, "  Columns:");
    for (VerdictWords.Column c : VerdictWords.HERO_COLUMNS.subList(1, 8)) {
      line(out, "    %-15s %s", c.name(), c.meaning());
    }
    out.append('\n');
    line(out, "Spirits: win rate when picked");
    for (PlaytestReport.SpiritRow sp : r.spirits()) {
      line(out, "  %-26s %s", sp.id(), pct(sp.picked()));
    }
    out.append('\n');
    line(
        out,
        "Weapons: win rate of sides that held it; attacks and use rate; value per attack [price"
            + " band]");
    for (PlaytestReport.WeaponRow w : r.weapons()) {
      line(
          out,
          "  %-26s %s | %d attacks, used %s | %s [%s–%s]",
          w.id(),
          pct(w.held()),
          w.attacks(),
          percent(w.useRate().value()),
          num(w.valuePerAttack()),
          f(w.priceLow()),
          f(w.priceHigh()));
    }
    out.append('\n');
    line(
        out,
        "Spells: casts, use rate, mana; win rate cast / not cast; damage and healing per mana;"
            + " value per cast [price]");
    for (PlaytestReport.SpellRow sp : r.spells()) {
      line(
          out,
          "  %-26s %d casts, used %s, %d mana | %s / %s | %s dmg, %s heal per mana | %s [%s]",
          sp.id(),
          sp.casts(),
          percent(sp.useRate().value()),
          sp.mana(),
          pct(sp.winCast()),
          pct(sp.winNotCast()),
          f(sp.damagePerMana()),
          f(sp.healingPerMana()),
          num(sp.valuePerCast()),
          f(sp.price()));
    }
    out.append('\n');
    new VerdictText().write(out, r.verdicts());
    return out.toString();
  }

  /** The command that plays a game of this playtest again: game i is seed S+i (forge play). */
  static String watch(PlaytestReport.Summary s) {
    List<String> bots = s.bots();
    String seats = bots.stream().distinct().count() == 1 ? bots.get(0) : String.join(",", bots);
    Lineup lineup = SideNames.lineup(bots);
    return "./forge play --seed "
        + s.seeds().get(0).from()
        + " --bots "
        + seats
        + (lineup == Lineup.ONE_V_ONE ? "" : " --teams " + lineup.key())
        + " --format text";
  }

  private static void placement(StringBuilder out, PlaytestReport.Placement p, String side1) {
    line(out, "Orbs: the side whose heroes stood nearer where orbs landed");
    row(out, "favoured by the setup orbs wins", pct(p.setupFavoured()));
    row(out, "favoured by the orbs placed later wins", pct(p.respawnFavoured()));
    line(
        out,
        "  %.1f orbs placed a game, %.1f cells of advantage a game; compensation gave %.2f mana a"
            + " game (%.2f to the side behind)",
        p.respawnsPerGame(),
        p.advantagePerGame(),
        p.compensationManaPerGame(),
        p.compensationManaToSideBehind());
    PlaytestReport.Compensation c = p.compensation();
    if (c != null) {
      row(out, "without compensation, favoured side wins", pct(c.respawnFavouredWithout()));
      row(out, "compensation changes that by", points(c.difference()));
      row(out, "without compensation, " + side1 + " wins", pct(c.side1Without()));
    }
  }

  private static void buckets(StringBuilder out, List<Bucket> buckets, String what) {
    for (Bucket b : buckets) {
      row(out, String.format(Locale.ROOT, "%s %+d", what, b.key()), pct(b.side1()));
    }
  }

  private static void row(StringBuilder out, String label, String value) {
    line(out, "  %-40s %s", label, value);
  }

  private static void line(StringBuilder out, String format, Object... args) {
    out.append(String.format(Locale.ROOT, format, args)).append('\n');
  }

  public static String pct(Estimate e) {
    if (!e.known()) {
      return "–";
    }
    return String.format(
        Locale.ROOT,
        "%.1f%% (%.1f–%.1f, n %d)",
        100 * e.value(),
        100 * e.low(),
        100 * e.high(),
        e.n());
  }

  public static String points(Estimate e) {
    if (!e.known()) {
      return "–";
    }
    return String.format(
        Locale.ROOT,
        "%+.1f points (%+.1f to %+.1f)",
        100 * e.value(),
        100 * e.low(),
        100 * e.high());
  }

  public static String num(Estimate e) {
    if (!e.known()) {
      return "–";
    }
    if (!e.hasInterval()) {
      return String.format(Locale.ROOT, "%.2f (n %d)", e.value(), e.n());
    }
    return String.format(
        Locale.ROOT, "%.2f (%.2f–%.2f, n %d)", e.value(), e.low(), e.high(), e.n());
  }

  private static String percent(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.0f%%", 100 * v);
  }

  private static String f(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.2f", v);
  }

  public static String seeds(List<PlaytestReport.SeedRange> seeds) {
    StringBuilder b = new StringBuilder();
    for (PlaytestReport.SeedRange r : seeds) {
      if (b.length() > 0) {
        b.append(", ");
      }
      b.append(r.from()).append(r.from() == r.to() ? "" : "–" + r.to());
    }
    return b.toString();
  }
}
