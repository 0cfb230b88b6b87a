package org.legendsforge.kit.print.pages;

import java.awt.Graphics2D;

/**
 * A page of the print-and-play document that is not cards. Painted on a Graphics2D in millimetres
 * with the origin at the page's top-left corner; text through {@code drawString} only, so it stays
 * text in the PDF.
 */
public interface GuidePage {
  void paint(Graphics2D g, double width, double height);

  /**
   * Everything the page shows besides its fonts and size, as text, so a build can reuse the page
   * drawn last time when this is unchanged; empty for a page that is always drawn afresh.
   */
  default java.util.Optional<String> contentKey() {
    return java.util.Optional.empty();
  }
}
