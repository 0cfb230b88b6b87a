package org.legendsforge.kit.render;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/** Test helper: puts card PNGs side by side, scaled down, to look at many cards at once. */
final class ContactSheet {
  private ContactSheet() {}

  public static void main(String[] args) throws IOException {
    Path out = Path.of(args[0]);
    int cols = Integer.parseInt(args[1]);
    double scale = Double.parseDouble(args[2]);
    List<BufferedImage> imgs = new ArrayList<>();
    for (int i = 3; i < args.length; i++) {
      imgs.add(ImageIO.read(Path.of(args[i]).toFile()));
    }
    int w = 0;
    int h = 0;
    for (BufferedImage im : imgs) {
      w = Math.max(w, (int) (im.getWidth() * scale));
      h = Math.max(h, (int) (im.getHeight() * scale));
    }
    int rows = (imgs.size() + cols - 1) / cols;
    BufferedImage sheet =
        new BufferedImage(cols * (w + 8), rows * (h + 8), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = sheet.createGraphics();
    g.setRenderingHint(
        RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
    g.fillRect(0, 0, sheet.getWidth(), sheet.getHeight());
    for (int i = 0; i < imgs.size(); i++) {
      BufferedImage im = imgs.get(i);
      g.drawImage(
          im,
          (i % cols) * (w + 8),
          (i / cols) * (h + 8),
          (int) (im.getWidth() * scale),
          (int) (im.getHeight() * scale),
          null);
    }
    g.dispose();
    ImageIO.write(sheet, "png", out.toFile());
  }
}
