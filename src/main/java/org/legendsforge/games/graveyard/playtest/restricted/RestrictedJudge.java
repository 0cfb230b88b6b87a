package org.legendsforge.games.graveyard.playtest.restricted;

import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * A verdict from a card's paired games ({@link RestrictedPlay}): the mean paired difference in the
 * forced side's win rate (forced minus plain) and its 95% interval decide. Wholly below 0: using
 * the card loses games, it is {@value #UNDERPOWERED}. Wholly above 0: using it wins games the bots
 * did not, {@value #MISSED} (a defect of the bots, not of the card). Otherwise {@value #FINE}: no
 * difference shows in these games. A card the forced seat never used (never legal: no target ever
 * within reach) stays {@value #UNJUDGED}.
 */
public final class RestrictedJudge {
  public static final String UNDERPOWERED = "underpowered";
  public static final String MISSED = "the bots miss its use";
  public static final String FINE = "fine when used";
  public static final String UNJUDGED = "unjudged";

  /** A use's value is counted in thousandths. */
  private static final double MILLI = 0.001;

  /** A use's value varies by at least this much, as in the playtest's own verdicts. */
  private static final double VALUE_SD_FLOOR = 1.0;

  private RestrictedJudge() {}

  static PlaytestReport.Restricted judge(ForcedCandidate c, PairTally t, String bot) {
    Estimate d = t.difference();
    Estimate value =
        Estimate.flooredMean(t.valueMilli, t.valueMilliSq, t.valuedUses, MILLI, VALUE_SD_FLOOR)
            .shifted(c.bonus(), 1);
    boolean loses = d.hasInterval() && d.high() < 0;
    boolean wins = d.hasInterval() && d.low() > 0;
    PlaytestReport.Band b = c.band();
    boolean below = b != null && value.hasInterval() && value.high() < b.low();
    boolean above = b != null && value.hasInterval() && value.low() > b.high();
    String verdict;
    if (t.uses == 0) {
      verdict = UNJUDGED;
    } else if (loses || (below && !wins)) {
      verdict = UNDERPOWERED;
    } else if (wins || above) {
      verdict = MISSED;
    } else {
      verdict = FINE;
    }
    return new PlaytestReport.Restricted(
        c.id(),
        c.name(),
        c.kind(),
        bot,
        c.uses(),
        c.chances(),
        t.games,
        t.uses,
        t.gamesUsed,
        t.forced(),
        t.plain(),
        d,
        b,
        value,
        verdict,
        why(c, t, d, value, verdict, bot));
  }

  private static String why(
      ForcedCandidate c, PairTally t, Estimate d, Estimate value, String verdict, String bot) {
    if (verdict.equals(UNJUDGED)) {
      return String.format(
          Locale.ROOT,
          "forced into play in %,d games, %s never had a target for it within reach: nothing to"
              + " judge",
          t.games,
          bot);
    }
    String figures =
        String.format(
            Locale.ROOT,
            "forced into play, %s used it %,d times in %,d of %,d games; the forced side won %s"
                + " against %s on the same seeds without forcing, %s points (95%%: %s to %s)",
            bot,
            t.uses,
            t.gamesUsed,
            t.games,
            pct(t.forced()),
            pct(t.plain()),
            signed(100 * d.value()),
            signed(100 * d.low()),
            signed(100 * d.high()));
    if (c.band() != null && value.hasInterval()) {
      figures +=
          String.format(
              Locale.ROOT,
              "; a use was worth %.2f (95%%: %.2f to %.2f, %,d uses) against a band of %.2f to"
                  + " %.2f",
              value.value(),
              value.low(),
              value.high(),
              value.n(),
              c.band().low(),
              c.band().high());
    }
    boolean loses = d.hasInterval() && d.high() < 0;
    boolean wins = d.hasInterval() && d.low() > 0;
    return switch (verdict) {
      case UNDERPOWERED ->
          figures
              + (loses
                  ? ": using it loses games, it is not worth its price"
                  : ": what a use does lies below its price, it is not worth it");
      case MISSED ->
          figures
              + (wins
                  ? ": using it wins games, the bots miss its use"
                  : ": what a use does lies above its price, the bots miss its use");
      default -> figures + ": no difference these games can show";
    };
  }

  private static String pct(Estimate e) {
    return String.format(
        Locale.ROOT, "%.1f%% (%.1f–%.1f%%)", 100 * e.value(), 100 * e.low(), 100 * e.high());
  }

  private static String signed(double v) {
    return String.format(Locale.ROOT, "%+.1f", v);
  }
}
