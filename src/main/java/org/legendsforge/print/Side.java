package org.legendsforge.print;

/** Which side of the cards a page shows. */
public enum Side {
  FRONT,
  BACK
}
