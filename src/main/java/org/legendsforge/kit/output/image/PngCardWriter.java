package org.legendsforge.kit.output.image;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.function.Consumer;
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

  public PngCardWriter(int dpi) {
    this.dpi = dpi;
  }

  /** The whole bleed area of a card of {@code size}, painted by {@code paint} in millimetres. */
  public byte[] png(CardSize size, Consumer<Graphics2D> paint) {
    return encode(image(size, paint));
  }

  public BufferedImage image(CardSize size, Consumer<Graphics2D> paint) {
    double pxPerMm = dpi / 25.4;
    int w = (int) Math.round(size.bleedWidth() * pxPerMm);
    int h = (int) Math.round(size.bleedHeight() * pxPerMm);
    BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, w, h);
      g.scale(w / size.bleedWidth(), h / size.bleedHeight());
      paint.accept(g);
    } finally {
      g.dispose();
    }
    return img;
  }

  public byte[] encode(BufferedImage img) {
    return StripedPng.assemble(
        img.getWidth(), List.of(StripedPng.compress(img, COMPRESSION_LEVEL)), dpi);
  }
}
