package org.legendsforge.games.graveyard.playtest.report;

import org.legendsforge.games.graveyard.balance.report.BalancePage;
import org.legendsforge.kit.report.Svg;

/**
 * The start every playtest-family page shares (playtest, comparison, ladder, tune, variants): the
 * XHTML head with the balance page's style and the page's own, then the title as its heading.
 */
public final class PageStart {
  private PageStart() {}

  public static void write(StringBuilder h, String title, String css) {
    h.append(
            "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
                + "<meta charset=\"utf-8\"/>\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                + "<title>")
        .append(Svg.esc(title))
        .append("</title>\n<style>\n")
        .append(BalancePage.CSS)
        .append(css)
        .append("</style>\n</head>\n<body>\n<h1>")
        .append(Svg.esc(title))
        .append("</h1>\n");
  }
}
