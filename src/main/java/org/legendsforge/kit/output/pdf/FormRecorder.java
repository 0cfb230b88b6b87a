package org.legendsforge.kit.output.pdf;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;
import java.awt.Graphics2D;
import java.awt.font.TextAttribute;
import java.io.Closeable;
import java.io.IOException;
import java.text.AttributedCharacterIterator;
import java.text.CharacterIterator;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.render.FontSet;

/**
 * Draws through the PDF Graphics2D into a scratch document that is never saved, and keeps what was
 * drawn as a {@link RecordedForm}. One recorder per thread: the scratch document is not
 * thread-safe. Text is written with {@link GlyphIdFont}s, which also tell which glyphs a drawing
 * showed. Drawings that need more than fonts (images, transparency) are not recorded; the caller
 * then draws them straight into its document.
 */
final class FormRecorder implements Closeable {
  /** The scratch document is replaced after this many drawings, so it never holds a whole set. */
  private static final int DRAWINGS_PER_SCRATCH = 2000;

  private static final Set<COSName> FORM_KEYS =
      Set.of(
          COSName.TYPE,
          COSName.SUBTYPE,
          COSName.BBOX,
          COSName.RESOURCES,
          COSName.LENGTH,
          COSName.FILTER,
          COSName.DECODE_PARMS,
          COSName.FORMTYPE);

  private final FontSet fonts;
  private PDDocument scratch;
  private GlyphIdFonts drawer;
  private final Map<String, String> facesByName = new java.util.HashMap<>();
  private int drawings;

  FormRecorder(FontSet fonts) {
    this.fonts = fonts;
    // Looked up for every string drawn; a font's name is slow to ask for, so ask once per face.
    for (String face : fonts.keys()) {
      facesByName.put(fonts.base(face).getFontName(), face);
    }
  }

  /**
   * Paints {@code painter} into a form of {@code width} × {@code height} mm (one unit per
   * millimetre, origin at the top-left corner), or empty when the drawing is not font-only.
   */
  Optional<RecordedForm> record(double width, double height, Consumer<Graphics2D> painter)
      throws IOException {
    if (scratch == null || drawings == DRAWINGS_PER_SCRATCH) {
      renew();
    }
    drawings++;
    drawer.forgetShown();
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
    COSDictionary resources =
        form.getResources() == null ? new COSDictionary() : form.getResources().getCOSObject();
    List<RecordedForm.FontUse> uses = new ArrayList<>();
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
        Optional<GlyphIdFont> font = drawer.font(d.getDictionaryObject(name));
        if (font.isEmpty()) {
          return Optional.empty();
        }
        uses.add(
            new RecordedForm.FontUse(name.getName(), font.get().face(), font.get().takeShown()));
      }
    }
    // The drawing is already compressed as FlateDecode; kept as it is, it is never compressed
    // again.
    RecordedForm recorded;
    if (COSName.FLATE_DECODE.equals(dict.getDictionaryObject(COSName.FILTER))
        && !dict.containsKey(COSName.DECODE_PARMS)) {
      try (java.io.InputStream raw = form.getCOSObject().createRawInputStream()) {
        recorded = new RecordedForm(w, h, raw.readAllBytes(), List.copyOf(uses));
      }
    } else {
      recorded = RecordedForm.of(w, h, form.getContentStream().toByteArray(), List.copyOf(uses));
    }
    // Released now: the scratch document would otherwise hold every drawing until it is closed.
    form.getCOSObject().close();
    return Optional.of(recorded);
  }

  private void renew() throws IOException {
    closeScratch();
    scratch = new PDDocument();
    drawer = new GlyphIdFonts();
    drawings = 0;
  }

  /**
   * The text drawer of the scratch document: the faces of the font set, each a {@link GlyphIdFont}.
   */
  private final class GlyphIdFonts extends PdfBoxGraphics2DFontTextDrawer {
    private final Map<String, GlyphIdFont> made = new java.util.HashMap<>();
    private final Map<COSBase, GlyphIdFont> byDictionary = new IdentityHashMap<>();

    @Override
    protected PDFont mapFont(java.awt.Font font, IFontTextDrawerEnv env) {
      String face = facesByName.get(font.getFontName());
      return face == null
          ? null
          : made.computeIfAbsent(
              face,
              f -> {
                GlyphIdFont made = new GlyphIdFont(fonts, f);
                byDictionary.put(made.getCOSObject(), made);
                return made;
              });
    }

    /** Text with a character its face has no glyph for is drawn as outlines, never dropped. */
    @Override
    public boolean canDrawText(AttributedCharacterIterator text, IFontTextDrawerEnv env)
        throws IOException, java.awt.FontFormatException {
      AttributedCharacterIterator again = (AttributedCharacterIterator) text.clone();
      if (!super.canDrawText(text, env)) {
        return false;
      }
      for (char c = again.first(); c != CharacterIterator.DONE; ) {
        java.awt.Font font = (java.awt.Font) again.getAttribute(TextAttribute.FONT);
        PDFont mapped = mapFont(font == null ? env.getFont() : font, env);
        StringBuilder run = new StringBuilder();
        for (int end = again.getRunLimit(); again.getIndex() < end; c = again.next()) {
          run.append(c);
        }
        if (!(mapped instanceof GlyphIdFont f) || !f.canShow(run.toString())) {
          return false;
        }
      }
      return true;
    }

    Optional<GlyphIdFont> font(COSBase dictionary) {
      return Optional.ofNullable(byDictionary.get(dictionary));
    }

    void forgetShown() {
      made.values().forEach(GlyphIdFont::takeShown);
    }
  }

  private void closeScratch() throws IOException {
    if (scratch != null) {
      scratch.close();
      drawer.close();
    }
  }

  @Override
  public void close() throws IOException {
    closeScratch();
    scratch = null;
  }
}
