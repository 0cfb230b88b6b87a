package org.legendsforge.kit.output.image;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * An 8-bit RGB PNG put together from horizontal strips, each compressed on its own. A card sheet is
 * a strip per row of cards, so a rebuild re-encodes only the row that shows an edited card and
 * copies the others' compressed bytes from the last build. Each strip is raw deflate ending on a
 * byte boundary with no back-reference into another strip (as pigz joins its blocks), so the joined
 * stream is one valid zlib stream; its checksum is combined from the strips' own.
 *
 * <p>pngencoder, which writes the other images, cannot do this: the pieces it compresses apart
 * depend on the machine's core count, and it takes only whole images. Card images are written here
 * too, as one strip: pngencoder's loop turning pixels into bytes ran at half the speed of {@link
 * #scanlines} in forge's quick-start JVM.
 */
public final class StripedPng {
  private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  private static final int ADLER_BASE = 65521;

  /** The IDAT chunk size: any split is valid; this one keeps each write small. */
  private static final int CHUNK = 1 << 16;

  private StripedPng() {}

  /**
   * One compressed strip: the image rows it holds, their filtered bytes' length and Adler-32, and
   * the raw deflate data (ending with a sync flush, never a final block).
   */
  public record Strip(int width, int rows, long rawLength, int adler, byte[] deflated) {
    private static final String MAGIC = "LFS1";

    public byte[] toBytes() {
      ByteArrayOutputStream out = new ByteArrayOutputStream(deflated.length + 32);
      try (DataOutputStream data = new DataOutputStream(out)) {
        data.write(MAGIC.getBytes(StandardCharsets.US_ASCII));
        data.writeInt(width);
        data.writeInt(rows);
        data.writeLong(rawLength);
        data.writeInt(adler);
        data.writeInt(deflated.length);
        data.write(deflated);
      } catch (IOException e) {
        throw new IllegalStateException("writing to memory cannot fail", e);
      }
      return out.toByteArray();
    }

