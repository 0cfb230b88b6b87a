package org.legendsforge.kit.report;

/**
 * A chart as a page shows it: its SVG, and a caption under it when the chart has something to say
 * in words (empty when not), such as how many names it had no room for.
 */
public record ChartFigure(String svg, String caption) {
  public static ChartFigure of(String svg) {
    return new ChartFigure(svg, "");
  }
}
