package org.legendsforge.print.pages;

import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import org.legendsforge.render.FontFace;
import org.legendsforge.render.FontSet;

/**
 * The one-page player aid in two columns; a section never splits across columns. The text comes
 * from the templates, written in the project's own words.
 */
public final class PlayerAidPage implements GuidePage {
  private static final double SIZE = 2.9;
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
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    double top = text.title(g, aid.title(), game, width);
    double colWidth = (width - 2 * PageText.MARGIN - GAP) / 2;
    double x = PageText.MARGIN;
    double y = top;
    for (PlayerAid.Section s : aid.sections()) {
      if (y + measure(s, colWidth) > height - PageText.MARGIN && x == PageText.MARGIN) {
        x += colWidth + GAP;
        y = top;
      }
      y = section(g, s, x, y, colWidth) + 2.5;
    }
  }

  /** The height a section needs, so it can move to the next column whole. */
  double measure(PlayerAid.Section s, double colWidth) {
    double h = 6;
    for (String p : s.points()) {
      h += text.wrap(p, text.font(FontFace.REGULAR, SIZE), colWidth - 4).size() * SIZE * 1.3 + 0.8;
    }
    return h;
  }

  private double section(Graphics2D g, PlayerAid.Section s, double x, double y, double colWidth) {
    g.setColor(PageText.INK);
    text.line(g, s.heading(), FontFace.BOLD, 3.8, x, y);
    y += 5.5;
    for (String p : s.points()) {
      g.fill(new Ellipse2D.Double(x + 0.5, y - SIZE * 0.45, 1.1, 1.1));
      y = text.paragraph(g, p, FontFace.REGULAR, SIZE, x + 4, y, colWidth - 4) + 0.8;
    }
    return y;
  }
}
