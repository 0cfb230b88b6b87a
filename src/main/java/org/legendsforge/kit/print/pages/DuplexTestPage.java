package org.legendsforge.kit.print.pages;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import org.legendsforge.kit.print.BackOffset;
import org.legendsforge.kit.print.Box;
import org.legendsforge.kit.print.CardSlot;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The duplex alignment test, one page per side, with the card slots of the real sheet. The front
 * has a millimetre ruler across each slot's centre; the back has one long cross placed behind it
 * exactly as card backs are placed. Held against a light, where the back's cross meets the front's
 * ruler reads the printer's offset in millimetres.
 */
public final class DuplexTestPage implements GuidePage {
  private static final Color FRONT_INK = new Color(0x00, 0x72, 0xB2);
  private static final Color BACK_INK = new Color(0xD5, 0x5E, 0x00);
  private final PageText text;
  private final SheetSpec sheet;
  private final Duplex duplex;
  private final PageSide side;
  private final BackOffset offset;

  /** {@code offset}: the correction the backs of the cards get, which the test's back gets too. */
  public DuplexTestPage(
      FontSet fonts, SheetSpec sheet, Duplex duplex, PageSide side, BackOffset offset) {
    this.text = new PageText(fonts);
    this.sheet = sheet;
    this.duplex = duplex;
    this.side = side;
    this.offset = offset;
  }

  @Override
  public java.util.Optional<String> contentKey() {
    return java.util.Optional.of("duplex-test|" + sheet + "|" + duplex + "|" + side + "|" + offset);
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    g.setStroke(new BasicStroke(0.2f));
    boolean first = true;
    for (CardSlot front : sheet.slots()) {
      CardSlot slot =
          side == PageSide.FRONT ? front : offset.correct(front.behind(duplex, sheet), duplex);
      Box t = slot.trim();
      g.setColor(Color.GRAY);
      g.draw(new Rectangle2D.Double(t.x(), t.y(), t.width(), t.height()));
      double cx = t.x() + t.width() / 2;
      double cy = t.y() + t.height() / 2;
      if (side == PageSide.FRONT) {
        ruler(g, cx, cy);
      } else {
        cross(g, cx, cy, t);
      }
      g.setColor(side == PageSide.FRONT ? FRONT_INK : BACK_INK);
      String label =
          String.format(
              Locale.ROOT,
              "%s of card %d",
              side == PageSide.FRONT ? "front" : "back",
              front.row() * sheet.columns() + front.column() + 1);
      text.line(g, label, FontFace.BOLD, 3, t.x() + 3, t.y() + 7);
      if (first) {
        // Inside the first slot: Letter's margins are too narrow for a footer.
        g.setColor(PageText.INK);
        text.paragraph(g, how(), FontFace.REGULAR, 2.3, t.x() + 3, t.y() + 12, t.width() - 6);
        first = false;
      }
    }
  }

  private String how() {
    String how =
        side == PageSide.FRONT
            ? "Duplex test, front. Print this page and the next one on one sheet ("
                + edge()
                + "), hold it against a light and look at this side: each orange cross should"
                + " sit on the centre of its blue ruler (ticks 1 mm apart). If not, see the"
                + " first page: print: backOffset: [RIGHT, DOWN] in forge.yaml (or --back-offset"
                + " RIGHT,DOWN for one run) corrects it."
                + (offset.isNone()
                    ? ""
                    : " This file corrects "
                        + number(offset.right())
                        + ","
                        + number(offset.down())
                        + " already.")
            : "Duplex test, back. Seen from the front, each orange cross should sit on the"
                + " centre of its blue ruler.";
    return how;
  }

  private static String number(double mm) {
    return new java.math.BigDecimal(Double.toString(mm)).stripTrailingZeros().toPlainString();
  }

  private String edge() {
    return switch (duplex) {
      case LONG -> "duplex, flip on long edge";
      case SHORT -> "duplex, flip on short edge";
      case NONE ->
          "print this page, put the sheet back into the tray turned over its long edge, print"
              + " the next page";
    };
  }

  private void ruler(Graphics2D g, double cx, double cy) {
    g.setColor(FRONT_INK);
    g.draw(new Ellipse2D.Double(cx - 5, cy - 5, 10, 10));
    for (int i = -10; i <= 10; i++) {
      double len = i % 5 == 0 ? 2.5 : 1.2;
      g.draw(new Line2D.Double(cx + i, cy - len, cx + i, cy + len));
      g.draw(new Line2D.Double(cx - len, cy + i, cx + len, cy + i));
    }
    g.draw(new Line2D.Double(cx - 10, cy, cx + 10, cy));
    g.draw(new Line2D.Double(cx, cy - 10, cx, cy + 10));
  }

  private void cross(Graphics2D g, double cx, double cy, Box t) {
    g.setColor(BACK_INK);
    // Long enough to cross the whole ruler (10 mm each way), short enough to miss the text.
    double arm = 18;
    g.draw(new Line2D.Double(cx - arm, cy, cx + arm, cy));
    g.draw(new Line2D.Double(cx, cy - arm, cx, cy + arm));
  }
}
