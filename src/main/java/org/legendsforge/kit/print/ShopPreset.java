package org.legendsforge.kit.print;

import java.util.Locale;

/**
 * The files a print-on-demand card shop takes for poker cards, one preset per published spec.
 * {@code GENERIC}: two PDFs, fronts and backs, one card per page with a 3 mm bleed. {@code PDFX}:
 * one PDF/X-1a:2003 file in CMYK, 2.75 x 3.75 in pages (1/8 in bleed), front and back alternating.
 * {@code PNG_825} and {@code PNG_822}: one PNG per face at 300 dpi, the card's 750 x 1050 px trim
 * with 37.5 px (1/8 in) or 36 px of bleed around it. {@code TERRAIN}: the terrain's index cards (3
 * x 5 in, two by three cells of the map) as shops take index or tarot-sized stock: two PDFs, fronts
 * and backs, one card per page at its 3 mm bleed, TrimBox on the cut. {@code TERRAIN_PDFX}: the
 * same cards as {@code PDFX} makes the poker cards, one PDF/X-1a:2003 file in CMYK, 3.25 x 5.25 in
 * pages (1/8 in bleed), back then front.
 */
public enum ShopPreset {
  GENERIC("generic"),
  PDFX("pdfx"),
  PNG_825("png-825"),
  PNG_822("png-822"),
  TERRAIN("terrain"),
  TERRAIN_PDFX("terrain-pdfx");

  private final String key;

  ShopPreset(String key) {
    this.key = key;
  }

  /** Whether the preset prints the terrain's index cards alone. */
  public boolean terrain() {
    return this == TERRAIN || this == TERRAIN_PDFX;
  }

  /** The name on the command line and in file names. */
  public String key() {
    return key;
  }

  public static java.util.Optional<ShopPreset> byKey(String key) {
    for (ShopPreset p : values()) {
      if (p.key.equals(key.toLowerCase(Locale.ROOT))) {
        return java.util.Optional.of(p);
      }
    }
    return java.util.Optional.empty();
  }
}
