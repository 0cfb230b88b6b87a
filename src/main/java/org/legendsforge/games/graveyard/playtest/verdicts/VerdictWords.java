package org.legendsforge.games.graveyard.playtest.verdicts;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence.Measure;

/**
 * Every sentence the report says about a verdict, made in one place so the text report, the JSON
 * and the page say the same: why an entry is listed, why one is not judged, how well a verdict
 * holds, and what each column of the verdict tables means.
 */
public final class VerdictWords {
  private VerdictWords() {}

  /** A column of a verdict table and what it shows (the page's tooltip, the text's legend). */
  public record Column(String name, String meaning) {}

  /** The columns of the overpowered and underpowered tables, in order. */
  public static final List<Column> VERDICT_COLUMNS =
      List.of(
          new Column("#", "rank in the list: furthest from the band's middle first, any kind"),
          new Column("card", "the card, hero or spirit"),
          new Column("kind", "spell, starting weapon, item weapon, hero or spirit"),
          new Column(
              "band",
              "what its figure may be without a verdict: a spell's price (cost + the spell"
                  + " action) within the model's tolerance, a weapon's deck band, a fair win rate"
                  + " for a hero or spirit, half to twice every hero's turns per death for a hero"),
          new Column(
              "in play",
              "the figure the games measured (value per cast or attack, win rate when picked"
                  + " at the start, or a hero's turns in play per death), its 95% interval and how"
                  + " many observations"),
          new Column(
              "ratio",
              "in play divided by the band's middle (the price, the even win rate, or every"
                  + " hero's turns per death): the lists are ordered by it"),
          new Column(
              "halves",
              "the figure in the games of the odd seeds and of the even seeds; a check mark where"
                  + " it lies beyond the band on the verdict's side"),
          new Column(
              "stronger bot",
              "the figure when the bot of --check-with plays the first seeds, a check mark where"
                  + " it lies beyond the band on the verdict's side; 'not run' without"
                  + " --check-with"),
          new Column(
              "robustness",
              "robust: it holds in both halves and with the stronger bot (when run); uncertain:"
                  + " it does not, so read it as a lead to check, not a finding"),
          new Column("why", "what the games measured against what the band allows"));

  /** The columns of the heroes' table, in order. */
  public static final List<Column> HERO_COLUMNS =
      List.of(
          new Column("hero", "the hero card"),
          new Column(
              "picked",
              "win rate of the side that picked it at the start (random picks: the fair"
                  + " comparison the verdicts use)"),
          new Column(
              "claimed",
              "win rate of the side that claimed it from the dormant heroes during the game (the"
                  + " bots chose to, so not a fair comparison)"),
          new Column(
              "spawned",
              "win rate of the side that brought it in as the replacement for a hero that died"),
          new Column("kills", "enemies that died of its attack, spell or ability"),
          new Column("deaths", "times it died"),
          new Column("hero turns", "turns it took"),
          new Column(
              "turns per death",
              "its turns for each time it died, over the games it was in play, with its 95%"
                  + " interval (the verdicts judge it against half to twice every hero's)"),
          new Column("model value", "the balance model's value of the card, for reference"));

  /** The columns of the not-judged table. */
  public static final List<Column> UNJUDGED_COLUMNS =
      List.of(
          new Column("card", "the card, hero or spirit"),
          new Column("kind", "spell, starting weapon, item weapon, hero or spirit"),
          new Column(
              "used",
              "uses / chances (hero turns it could have been used in) and the use rate's 95%"
                  + " interval"),
          new Column("why", "why the games cannot judge it"));

  /** The columns of the skill ladder's table of every figure, by bot ({@code --ladder}). */
  public static final List<Column> LADDER_COLUMNS =
      List.of(
          new Column("card", "the card, hero or spirit"),
          new Column("kind", "spell, starting weapon, item weapon, hero or spirit"),
          new Column(
              "figure",
              "value per cast (spells), value per attack (weapons), win rate when picked at the"
                  + " start (heroes, spirits), turns in play per death (heroes)"),
          new Column(
              "each bot",
              "that bot in every seat over the same seeds: the figure, its 95% interval and count,"
                  + " and its verdict on that bot's games (overpowered, underpowered or not judged;"
                  + " none when within its band)"));

  /** Why a verdict is listed: the figure measured against what its band allows. */
  static String why(Evidence e, boolean over) {
    Estimate v = e.all();
    Band b = e.band();
    String where = over ? "above" : "below";
    if (e.measure().isRate()) {
      return String.format(
          Locale.ROOT,
          "won %s of the %s it was picked in (95%%: %s), %s the fair band %s",
          pct(v.value()),
          e.measure().count(v.n()),
          pctRange(v.low(), v.high()),
          where,
          pctRange(b.low(), b.high()));
    }
    if (e.measure() == Measure.TURNS_PER_DEATH) {
      return String.format(
          Locale.ROOT,
          "lasted %s of its turns per death (95%%: %s–%s over %s in play), %s the band %s–%s"
              + " around every hero's %s",
          num(v.value()),
          num(v.low()),
          num(v.high()),
          e.measure().count(v.n()),
          where,
          num(b.low()),
          num(b.high()),
          num(b.middle()));
    }
    String per = e.measure() == Measure.VALUE_PER_CAST ? "a cast" : "an attack";
    String band =
        e.kind().equals("spell")
            ? String.format(
                Locale.ROOT,
                "%s–%s its price %s allows",
                num(b.low()),
                num(b.high()),
                num(b.middle()))
            : String.format(Locale.ROOT, "its deck's band %s–%s", num(b.low()), num(b.high()));
    return String.format(
        Locale.ROOT,
        "worth %s %s in play (95%%: %s–%s over %s), %s %s",
        num(v.value()),
        per,
        num(v.low()),
        num(v.high()),
        e.measure().count(v.n()),
        where,
        band);
  }

