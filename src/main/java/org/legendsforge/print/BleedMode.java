package org.legendsforge.print;

/**
 * How the cards of a sheet share the paper. {@code FULL}: every card keeps its own bleed, so trims
 * are two bleeds apart. {@code OUTER}: trims touch and only the outer edges of the grid bleed (the
 * only way three rows of poker cards fit on Letter paper).
 */
public enum BleedMode {
  FULL,
  OUTER
}
