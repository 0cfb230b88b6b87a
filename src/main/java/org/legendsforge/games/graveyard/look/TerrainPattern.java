package org.legendsforge.games.graveyard.look;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Arc2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import java.util.function.Function;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.kit.render.Colours;

/**
 * The pattern of each terrain over its fill, so cells stay apart in grayscale: plains plain, hills
 * arcs, forest trees, mountain peaks, sea waves. Motifs sit on a lattice anchored to the cell.
 */
final class TerrainPattern {
  private final Function<String, Color> colours;

  /** {@code colours}: the theme's terrain colour of each key ({@link #key}). */
  TerrainPattern(Function<String, Color> colours) {
    this.colours = colours;
  }

  /** The key of {@code t}'s colour under the theme's {@code terrain:} ({@code plains}, …). */
  static String key(Terrain t) {
    return t.name().toLowerCase(Locale.ROOT);
  }

  void paint(Graphics2D g, Terrain t, Rectangle2D r) {
    Color base = colours.apply(key(t));
    Color ink = Colours.mix(base, Colours.DARK, 0.35);
    double u = 6.0;
    switch (t) {
      case PLAINS -> {}
      case HILLS -> {
        g.setColor(ink);
        g.setStroke(new BasicStroke(0.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        lattice(
            r,
            u * 1.3,
            (x, y) ->
                g.draw(
                    new Arc2D.Double(
                        x - u * 0.55, y - u * 0.3, u * 1.1, u * 0.8, 0, 180, Arc2D.OPEN)));
      }
      case FOREST -> {
        Color tree = Colours.mix(base, Colours.DARK, 0.45);
        lattice(
            r,
            u * 1.35,
            (x, y) -> {
              Path2D.Double p = new Path2D.Double();
              p.moveTo(x, y - u * 0.55);
              p.lineTo(x + u * 0.38, y + u * 0.2);
              p.lineTo(x - u * 0.38, y + u * 0.2);
              p.closePath();
              g.setColor(tree);
              g.fill(p);
              g.fill(new Rectangle2D.Double(x - u * 0.07, y + u * 0.2, u * 0.14, u * 0.22));
            });
      }
      case MOUNTAIN -> {
        Color rock = Colours.mix(base, Colours.DARK, 0.45);
        Color snow = Colours.mix(base, Color.WHITE, 0.75);
        lattice(
            r,
            u * 1.7,
            (x, y) -> {
              Path2D.Double p = new Path2D.Double();
              p.moveTo(x - u * 0.7, y + u * 0.4);
              p.lineTo(x, y - u * 0.6);
              p.lineTo(x + u * 0.7, y + u * 0.4);
              p.closePath();
              g.setColor(rock);
              g.fill(p);
              Path2D.Double cap = new Path2D.Double();
              cap.moveTo(x - u * 0.2, y - u * 0.31);
              cap.lineTo(x, y - u * 0.6);
              cap.lineTo(x + u * 0.2, y - u * 0.31);
              cap.closePath();
              g.setColor(snow);
              g.fill(cap);
            });
      }
      case SEA -> {
        g.setColor(Colours.mix(base, Color.WHITE, 0.45));
        g.setStroke(new BasicStroke(0.55f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        lattice(
            r,
            u * 1.2,
            (x, y) -> {
              Path2D.Double w = new Path2D.Double();
              w.moveTo(x - u * 0.5, y);
              w.quadTo(x - u * 0.25, y - u * 0.3, x, y);
              w.quadTo(x + u * 0.25, y + u * 0.3, x + u * 0.5, y);
              g.draw(w);
            });
      }
    }
  }

  private interface At {
    void at(double x, double y);
  }

  /** Motifs on an offset lattice anchored to the cell, so each cell looks the same. */
  private static void lattice(Rectangle2D r, double step, At at) {
    int row = 0;
    for (double y = r.getMinY() + step * 0.6; y < r.getMaxY() + step; y += step * 0.8, row++) {
      double shift = row % 2 == 1 ? step / 2 : 0;
      for (double x = r.getMinX() + step * 0.3 + shift; x < r.getMaxX() + step; x += step) {
        at.at(x, y);
      }
    }
  }
}
