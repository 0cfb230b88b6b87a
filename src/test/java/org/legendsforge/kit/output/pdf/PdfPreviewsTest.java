package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.render.FontSet;

/** Each PDF of print/ gets a small PNG of its first page, drawn from the page itself. */
class PdfPreviewsTest {
  @TempDir Path out;

  @Test
  void theFirstPageOfEachPdfBecomesASmallPngBesideThePrintFolder() throws IOException {
    Files.createDirectories(out.resolve("print"));
    FontSet fonts = FontSet.load();
    try (PdfDocumentWriter w = new PdfDocumentWriter(fonts, "t", "t")) {
      try (PageCanvas page = w.newPage(210, 297)) {
        page.full(
            w.form(
                210,
                297,
                g -> {
                  g.setColor(Color.BLACK);
                  g.fill(new java.awt.geom.Rectangle2D.Double(0, 0, 105, 297));
                }));
      }
      try (PageCanvas page = w.newPage(210, 297)) {
        page.full(w.form(210, 297, g -> {}));
      }
      w.save(out.resolve("print/rules-a4.pdf"));
    }

    new PdfPreviews().write(out, RenderCache.none());

    Path png = out.resolve(PdfPreviews.DIR).resolve("rules-a4.png");
    BufferedImage img = ImageIO.read(png.toFile());
    assertThat(img.getWidth()).isEqualTo(PdfPreviews.WIDTH_PX);
    assertThat(img.getHeight()).isBetween(335, 341); // A4's 297:210
    // the first page's left half is black, its right half white: it is that page, not the second
    assertThat(img.getRGB(20, 150) & 0xFFFFFF).isEqualTo(0);
    assertThat(img.getRGB(220, 150) & 0xFFFFFF).isEqualTo(0xFFFFFF);
  }
}
