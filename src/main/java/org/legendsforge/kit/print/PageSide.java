package org.legendsforge.kit.print;

/** Which side of the cards a page shows. */
public enum PageSide {
  FRONT,
  BACK
}
