package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;

/**
 * A vector icon from the theme: one shape in a 24 × 24 box and the colour it has inside text. Drawn
 * as a filled shape, so it stays sharp in PDF and SVG.
 */
public record Icon(String name, Color colour, Shape shape) {
  public static final double BOX = 24.0;

  /** Fills the icon into the square at (x, y) with side {@code size}, in {@code colour}. */
  public void paint(Graphics2D g, double x, double y, double size, Color colour) {
    AffineTransform at = new AffineTransform();
    at.translate(x, y);
    at.scale(size / BOX, size / BOX);
    g.setColor(colour);
    g.fill(at.createTransformedShape(shape));
  }
}
