package org.legendsforge.output;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;
import java.awt.Graphics2D;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.render.FontFace;
import org.legendsforge.render.FontSet;

/**
 * Draws through the PDF Graphics2D into a scratch document that is never saved, and keeps what was
 * drawn as a {@link RecordedForm}. One recorder per thread: the scratch document is not
 * thread-safe. Drawings that need more than fonts (images, transparency) are not recorded; the
 * caller then draws them straight into its document.
 */
final class FormRecorder implements Closeable {
  /** The scratch document is replaced after this many drawings, so it never holds a whole set. */
  private static final int DRAWINGS_PER_SCRATCH = 2000;
  private static final Set<COSName> FORM_KEYS = Set.of(
      COSName.TYPE, COSName.SUBTYPE, COSName.BBOX, COSName.RESOURCES, COSName.LENGTH,
      COSName.FILTER, COSName.DECODE_PARMS, COSName.FORMTYPE);

  private final FontSet fonts;
  private PDDocument scratch;
  private PdfBoxGraphics2DFontTextDrawer drawer;
  private final Map<COSBase, FontFace> faces = new IdentityHashMap<>();
  private final Map<String, FontFace> facesByName = new java.util.HashMap<>();
  private final List<ParsedFonts.Lent> open = new ArrayList<>();
  private int drawings;

  FormRecorder(FontSet fonts) {
    this.fonts = fonts;
    // Looked up for every string drawn; a font's name is slow to ask for, so ask once per face.
    for (FontFace face : FontFace.values()) {
      facesByName.put(fonts.base(face).getFontName(), face);
    }
  }

  /**
   * Paints {@code painter} into a form of {@code width} × {@code height} mm (one unit per
   * millimetre, origin at the top-left corner), or empty when the drawing is not font-only.
   */
  Optional<RecordedForm> record(double width, double height, Consumer<Graphics2D> painter) throws IOException {
    if (scratch == null || drawings == DRAWINGS_PER_SCRATCH) {
      renew();
    }
    drawings++;
    float w = (float) (width * PdfDocumentWriter.PT);
    float h = (float) (height * PdfDocumentWriter.PT);
    PdfBoxGraphics2D g = new PdfBoxGraphics2D(scratch, w, h);
    g.setFontTextDrawer(drawer);
    try {
      g.scale(PdfDocumentWriter.PT, PdfDocumentWriter.PT);
      painter.accept(g);
    } finally {
      g.dispose();
    }
    return recorded(g.getXFormObject(), w, h);
  }

  private Optional<RecordedForm> recorded(PDFormXObject form, float w, float h) throws IOException {
    COSDictionary dict = form.getCOSObject();
    if (!FORM_KEYS.containsAll(dict.keySet())) {
      return Optional.empty();
    }
    COSDictionary resources = form.getResources() == null ? new COSDictionary() : form.getResources().getCOSObject();
    Map<String, FontFace> named = new LinkedHashMap<>();
    for (COSName kind : resources.keySet()) {
      COSBase entries = resources.getDictionaryObject(kind);
      if (!(entries instanceof COSDictionary d)) {
        return Optional.empty();
      }
      if (!kind.equals(COSName.FONT)) {
        if (d.size() > 0) {
          return Optional.empty();
        }
        continue;
      }
      for (COSName name : d.keySet()) {
        FontFace face = faces.get(d.getDictionaryObject(name));
        if (face == null) {
          return Optional.empty();
        }
        named.put(name.getName(), face);
      }
    }
    byte[] content = form.getContentStream().toByteArray();
    // The drawing is already compressed as FlateDecode; kept as it is, it is never compressed again.
    byte[] deflated = null;
    if (COSName.FLATE_DECODE.equals(dict.getDictionaryObject(COSName.FILTER)) && !dict.containsKey(COSName.DECODE_PARMS)) {
      try (java.io.InputStream raw = form.getCOSObject().createRawInputStream()) {
        deflated = raw.readAllBytes();
      }
    }
    // Released now: the scratch document would otherwise hold every drawing until it is closed.
    form.getCOSObject().close();
    Map<String, Set<Integer>> glyphs;
    try {
      glyphs = glyphsByFont(content);
    } catch (IOException e) {
      return Optional.empty();
    }
    List<RecordedForm.FontUse> uses = new ArrayList<>();
    for (Map.Entry<String, FontFace> e : named.entrySet()) {
      int[] ids = glyphs.getOrDefault(e.getKey(), Set.of()).stream().mapToInt(Integer::intValue).toArray();
      uses.add(new RecordedForm.FontUse(e.getKey(), e.getValue(), ids));
    }
    return Optional.of(deflated != null
        ? new RecordedForm(w, h, deflated, List.copyOf(uses))
        : RecordedForm.of(w, h, content, List.copyOf(uses)));
  }

