package org.legendsforge.games.graveyard.playtest.quality;

import java.util.Locale;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/** How the quality report writes its numbers and what was played, on the page and in text. */
final class QualityWords {
  private QualityWords() {}

  /** "1000 games, greedy against greedy, seeds 1–1000, turn limit 5000". */
  static String played(QualityReport r) {
    return String.format(
        Locale.ROOT,
        "%d games, %s, seeds %d–%d, by the rules, turn limit %d",
        r.games(),
        SideNames.against(r.bots()),
        r.firstSeed(),
        r.firstSeed() + r.games() - 1,
        r.maxTurns());
  }

  /** A figure's value in its unit: a share as a percentage, else with two decimals. */
  static String value(ShapeFigure f) {
    return number(f.estimate(), isShare(f));
  }

  /** A figure's interval, or a dash. */
  static String interval(ShapeFigure f) {
    Estimate e = f.estimate();
    if (!e.hasInterval()) {
      return "–";
    }
    return number(new Estimate(e.low(), e.low(), e.low(), e.n()), isShare(f))
        + " – "
        + number(new Estimate(e.high(), e.high(), e.high(), e.n()), isShare(f));
  }

  static boolean isShare(ShapeFigure f) {
    return f.unit().startsWith("share");
  }

  private static String number(Estimate e, boolean share) {
    if (!e.known()) {
      return "–";
    }
    return share
        ? String.format(Locale.ROOT, "%.1f%%", 100 * e.value())
        : String.format(Locale.ROOT, "%.2f", e.value());
  }
}
