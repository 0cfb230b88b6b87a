package org.legendsforge.kit.output.image;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * Rasterises a drawing made in millimetres (a data-only game's card, back or board) at a given size
 * in pixels, and writes it as a PNG with forge's own encoder, so the same drawing always gives the
 * same bytes.
 */
public final class ProjectRaster {
  private ProjectRaster() {}

  public static BufferedImage image(
      double widthMm, double heightMm, int widthPx, int heightPx, Consumer<Graphics2D> paint) {
    BufferedImage img = new BufferedImage(widthPx, heightPx, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.setColor(java.awt.Color.WHITE);
      g.fillRect(0, 0, widthPx, heightPx);
      g.scale(widthPx / widthMm, heightPx / heightMm);
      paint.accept(g);
    } finally {
      g.dispose();
    }
    return img;
  }

  /** The drawing at {@code dpi}, its pixel size rounded from its size in millimetres. */
  public static BufferedImage atDpi(
      double widthMm, double heightMm, int dpi, Consumer<Graphics2D> paint) {
    int w = (int) Math.round(widthMm / 25.4 * dpi);
    int h = (int) Math.round(heightMm / 25.4 * dpi);
    return image(widthMm, heightMm, w, h, paint);
  }

  public static void writePng(BufferedImage img, Path file, int dpi) throws IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, png(img, dpi));
  }

  /** The image as PNG bytes, marked as {@code dpi}. */
  public static byte[] png(BufferedImage img, int dpi) {
    return StripedPng.assemble(img.getWidth(), List.of(StripedPng.compress(img, 6)), dpi);
  }
}
