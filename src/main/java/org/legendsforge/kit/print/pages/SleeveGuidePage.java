package org.legendsforge.kit.print.pages;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.stream.Collectors;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.print.SleeveGuide;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The sleeve-colour guide: a row per deck with its colour (swatch, name and hex, so the guide works
 * in grayscale too), the cards to sleeve, packs of 50 and 100, and the decks the rules ask to keep
 * in a different colour, marked when the data gave them the same one. The table is laid out from
 * measured text: each column as wide as its widest header or cell plus a gap, each row as tall as
 * its lowest line, the rule under a row below that line's descenders.
 */
public final class SleeveGuidePage implements GuidePage {
  private static final double SIZE = 2.9;
  private static final double HEX = SIZE * 0.85;
  private static final double GAP = 4;
  private static final double SWATCH = 7;
  private static final double LEADING = SIZE * 1.3;

  /** How far a line's descenders reach below its baseline, as a share of its size. */
  private static final double DESCENT = 0.25;

  private static final String[][] HEADS = {
    {"Deck"},
    {"Sleeve", "colour"},
    {"Cards"},
    {"Sleeves"},
    {"Packs", "of 50"},
    {"Packs", "of 100"},
    {"Keep apart from"}
  };
  private final PageText text;
  private final String game;
  private final SleeveGuide guide;

  public SleeveGuidePage(FontSet fonts, String game, SleeveGuide guide) {
    this.text = new PageText(fonts);
    this.game = game;
    this.guide = guide;
  }

  @Override
  public java.util.Optional<String> contentKey() {
    return java.util.Optional.of("sleeve-guide|" + game + "|" + guide);
  }

  /** The left edge of each column after the swatch, from the page margin. */
  double[] columns() {
    double[] widths = new double[HEADS.length];
    for (int i = 0; i < HEADS.length; i++) {
      for (String h : HEADS[i]) {
        widths[i] = Math.max(widths[i], text.width(h, FontFace.BOLD, SIZE));
      }
    }
    for (SleeveGuide.Row row : guide.rows()) {
      String[] cells = cells(row);
      for (int i = 0; i < cells.length; i++) {
        FontFace face = i == 0 ? FontFace.BOLD : FontFace.REGULAR;
        widths[i] = Math.max(widths[i], text.width(cells[i], face, SIZE));
      }
      widths[1] = Math.max(widths[1], text.width(hex(row), FontFace.REGULAR, HEX));
    }
    double[] x = new double[HEADS.length];
    double at = SWATCH + GAP / 2;
    for (int i = 0; i < HEADS.length; i++) {
      x[i] = at;
      at += widths[i] + GAP;
    }
    return x;
  }

  private static String[] cells(SleeveGuide.Row row) {
    return new String[] {
      row.deck().name(),
      // a bare deck's colour is no sleeve to buy: the page names none for it
      row.sleeved() ? row.deck().sleeve().name() : "no sleeve",
      Integer.toString(row.cards()),
      row.sleeved() ? Integer.toString(row.sleeves()) : "none",
      row.sleeved() ? Integer.toString(row.packsOf50()) : "-",
      row.sleeved() ? Integer.toString(row.packsOf100()) : "-"
    };
  }

  private static String hex(SleeveGuide.Row row) {
    return row.sleeved() ? row.deck().sleeve().hex().toUpperCase(java.util.Locale.ROOT) : "";
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    double y =
        text.title(g, "Sleeve colours", game + ": one colour per deck keeps them apart", width);
    g.setColor(PageText.INK);
    text.line(g, sleeveSize(), FontFace.BOLD, SIZE * 1.1, PageText.MARGIN, y);
    y += 7;
    double x = PageText.MARGIN;
    double[] cols = columns();
    double keepWidth = width - 2 * x - cols[cols.length - 1];
    g.setColor(PageText.MUTED);
    double headBottom = y;
    for (int i = 0; i < HEADS.length; i++) {
      double hy = y;
      for (String line : HEADS[i]) {
        text.line(g, line, FontFace.BOLD, SIZE, x + cols[i], hy);
        headBottom = Math.max(headBottom, hy);
        hy += LEADING;
      }
    }
    y = headBottom + SIZE * DESCENT + 1.2;
    g.setColor(new Color(0x99, 0x99, 0x99));
    g.fill(new Rectangle2D.Double(x, y, width - 2 * x, 0.2));
    for (SleeveGuide.Row row : guide.rows()) {
      y = row(g, row, x, y + 1.5, cols, keepWidth, width - 2 * x);
    }
    y = total(g, x, y + 1.5, cols);
    y += 5;
    g.setColor(PageText.INK);
    for (SleeveGuide.ColourTotal c : guide.byColour()) {
      if (c.decks().size() > 1) {
        y =
            text.paragraph(
                g,
                c.sleeve().name()
                    + ": "
                    + c.decks().stream().map(CardDeck::name).collect(Collectors.joining(", "))
                    + " share one colour, so they share packs: "
                    + c.cards()
                    + " sleeves, "
                    + packs(c.packsOf50(), 50)
                    + " or "
                    + packs(c.packsOf100(), 100)
                    + ".",
                FontFace.REGULAR,
                SIZE,
                x,
                y,
                width - 2 * x);
      }
    }
    text.paragraph(
        g,
        "One sleeve per card; packs are rounded up per deck, and in all per colour (decks of one"
            + " colour share packs)."
            + unsleevedNote(guide)
            + " "
            + clearPlan(guide),
        FontFace.REGULAR,
        SIZE,
        x,
        y,
        width - 2 * x);
  }