  /** Why the games cannot judge {@code e}, or empty when they can. */
  public static Optional<String> notJudged(Evidence e) {
    if (e.measure().isRate()) {
      return e.all().known()
          ? Optional.empty()
          : Optional.of("never picked at the start in these games: nothing to judge");
    }
    if (e.measure() == Measure.TURNS_PER_DEATH) {
      if (e.chances() == 0 && e.uses() == 0) {
        return Optional.of("never in play in these games: nothing to judge");
      }
      return e.all().known()
          ? Optional.empty()
          : Optional.of(
              String.format(
                  Locale.ROOT,
                  "never died in its %,d turns in play: no turns per death to judge",
                  e.chances()));
    }
    if (e.chances() == 0) {
      return Optional.of(
          e.kind().equals("spell")
              ? "never castable in these games (no hero turn began with it in hand, mana enough"
                  + " and the hero free to act): nothing to judge"
              : "never held by a hero free to attack in these games: nothing to judge");
    }
    Estimate rate = e.useRate();
    if (e.uses() == 0) {
      return Optional.of(
          String.format(
              Locale.ROOT,
              "never used in its %,d chances: the bots found no use for it, which says"
                  + " something about the bots, not the card",
              e.chances()));
    }
    if (rate.high() < VerdictFinder.MIN_USE_RATE) {
      return Optional.of(
          String.format(
              Locale.ROOT,
              "used %s in %,d chances (95%%: at most %s), under %d%% of them: the bots found"
                  + " almost no use for it, which says something about the bots, not the card",
              times(e.uses()),
              e.chances(),
              pct(rate.high()),
              VerdictFinder.MIN_USE_RATE_PERCENT));
    }
    return Optional.empty();
  }

  /** How well a verdict holds: in each half of the seeds, and with the stronger bot. */
  static String robustness(Measure m, PlaytestReport.Halves h, PlaytestReport.Check check) {
    String odd = figure(m, h.oddSeeds());
    String even = figure(m, h.evenSeeds());
    String halves;
    if (h.holdsInOdd() && h.holdsInEven()) {
      halves = "holds in both halves of the seeds (odd " + odd + ", even " + even + ")";
    } else if (h.holdsInOdd() || h.holdsInEven()) {
      halves =
          h.holdsInOdd()
              ? "holds in the odd seeds (" + odd + ") but not the even (" + even + ")"
              : "holds in the even seeds (" + even + ") but not the odd (" + odd + ")";
    } else {
      halves = "holds in neither half of the seeds (odd " + odd + ", even " + even + ")";
    }
    String bot;
    if (check == null) {
      bot = "not checked with a stronger bot (--check-with)";
    } else if (!check.estimate().known()) {
      String never =
          m.isRate()
              ? "never picked it"
              : m == Measure.TURNS_PER_DEATH ? "never saw it die" : "never used it";
      bot = check.bot() + " " + never + " in " + Measure.WIN_RATE.count(check.games());
    } else {
      bot =
          String.format(
              Locale.ROOT,
              "%s with %s (%s: %s)",
              check.holds() ? "holds" : "does not hold",
              check.bot(),
              Measure.WIN_RATE.count(check.games()),
              figure(m, check.estimate()));
    }
    return halves + "; " + bot;
  }

  /** The rules the verdicts were made by, in a sentence. */
  public static String basis(PlaytestReport.Basis b) {
    String fair =
        b.heroBand() == null
            ? ""
            : String.format(
                Locale.ROOT,
                "; heroes and spirits by the win rate of the side that picked them at the start"
                    + " against a fair band of %s",
                pctRange(b.heroBand().low(), b.heroBand().high()));
    String lasting =
        b.lastingBand() == null
            ? ""
            : String.format(
                Locale.ROOT,
                "; heroes also by their turns in play per death against %s–%s, half to twice"
                    + " every hero's %s",
                num(b.lastingBand().low()),
                num(b.lastingBand().high()),
                num(b.lastingBand().middle()));
    String check =
        b.checkBot() == null
            ? "the stronger-bot check was not run (--check-with BOT)"
            : String.format(
                Locale.ROOT,
                "checked with %s over the first %,d seeds",
                b.checkBot(),
                b.checkGames());
    return String.format(
        Locale.ROOT,
        "Judged by value per use against the price (a use's spread taken as at least %s)%s%s;"
            + " a card used in under %d%% of its chances is not judged; %s.",
        VerdictWords.num(b.valueSdFloor()),
        fair,
        lasting,
        Math.round(100 * b.minUseRate()),
        check);
  }

  /** A figure as the verdict tables show it: a value to 2 decimals, a rate in percent. */
  public static String figure(Measure m, Estimate e) {
    if (!e.known()) {
      return "–";
    }
    return m.isRate() ? pct(e.value()) : num(e.value());
  }

  private static String times(long n) {
    return n == 1 ? "once" : n + " times";
  }

  public static String num(double v) {
    return String.format(Locale.ROOT, "%.2f", v);
  }

  /** A range of rates: {@code 45.0–55.0%}. */
  static String pctRange(double low, double high) {
    return String.format(Locale.ROOT, "%.1f–%.1f%%", 100 * low, 100 * high);
  }

  static String pct(double v) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * v);
  }
}
