package org.legendsforge.print;

/**
 * Home: sheets of cards with crop marks. Shop: one card per page at bleed size, for card printers.
 */
public enum Layout {
  HOME,
  SHOP
}
