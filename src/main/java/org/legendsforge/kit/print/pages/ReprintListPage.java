package org.legendsforge.kit.print.pages;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The list at the front of a reprint PDF: where each reprinted card lies (page and place), the deck
 * it goes back into and why it was reprinted, then the cards to take out of their decks. A long
 * list runs over several pages; {@link #pages} splits it.
 */
public final class ReprintListPage implements GuidePage {
  /** One line of the list; {@code page} and {@code place} are empty for a card to remove. */
  public record Row(String page, String place, String deck, String card, String why) {}

  private static final double SIZE = 3;
  private static final double ROW = 5;
  private static final double[] COLS = {0, 11, 32, 64, 122};
  private static final double TOP = PageText.MARGIN + 20;

  /** Room kept under the title for the two lines of notes. */
  private static final double NOTES = 12;

  private final PageText text;
  private final String title;
  private final String subtitle;
  private final List<String> notes;
  private final List<Row> rows;

  private ReprintListPage(
      FontSet fonts, String title, String subtitle, List<String> notes, List<Row> rows) {
    this.text = new PageText(fonts);
    this.title = title;
    this.subtitle = subtitle;
    this.notes = List.copyOf(notes);
    this.rows = List.copyOf(rows);
  }

  /**
   * How many pages {@link #pages} makes of {@code rows} rows on pages {@code pageHeight} mm high.
   */
  public static int pageCount(int rows, double pageHeight) {
    int first = firstPageRows(pageHeight);
    return rows <= first
        ? 1
        : 1 + (rows - first + nextPageRows(pageHeight) - 1) / nextPageRows(pageHeight);
  }

  /**
   * The list split into pages of {@code pageHeight} mm; the notes (two short lines) head the first.
   * An empty list still gives one page.
   */
  public static List<ReprintListPage> pages(
      FontSet fonts,
      String title,
      String subtitle,
      List<String> notes,
      List<Row> rows,
      double pageHeight) {
    List<ReprintListPage> out = new ArrayList<>();
    int at = Math.min(firstPageRows(pageHeight), rows.size());
    out.add(new ReprintListPage(fonts, title, subtitle, notes, rows.subList(0, at)));
    while (at < rows.size()) {
      int end = Math.min(rows.size(), at + nextPageRows(pageHeight));
      String more = "Cards to reprint, continued";
      out.add(new ReprintListPage(fonts, more, subtitle, List.of(), rows.subList(at, end)));
      at = end;
    }
    return out;
  }

  private static int firstPageRows(double pageHeight) {
    return Math.max(1, (int) ((pageHeight - TOP - NOTES - PageText.MARGIN - ROW) / ROW));
  }

  private static int nextPageRows(double pageHeight) {
    return Math.max(1, (int) ((pageHeight - TOP - PageText.MARGIN - ROW) / ROW));
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    double y = text.title(g, title, subtitle, width);
    double x = PageText.MARGIN;
    g.setColor(PageText.INK);
    for (String note : notes) {
      text.line(g, note, FontFace.REGULAR, SIZE, x, y);
      y += SIZE * 1.4;
    }
    if (!notes.isEmpty()) {
      y = TOP + NOTES;
    }
    g.setColor(PageText.MUTED);
    String[] heads = {"Page", "Place", "Deck", "Card", "Why"};
    for (int i = 0; i < heads.length; i++) {
      text.line(g, heads[i], FontFace.BOLD, SIZE, x + COLS[i], y);
    }
    double whyWidth = width - 2 * x - COLS[4];
    for (Row r : rows) {
      y += ROW;
      g.setColor(PageText.INK);
      text.line(g, r.page(), FontFace.REGULAR, SIZE, x + COLS[0], y);
      text.line(g, r.place(), FontFace.REGULAR, SIZE, x + COLS[1], y);
      text.line(
          g,
          fit(r.deck(), FontFace.REGULAR, COLS[3] - COLS[2] - 2),
          FontFace.REGULAR,
          SIZE,
          x + COLS[2],
          y);
      text.line(
          g,
          fit(r.card(), FontFace.BOLD, COLS[4] - COLS[3] - 2),
          FontFace.BOLD,
          SIZE,
          x + COLS[3],
          y);
      g.setColor(r.page().isEmpty() ? new Color(0xB0, 0x30, 0x00) : PageText.INK);
      text.line(
          g, fit(r.why(), FontFace.REGULAR, whyWidth), FontFace.REGULAR, SIZE, x + COLS[4], y);
      g.setColor(new Color(0xCC, 0xCC, 0xCC));
      g.fill(new Rectangle2D.Double(x, y + 1.6, width - 2 * x, 0.15));
    }
  }

  /** The text, cut short with an ellipsis where it would run into the next column. */
  private String fit(String s, FontFace face, double room) {
    if (text.width(s, face, SIZE) <= room) {
      return s;
    }
    String cut = s;
    while (!cut.isEmpty() && text.width(cut + "…", face, SIZE) > room) {
      cut = cut.substring(0, cut.length() - 1);
    }
    return cut.strip() + "…";
  }
}
