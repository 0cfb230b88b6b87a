package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * The three findings at the top of the report, the ones that bear most on whether players ask for
 * another game: how early a game is settled (and how often it turns round), how much the table sits
 * and waits, and how much each turn is a decision. Each says its figure with its interval and what
 * bot games cannot show; a word such as "early" is used only when the whole interval supports it.
 */
final class Findings {
  private Findings() {}

  static List<QualityReport.Finding> of(QualityReport r) {
    List<QualityReport.Finding> out = new ArrayList<>();
    out.add(settled(r));
    out.add(waiting(r));
    out.add(choices(r));
    return out;
  }

  private static QualityReport.Finding settled(QualityReport r) {
    Estimate share = r.figure("knownShare").estimate();
    Estimate turn = r.figure("knownTurn").estimate();
    Estimate comebacks = r.figure("comebacks").estimate();
    Estimate changes = r.figure("leadChanges").estimate();
    String headline;
    if (!share.hasInterval()) {
      headline = "Too few decided games to say when the winner is known.";
    } else if (share.high() < 0.5) {
      headline = "The winner is known early: in the first half of the game, on average.";
    } else if (share.low() > 0.5) {
      headline = "The winner is known late: in the second half of the game, on average.";
    } else {
      headline = "The winner is known about half-way through the game.";
    }
    String evidence =
        String.format(
            Locale.ROOT,
            "Winner known after %s turns, %s of the game; %s of the games were comebacks (the winner"
                + " below 25%% at some turn); %s lead changes a game.",
            mean(turn, 1),
            percent(share),
            percent(comebacks),
            mean(changes, 1));
    String limits =
        "Known by a model of the bots' games: people who misplay or play for a comeback may keep a"
            + " game open longer, and a game that feels open to its players may already be"
            + " decided here.";
    double early = r.estimate().earlyWorstGap();
    if (early > 0.05) {
      limits +=
          String.format(
              Locale.ROOT,
              " On the first %d turns the estimate is up to %.1f points off in a fifth of its"
                  + " states (the page's calibration), so a winner known that early rests on its"
                  + " least reliable part.",
              WinEstimates.EARLY,
              100 * early);
    }
    return new QualityReport.Finding(headline, evidence, limits);
  }

  private static QualityReport.Finding waiting(QualityReport r) {
    Estimate minutes = r.figure("tableMinutes").estimate();
    Estimate turns = r.figure("length").estimate();
    QualityReport.SeatWait most = null;
    for (QualityReport.SeatWait w : r.waiting()) {
      if (most == null || w.turns().value() > most.turns().value()) {
        most = w;
      }
    }
    String seat =
        most == null || !most.turns().known()
            ? ""
            : String.format(
                Locale.ROOT,
                " Player %d waits %s turns (%s minutes) between two of its own, the longest wait of"
                    + " a game %s turns.",
                most.player(),
                mean(most.turns(), 1),
                mean(most.minutes(), 1),
                mean(most.longest(), 1));
    String headline =
        minutes.hasInterval() && minutes.low() > 60
            ? "A game is long: over an hour at the table at the set pace."
            : minutes.hasInterval() && minutes.high() < 45
                ? "A game is short: under 45 minutes at the table at the set pace."
                : "A game takes between three quarters of an hour and an hour, at the set pace.";
    return new QualityReport.Finding(
        headline,
        String.format(
                Locale.ROOT, "%s turns, about %s minutes a game.", mean(turns, 1), mean(minutes, 0))
            + seat,
        "The minutes are the set seconds per action added up, not a clock: time a table spends"
            + " thinking, talking or setting up is not in them. Set your own with --quality"
            + " KIND=SECONDS.");
  }

  private static QualityReport.Finding choices(QualityReport r) {
    Estimate real = r.figure("realChoice").estimate();
    Estimate forced = r.figure("forced").estimate();
    Estimate empty = r.figure("empty").estimate();
    QualityReport.Snowball one = null;
    for (QualityReport.Snowball s : r.snowball()) {
      if (s.turn() == 20 && s.lead() == 1) {
        one = s;
      }
    }
    String headline =
        real.hasInterval() && real.low() > 0.5
            ? "Most hero turns hold a real choice between near-equal plans."
            : real.hasInterval() && real.high() < 0.5
                ? "Fewer than half the hero turns hold a real choice between near-equal plans."
                : "About half the hero turns hold a real choice between near-equal plans.";
    String snow =
        one == null || !one.leaderWins().known()
            ? ""
            : String.format(
                Locale.ROOT,
                " A side one death point ahead after 20 turns wins %s (%d games).",
                percent(one.leaderWins()),
                one.leaderWins().n());
    return new QualityReport.Finding(
        headline,
        String.format(
                Locale.ROOT,
                "%s of hero turns have two or more plans within %.0f point of the best; %s are"
                    + " forced; %s of all turns are empty.",
                percent(real),
                r.margin(),
                percent(forced),
                percent(empty))
            + snow,
        "Choices are counted by the greedy bot's own score: a plan it scores close to the best"
            + " may be plainly worse to a player, or a choice it sees as clear may be hard for one.");
  }

  static String percent(Estimate e) {
    if (!e.known()) {
      return "unknown";
    }
    if (!e.hasInterval()) {
      return String.format(Locale.ROOT, "%.0f%%", 100 * e.value());
    }
    return String.format(
        Locale.ROOT, "%.0f%% (95%%: %.0f–%.0f%%)", 100 * e.value(), 100 * e.low(), 100 * e.high());
  }

  static String mean(Estimate e, int decimals) {
    if (!e.known()) {
      return "unknown";
    }
    String f = "%." + decimals + "f";
    if (!e.hasInterval()) {
      return String.format(Locale.ROOT, f, e.value());
    }
    return String.format(
        Locale.ROOT, f + " (95%%: " + f + "–" + f + ")", e.value(), e.low(), e.high());
  }
}
