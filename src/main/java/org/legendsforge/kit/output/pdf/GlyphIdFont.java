package org.legendsforge.kit.output.pdf;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.fontbox.util.BoundingBox;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.legendsforge.kit.render.FontSet;

/**
 * A face of the font set as the drawing recorder's scratch document sees it: it writes each
 * character as the two-byte glyph id the embedded Identity-H font will show (what PDFBox's embedded
 * font writes), taking the id from Java2D, which reads the same font file's character map, and it
 * remembers which glyphs a drawing showed.
 *
 * <p>Why not PDFBox's own font: that one needs the file parsed by FontBox, and in a short run
 * parsing the faces for every recorder thread (their character maps and glyph locations read in the
 * interpreter) was about 7 % of a one-card rebuild's samples; the glyphs shown were then found by
 * inflating and scanning the recorded content again. The scratch document is never saved, so the
 * font only has to encode and measure; the PDF a drawing is placed in embeds the real face and
 * subsets it to these glyphs. One per recorder (a recorder is one thread's); the glyph-id cache is
 * shared, as Java2D fonts are.
 */
final class GlyphIdFont extends PDFont {
  /**
   * Glyph ids Java2D has given, by face key then code point; the same for the life of the process.
   */
  private static final Map<String, Map<Integer, Integer>> GLYPHS = new ConcurrentHashMap<>();

  private static final FontRenderContext FRC = new FontRenderContext(null, false, true);

  /** Java2D's ids for characters it draws as nothing (line breaks, tabs, format characters). */
  private static final int FIRST_INVISIBLE = 0xFFFE;

  private final String face;
  private final Font font;
  private final Set<Integer> shown = new TreeSet<>();

  GlyphIdFont(FontSet fonts, String face) {
    super(dictionary(face));
    this.face = face;
    this.font = fonts.base(face);
  }

  private static COSDictionary dictionary(String face) {
    COSDictionary d = new COSDictionary();
    d.setItem(COSName.TYPE, COSName.FONT);
    d.setItem(COSName.SUBTYPE, COSName.TYPE0);
    d.setName(COSName.BASE_FONT, "forge-" + face.replaceAll("[^A-Za-z0-9_-]", "-"));
    return d;
  }

  String face() {
    return face;
  }

  /** The glyphs shown since the last call, in id order; the next drawing starts with none. */
  int[] takeShown() {
    int[] ids = shown.stream().mapToInt(Integer::intValue).toArray();
    shown.clear();
    return ids;
  }

  /**
   * Whether every character of {@code text} has a glyph of its own in this face. Text that has not
   * is left to the PDF Graphics2D to draw as outlines, as it would be for any font.
   */
  boolean canShow(String text) {
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      if (glyph(cp) == 0) {
        return false;
      }
      i += Character.charCount(cp);
    }
    return true;
  }

  @Override
  protected byte[] encode(int codePoint) {
    int gid = glyph(codePoint);
    if (gid == 0) {
      // as PDFBox's embedded font does: the graphics bridge then leaves the text out, which
      // canShow() keeps from happening
      throw new IllegalArgumentException(
          String.format("No glyph for U+%04X in font %s", codePoint, getName()));
    }
    shown.add(gid);
    return new byte[] {(byte) (gid >> 8), (byte) gid};
  }

  /** The glyph id of {@code codePoint}, or 0 when the face has none (or draws it as nothing). */
  private int glyph(int codePoint) {
    return GLYPHS
        .computeIfAbsent(face, f -> new ConcurrentHashMap<>())
        .computeIfAbsent(codePoint, this::lookUp);
  }

  private int lookUp(int codePoint) {
    if (!font.canDisplay(codePoint)) {
      return 0;
    }
    // a character outside the BMP gives its glyph and an invisible one for its second char
    int gid = font.createGlyphVector(FRC, new String(Character.toChars(codePoint))).getGlyphCode(0);
    return gid >= FIRST_INVISIBLE ? 0 : gid;
  }

  /** The advance of {@code text} in thousandths of the font size, as PDF widths are given. */
  @Override
  public float getStringWidth(String text) {
    return (float)
        font.deriveFont(1000f).createGlyphVector(FRC, text).getGlyphPosition(text.length()).getX();
  }

  @Override
  public int readCode(InputStream in) throws IOException {
    int high = in.read();
    int low = in.read();
    if (high < 0 || low < 0) {
      throw new IOException("a glyph id is two bytes");
    }
    return (high << 8) | low;
  }

  @Override
  public float getWidthFromFont(int code) {
    return 0;
  }

  @Override
  public float getWidth(int code) {
    return 0;
  }

  @Override
  protected float getStandard14Width(int code) {
    return 0;
  }

  @Override
  public boolean hasExplicitWidth(int code) {
    return false;
  }

  @Override
  public float getHeight(int code) {
    return 0;
  }

  @Override
  public BoundingBox getBoundingBox() {
    return new BoundingBox();
  }

  @Override
  public String getName() {
    return dict.getNameAsString(COSName.BASE_FONT);
  }

  @Override
  public boolean isVertical() {
    return false;
  }

  @Override
  public boolean isEmbedded() {
    return true;
  }

  @Override
  public boolean isDamaged() {
    return false;
  }

  @Override
  public void addToSubset(int codePoint) {}

  @Override
  public void subset() {}

  @Override
  public boolean willBeSubset() {
    return false;
  }
}
