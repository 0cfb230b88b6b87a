package org.legendsforge.kit.output.image;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.function.Consumer;
import java.util.zip.Deflater;
import org.legendsforge.kit.render.CardSize;

/**
 * Draws one card onto an RGB image at a fixed resolution and encodes it as PNG. Single-threaded
 * compression at a fixed level, no timestamps: the same card gives the same bytes.
 */
public final class PngCardWriter {
  public static final int DPI = 300;

  /**
   * Compressing is most of a card image's cost. Level 3 is the strongest of zlib's quick levels
   * (from 4 up, every match is weighed against the next one): a card encodes in 10 ms instead of
   * 15, and its file is 13 % larger (68 instead of 60 KB; measured in docs/performance.md).
   */
  static final int COMPRESSION_LEVEL = 3;

  private final int dpi;

  /**
   * What {@link #png} draws and compresses one card with, kept by each thread from one card to the
   * next: a build draws a few hundred cards of two or three sizes, and a new 3.7 MB image, 2.8 MB
   * of rows and zlib's state for every card were zeroed and collected again and again.
   */
  private final ThreadLocal<Scratch> scratch = ThreadLocal.withInitial(Scratch::new);

  public PngCardWriter(int dpi) {
    this.dpi = dpi;
  }

  /** The whole bleed area of a card of {@code size}, painted by {@code paint} in millimetres. */
  public byte[] png(CardSize size, Consumer<Graphics2D> paint) {
    Scratch s = scratch.get();
    BufferedImage img = s.image(width(size), height(size));
    paint(img, size, paint);
    return StripedPng.assemble(
        img.getWidth(), List.of(StripedPng.compress(img, s.deflater, s.rows(img))), dpi);
  }

  /** The card drawn on an image of its own, which the caller keeps. */
  public BufferedImage image(CardSize size, Consumer<Graphics2D> paint) {
    BufferedImage img = new BufferedImage(width(size), height(size), BufferedImage.TYPE_INT_RGB);
    paint(img, size, paint);
    return img;
  }

  private int width(CardSize size) {
    return (int) Math.round(size.bleedWidth() * pxPerMm());
  }

  private int height(CardSize size) {
    return (int) Math.round(size.bleedHeight() * pxPerMm());
  }

  private double pxPerMm() {
    return dpi / 25.4;
  }

  /** Paints the whole of {@code img}: white first, so a reused image starts as a new one does. */
  private static void paint(BufferedImage img, CardSize size, Consumer<Graphics2D> paint) {
    int w = img.getWidth();
    int h = img.getHeight();
    Graphics2D g = img.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, w, h);
      g.scale(w / size.bleedWidth(), h / size.bleedHeight());
      paint.accept(g);
    } finally {
      g.dispose();
    }
  }

  public byte[] encode(BufferedImage img) {
    return StripedPng.assemble(
        img.getWidth(), List.of(StripedPng.compress(img, COMPRESSION_LEVEL)), dpi);
  }

  /** One thread's image, rows and deflater, the image and rows replaced when the size changes. */
  private static final class Scratch {
    private final Deflater deflater = new Deflater(COMPRESSION_LEVEL, true);
    private BufferedImage image;
    private byte[] rows;

    BufferedImage image(int w, int h) {
      if (image == null || image.getWidth() != w || image.getHeight() != h) {
        image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
      }
      return image;
    }

    byte[] rows(BufferedImage img) {
      int length = StripedPng.rowsLength(img.getWidth(), img.getHeight());
      if (rows == null || rows.length != length) {
        rows = new byte[length];
      }
      return rows;
    }
  }
}
