package org.legendsforge.kit.render;

import java.awt.Font;
import java.awt.FontFormatException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.InputRefusedException;

/**
 * Reads the font files a theme names from {@code templates/fonts/}, once per file per theme load,
 * and refuses what forge could not draw the same way everywhere: a path leaving the folder, a file
 * that is no TrueType font, an OpenType font with PostScript (CFF) outlines (the PDF writer embeds
 * TrueType outlines only), a font collection, and a font whose name is already taken by another
 * face with other glyphs. A file holding exactly a built-in DejaVu face is that face.
 */
final class FontFiles {
  /** Larger than any text face; a CJK face of 30 MB would be embedded per PDF, subset. */
  static final long MAX_BYTES = 32L * 1024 * 1024;

  private static final int TRUETYPE = 0x00010000;
  private static final int TRUE = 0x74727565; // "true", old Apple TrueType
  private static final int OTTO = 0x4F54544F; // "OTTO", CFF outlines
  private static final int TTCF = 0x74746366; // "ttcf", a collection

  private final InputFolder templates;
  private final Path dir;
  private final FontSet builtIn;
  private final Map<String, FontFile> read = new LinkedHashMap<>();

  /** Font files of {@code dir}, read as files of the templates folder {@code templates}. */
  FontFiles(InputFolder templates, Path dir, FontSet builtIn) {
    this.templates = templates;
    this.dir = dir;
    this.builtIn = builtIn;
  }

  /** The faces read so far, by key. */
  Map<String, FontFile> read() {
    return Map.copyOf(read);
  }

  /**
   * The key of the face in file {@code name}, or empty after reporting at {@code pointer} of the
   * theme why it cannot be used.
   */
  Optional<String> face(String name, YamlFields f, String pointer) {
    Path p = dir.resolve(name).normalize();
    String hint =
        "put TrueType (.ttf) or OpenType (.otf) files in templates/fonts/ and name them"
            + " by file name, like file: Cinzel-Bold.ttf";
    if (Path.of(name).isAbsolute() || !p.startsWith(dir.normalize()) || name.isBlank()) {
      f.error(pointer, "font file \"" + name + "\" lies outside templates/fonts/", hint);
      return Optional.empty();
    }
    try {
      // a plain file inside templates/, checked before it is opened; Java2D reads it in place
      Path real = templates.checked(p);
      byte[] bytes = templates.read(real, MAX_BYTES);
      Optional<String> wrong = outlines(bytes);
      if (wrong.isPresent()) {
        f.error(pointer, "font file \"" + name + "\" " + wrong.get(), hint);
        return Optional.empty();
      }
      Font font = Font.createFont(Font.TRUETYPE_FONT, real.toFile());
      return keyOf(name, font, bytes, f, pointer);
    } catch (NoSuchFileException e) {
      f.error(pointer, "font file \"" + name + "\" is not in templates/fonts/", hint);
      return Optional.empty();
    } catch (InputRefusedException e) {
      if (e.kind() == InputRefusedException.Refusal.Kind.TOO_LARGE) {
        f.error(
            pointer,
            "font file \"" + name + "\" is larger than 32 MiB",
            "use a font of the script the cards are written in");
      } else {
        f.error(pointer, "font file \"" + name + "\" " + e.refusal().problem(), e.refusal().hint());
      }
      return Optional.empty();
    } catch (IOException | FontFormatException | RuntimeException e) {
      f.error(pointer, "font file \"" + name + "\" cannot be read as a font", hint);
      return Optional.empty();
    }
  }

  private Optional<String> keyOf(
      String name, Font font, byte[] bytes, YamlFields f, String pointer) {
    for (FontFace b : FontFace.values()) {
      if (builtIn.base(b).getFontName(Locale.ROOT).equals(font.getFontName(Locale.ROOT))) {
        if (java.util.Arrays.equals(builtIn.file(b), bytes)) {
          return Optional.of(b.name());
        }
        f.error(
            pointer,
            "font file \""
                + name
                + "\" is named \""
                + font.getFontName(Locale.ROOT)
                + "\", as forge's own "
                + b.name().toLowerCase(Locale.ROOT).replace('_', '-')
                + " face is",
            "use face: "
                + b.name().toLowerCase(Locale.ROOT).replace('_', '-')
                + ", or a font of another name");
        return Optional.empty();
      }
    }
    String key = "file:" + name + "@" + hash(bytes);
    for (FontFile other : read.values()) {
      if (!other.key().equals(key)
          && other.font().getFontName(Locale.ROOT).equals(font.getFontName(Locale.ROOT))) {
        f.error(
            pointer,
            "font files \""
                + other.file()
                + "\" and \""
                + name
                + "\" are both named \""
                + font.getFontName(Locale.ROOT)
                + "\"",
            "keep one of them: PDFs name their fonts by these names");
        return Optional.empty();
      }
    }
    int macStyle = macStyle(bytes);
    read.putIfAbsent(
        key, new FontFile(key, name, font, bytes, (macStyle & 1) != 0, (macStyle & 2) != 0));
    return Optional.of(key);
  }

  /** What is wrong with the file's outlines, or empty for TrueType outlines. */
  private static Optional<String> outlines(byte[] bytes) {
    if (bytes.length < 12) {
      return Optional.of("is not a font");
    }
    int version = ByteBuffer.wrap(bytes).getInt(0);
    if (version == TRUETYPE || version == TRUE) {
      return Optional.empty();
    }
    if (version == OTTO) {
      return Optional.of(
          "has PostScript (CFF) outlines, which forge cannot embed in PDFs;"
              + " use the font's TrueType version (.ttf)");
    }
    if (version == TTCF) {
      return Optional.of("is a font collection (.ttc); use a single font file");
    }
    return Optional.of("is not a TrueType or OpenType font");
  }

  /** The head table's macStyle (bit 0 bold, bit 1 italic), 0 when the table cannot be found. */
  private static int macStyle(byte[] bytes) {
    ByteBuffer b = ByteBuffer.wrap(bytes);
    int tables = b.getShort(4) & 0xFFFF;
    for (int i = 0; i < tables && 12 + 16 * i + 16 <= bytes.length; i++) {
      int at = 12 + 16 * i;
      if (b.getInt(at) == 0x68656164) { // "head"
        int offset = b.getInt(at + 8);
        return offset >= 0 && offset + 46 <= bytes.length ? b.getShort(offset + 44) & 0xFFFF : 0;
      }
    }
    return 0;
  }

  private static String hash(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 6);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
