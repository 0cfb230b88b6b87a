package org.legendsforge.games.graveyard.playtest.quality;

/** The game-quality report as text for the terminal: the findings, then every figure. */
public final class QualityText {
  public String write(QualityReport r) {
    StringBuilder t = new StringBuilder();
    t.append("Game quality: ").append(QualityWords.played(r)).append("\n\n");
    int i = 1;
    for (QualityReport.Finding f : r.findings()) {
      t.append(i++).append(". ").append(f.headline()).append('\n');
      t.append("   ").append(f.evidence()).append('\n');
      t.append("   Not shown: ").append(f.limits()).append("\n\n");
    }
    int width = 0;
    for (ShapeFigure f : r.figures()) {
      width = Math.max(width, f.name().length());
    }
    for (ShapeFigure f : r.figures()) {
      t.append(
          String.format(
              "%-" + width + "s  %9s  (95%%: %s)  %s%n",
              f.name(),
              QualityWords.value(f),
              QualityWords.interval(f),
              f.unit()));
    }
    WinCheck c = r.estimate();
    t.append(
        String.format(
            java.util.Locale.ROOT,
            "%nWin-probability estimate, on held-out seeds: Brier %.4f (50%%: %.4f, heuristic's"
                + " score: %.4f), largest decile gap %.1f points.%n",
            c.brierModel(),
            c.brierConstant(),
            c.brierHeuristic(),
            100 * c.worstGap()));
    return t.toString();
  }
}
