package org.legendsforge.kit.output.pdf;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * A drawing made once and placed in any number of PDFs: the form's content operators, its box in
 * points, and for each font it names the face and the glyphs it shows (so each document embeds the
 * glyphs its forms use). Only forms whose resources are fonts are recorded; the operators never
 * change between documents because a subset font keeps the original glyph ids as codes.
 *
 * @param width the form's width in points
 * @param height the form's height in points
 * @param deflated the content stream, compressed as a PDF FlateDecode stream is, so placing the
 *     form copies it without compressing it again
 * @param fonts the font resources the content names, in the order they were first used
 */
record RecordedForm(float width, float height, byte[] deflated, List<FontUse> fonts) {
  private static final int FORMAT = 0x4c464632; // "LFF2"

  /** One font resource of the form: its name in the content, its face and the glyph ids shown. */
  record FontUse(String name, String face, int[] glyphs) {}

  /** A form from its uncompressed content stream. */
  static RecordedForm of(float width, float height, byte[] content, List<FontUse> fonts) {
    ByteArrayOutputStream deflated = new ByteArrayOutputStream(content.length / 3 + 16);
    try (DeflaterOutputStream out = new DeflaterOutputStream(deflated)) {
      out.write(content);
    } catch (IOException e) {
      throw new IllegalStateException("writing to memory cannot fail", e);
    }
    return new RecordedForm(width, height, deflated.toByteArray(), fonts);
  }

  /** The uncompressed content stream. */
  byte[] content() throws IOException {
    try (InflaterInputStream in = new InflaterInputStream(new ByteArrayInputStream(deflated))) {
      return in.readAllBytes();
    }
  }

  /**
   * The form as a small file (the content stays compressed): a cache of every card is a few
   * megabytes.
   */
  byte[] toBytes() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(deflated.length + 256);
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeInt(FORMAT);
      out.writeFloat(width);
      out.writeFloat(height);
      out.writeInt(deflated.length);
      out.write(deflated);
      out.writeInt(fonts.size());
      for (FontUse f : fonts) {
        out.writeUTF(f.name());
        out.writeUTF(f.face());
        out.writeInt(f.glyphs().length);
        for (int g : f.glyphs()) {
          out.writeShort(g);
        }
      }
    } catch (IOException e) {
      throw new IllegalStateException("writing to memory cannot fail", e);
    }
    return bytes.toByteArray();
  }

  /**
   * Reads {@link #toBytes()}; a file that is not one (damaged, older format) gives an exception.
   */
  static RecordedForm fromBytes(byte[] file) throws IOException {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(file))) {
      if (in.readInt() != FORMAT) {
        throw new IOException("not a recorded form");
      }
      float width = in.readFloat();
      float height = in.readFloat();
      int length = in.readInt();
      if (length < 0 || length > file.length) {
        throw new IOException("damaged recorded form");
      }
      byte[] content = new byte[length];
      in.readFully(content);
      int count = in.readInt();
      List<FontUse> fonts = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        String name = in.readUTF();
        String face = in.readUTF();
        int[] glyphs = new int[in.readInt()];
        for (int g = 0; g < glyphs.length; g++) {
          glyphs[g] = in.readUnsignedShort();
        }
        fonts.add(new FontUse(name, face, glyphs));
      }
      return new RecordedForm(width, height, content, List.copyOf(fonts));
    } catch (IllegalArgumentException | NegativeArraySizeException | java.io.EOFException e) {
      throw new IOException("damaged recorded form", e);
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RecordedForm r
        && r.width == width
        && r.height == height
        && Arrays.equals(r.deflated, deflated)
        && r.fonts.size() == fonts.size()
        && java.util.stream.IntStream.range(0, fonts.size())
            .allMatch(i -> sameUse(r.fonts.get(i), fonts.get(i)));
  }

  private static boolean sameUse(FontUse a, FontUse b) {
    return a.name().equals(b.name())
        && a.face().equals(b.face())
        && Arrays.equals(a.glyphs(), b.glyphs());
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(deflated);
  }

  @Override
  public String toString() {
    return "RecordedForm["
        + width
        + "x"
        + height
        + ", "
        + deflated.length
        + " bytes, "
        + fonts.size()
        + " fonts]";
  }
}