    /** Reads what {@link #toBytes} wrote; anything else (damaged, another version) fails. */
    public static Strip fromBytes(byte[] bytes) throws IOException {
      try (DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(bytes))) {
        byte[] magic = in.readNBytes(4);
        if (!MAGIC.equals(new String(magic, StandardCharsets.US_ASCII))) {
          throw new IOException("not a compressed sheet row");
        }
        int width = in.readInt();
        int rows = in.readInt();
        long raw = in.readLong();
        int adler = in.readInt();
        int length = in.readInt();
        if (width <= 0
            || rows <= 0
            || raw != (long) rows * (1 + 3L * width)
            || length < 0
            || length != in.available()) {
          throw new IOException("a damaged compressed sheet row");
        }
        return new Strip(width, rows, raw, adler, in.readNBytes(length));
      }
    }
  }

  /** Compresses the rows of {@code img} (an RGB image) at zlib {@code level}. */
  public static Strip compress(BufferedImage img, int level) {
    int w = img.getWidth();
    int h = img.getHeight();
    byte[] raw = scanlines(img);
    Adler32 adler = new Adler32();
    adler.update(raw);
    Deflater deflater = new Deflater(level, true);
    try {
      deflater.setInput(raw);
      ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length / 16 + 64);
      byte[] buf = new byte[1 << 16];
      while (true) {
        int n = deflater.deflate(buf, 0, buf.length, Deflater.SYNC_FLUSH);
        out.write(buf, 0, n);
        // a sync flush is done when all input is taken and the buffer was not filled
        if (n < buf.length && deflater.needsInput()) {
          break;
        }
      }
      return new Strip(w, h, raw.length, (int) adler.getValue(), out.toByteArray());
    } finally {
      deflater.end();
    }
  }

  /** The PNG of the strips stacked top to bottom; all must be {@code width} pixels wide. */
  public static byte[] assemble(int width, List<Strip> strips) {
    return assemble(width, strips, 0);
  }

  /**
   * The same, stating {@code dpi} (when above 0) in a pHYs chunk, so image programs and print
   * services size the image as the card it shows.
   */
  public static byte[] assemble(int width, List<Strip> strips, int dpi) {
    int height = 0;
    long adler = 1;
    ByteArrayOutputStream zlib = new ByteArrayOutputStream();
    // CMF/FLG of a zlib stream with a 32 KiB window (the level bits are only informative)
    zlib.write(0x78);
    zlib.write(0x9c);
    for (Strip s : strips) {
      if (s.width() != width) {
        throw new IllegalArgumentException(
            "a strip " + s.width() + " px wide in an image " + width + " px wide");
      }
      height += s.rows();
      zlib.writeBytes(s.deflated());
      adler = combineAdler(adler, s.adler() & 0xffffffffL, s.rawLength());
    }
    zlib.writeBytes(FINAL_EMPTY_BLOCK);
    zlib.write((int) (adler >>> 24));
    zlib.write((int) (adler >>> 16));
    zlib.write((int) (adler >>> 8));
    zlib.write((int) adler);
    byte[] idat = zlib.toByteArray();

    ByteArrayOutputStream png = new ByteArrayOutputStream(idat.length + 64);
    png.writeBytes(SIGNATURE);
    byte[] header = new byte[13];
    putInt(header, 0, width);
    putInt(header, 4, height);
    header[8] = 8; // bits per sample
    header[9] = 2; // RGB; compression, filter and interlace methods stay 0
    chunk(png, "IHDR", header, 0, header.length);
    if (dpi > 0) {
      byte[] phys = new byte[9];
      int perMetre = (int) Math.round(dpi / 0.0254);
      putInt(phys, 0, perMetre);
      putInt(phys, 4, perMetre);
      phys[8] = 1; // the unit is the metre
      chunk(png, "pHYs", phys, 0, phys.length);
    }
    for (int off = 0; off < idat.length; off += CHUNK) {
      chunk(png, "IDAT", idat, off, Math.min(CHUNK, idat.length - off));
    }
    chunk(png, "IEND", new byte[0], 0, 0);
    return png.toByteArray();
  }

  /** A last, empty block that ends the deflate stream the strips' blocks begin. */
  private static final byte[] FINAL_EMPTY_BLOCK = finalEmptyBlock();

  private static byte[] finalEmptyBlock() {
    Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
    try {
      d.finish();
      byte[] buf = new byte[16];
      int n = d.deflate(buf);
      return java.util.Arrays.copyOf(buf, n);
    } finally {
      d.end();
    }
  }

  /** Each row: filter type 0 (none), then red, green, blue bytes. */
  private static byte[] scanlines(BufferedImage img) {
    if (img.getType() != BufferedImage.TYPE_INT_RGB) {
      throw new IllegalArgumentException("sheet rows are drawn on RGB images");
    }
    int w = img.getWidth();
    int h = img.getHeight();
    int[] px = ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
    byte[] raw = new byte[h * (1 + 3 * w)];
    int o = 0;
    for (int y = 0; y < h; y++) {
      raw[o++] = 0;
      for (int i = y * w, end = i + w; i < end; i++) {
        int p = px[i];
        raw[o++] = (byte) (p >> 16);
        raw[o++] = (byte) (p >> 8);
        raw[o++] = (byte) p;
      }
    }
    return raw;
  }

  /** The Adler-32 of two byte runs joined, from each run's own (zlib's adler32_combine). */
  static long combineAdler(long first, long second, long secondLength) {
    long rem = secondLength % ADLER_BASE;
    long sum1 = first & 0xffff;
    long sum2 = (rem * sum1) % ADLER_BASE;
    sum1 += (second & 0xffff) + ADLER_BASE - 1;
    sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + ADLER_BASE - rem;
    if (sum1 >= ADLER_BASE) {
      sum1 -= ADLER_BASE;
    }
    if (sum1 >= ADLER_BASE) {
      sum1 -= ADLER_BASE;
    }
    if (sum2 >= 2L * ADLER_BASE) {
      sum2 -= 2L * ADLER_BASE;
    }
    if (sum2 >= ADLER_BASE) {
      sum2 -= ADLER_BASE;
    }
    return sum1 | (sum2 << 16);
  }

  private static void chunk(ByteArrayOutputStream png, String type, byte[] data, int off, int len) {
    byte[] head = new byte[8];
    putInt(head, 0, len);
    byte[] name = type.getBytes(StandardCharsets.US_ASCII);
    System.arraycopy(name, 0, head, 4, 4);
    png.writeBytes(head);
    png.write(data, off, len);
    CRC32 crc = new CRC32();
    crc.update(name);
    crc.update(data, off, len);
    byte[] tail = new byte[4];
    putInt(tail, 0, (int) crc.getValue());
    png.writeBytes(tail);
  }

  private static void putInt(byte[] b, int off, int v) {
    b[off] = (byte) (v >>> 24);
    b[off + 1] = (byte) (v >>> 16);
    b[off + 2] = (byte) (v >>> 8);
    b[off + 3] = (byte) v;
  }
}
