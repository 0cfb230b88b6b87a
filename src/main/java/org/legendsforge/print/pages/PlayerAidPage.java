package org.legendsforge.print.pages;

import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import org.legendsforge.render.FontFace;
import org.legendsforge.render.FontSet;

/**
 * The one-page player aid in two columns; a section never splits across columns. The text comes
 * from the templates, written in the project's own words. When it does not fit at the normal size
 * it is set smaller, in 0.1 mm steps, so longer text still stays on one page.
 */
public final class PlayerAidPage implements GuidePage {
  private static final double SIZE = 3.2;
  private static final double MIN_SIZE = 2.2;
  private static final double GAP = 8;
  private final PageText text;
  private final String game;
  private final PlayerAid aid;

  public PlayerAidPage(FontSet fonts, String game, PlayerAid aid) {
    this.text = new PageText(fonts);
    this.game = game;
    this.aid = aid;
  }

  @Override
  public java.util.Optional<String> contentKey() {
    return java.util.Optional.of("player-aid|" + game + "|" + aid);
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    double top = text.title(g, aid.title(), game, width);
    double size = SIZE;
    while (size > MIN_SIZE && !layout(null, size, top, width, height)) {
      size -= 0.1;
    }
    layout(g, size, top, width, height);
  }

  /** Lays the sections out (drawing when {@code g} is set); false when they overflow the page. */
  boolean layout(Graphics2D g, double size, double top, double width, double height) {
    double colWidth = (width - 2 * PageText.MARGIN - GAP) / 2;
    double bottom = height - PageText.MARGIN;
    double x = PageText.MARGIN;
    double y = top;
    for (PlayerAid.Section s : aid.sections()) {
      double h = measure(s, size, colWidth);
      if (y + h > bottom) {
        if (x != PageText.MARGIN) {
          return false;
        }
        x += colWidth + GAP;
        y = top;
      }
      y = (g == null ? y + h : section(g, s, size, x, y, colWidth)) + 2.5;
    }
    return y - 2.5 <= bottom;
  }

  private double measure(PlayerAid.Section s, double size, double colWidth) {
    double h = size * 1.75;
    for (String p : s.points()) {
      h += text.wrap(p, text.font(FontFace.REGULAR, size), colWidth - 4).size() * size * 1.3 + 0.8;
    }
    return h;
  }

  private double section(
      Graphics2D g, PlayerAid.Section s, double size, double x, double y, double colWidth) {
    g.setColor(PageText.INK);
    text.line(g, s.heading(), FontFace.BOLD, size * 1.2, x, y);
    y += size * 1.75;
    for (String p : s.points()) {
      g.fill(new Ellipse2D.Double(x + 0.5, y - size * 0.45, 1.1, 1.1));
      y = text.paragraph(g, p, FontFace.REGULAR, size, x + 4, y, colWidth - 4) + 0.8;
    }
    return y;
  }
}
