package org.legendsforge.kit.render;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import java.util.Optional;

/**
 * The back patterns named in docs/card-data.md, drawn as flat vector shapes over a field in one
 * colour (the caller sets it and clips to the field); or, for low-ink backs, as thin outlines of
 * the same shapes. Each pattern is centred on the field so backs look the same whichever way up a
 * card lies.
 */
enum BackPattern {
  RAYS,
  WAVES,
  SWIRL,
  STRATA,
  HALO,
  THORNS,
  CHEVRONS,
  DIAMONDS,
  DOTS,
  RINGS,
  STRIPES,
  GRID,
  SCALES,
  STARS;

  static Optional<BackPattern> of(String name) {
    try {
      return Optional.of(valueOf(name.toUpperCase(Locale.ROOT)));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  void paint(Graphics2D g, Rectangle2D f) {
    paint(g, f, false);
  }

  /** With {@code outline}, every filled shape is drawn as its outline and every line thin. */
  void paint(Graphics2D g, Rectangle2D f, boolean outline) {
    Pen pen = new Pen(g, outline, Math.min(f.getWidth(), f.getHeight()) / 9 * 0.05);
    double cx = f.getCenterX();
    double cy = f.getCenterY();
    double u = Math.min(f.getWidth(), f.getHeight()) / 9;
    double far = Math.hypot(f.getWidth(), f.getHeight());
    pen.stroke(u * 0.16);
    int nx = (int) Math.ceil(f.getWidth() / u / 2) + 1;
    int ny = (int) Math.ceil(f.getHeight() / u / 2) + 1;
    switch (this) {
      case RAYS -> {
        for (int i = 0; i < 32; i += 2) {
          Path2D.Double p = new Path2D.Double();
          p.moveTo(cx, cy);
          p.lineTo(cx + far * Math.cos(Math.PI * i / 16), cy + far * Math.sin(Math.PI * i / 16));
          p.lineTo(
              cx + far * Math.cos(Math.PI * (i + 1) / 16),
              cy + far * Math.sin(Math.PI * (i + 1) / 16));
          p.closePath();
          pen.fill(p);
        }
      }
      case WAVES, STRATA -> {
        for (int j = -ny; j <= ny; j++) {
          Path2D.Double p = new Path2D.Double();
          double y0 = cy + j * u;
          p.moveTo(f.getMinX() - u, y0);
          for (double x = f.getMinX() - u; x <= f.getMaxX() + u; x += u / 4) {
            double amp = this == WAVES ? u * 0.25 : u * 0.12;
            p.lineTo(x, y0 + amp * Math.sin((x - cx) / u * Math.PI));
          }
          if (this == WAVES) {
            pen.draw(p);
          } else if (Math.floorMod(j, 2) == 0) {
            pen.band(u * 0.45);
            pen.draw(p);
          }
        }
      }
      case SWIRL -> {
        for (int arm = 0; arm < 6; arm++) {
          Path2D.Double p = new Path2D.Double();
          p.moveTo(cx, cy);
          for (double t = 0; t < 3 * Math.PI; t += 0.1) {
            double r = u * 0.35 * t * 1.6;
            double a = t + arm * Math.PI / 3;
            p.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
          }
          pen.draw(p);
        }
      }
      case HALO, RINGS -> {
        if (this == HALO) {
          for (double r = u * 0.6; r < far / 2; r += u * 0.7) {
            pen.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
          }
        } else {
          grid(
              nx,
              ny,
              cx,
              cy,
              u,
              true,
              (x, y) -> pen.draw(new Ellipse2D.Double(x - u * 0.3, y - u * 0.3, u * 0.6, u * 0.6)));
        }
      }
      case THORNS ->
          grid(
              nx,
              ny,
              cx,
              cy,
              u,
              true,
              (x, y) -> {
                Path2D.Double p = new Path2D.Double();
                p.moveTo(x - u * 0.22, y + u * 0.25);
                p.lineTo(x, y - u * 0.35);
                p.lineTo(x + u * 0.22, y + u * 0.25);
                p.closePath();
                pen.fill(p);
              });
      case CHEVRONS -> {
        for (int j = -ny; j <= ny; j++) {
          Path2D.Double p = new Path2D.Double();
          double y0 = cy + j * u;
          boolean first = true;
          for (int i = -nx * 2; i <= nx * 2; i++) {
            double x = cx + i * u / 2;
            double y = y0 + (Math.floorMod(i, 2) == 0 ? -u * 0.25 : u * 0.25);
            if (first) {
              p.moveTo(x, y);
              first = false;
            } else {
              p.lineTo(x, y);
            }
          }
          pen.draw(p);
        }
      }
      case DIAMONDS ->
          grid(
              nx,
              ny,
              cx,
              cy,
              u,
              false,
              (x, y) -> {
                Path2D.Double p = new Path2D.Double();
                p.moveTo(x, y - u * 0.45);
                p.lineTo(x + u * 0.3, y);
                p.lineTo(x, y + u * 0.45);
                p.lineTo(x - u * 0.3, y);
                p.closePath();
                pen.fill(p);
              });
      case DOTS ->
          grid(
              nx,
              ny,
              cx,
              cy,
              u,
              true,
              (x, y) ->
                  pen.fill(new Ellipse2D.Double(x - u * 0.15, y - u * 0.15, u * 0.3, u * 0.3)));
      case STRIPES -> {
        for (double d = -far; d <= far; d += u * 0.8) {
          pen.band(u * 0.28);
          pen.draw(new Line2D.Double(cx + d - far, cy - far, cx + d + far, cy + far));
        }
      }
      case GRID -> {
        for (int i = -nx * 2; i <= nx * 2; i++) {
          pen.draw(new Line2D.Double(cx + i * u, f.getMinY() - u, cx + i * u, f.getMaxY() + u));
        }
        for (int j = -ny * 2; j <= ny * 2; j++) {
          pen.draw(new Line2D.Double(f.getMinX() - u, cy + j * u, f.getMaxX() + u, cy + j * u));
        }
      }
      case SCALES -> {
        for (int j = -ny * 2; j <= ny * 2; j++) {
          double off = Math.floorMod(j, 2) == 0 ? 0 : u / 2;
          for (int i = -nx * 2; i <= nx * 2; i++) {
            double x = cx + i * u + off;
            double y = cy + j * u / 2;
            pen.draw(new Arc2D.Double(x - u / 2, y - u / 2, u, u, 180, 180, Arc2D.OPEN));
          }
        }
      }
      case STARS ->
          grid(
              nx,
              ny,
              cx,
              cy,
              u,
              true,
              (x, y) -> pen.fill(EmblemPainter.star(x, y, u * 0.28, u * 0.11, 5, -Math.PI / 2)));
    }
  }

  /** Fills or outlines shapes, strokes lines at their width or thin, as the back's ink asks. */
  private record Pen(Graphics2D g, boolean outline, double thin) {
    void stroke(double width) {
      g.setStroke(
          new BasicStroke(
              (float) (outline ? thin : width), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    }

    /** A broad band (square ends), thin in outline. */
    void band(double width) {
      if (outline) {
        stroke(width);
      } else {
        g.setStroke(new BasicStroke((float) width));
      }
    }

    void fill(java.awt.Shape s) {
      if (outline) {
        g.draw(s);
      } else {
        g.fill(s);
      }
    }

    void draw(java.awt.Shape s) {
      g.draw(s);
    }
  }

  private interface At {
    void at(double x, double y);
  }

  /** Calls {@code at} on a lattice centred on (cx, cy), odd rows shifted when {@code offset}. */
  private static void grid(int nx, int ny, double cx, double cy, double u, boolean offset, At at) {
    for (int j = -ny * 2; j <= ny * 2; j++) {
      double shift = offset && Math.floorMod(j, 2) == 1 ? u / 2 : 0;
      for (int i = -nx * 2; i <= nx * 2; i++) {
        at.at(
            cx + i * u + shift + (offset ? 0 : (Math.floorMod(j, 2) == 1 ? u / 2 : 0)),
            cy + j * u * (offset ? 0.87 : 0.5));
      }
    }
  }
}
