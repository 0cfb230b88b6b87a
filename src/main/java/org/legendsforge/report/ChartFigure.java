package org.legendsforge.report;

/**
 * A chart as a page shows it: its SVG, and a caption under it when the chart has something to say
 * in words (empty when not), such as how many names it had no room for.
 */
record Figure(String svg, String caption) {
  static Figure of(String svg) {
    return new Figure(svg, "");
  }
}