  /** Why the index-card decks have no sleeves, or nothing when every deck is sleeved. */
  static String unsleevedNote(SleeveGuide guide) {
    List<SleeveGuide.Row> bare = guide.unsleeved();
    if (bare.isEmpty()) {
      return "";
    }
    return " "
        + bare.stream().map(r -> r.deck().name()).collect(Collectors.joining(", "))
        + (bare.size() == 1 ? " is" : " are")
        + " 3 x 5 in index cards, laid on the table and never shuffled: they are played"
        + " without sleeves and count in no total.";
  }

  /**
   * The plan with one kind of sleeve: every deck already has a back of its own, so clear sleeves
   * keep the decks apart as well as coloured ones, and are one purchase.
   */
  public static String clearPlan(SleeveGuide guide) {
    int n = guide.sleevesInAll();
    return "Or, simpler: clear sleeves for every card. Each deck's back already tells it apart, so "
        + n
        + " clear sleeves do ("
        + packs((n + 49) / 50, 50)
        + " or "
        + packs((n + 99) / 100, 100)
        + ").";
  }

  /** What sleeves the poker-size cards take, by name and size. */
  static String sleeveSize() {
    return String.format(
        java.util.Locale.ROOT,
        "Cards are 63.5 x 88.9 mm (2.5 x 3.5 in, poker size): they take \"%s\" sleeves of"
            + " %.0f x %.0f mm.",
        SleeveGuide.SLEEVE_NAME,
        SleeveGuide.SLEEVE_WIDTH,
        SleeveGuide.SLEEVE_HEIGHT);
  }

  private static String packs(int n, int size) {
    return n + (n == 1 ? " pack of " : " packs of ") + size;
  }

  /** The row of what to buy in all for the poker-size decks; returns the y below it. */
  private double total(Graphics2D g, double x, double top, double[] cols) {
    double base = top + SIZE * 0.8;
    g.setColor(PageText.INK);
    String[] cells = {
      "In all, " + SleeveGuide.SLEEVE_NAME + " sleeves",
      "",
      Integer.toString(guide.sleevesInAll()),
      Integer.toString(guide.sleevesInAll()),
      Integer.toString(guide.packsOf50InAll()),
      Integer.toString(guide.packsOf100InAll())
    };
    for (int i = 0; i < cells.length; i++) {
      text.line(g, cells[i], FontFace.BOLD, SIZE, x + cols[i], base);
    }
    return base + SIZE * DESCENT + 1.5;
  }

  /** Draws one row from {@code top}; returns the y of the rule under it. */
  private double row(
      Graphics2D g,
      SleeveGuide.Row row,
      double x,
      double top,
      double[] cols,
      double keepWidth,
      double tableWidth) {
    CardDeck deck = row.deck();
    List<String> keep = text.wrap(keepText(row), text.font(FontFace.REGULAR, SIZE), keepWidth);
    double base = top + SIZE * 0.8;
    double hexBase = base + SIZE * 1.2;
    double lastKeep = base + Math.max(0, keep.size() - 1) * LEADING;
    double textBottom = Math.max(hexBase + HEX * DESCENT, lastKeep + SIZE * DESCENT);
    double bottom = Math.max(top + SWATCH, textBottom) + 1.5;
    g.setColor(row.sleeved() ? new Color(deck.sleeve().rgb()) : Color.WHITE);
    g.fill(new Rectangle2D.Double(x, top, SWATCH, Math.max(SWATCH, textBottom - top)));
    g.setColor(PageText.INK);
    g.setStroke(new BasicStroke(0.15f));
    g.draw(new Rectangle2D.Double(x, top, SWATCH, Math.max(SWATCH, textBottom - top)));
    String[] cells = cells(row);
    for (int i = 0; i < cells.length; i++) {
      text.line(g, cells[i], i == 0 ? FontFace.BOLD : FontFace.REGULAR, SIZE, x + cols[i], base);
    }
    g.setColor(PageText.MUTED);
    text.line(g, hex(row), FontFace.REGULAR, HEX, x + cols[1], hexBase);
    double ky = base;
    for (String l : keep) {
      g.setColor(l.startsWith("SAME COLOUR") ? new Color(0xB0, 0x30, 0x00) : PageText.INK);
      text.line(g, l, FontFace.REGULAR, SIZE, x + cols[cols.length - 1], ky);
      ky += LEADING;
    }
    g.setColor(new Color(0xCC, 0xCC, 0xCC));
    g.fill(new Rectangle2D.Double(x, bottom, tableWidth, 0.15));
    return bottom;
  }

  private static String keepText(SleeveGuide.Row row) {
    if (row.keepApart().isEmpty()) {
      return "-";
    }
    String names = row.keepApart().stream().map(CardDeck::name).collect(Collectors.joining(", "));
    if (row.clash().isEmpty()) {
      return names;
    }
    return "SAME COLOUR as "
        + row.clash().stream().map(CardDeck::name).collect(Collectors.joining(", "))
        + "! Keep apart from: "
        + names;
  }
}
