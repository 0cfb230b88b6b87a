package org.legendsforge.kit.print.pages;

import java.awt.Graphics2D;
import java.util.List;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The first page of the components PDF: what it holds, counted from the card data, and how to
 * print, cut and fold the pieces, with the printer margin the file keeps. The lower part of the
 * page is left to a piece (the compensation track) the writer places there with its crop marks.
 */
public final class ComponentsGuidePage implements GuidePage {
  private static final double SIZE = 3.2;
  private final PageText text;
  private final String game;
  private final List<Entry> entries;
  private final double margin;

  /** A line of what the file holds: how many, of what, and what it is for. */
  public record Entry(int count, String name, String note) {}

  /** {@code entries}: the game's pieces, as it counts them from its card data. */
  public ComponentsGuidePage(FontSet fonts, String game, List<Entry> entries, double margin) {
    this.text = new PageText(fonts);
    this.game = game;
    this.entries = List.copyOf(entries);
    this.margin = margin;
  }

  @Override
  public java.util.Optional<String> contentKey() {
    return java.util.Optional.of("components-guide|" + game + "|" + entries + "|" + steps());
  }

  /** How to make the pieces, in the project's own words. */
  List<String> steps() {
    String mm =
        new java.math.BigDecimal(Double.toString(Math.round(margin * 100) / 100.0))
            .stripTrailingZeros()
            .toPlainString();
    return List.of(
        "Print single-sided at 100 % (\"actual size\"). Every piece and crop mark lies at least "
            + mm
            + " mm inside the page edge; if your printer cannot print that close, set a wider"
            + " margin (print: margin: 8 in forge.yaml, or --margin 8 for one run) and run forge"
            + " build or forge print again.",
        "Card stock (160 to 250 g/m\u00B2) gives pieces that stand and slide well; or glue the"
            + " printed sheet onto thin card before cutting.",
        "Cut along the crop marks: the long cuts across the sheet first, then the short ones.",
        "Standees: fold along the three dashed lines, printed side out, so the two faces lean"
            + " together into a tent, and glue the coloured base strips one over the other"
            + " underneath. A standee stands on the map for its hero; its colour and initials are"
            + " those of the hero's cards.",
        "Orb tokens (a symbol in a diamond, as on the map preview) lie on the map. Counters (a"
            + " disc) sit on a hero's card: damage taken, mana held, decay stacks, a hyper orb"
            + " held.",
        "The compensation marker starts on 0 at every setup. Each player keeps a board, its"
            + " death-point marker on 0.",
        "Map rulers: lay the column rulers end to end above the map, A at its top-left corner,"
            + " and the row rulers down its left side, 1 at that corner; their lines meet the"
            + " cells'. For a random cell, roll a d10 for the column and one for the row and read"
            + " the faces printed in the boxes.");
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    double y =
        text.title(g, "Printed pieces", game + ": standees, tokens, tracks, boards, rulers", width);
    double x = PageText.MARGIN;
    double w = width - 2 * x;
    for (Entry e : entries) {
      g.setColor(PageText.INK);
      text.line(g, Integer.toString(e.count()), FontFace.BOLD, SIZE, x, y);
      text.line(g, e.name(), FontFace.REGULAR, SIZE, x + 10, y);
      y += SIZE * 1.4;
    }
    y += 4;
    g.setColor(PageText.INK);
    text.line(g, "Making them", FontFace.BOLD, 4.5, x, y);
    y += 6.5;
    int n = 1;
    for (String step : steps()) {
      text.line(g, n++ + ".", FontFace.BOLD, SIZE, x, y);
      y = text.paragraph(g, step, FontFace.REGULAR, SIZE, x + 6, y, w - 6) + 1.5;
    }
  }
}
