package org.legendsforge.kit.project.look;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Locale;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.PieceKind;
import org.legendsforge.kit.project.TablePiece;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The two pages a data-only game's cards PDF opens with besides the duplex test: the sleeve guide
 * (each deck's sleeve colour, its cards with copies, and the sleeve size that fits the card) and
 * the component list (every deck and table piece with how many the game holds), so a printed copy
 * can be checked before it is cut.
 */
public final class GuidePages {
  /** A sleeve is 3 mm wider and taller than the card, as standard sleeves are. */
  static final double SLEEVE_ROOM = 3;

  private static final double MARGIN = 20;

  private final GameProject game;
  private final FontSet fonts;

  public GuidePages(GameProject game, FontSet fonts) {
    this.game = game;
    this.fonts = fonts;
  }

  public void paintSleeves(Graphics2D g, double w, double h) {
    double y =
        heading(
            g,
            w,
            "Sleeves",
            "Sleeves of "
                + sleeve()
                + " fit these cards; one colour a deck keeps the decks apart when shuffled.");
    int total = 0;
    for (DeckSpec d : game.decks()) {
      int n = game.copiesIn(d);
      total += n;
      g.setColor(Ink.of(d.sleeve()));
      RoundRectangle2D swatch = new RoundRectangle2D.Double(MARGIN, y - 6, 14, 9, 1.5, 1.5);
      g.fill(swatch);
      g.setColor(Ink.QUIET);
      g.setStroke(new BasicStroke(0.25f));
      g.draw(swatch);
      g.setColor(Ink.DARK);
      g.setFont(fonts.font(FontFace.BOLD, 4.2f));
      g.drawString(d.label(), (float) (MARGIN + 20), (float) y);
      g.setFont(fonts.font(FontFace.REGULAR, 3.6f));
      g.drawString(
          n + (n == 1 ? " card" : " cards") + ", " + d.sleeve().hex() + " sleeves",
          (float) (MARGIN + 95),
          (float) y);
      y += 13;
    }
    g.setFont(fonts.font(FontFace.BOLD, 3.8f));
    g.drawString(
        total + " cards in all: " + total + " sleeves of " + sleeve(),
        (float) MARGIN,
        (float) (y + 4));
  }

  public void paintComponents(Graphics2D g, double w, double h) {
    double y =
        heading(
            g,
            w,
            "Components",
            "Check the printed and gathered pieces against this list before the first game.");
    g.setFont(fonts.font(FontFace.REGULAR, 3.8f));
    for (DeckSpec d : game.decks()) {
      y = line(g, "\u2610  " + d.label(), "deck of " + game.copiesIn(d) + " cards", y);
    }
    for (TablePiece p : game.pieces()) {
      String what =
          switch (p.kind()) {
            case BOARD -> "board, " + p.spaces().size() + " spaces (boards PDF)";
            case TRACK -> "track " + p.from() + " to " + p.to() + " (boards PDF)";
            case DICE -> p.to() + "-sided " + (p.count() == 1 ? "die" : "dice") + PRINTED;
            case COUNTER -> "counter " + p.from() + " to " + p.to() + PRINTED;
            case TOKEN ->
                PieceKind.TOKEN.word()
                    + (p.count() == 1 ? "" : "s")
                    + " ("
                    + p.colour().hex()
                    + ")"
                    + PRINTED;
          };
      y = line(g, "\u2610  " + p.label(), p.count() + " \u00d7 " + what, y);
    }
  }

  private static final String PRINTED = " (components PDF)";

  /**
   * The components PDF's first page: each printed piece, how many, and how to make it from its
   * parts.
   */
  public void paintPieceGuide(Graphics2D g, double w, double h) {
    double y =
        heading(
            g,
            w,
            "Printed pieces",
            "Print these pages single-sided at actual size. Cut each part along its marks or its"
                + " outline; the lines below say how each piece is put together.");
    for (TablePiece p : game.pieces()) {
      if (!PrintedParts.printed(p)) {
        continue;
      }
      g.setFont(fonts.font(FontFace.BOLD, 3.8f));
      g.drawString("\u2610  " + p.count() + " \u00d7 " + p.label(), (float) MARGIN, (float) y);
      g.setFont(fonts.font(FontFace.REGULAR, 3.6f));
      for (String l : Words.wrap(g, g.getFont(), PrintedParts.howToMake(p), w - 2 * MARGIN - 8)) {
        y += 5;
        g.drawString(l, (float) (MARGIN + 8), (float) y);
      }
      y += 9;
    }
  }

  private double heading(Graphics2D g, double w, String title, String note) {
    Words.smooth(g);
    g.setColor(Color.WHITE);
    g.fill(new Rectangle2D.Double(0, 0, w, 400));
    g.setColor(Ink.QUIET);
    g.setFont(fonts.font(FontFace.CONDENSED, 3.6f));
    g.drawString(game.name().toUpperCase(Locale.ROOT), (float) MARGIN, (float) (MARGIN + 2));
    g.setColor(Ink.DARK);
    g.setFont(fonts.font(FontFace.BOLD, 9f));
    g.drawString(title, (float) MARGIN, (float) (MARGIN + 13));
    g.setFont(fonts.font(FontFace.REGULAR, 3.6f));
    g.setColor(Ink.QUIET);
    double y = MARGIN + 22;
    for (String l : Words.wrap(g, g.getFont(), note, w - 2 * MARGIN)) {
      g.drawString(l, (float) MARGIN, (float) y);
      y += 5;
    }
    g.setColor(Ink.DARK);
    return y + 10;
  }

  private double line(Graphics2D g, String left, String right, double y) {
    g.setFont(fonts.font(FontFace.BOLD, 3.8f));
    g.drawString(left, (float) MARGIN, (float) y);
    g.setFont(fonts.font(FontFace.REGULAR, 3.8f));
    g.drawString(right, (float) (MARGIN + 80), (float) y);
    return y + 8;
  }

  private String sleeve() {
    return sleeveSize(game);
  }

  /** The sleeve that fits the game's cards, as a shop names it: {@code 66 × 91 mm}. */
  public static String sleeveSize(GameProject game) {
    return String.format(
        Locale.ROOT,
        "%.0f \u00d7 %.0f mm",
        game.cardWidth() + SLEEVE_ROOM,
        game.cardHeight() + SLEEVE_ROOM);
  }
}
