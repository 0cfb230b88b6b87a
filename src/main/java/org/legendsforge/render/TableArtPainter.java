package org.legendsforge.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.Locale;
import org.legendsforge.model.Hero;
import org.legendsforge.rules.Cell;
import org.legendsforge.rules.PickupKind;
import org.legendsforge.rules.TerrainCard;
import org.legendsforge.tts.MapGeometry;
import org.legendsforge.tts.Marker;

/**
 * Draws the table pieces that are not cards: the map mat with its coordinates, a round token per
 * hero (its initials on a colour picked from its id, so no two runs differ), the pickup coins and
 * the damage/mana/decay tokens. Every image is RGB: tiles are cut to their shape by the game.
 */
public final class TableArtPainter {
  /** Okabe–Ito colours, distinguishable with common colour-vision deficiencies. */
  private static final int[] HERO_COLOURS = {
    0xE69F00, 0x56B4E9, 0x009E73, 0xD55E00, 0x0072B2, 0xCC79A7, 0x8C6D1F, 0x555555
  };

  private final FontSet fonts;

  public TableArtPainter(FontSet fonts) {
    this.fonts = fonts;
  }

  public BufferedImage mat(MapGeometry map, int px) {
    BufferedImage img = canvas(px, px, new Color(0x2F3B2F));
    Graphics2D g = graphics(img);
    double unit = px / map.matSize();
    double left = (map.matSize() - map.width()) / 2 * unit;
    double top = (map.matSize() - map.length()) / 2 * unit;
    double cw = map.cellWidth() * unit;
    double ch = map.cellLength() * unit;
    g.setColor(new Color(0xE8E2CF));
    g.fill(new java.awt.geom.Rectangle2D.Double(left, top, Cell.COLUMNS * cw, Cell.ROWS * ch));
    g.setColor(new Color(0x6E6A5E));
    g.setStroke(new BasicStroke((float) (unit * 0.03)));
    for (int c = 0; c <= Cell.COLUMNS; c++) {
      line(g, left + c * cw, top, left + c * cw, top + Cell.ROWS * ch);
    }
    for (int r = 0; r <= Cell.ROWS; r++) {
      line(g, left, top + r * ch, left + Cell.COLUMNS * cw, top + r * ch);
    }
    g.setColor(new Color(0x222222));
    g.setStroke(new BasicStroke((float) (unit * 0.08)));
    for (int c = 0; c <= Cell.COLUMNS; c += TerrainCard.WIDTH) {
      line(g, left + c * cw, top, left + c * cw, top + Cell.ROWS * ch);
    }
    for (int r = 0; r <= Cell.ROWS; r += TerrainCard.LENGTH) {
      line(g, left, top + r * ch, left + Cell.COLUMNS * cw, top + r * ch);
    }
    g.setColor(new Color(0xF4F0E0));
    g.setFont(fonts.font(FontFace.BOLD, (float) (unit * 0.6)));
    for (int c = 0; c < Cell.COLUMNS; c++) {
      String l = String.valueOf((char) ('A' + c));
      centred(g, l, left + (c + 0.5) * cw, top / 2);
      centred(g, l, left + (c + 0.5) * cw, px - top / 2);
    }
    for (int r = 0; r < Cell.ROWS; r++) {
      String n = Integer.toString(r + 1);
      centred(g, n, left / 2, top + (r + 0.5) * ch);
      centred(g, n, px - left / 2, top + (r + 0.5) * ch);
    }
    g.dispose();
    return img;
  }

  public BufferedImage heroToken(Hero hero, int px) {
    int rgb = HERO_COLOURS[Math.floorMod(hero.id().hashCode(), HERO_COLOURS.length)];
    BufferedImage img = disc(px, new Color(rgb), initials(hero.name()), null);
    // The name under the initials tells apart heroes whose initials and colour coincide.
    Graphics2D g = graphics(img);
    g.setColor(new Color(0xF8F4E8));
    float size = px * 0.085f;
    g.setFont(fonts.font(FontFace.CONDENSED_BOLD, size));
    while (size > px * 0.04f && g.getFontMetrics().stringWidth(hero.name()) > px * 0.52) {
      size -= px * 0.005f;
      g.setFont(fonts.font(FontFace.CONDENSED_BOLD, size));
    }
    centred(g, hero.name(), px / 2.0, px * 0.75);
    g.dispose();
    return img;
  }

  public BufferedImage pickup(PickupKind kind, int px) {
    return switch (kind) {
      case HYPER -> disc(px, new Color(0x7B3FA0), "HYPER", star(px));
      case HEALING -> disc(px, new Color(0x009E73), "HEAL", cross(px));
      case MANA -> disc(px, new Color(0x0072B2), "MANA", diamond(px));
      case ITEM -> disc(px, new Color(0x9C6B30), "ITEM", sword(px));
    };
  }