  /**
   * The glyph ids each font shows: the embedded fonts are Identity-H encoded, so every two bytes of
   * a shown string are one glyph id. A small scanner rather than PDFBox's content parser, which
   * builds an object for every number and was most of the time of recording a card: it reads
   * names, strings and operators and skips the rest.
   *
   * @throws IOException for content it does not understand (inline images), which is then not
   *     recorded
   */
  static Map<String, Set<Integer>> glyphsByFont(byte[] content) throws IOException {
    Map<String, Set<Integer>> glyphs = new LinkedHashMap<>();
    List<byte[]> strings = new ArrayList<>();
    // A card's content is thousands of numbers and path operators: tokens are looked at in place,
    // and only a font name before Tf becomes a String.
    int nameFrom = -1;
    int nameLength = 0;
    String font = "";
    int i = 0;
    int n = content.length;
    while (i < n) {
      int c = content[i] & 0xff;
      byte kind = BYTE_KIND[c];
      if (kind == OTHER) {
        // numbers, spaces and brackets: most of a card's bytes, one table look-up each
        i++;
      } else if (c == '%') {
        while (i < n && content[i] != '\n' && content[i] != '\r') {
          i++;
        }
      } else if (c == '/') {
        nameFrom = ++i;
        while (i < n && !delimiter(content[i])) {
          i++;
        }
        nameLength = i - nameFrom;
      } else if (c == '(') {
        java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
        i = literal(content, i + 1, text);
        strings.add(text.toByteArray());
      } else if (c == '<' && i + 1 < n && content[i + 1] != '<') {
        int from = ++i;
        while (i < n && content[i] != '>') {
          i++;
        }
        strings.add(hex(content, from, i));
        i++;
      } else if (kind == OPERATOR) {
        int from = i;
        while (i < n && !delimiter(content[i])) {
          i++;
        }
        int length = i - from;
        int first = content[from];
        int second = length > 1 ? content[from + 1] : 0;
        if (length == 2 && first == 'T' && second == 'f') {
          font = nameFrom < 0 ? "" : new String(content, nameFrom, nameLength, java.nio.charset.StandardCharsets.ISO_8859_1);
        } else if ((length == 2 && first == 'T' && (second == 'j' || second == 'J'))
            || (length == 1 && (first == '\'' || first == '"'))) {
          Set<Integer> into = glyphs.computeIfAbsent(font, k -> new TreeSet<>());
          for (byte[] b : strings) {
            for (int k = 0; k + 1 < b.length; k += 2) {
              into.add(((b[k] & 0xff) << 8) | (b[k + 1] & 0xff));
            }
          }
        } else if (length == 2 && ((first == 'B' && second == 'I') || (first == 'I' && second == 'D'))) {
          throw new IOException("inline image in recorded content");
        }
        strings.clear();
      } else {
        i++;
      }
    }
    return glyphs;
  }

  private static final byte OTHER = 0;
  private static final byte OPERATOR = 1;
  private static final byte MARK = 2;
  /**
   * What a content byte can start: an operator (ASCII letters and the quote operators), one of
   * the marks the scanner reads ({@code % / ( <}), or nothing it needs. Bytes past ASCII appear
   * only inside strings, which are read whole.
   */
  private static final byte[] BYTE_KIND = byteKinds();

