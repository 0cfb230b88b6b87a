package org.legendsforge.kit.render;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds characters a card's text uses that its font has no glyph for: a face of the designer's own
 * that lacks "ł" would print an empty box (and a PDF cannot show what its font lacks). DejaVu, the
 * default, covers most scripts, so this mostly speaks of own fonts.
 */
final class GlyphCheck {
  private final Typesetter setter;
  private final FontSet fonts;

  GlyphCheck(Typesetter setter, FontSet fonts) {
    this.setter = setter;
    this.fonts = fonts;
  }

  /** A character and the font that lacks it. */
  record Missing(String font, int codePoint) {
    String describe() {
      return String.format(
          Locale.ROOT, "\"%s\" (U+%04X)", new String(Character.toChars(codePoint)), codePoint);
    }
  }

  /** The first character of {@code block} its font cannot show. */
  Optional<Missing> in(TextBlock block) {
    for (TextBlock.Piece p : block.pieces()) {
      if (p.isIcon()) {
        continue;
      }
      Optional<Missing> m = in(setter.font(block.role(), p.style(), p.fontMm()), p.text());
      if (m.isPresent()) {
        return m;
      }
    }
    return Optional.empty();
  }

  /** The first character of {@code text} the regular face of {@code role} cannot show. */
  Optional<Missing> in(FontRole role, String text) {
    return in(fonts.font(role.face(), 1f), text);
  }

  private static Optional<Missing> in(Font font, String text) {
    int at = font.canDisplayUpTo(text);
    if (at < 0) {
      return Optional.empty();
    }
    return Optional.of(new Missing(font.getFontName(Locale.ROOT), text.codePointAt(at)));
  }

  /** Every face's first missing character among {@code blocks}, each font named once. */
  List<Missing> in(List<TextBlock> blocks) {
    List<Missing> out = new ArrayList<>();
    for (TextBlock b : blocks) {
      in(b).filter(m -> out.stream().noneMatch(o -> o.font().equals(m.font()))).ifPresent(out::add);
    }
    return out;
  }
}
