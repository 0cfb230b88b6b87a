package org.legendsforge.kit.output.image;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.legendsforge.kit.render.FontSet;

/**
 * Parsed font files lent to one PDF document at a time and taken back when it closes, so the next
 * one does not parse the face again: parsing the five faces for each PDF (and, before they wrote
 * text with {@link GlyphIdFont}, for each drawing recorder) was a tenth of a rebuild in forge
 * watch. PDFBox only reads a parsed file (its glyphs, metrics and the bytes a subset copies), never
 * changes it, but reads it through one cursor, hence one borrower at a time. A face's key names its
 * bytes for the life of the process (built-in faces come from the class path, an own font's key
 * carries a hash of its file), so whichever {@link FontSet} asks gets the same font; the pool holds
 * at most as many as were ever in use at once.
 */
public final class ParsedFonts {
  private static final Map<String, ConcurrentLinkedDeque<TrueTypeFont>> IDLE =
      new ConcurrentHashMap<>();

  private ParsedFonts() {}

  /** A parsed {@code face}, GSUB off (Java2D measured the text without ligatures). */
  public static Lent borrow(FontSet fonts, String face) throws IOException {
    TrueTypeFont idle = idle(face).pollFirst();
    if (idle != null) {
      return new Lent(face, idle);
    }
    TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(fonts.file(face)));
    ttf.setEnableGsub(false);
    return new Lent(face, ttf);
  }

  private static ConcurrentLinkedDeque<TrueTypeFont> idle(String face) {
    return IDLE.computeIfAbsent(face, f -> new ConcurrentLinkedDeque<>());
  }

  /** A face on loan; {@link #giveBack} once the document using it is saved or dropped. */
  public record Lent(String face, TrueTypeFont ttf) {
    public void giveBack() {
      idle(face).addFirst(ttf);
    }
  }
}
