package org.legendsforge.kit.render;

import com.github.weisj.jsvg.SVGDocument;
import com.github.weisj.jsvg.renderer.NullPlatformSupport;
import com.github.weisj.jsvg.view.ViewBox;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/**
 * A picture from card-data, ready to draw at any size: pixels (PNG, JPEG) or vectors (SVG). Drawn
 * through the same Graphics2D as everything else, so an SVG stays paths in PDF and SVG outputs and
 * is rasterised only where the output is pixels (PNG, the TTS sheets).
 */
sealed interface Picture permits Picture.Bitmap, Picture.Vector {
  /** Its own width: pixels, or the SVG's user units. */
  double width();

  double height();

  /** Whether it is drawn as vectors (its size says nothing about print resolution). */
  boolean vector();

  /** Draws the whole picture into {@code rect}, stretched when the shapes differ. */
  void draw(Graphics2D g, Rectangle2D rect);

  /** A decoded PNG or JPEG. */
  record Bitmap(BufferedImage image) implements Picture {
    @Override
    public double width() {
      return image.getWidth();
    }

    @Override
    public double height() {
      return image.getHeight();
    }

    @Override
    public boolean vector() {
      return false;
    }

    @Override
    public void draw(Graphics2D g, Rectangle2D rect) {
      AffineTransform at = new AffineTransform();
      at.translate(rect.getX(), rect.getY());
      at.scale(rect.getWidth() / image.getWidth(), rect.getHeight() / image.getHeight());
      Graphics2D g2 = (Graphics2D) g.create();
      try {
        // bicubic: art is scaled down from the designer's file, often by a large factor
        g2.setRenderingHint(
            RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
        g2.drawImage(image, at, null);
      } finally {
        g2.dispose();
      }
    }
  }

  /**
   * A parsed SVG document. {@code hasText} says whether it holds {@code <text>}, which the library
   * draws with whatever fonts the computer has; {@code problems}, in plain words, what the library
   * had to leave out while reading it (the fit check warns of both).
   */
  record Vector(
      SVGDocument document,
      double width,
      double height,
      boolean hasText,
      java.util.List<String> problems)
      implements Picture {
    @Override
    public boolean vector() {
      return true;
    }

    @Override
    public void draw(Graphics2D g, Rectangle2D rect) {
      Graphics2D g2 = (Graphics2D) g.create();
      try {
        g2.translate(rect.getX(), rect.getY());
        g2.scale(rect.getWidth() / width, rect.getHeight() / height);
        g2.clip(new Rectangle2D.Double(0, 0, width, height));
        // one drawing at a time per document: the library does not promise more, and the
        // rendering threads share the documents
        synchronized (document) {
          SvgMessages.during(
              () -> {
                document.renderWithPlatform(
                    NullPlatformSupport.INSTANCE,
                    g2,
                    new ViewBox(0, 0, (float) width, (float) height));
                return null;
              });
        }
      } finally {
        g2.dispose();
      }
    }
  }
}
