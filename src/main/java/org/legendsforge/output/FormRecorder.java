package org.legendsforge.output;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;
import java.awt.Graphics2D;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
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
  private static final int DRAWINGS_PER_SCRATCH = 500;
  private static final Set<COSName> FORM_KEYS = Set.of(
      COSName.TYPE, COSName.SUBTYPE, COSName.BBOX, COSName.RESOURCES, COSName.LENGTH,
      COSName.FILTER, COSName.FORMTYPE);

  private final FontSet fonts;
  private PDDocument scratch;
  private PdfBoxGraphics2DFontTextDrawer drawer;
  private final Map<COSBase, FontFace> faces = new IdentityHashMap<>();
  private final List<TrueTypeFont> open = new ArrayList<>();
  private int drawings;

  FormRecorder(FontSet fonts) {
    this.fonts = fonts;
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
    Map<String, Set<Integer>> glyphs = glyphsByFont(content);
    List<RecordedForm.FontUse> uses = new ArrayList<>();
    for (Map.Entry<String, FontFace> e : named.entrySet()) {
      int[] ids = glyphs.getOrDefault(e.getKey(), Set.of()).stream().mapToInt(Integer::intValue).toArray();
      uses.add(new RecordedForm.FontUse(e.getKey(), e.getValue(), ids));
    }
    return Optional.of(RecordedForm.of(w, h, content, List.copyOf(uses)));
  }

  /**
   * The glyph ids each font shows: the embedded fonts are Identity-H encoded, so every two bytes of
   * a shown string are one glyph id.
   */
  static Map<String, Set<Integer>> glyphsByFont(byte[] content) throws IOException {
    Map<String, Set<Integer>> glyphs = new LinkedHashMap<>();
    Deque<Object> operands = new ArrayDeque<>();
    String font = null;
    PDFStreamParser parser = new PDFStreamParser(content);
    for (Object token = parser.parseNextToken(); token != null; token = parser.parseNextToken()) {
      if (!(token instanceof Operator op)) {
        operands.push(token);
        continue;
      }
      switch (op.getName()) {
        case "Tf" -> {
          Object name = operands.size() >= 2 ? new ArrayList<>(operands).get(1) : null;
          font = name instanceof COSName n ? n.getName() : font;
        }
        case "Tj", "'", "\"", "TJ" -> {
          Set<Integer> into = glyphs.computeIfAbsent(font == null ? "" : font, k -> new TreeSet<>());
          for (Object o : operands) {
            if (o instanceof COSString s) {
              addCodes(s, into);
            } else if (o instanceof COSArray a) {
              for (COSBase b : a) {
                if (b instanceof COSString s) {
                  addCodes(s, into);
                }
              }
            }
          }
        }
        default -> { }
      }
      operands.clear();
    }
    return glyphs;
  }

  private static void addCodes(COSString s, Set<Integer> into) {
    byte[] b = s.getBytes();
    for (int i = 0; i + 1 < b.length; i += 2) {
      into.add(((b[i] & 0xff) << 8) | (b[i + 1] & 0xff));
    }
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
      for (FontFace face : FontFace.values()) {
        if (fonts.base(face).getFontName().equals(font.getFontName())) {
          PDType0Font embedded = loaded.get(face);
          if (embedded == null) {
            embedded = PdfDocumentWriter.embed(scratch, fonts, face, open);
            loaded.put(face, embedded);
            faces.put(embedded.getCOSObject(), face);
          }
          return embedded;
        }
      }
      return super.mapFont(font, env);
    }
  }

  private void closeScratch() throws IOException {
    faces.clear();
    if (scratch != null) {
      scratch.close();
      drawer.close();
    }
    for (TrueTypeFont ttf : open) {
      ttf.close();
    }
    open.clear();
  }

  @Override
  public void close() throws IOException {
    closeScratch();
    scratch = null;
  }

  /** Parses a face from the font set's bytes, GSUB off (Java2D measured without ligatures). */
  static TrueTypeFont parse(FontSet fonts, FontFace face) throws IOException {
    TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(fonts.file(face)));
    ttf.setEnableGsub(false);
    return ttf;
  }
}