  private static byte[] byteKinds() {
    byte[] kinds = new byte[256];
    for (int c = 'A'; c <= 'Z'; c++) {
      kinds[c] = OPERATOR;
      kinds[c + ('a' - 'A')] = OPERATOR;
    }
    kinds['\''] = OPERATOR;
    kinds['"'] = OPERATOR;
    for (char c : new char[] {'%', '/', '(', '<'}) {
      kinds[c] = MARK;
    }
    return kinds;
  }

  private static boolean delimiter(byte b) {
    return switch (b) {
      case ' ', '\n', '\r', '\t', '\f', 0, '(', ')', '<', '>', '[', ']', '{', '}', '/', '%' -> true;
      default -> false;
    };
  }

  /** Reads a literal string from just after its '(' into {@code out}; returns the index after ')'. */
  private static int literal(byte[] s, int i, java.io.ByteArrayOutputStream out) throws IOException {
    int depth = 1;
    while (i < s.length) {
      int c = s[i++] & 0xff;
      if (c == '\\') {
        if (i >= s.length) {
          break;
        }
        int e = s[i++] & 0xff;
        switch (e) {
          case 'n' -> out.write('\n');
          case 'r' -> out.write('\r');
          case 't' -> out.write('\t');
          case 'b' -> out.write('\b');
          case 'f' -> out.write('\f');
          case '\r' -> {
            if (i < s.length && s[i] == '\n') {
              i++;
            }
          }
          case '\n' -> { }
          default -> {
            if (e >= '0' && e <= '7') {
              int v = e - '0';
              for (int k = 0; k < 2 && i < s.length && s[i] >= '0' && s[i] <= '7'; k++) {
                v = v * 8 + (s[i++] - '0');
              }
              out.write(v & 0xff);
            } else {
              out.write(e);
            }
          }
        }
      } else if (c == '(') {
        depth++;
        out.write(c);
      } else if (c == ')') {
        if (--depth == 0) {
          return i;
        }
        out.write(c);
      } else {
        out.write(c);
      }
    }
    throw new IOException("unterminated string in recorded content");
  }

  private static byte[] hex(byte[] s, int from, int to) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    int high = -1;
    for (int i = from; i < to; i++) {
      int d = Character.digit(s[i], 16);
      if (d < 0) {
        continue;
      }
      if (high < 0) {
        high = d;
      } else {
        out.write(high * 16 + d);
        high = -1;
      }
    }
    if (high >= 0) {
      out.write(high * 16);
    }
    return out.toByteArray();
  }

  private void renew() throws IOException {
    closeScratch();
    scratch = new PDDocument();
    drawer = new LazyFonts();
    drawings = 0;
  }

  /**
   * Embeds a face in the scratch document the first time a drawing uses it: a recorder that only
   * draws guide pages never parses the faces they do not use.
   */
  private final class LazyFonts extends PdfBoxGraphics2DFontTextDrawer {
    private final Map<FontFace, PDType0Font> loaded = new java.util.EnumMap<>(FontFace.class);

    @Override
    protected org.apache.pdfbox.pdmodel.font.PDFont mapFont(java.awt.Font font, IFontTextDrawerEnv env)
        throws IOException, java.awt.FontFormatException {
      FontFace face = facesByName.get(font.getFontName());
      if (face == null) {
        return super.mapFont(font, env);
      }
      PDType0Font embedded = loaded.get(face);
      if (embedded == null) {
        embedded = PdfDocumentWriter.embed(scratch, fonts, face, open);
        loaded.put(face, embedded);
        faces.put(embedded.getCOSObject(), face);
      }
      return embedded;
    }
  }

  private void closeScratch() throws IOException {
    faces.clear();
    if (scratch != null) {
      scratch.close();
      drawer.close();
    }
    open.forEach(ParsedFonts.Lent::giveBack);
    open.clear();
  }

  @Override
  public void close() throws IOException {
    closeScratch();
    scratch = null;
  }
}
