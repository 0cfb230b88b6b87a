package org.legendsforge.kit.output.image;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.Adler32;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A PNG joined from separately compressed strips reads back as the image the strips came from. */
class StripedPngTest {

  @ParameterizedTest(name = "{0} x {1} px in strips of {2} rows")
  @CsvSource({"120, 90, 30", "120, 90, 7", "1, 5, 1", "333, 40, 40", "64, 64, 63"})
  void stripsJoinedReadBackPixelForPixel(int width, int height, int stripRows) throws IOException {
    BufferedImage whole = picture(width, height, 7);
    List<StripedPng.Strip> strips = new ArrayList<>();
    for (int y = 0; y < height; y += stripRows) {
      strips.add(StripedPng.compress(copy(whole, y, Math.min(stripRows, height - y)), 6));
    }
    BufferedImage read = ImageIO.read(new ByteArrayInputStream(StripedPng.assemble(width, strips)));
    assertThat(read.getWidth()).isEqualTo(width);
    assertThat(read.getHeight()).isEqualTo(height);
    assertThat(pixels(read)).isEqualTo(pixels(whole));
  }

  @Test
  void aCardImageStatesItsResolutionSoItPrintsAtCardSize() throws IOException {
    BufferedImage card = picture(40, 56, 3);
    byte[] png = StripedPng.assemble(40, List.of(StripedPng.compress(card, 3)), 300);
    var reader = ImageIO.getImageReadersByFormatName("png").next();
    reader.setInput(ImageIO.createImageInputStream(new ByteArrayInputStream(png)));
    var phys =
        ((org.w3c.dom.Element) reader.getImageMetadata(0).getAsTree("javax_imageio_png_1.0"))
            .getElementsByTagName("pHYs")
            .item(0)
            .getAttributes();
    // 300 dots an inch is 11811 a metre, the unit PNG counts in
    assertThat(phys.getNamedItem("pixelsPerUnitXAxis").getNodeValue()).isEqualTo("11811");
    assertThat(phys.getNamedItem("pixelsPerUnitYAxis").getNodeValue()).isEqualTo("11811");
    assertThat(phys.getNamedItem("unitSpecifier").getNodeValue()).isEqualTo("meter");
    assertThat(pixels(reader.read(0))).isEqualTo(pixels(card));
  }

  @Test
  void aStripKeptInTheCacheGivesTheSameFileAsOneJustCompressed() throws IOException {
    BufferedImage top = picture(50, 20, 1);
    BufferedImage bottom = picture(50, 20, 2);
    StripedPng.Strip fresh = StripedPng.compress(bottom, 6);
    StripedPng.Strip kept = StripedPng.Strip.fromBytes(fresh.toBytes());
    StripedPng.Strip first = StripedPng.compress(top, 6);
    assertThat(StripedPng.assemble(50, List.of(first, kept)))
        .isEqualTo(StripedPng.assemble(50, List.of(first, fresh)));
  }

  @Test
  void aDamagedOrForeignCacheFileIsRefused() {
    byte[] file = StripedPng.compress(picture(10, 10, 3), 6).toBytes();
    assertThatThrownBy(() -> StripedPng.Strip.fromBytes(Arrays.copyOf(file, file.length - 1)))
        .isInstanceOf(IOException.class);
    assertThatThrownBy(() -> StripedPng.Strip.fromBytes("LFS1 but nothing else".getBytes()))
        .isInstanceOf(IOException.class);
    assertThatThrownBy(() -> StripedPng.Strip.fromBytes(new byte[] {1, 2, 3}))
        .isInstanceOf(IOException.class);
  }

  @Test
  void stripsOfAnotherWidthCannotBeJoined() {
    StripedPng.Strip narrow = StripedPng.compress(picture(10, 4, 4), 6);
    assertThatThrownBy(() -> StripedPng.assemble(12, List.of(narrow)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theChecksumOfJoinedBytesComesFromEachPartsOwn() {
    SplittableRandom rnd = new SplittableRandom(11);
    for (int i = 0; i < 200; i++) {
      byte[] a = new byte[rnd.nextInt(0, 70_000)];
      byte[] b = new byte[rnd.nextInt(0, 70_000)];
      rnd.nextBytes(a);
      rnd.nextBytes(b);
      Adler32 whole = new Adler32();
      whole.update(a);
      whole.update(b);
      assertThat(StripedPng.combineAdler(adler(a), adler(b), b.length)).isEqualTo(whole.getValue());
    }
  }

  private static long adler(byte[] bytes) {
    Adler32 a = new Adler32();
    a.update(bytes);
    return a.getValue();
  }

  private static BufferedImage copy(BufferedImage from, int y, int rows) {
    BufferedImage strip = new BufferedImage(from.getWidth(), rows, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = strip.createGraphics();
    g.drawImage(from, 0, -y, null);
    g.dispose();
    return strip;
  }

  /** Antialiased shapes and noise: runs, edges and bytes that do not repeat. */
  private static BufferedImage picture(int width, int height, long seed) {
    BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    SplittableRandom rnd = new SplittableRandom(seed);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, width, height);
    for (int i = 0; i < 12; i++) {
      g.setColor(new Color(rnd.nextInt(0x1000000)));
      g.fillOval(
          rnd.nextInt(width), rnd.nextInt(height), 1 + rnd.nextInt(width), 1 + rnd.nextInt(height));
    }
    g.dispose();
    for (int i = 0; i < width * height / 10; i++) {
      img.setRGB(rnd.nextInt(width), rnd.nextInt(height), rnd.nextInt(0x1000000));
    }
    return img;
  }

  private static int[] pixels(BufferedImage img) {
    return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
  }
}
