package org.legendsforge.kit.report;

import java.util.List;

/**
 * The names of a chart's flagged cards (the balance page's flagged spells, the playtest page's
 * cards with a verdict): placed by a {@link LabelPlacer} inside the plot two scales span, worst
 * first, clear of {@code marks}, and drawn bold in the flag's red.
 */
public final class FlaggedNames {
  private static final String RED = "#C62828";

  private FlaggedNames() {}

  /** Draws at most {@code max} of {@code worstFirst}; returns which were placed and left out. */
  public static LabelPlacer.Result draw(
      Svg s,
      Scale x,
      Scale y,
      List<LabelPlacer.Label> worstFirst,
      List<? extends Footprint> marks,
      double size,
      int max) {
    Footprint.Box plot = new Footprint.Box(x.from(), y.to(), x.to() - x.from(), y.from() - y.to());
    LabelPlacer.Result placed =
        new LabelPlacer(plot, TextWidth.BOLD, size).place(worstFirst, marks, max);
    s.labels(placed, size, RED, " font-weight=\"bold\"");
    return placed;
  }
}
