package org.legendsforge.kit.print;

/**
 * How the backs reach the reverse side of the sheet. {@code LONG} and {@code SHORT} interleave each
 * page of fronts with its page of backs, mirrored for the printer's flip; {@code NONE} puts every
 * page of backs after all fronts (mirrored as for long-edge flipping) so a single-sided printer can
 * print the fronts, take the stack, turn it over along its long edge and print the backs.
 */
public enum Duplex {
  LONG,
  SHORT,
  NONE;

  /** The edge the sheet turns over, which decides how backs are mirrored. */
  public Duplex flip() {
    return this == SHORT ? SHORT : LONG;
  }
}