  public BufferedImage marker(Marker m, int px) {
    return disc(px, new Color(m.rgb()), m.displayName().toUpperCase(Locale.ROOT), null);
  }

  private BufferedImage disc(int px, Color fill, String label, java.awt.Shape emblem) {
    BufferedImage img = canvas(px, px, fill.darker().darker());
    Graphics2D g = graphics(img);
    g.setColor(fill);
    g.fill(new Ellipse2D.Double(px * 0.04, px * 0.04, px * 0.92, px * 0.92));
    g.setColor(new Color(0xF8F4E8));
    g.setStroke(new BasicStroke(px * 0.03f));
    g.draw(new Ellipse2D.Double(px * 0.1, px * 0.1, px * 0.8, px * 0.8));
    if (emblem != null) {
      g.fill(emblem);
      g.setFont(fonts.font(FontFace.CONDENSED_BOLD, px * 0.13f));
      centred(g, label, px / 2.0, px * 0.76);
    } else {
      float size = label.length() <= 2 ? px * 0.38f : px * 0.2f;
      g.setFont(fonts.font(FontFace.CONDENSED_BOLD, size));
      centred(g, label, px / 2.0, px / 2.0);
    }
    g.dispose();
    return img;
  }

  static String initials(String name) {
    StringBuilder out = new StringBuilder();
    for (String w : name.split("[\\s-]+")) {
      int first = w.codePoints().filter(Character::isLetter).findFirst().orElse(-1);
      if (first >= 0 && out.length() < 2) {
        out.appendCodePoint(Character.toUpperCase(first));
      }
    }
    return out.length() == 0 ? "?" : out.toString();
  }

  private static java.awt.Shape star(int px) {
    Path2D p = new Path2D.Double();
    double cx = px / 2.0;
    double cy = px * 0.42;
    for (int i = 0; i < 10; i++) {
      double r = (i % 2 == 0 ? 0.24 : 0.1) * px;
      double a = Math.PI / 2 + i * Math.PI / 5;
      double x = cx + r * Math.cos(a);
      double y = cy - r * Math.sin(a);
      if (i == 0) {
        p.moveTo(x, y);
      } else {
        p.lineTo(x, y);
      }
    }
    p.closePath();
    return p;
  }

  private static java.awt.Shape cross(int px) {
    Path2D p = new Path2D.Double();
    p.append(
        new java.awt.geom.Rectangle2D.Double(px * 0.44, px * 0.2, px * 0.12, px * 0.42), false);
    p.append(
        new java.awt.geom.Rectangle2D.Double(px * 0.29, px * 0.35, px * 0.42, px * 0.12), false);
    return p;
  }

  private static java.awt.Shape diamond(int px) {
    Path2D p = new Path2D.Double();
    p.moveTo(px * 0.5, px * 0.18);
    p.lineTo(px * 0.68, px * 0.42);
    p.lineTo(px * 0.5, px * 0.64);
    p.lineTo(px * 0.32, px * 0.42);
    p.closePath();
    return p;
  }

  private static java.awt.Shape sword(int px) {
    Path2D p = new Path2D.Double();
    p.append(
        new java.awt.geom.Rectangle2D.Double(px * 0.47, px * 0.16, px * 0.06, px * 0.34), false);
    p.append(
        new java.awt.geom.Rectangle2D.Double(px * 0.36, px * 0.5, px * 0.28, px * 0.05), false);
    p.append(
        new java.awt.geom.Rectangle2D.Double(px * 0.475, px * 0.55, px * 0.05, px * 0.1), false);
    return p;
  }

  static BufferedImage canvas(int w, int h, Color background) {
    BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setColor(background);
    g.fillRect(0, 0, w, h);
    g.dispose();
    return img;
  }

  static Graphics2D graphics(BufferedImage img) {
    Graphics2D g = img.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setRenderingHint(
        RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    return g;
  }

  private static void line(Graphics2D g, double x1, double y1, double x2, double y2) {
    g.draw(new java.awt.geom.Line2D.Double(x1, y1, x2, y2));
  }

  static void centred(Graphics2D g, String text, double cx, double cy) {
    Font f = g.getFont();
    FontMetrics fm = g.getFontMetrics(f);
    float x = (float) (cx - fm.stringWidth(text) / 2.0);
    float y = (float) (cy + (fm.getAscent() - fm.getDescent()) / 2.0);
    g.drawString(text, x, y);
  }
}
