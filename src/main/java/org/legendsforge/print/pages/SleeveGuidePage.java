package org.legendsforge.print.pages;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.stream.Collectors;
import org.legendsforge.model.Deck;
import org.legendsforge.print.SleeveGuide;
import org.legendsforge.render.FontFace;
import org.legendsforge.render.FontSet;

/**
 * The sleeve-colour guide: a row per deck with its colour (swatch, name and hex, so the guide works
 * in grayscale too), the cards to sleeve, packs of 50 and 100, and the decks the rules ask to keep
 * in a different colour, marked when the data gave them the same one.
 */
public final class SleeveGuidePage implements GuidePage {
  private static final double[] COLS = {0, 9, 40, 62, 74, 88, 103, 120};
  private static final double SIZE = 2.9;
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

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    double y =
        text.title(g, "Sleeve colours", game + ": one colour per deck keeps them apart", width);
    double x = PageText.MARGIN;
    double keepWidth = width - 2 * x - COLS[7];
    g.setColor(PageText.MUTED);
    String[] heads = {
      "", "Deck", "Sleeve colour", "Cards", "Sleeves", "Packs 50", "Packs 100", "Keep apart from"
    };
    for (int i = 0; i < heads.length; i++) {
      text.line(g, heads[i], FontFace.BOLD, SIZE, x + COLS[i], y);
    }
    y += 3;
    for (SleeveGuide.Row row : guide.rows()) {
      y = row(g, row, x, y + 1.5, keepWidth);
    }
    y += 4;
    g.setColor(PageText.INK);
    text.line(
        g,
        "All decks: "
            + guide.totalCards()
            + " cards. Buy sleeves by colour: decks of one colour"
            + " can share packs.",
        FontFace.REGULAR,
        SIZE,
        x,
        y);
    y += 5;
    text.paragraph(
        g,
        "One sleeve per card; packs are rounded up per deck. Terrain cards are 3 x 5 in index"
            + " cards: their sleeves are index-card sleeves, if you sleeve them at all.",
        FontFace.REGULAR,
        SIZE,
        x,
        y,
        width - 2 * x);
  }

  private double row(Graphics2D g, SleeveGuide.Row row, double x, double top, double keepWidth) {
    Deck deck = row.deck();
    List<String> keep = text.wrap(keepText(row), text.font(FontFace.REGULAR, SIZE), keepWidth);
    double h = Math.max(7, keep.size() * SIZE * 1.3 + 2.5);
    g.setColor(new Color(deck.sleeve().rgb()));
    g.fill(new Rectangle2D.Double(x, top, 7, h - 1));
    g.setColor(PageText.INK);
    g.setStroke(new BasicStroke(0.15f));
    g.draw(new Rectangle2D.Double(x, top, 7, h - 1));
    double base = top + SIZE + 0.8;
    text.line(g, deck.name(), FontFace.BOLD, SIZE, x + COLS[1], base);
    text.line(g, deck.sleeve().name(), FontFace.REGULAR, SIZE, x + COLS[2], base);
    g.setColor(PageText.MUTED);
    text.line(
        g,
        deck.sleeve().hex().toUpperCase(java.util.Locale.ROOT),
        FontFace.REGULAR,
        SIZE * 0.85,
        x + COLS[2],
        base + SIZE * 1.2);
    g.setColor(PageText.INK);
    text.line(g, Integer.toString(row.cards()), FontFace.REGULAR, SIZE, x + COLS[3], base);
    text.line(g, Integer.toString(row.sleeves()), FontFace.REGULAR, SIZE, x + COLS[4], base);
    text.line(g, Integer.toString(row.packsOf50()), FontFace.REGULAR, SIZE, x + COLS[5], base);
    text.line(g, Integer.toString(row.packsOf100()), FontFace.REGULAR, SIZE, x + COLS[6], base);
    double ky = base;
    for (String l : keep) {
      g.setColor(l.startsWith("SAME COLOUR") ? new Color(0xB0, 0x30, 0x00) : PageText.INK);
      text.line(g, l, FontFace.REGULAR, SIZE, x + COLS[7], ky);
      ky += SIZE * 1.3;
    }
    g.setColor(new Color(0xCC, 0xCC, 0xCC));
    g.fill(new Rectangle2D.Double(x, top + h, COLS[7] + keepWidth, 0.15));
    return top + h;
  }

  private static String keepText(SleeveGuide.Row row) {
    if (row.keepApart().isEmpty()) {
      return "-";
    }
    String names = row.keepApart().stream().map(Deck::name).collect(Collectors.joining(", "));
    if (row.clash().isEmpty()) {
      return names;
    }
    return "SAME COLOUR as "
        + row.clash().stream().map(Deck::name).collect(Collectors.joining(", "))
        + "! Keep apart from: "
        + names;
  }
}
