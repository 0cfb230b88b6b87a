package org.legendsforge.kit.print.pages;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Locale;
import org.legendsforge.kit.render.FontFace;

/**
 * The first page: two bars of known length (50 mm and 2 in) to check that the printer did not scale
 * the page, and how to print and cut the rest.
 */
public final class ScaleCheckPage implements GuidePage {
  private static final double INCH = 25.4;
  private final PageText text;
  private final String game;
  private final List<String> steps;

  /** {@code steps}: the printing instructions, one paragraph each. */
  public ScaleCheckPage(
      org.legendsforge.kit.render.FontSet fonts, String game, List<String> steps) {
    this.text = new PageText(fonts);
    this.game = game;
    this.steps = List.copyOf(steps);
  }

  @Override
  public java.util.Optional<String> contentKey() {
    return java.util.Optional.of("scale-check|" + game + "|" + steps);
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    double y = text.title(g, game + ": print and play", "Scale check and printing notes", width);
    double x = PageText.MARGIN;
    y =
        text.paragraph(
            g,
            "Print at 100 % (\"actual size\", no \"fit to page\"). Measure both bars below: if"
                + " either is off by more than half a millimetre, the printer scaled the page and"
                + " the cards will not fit their sleeves.",
            FontFace.REGULAR,
            3.5,
            x,
            y + 2,
            width - 2 * x);
    y = bar(g, x, y + 8, 50, 10, "50 mm", 5);
    y = bar(g, x, y + 8, 2 * INCH, INCH / 2, "2 in (50.8 mm)", 4);
    y += 8;
    g.setColor(PageText.INK);
    text.line(g, "How to print", FontFace.BOLD, 4.5, x, y);
    y += 7;
    int n = 1;
    for (String step : steps) {
      String label = String.format(Locale.ROOT, "%d.", n++);
      text.line(g, label, FontFace.BOLD, 3.5, x, y);
      y = text.paragraph(g, step, FontFace.REGULAR, 3.5, x + 6, y, width - 2 * x - 6) + 1.5;
    }
  }

  /** A bar of {@code length} mm with ticks every {@code tick} mm; returns the y below it. */
  private double bar(
      Graphics2D g,
      double x,
      double y,
      double length,
      double tick,
      String label,
      int minorPerTick) {
    g.setColor(PageText.INK);
    g.fill(new Rectangle2D.Double(x, y, length, 3));
    g.setStroke(new BasicStroke(0.2f));
    double minor = tick / minorPerTick;
    int count = (int) Math.round(length / minor);
    for (int i = 0; i <= count; i++) {
      double tx = x + i * minor;
      double h = i % minorPerTick == 0 ? 4 : 2;
      g.draw(new Line2D.Double(tx, y + 3, tx, y + 3 + h));
    }
    text.line(g, label, FontFace.BOLD, 3.5, x + length + 4, y + 3);
    return y + 8;
  }
}
