package org.legendsforge.kit.render;

import java.awt.Font;

/**
 * A font of the designer's own, a TrueType or OpenType (TrueType outlines) file of {@code
 * templates/fonts/}, named by a role of the theme. {@code key} names the face everywhere it is
 * drawn and embedded; it carries a hash of the file, so an edited file is a new face (a running
 * build server never mixes two versions). {@code bold} and {@code italic} come from the file's own
 * header, so the flags say what the glyphs are and no writer makes them bolder.
 */
public record FontFile(
    String key, String file, Font font, byte[] bytes, boolean bold, boolean italic) {
  /** The face's style flags for {@link Font#deriveFont(int, float)}. */
  int style() {
    return (bold ? Font.BOLD : 0) | (italic ? Font.ITALIC : 0);
  }
}
