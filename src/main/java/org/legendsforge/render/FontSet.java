package org.legendsforge.render;

import java.awt.Font;
import java.awt.FontFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;

/**
 * The DejaVu fonts, read from the jasperreports-fonts artifact on the class path, never from the
 * system, so every machine draws the same glyphs. Load once per run and share: the fonts are
 * immutable.
 */
public final class FontSet {
  private final Map<FontFace, Font> fonts;

  private FontSet(Map<FontFace, Font> fonts) {
    this.fonts = fonts;
  }

  public static FontSet load() {
    Map<FontFace, Font> fonts = new EnumMap<>(FontFace.class);
    for (FontFace face : FontFace.values()) {
      try (InputStream in = FontSet.class.getResourceAsStream(face.resource())) {
        if (in == null) {
          throw new IllegalStateException("font missing from the class path: " + face.resource());
        }
        fonts.put(face, Font.createFont(Font.TRUETYPE_FONT, in));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (FontFormatException e) {
        throw new IllegalStateException("bad font " + face.resource(), e);
      }
    }
    return new FontSet(fonts);
  }

  /**
   * The face at {@code size} user units (millimetres when drawing cards). Bold and oblique faces
   * also carry the matching style flag: the glyphs are the same (Java draws no synthetic bold over
   * a bold face), but SVG and PDF writers read the flag to name the weight.
   */
  public Font font(FontFace face, float size) {
    return fonts.get(face).deriveFont(styleOf(face), size);
  }

  private static int styleOf(FontFace face) {
    return switch (face) {
      case BOLD, CONDENSED_BOLD -> Font.BOLD;
      case ITALIC, CONDENSED_ITALIC -> Font.ITALIC;
      default -> Font.PLAIN;
    };
  }

  /** The face at size 1, as registered with the PDF font drawer. */
  public Font base(FontFace face) {
    return fonts.get(face);
  }
}
