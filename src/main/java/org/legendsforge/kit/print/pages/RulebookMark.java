package org.legendsforge.kit.print.pages;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.kit.book.CellGrid;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/** One thing drawn on a rulebook page, in millimetres from the page's top-left corner. */
sealed interface RulebookMark {
  Color INK = PageText.INK;
  Color MUTED = PageText.MUTED;
  Color SHADE = new Color(0xEE, 0xEB, 0xE3);
  Color INSIDE = new Color(0x5A, 0x4B, 0x8A);
  Color OUTSIDE = new Color(0xF4, 0xF2, 0xEC);

  /** Measures as the PDF draws: anti-aliased, fractional metrics, no device transform. */
  java.awt.font.FontRenderContext FRC = new java.awt.font.FontRenderContext(null, true, true);

  void paint(Graphics2D g, FontSet fonts);

  /** The same mark {@code dy} lower. */
  RulebookMark shifted(double dy);

  /** Text on a baseline; drawn as text, so it stays text in the PDF. */
  record Text(double x, double baseline, String text, FontFace face, double size, Color colour)
      implements RulebookMark {
    @Override
    public void paint(Graphics2D g, FontSet fonts) {
      g.setColor(colour);
      g.setFont(fonts.font(face, (float) size));
      g.drawString(text, (float) x, (float) baseline);
    }

    @Override
    public RulebookMark shifted(double dy) {
      return new Text(x, baseline + dy, text, face, size, colour);
    }
  }

  /** A list bullet centred on ({@code x}, {@code y}). */
  record Dot(double x, double y, double radius) implements RulebookMark {
    @Override
    public void paint(Graphics2D g, FontSet fonts) {
      g.setColor(INK);
      g.fill(new Ellipse2D.Double(x - radius, y - radius, 2 * radius, 2 * radius));
    }

    @Override
    public RulebookMark shifted(double dy) {
      return new Dot(x, y + dy, radius);
    }
  }

  /** The shaded box behind a note, with a rule down its left side. */
  record Shade(double x, double y, double width, double height) implements RulebookMark {
    @Override
    public void paint(Graphics2D g, FontSet fonts) {
      g.setColor(SHADE);
      g.fill(new Rectangle2D.Double(x, y, width, height));
      g.setColor(INSIDE);
      g.fill(new Rectangle2D.Double(x, y, 0.8, height));
    }

    @Override
    public RulebookMark shifted(double dy) {
      return new Shade(x, y + dy, width, height);
    }
  }

  /** A horizontal hairline. */
  record Rule(double x, double y, double width, double thickness) implements RulebookMark {
    @Override
    public void paint(Graphics2D g, FontSet fonts) {
      g.setColor(MUTED);
      g.setStroke(new BasicStroke((float) thickness));
      g.draw(new Line2D.Double(x, y, x + width, y));
    }

    @Override
    public RulebookMark shifted(double dy) {
      return new Rule(x, y + dy, width, thickness);
    }
  }

  /** A figure's drawing placed with its top-left corner at ({@code x}, {@code y}). */
  record Drawing(double x, double y, FigurePiece.Drawing drawing) implements RulebookMark {
    @Override
    public void paint(Graphics2D g, FontSet fonts) {
      Graphics2D g2 = (Graphics2D) g.create();
      try {
        g2.translate(x, y);
        drawing.painter().accept(g2);
      } finally {
        g2.dispose();
      }
    }

    @Override
    public RulebookMark shifted(double dy) {
      return new Drawing(x, y + dy, drawing);
    }

    /** What it shows and where: the page's content key must not depend on the painter object. */
    @Override
    public String toString() {
      return "Drawing["
          + x
          + ","
          + y
          + ","
          + drawing.width()
          + ","
          + drawing.height()
          + ","
          + drawing.key()
          + "]";
    }
  }

  /**
   * An area drawn as the rules model sees it: a square of {@code 2X+1} cells, those inside filled,
   * the centre ringed, its notation below.
   */
  record AreaGrid(double x, double y, double cell, CellGrid area) implements RulebookMark {
    @Override
    public void paint(Graphics2D g, FontSet fonts) {
      int n = area.side();
      g.setStroke(new BasicStroke(0.15f));
      for (int row = 0; row < n; row++) {
        for (int col = 0; col < n; col++) {
          boolean inside = area.contains(col - area.reach(), row - area.reach());
          Rectangle2D.Double box =
              new Rectangle2D.Double(x + col * cell, y + row * cell, cell, cell);
          g.setColor(inside ? INSIDE : OUTSIDE);
          g.fill(box);
          g.setColor(MUTED);
          g.draw(box);
        }
      }
      double c = x + area.reach() * cell;
      double r = y + area.reach() * cell;
      g.setColor(Color.WHITE);
      g.setStroke(new BasicStroke((float) (cell * 0.12)));
      g.draw(new Ellipse2D.Double(c + cell * 0.25, r + cell * 0.25, cell * 0.5, cell * 0.5));
      String label = area.label();
      double size = 3.4;
      double w = fonts.font(FontFace.BOLD, (float) size).getStringBounds(label, FRC).getWidth();
      g.setColor(INK);
      g.setFont(fonts.font(FontFace.BOLD, (float) size));
      g.drawString(label, (float) (x + (n * cell - w) / 2), (float) (y + n * cell + size * 1.3));
    }

    @Override
    public RulebookMark shifted(double dy) {
      return new AreaGrid(x, y + dy, cell, area);
    }
  }
}
