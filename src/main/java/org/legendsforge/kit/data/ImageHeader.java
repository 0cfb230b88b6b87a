package org.legendsforge.kit.data;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The format and pixel size of a PNG or JPEG file (an SVG has no pixel size: see {@link
 * #looksLikeSvg}), read from its header only: the loader checks art against size limits without
 * decoding it, so a file claiming 100 000 × 70 000 pixels costs a few bytes to refuse instead of
 * gigabytes to open.
 */
public record ImageHeader(String format, int width, int height) {
  /** How far into a JPEG to look for its frame header (past EXIF and colour profiles). */
  private static final int MAX_JPEG_SCAN = 1 << 20;

  private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

  /** The header, or empty when the file is neither a PNG nor a JPEG (or is cut short). */
  public static Optional<ImageHeader> read(Path file) throws IOException {
    try (DataInputStream in =
        new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(file)))) {
      int b0 = in.read();
      int b1 = in.read();
      if (b0 == 0x89 && b1 == 'P') {
        return png(in);
      }
      if (b0 == 0xFF && b1 == 0xD8) {
        return jpeg(in);
      }
      return Optional.empty();
    } catch (EOFException e) {
      return Optional.empty();
    }
  }

  /**
   * Whether the file reads as the start of an SVG document: XML whose first element, within the
   * first 64 KiB, is {@code <svg}. The drawing itself is read when the card is drawn; one that
   * turns out broken gives a warning and the card's generated picture.
   */
  public static boolean looksLikeSvg(Path file) throws IOException {
    byte[] head;
    try (var in = Files.newInputStream(file)) {
      head = in.readNBytes(64 * 1024);
    }
    String text =
        new String(head, java.nio.charset.StandardCharsets.UTF_8)
            .replace("\uFEFF", "")
            .stripLeading();
    return text.startsWith("<") && text.contains("<svg");
  }

  private static Optional<ImageHeader> png(DataInputStream in) throws IOException {
    byte[] rest = new byte[PNG_SIGNATURE.length - 2];
    in.readFully(rest);
    for (int i = 0; i < rest.length; i++) {
      if (rest[i] != PNG_SIGNATURE[i + 2]) {
        return Optional.empty();
      }
    }
    in.readInt();
    byte[] type = new byte[4];
    in.readFully(type);
    if (!new String(type, java.nio.charset.StandardCharsets.US_ASCII).equals("IHDR")) {
      return Optional.empty();
    }
    return sized("PNG", Integer.toUnsignedLong(in.readInt()), Integer.toUnsignedLong(in.readInt()));
  }

  /** Walks the JPEG segments up to the first frame header (SOF0..SOF15 but DHT, JPG, DAC). */
  private static Optional<ImageHeader> jpeg(DataInputStream in) throws IOException {
    long read = 2;
    while (read < MAX_JPEG_SCAN) {
      int b = in.readUnsignedByte();
      read++;
      if (b != 0xFF) {
        return Optional.empty();
      }
      int marker = in.readUnsignedByte();
      read++;
      while (marker == 0xFF) {
        marker = in.readUnsignedByte();
        read++;
      }
      if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) {
        continue;
      }
      if (marker == 0xD9 || marker == 0xDA) {
        return Optional.empty();
      }
      int length = in.readUnsignedShort();
      if (length < 2) {
        return Optional.empty();
      }
      if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC) {
        in.readUnsignedByte();
        int height = in.readUnsignedShort();
        int width = in.readUnsignedShort();
        return sized("JPEG", width, height);
      }
      in.skipNBytes(length - 2);
      read += length;
    }
    return Optional.empty();
  }

  private static Optional<ImageHeader> sized(String format, long width, long height) {
    if (width <= 0 || height <= 0 || width > Integer.MAX_VALUE || height > Integer.MAX_VALUE) {
      return Optional.empty();
    }
    return Optional.of(new ImageHeader(format, (int) width, (int) height));
  }
}
