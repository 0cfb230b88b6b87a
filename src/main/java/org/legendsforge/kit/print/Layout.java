package org.legendsforge.kit.print;

/**
 * Home: sheets of cards with crop marks and duplex backs. Fold: fronts and backs side by side on
 * one page, folded and glued, for printers without duplex. Shop: files for print-on-demand card
 * shops, one card per page or per image (see {@link ShopPreset}).
 */
public enum Layout {
  HOME,
  FOLD,
  SHOP
}
