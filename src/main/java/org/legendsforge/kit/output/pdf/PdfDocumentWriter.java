package org.legendsforge.kit.output.pdf;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;
import java.awt.Graphics2D;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.output.image.ParsedFonts;
import org.legendsforge.kit.render.FontSet;

/**
 * One PDF being written. Drawings are recorded as {@link RecordedForm}s and placed as form XObjects
 * whose resources point at this document's fonts; each face of the font set is embedded once, as a
 * subset of the glyphs the placed forms show, with GSUB off (PDFBox would otherwise apply ligatures
 * Java2D did not measure), so text stays text. A face no form uses is never read. The file is
 * reproducible: a document id derived from {@code key}, no dates.
 */
public final class PdfDocumentWriter implements Closeable {
  /** Points per millimetre. */
  public static final float PT = 72f / 25.4f;

  private final PDDocument doc = new PDDocument();
  private final FontSet fonts;
  private final Map<String, PDType0Font> embedded = new java.util.HashMap<>();
  private final List<ParsedFonts.Lent> openFonts = new ArrayList<>();
  private final String key;
  private final FormRecorder recorder;
  private final boolean ownRecorder;
  private final boolean cmyk;
  private PdfBoxGraphics2DFontTextDrawer directDrawer;

  /**
   * @param key names the document for its fixed id: the same key always gives the same id
   * @param title the document title shown by viewers
   */
  public PdfDocumentWriter(FontSet fonts, String key, String title) {
    this(fonts, key, title, new FormRecorder(fonts), true, false);
  }

  /**
   * A writer that records its drawings with {@code recorder} (the caller's thread's), not its own.
   */
  PdfDocumentWriter(FontSet fonts, String key, String title, FormRecorder recorder) {
    this(fonts, key, title, recorder, false, false);
  }

  /**
   * A writer whose pages draw their own lines in DeviceCMYK when {@code cmyk} is set (the PDF/X
   * file); the forms placed on them are the caller's to convert.
   */
  PdfDocumentWriter(FontSet fonts, String key, String title, FormRecorder recorder, boolean cmyk) {
    this(fonts, key, title, recorder, false, cmyk);
  }

  private PdfDocumentWriter(
      FontSet fonts,
      String key,
      String title,
      FormRecorder recorder,
      boolean ownRecorder,
      boolean cmyk) {
    this.fonts = fonts;
    this.cmyk = cmyk;
    this.key = key;
    this.recorder = recorder;
    this.ownRecorder = ownRecorder;
    PDDocumentInformation info = new PDDocumentInformation();
    info.setTitle(title);
    info.setCreator("Legends Forge");
    info.setProducer("Legends Forge");
    doc.setDocumentInformation(info);
    printAs(org.legendsforge.kit.print.Duplex.NONE);
  }

  /**
   * Tells print dialogs how to print this file: at actual size (a scaled page makes cards that no
   * longer fit their sleeves and marks that miss the cut), and single-sided or duplex flipped on
   * the edge the backs were mirrored for. Every document starts single-sided.
   */
  public void printAs(org.legendsforge.kit.print.Duplex duplex) {
    org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences prefs =
        new org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences(
            new org.apache.pdfbox.cos.COSDictionary());
    prefs.setPrintScaling(
        org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences.PRINT_SCALING
            .None);
    prefs.setDuplex(
        switch (duplex) {
          case LONG ->
              org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences.DUPLEX
                  .DuplexFlipLongEdge;
          case SHORT ->
              org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences.DUPLEX
                  .DuplexFlipShortEdge;
          case NONE ->
              org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences.DUPLEX
                  .Simplex;
        });
    doc.getDocumentCatalog().setViewerPreferences(prefs);
  }

  /** The document being written, for what this class does not cover (PDF/X output intents). */
  PDDocument document() {
    return doc;
  }

  /** A new page of {@code width} × {@code height} mm; close the canvas when the page is done. */
  public PageCanvas newPage(double width, double height) throws IOException {
    PDPage page = new PDPage(new PDRectangle((float) (width * PT), (float) (height * PT)));
    doc.addPage(page);
    return new PageCanvas(doc, page, width, height, cmyk);
  }

  /**
   * Paints {@code painter} into a reusable form of {@code width} × {@code height} mm; the painter
   * sees one unit per millimetre and the origin at the form's top-left corner.
   */
  public PDFormXObject form(double width, double height, Consumer<Graphics2D> painter)
      throws IOException {
    Optional<RecordedForm> recorded = recorder.record(width, height, painter);
    return recorded.isPresent() ? form(recorded.get()) : drawnHere(width, height, painter);
  }

  /**
   * Places a recorded drawing in this document: its content, and its glyphs in the font subsets.
   */
  PDFormXObject form(RecordedForm recorded) throws IOException {
    COSStream stream = doc.getDocument().createCOSStream();
    try (OutputStream raw = stream.createRawOutputStream()) {
      raw.write(recorded.deflated());
    }
    stream.setItem(COSName.FILTER, COSName.FLATE_DECODE);
    PDFormXObject form = new PDFormXObject(stream);
    form.setBBox(new PDRectangle(recorded.width(), recorded.height()));
    PDResources resources = new PDResources();
    for (RecordedForm.FontUse use : recorded.fonts()) {
      PDType0Font font = font(use.face());
      Set<Integer> glyphs = new HashSet<>();
      for (int g : use.glyphs()) {
        glyphs.add(g);
      }
      font.addGlyphsToSubset(glyphs);
      resources.put(COSName.getPDFName(use.name()), font);
    }
    form.setResources(resources);
    return form;
  }

  /**
   * A drawing that is more than text and paths (images, transparency): drawn into this document.
   */
  PDFormXObject drawnHere(double width, double height, Consumer<Graphics2D> painter)
      throws IOException {
    if (directDrawer == null) {
      directDrawer = new PdfBoxGraphics2DFontTextDrawer();
      for (String face : fonts.keys()) {
        directDrawer.registerFont(fonts.base(face).getFontName(), font(face));
      }
    }
    PdfBoxGraphics2D g = new PdfBoxGraphics2D(doc, (float) (width * PT), (float) (height * PT));
    g.setFontTextDrawer(directDrawer);
    try {
      g.scale(PT, PT);
      painter.accept(g);
    } finally {
      g.dispose();
    }
    return g.getXFormObject();
  }

  private PDType0Font font(String face) throws IOException {
    PDType0Font font = embedded.get(face);
    if (font == null) {
      font = embed(doc, fonts, face, openFonts);
      embedded.put(face, font);
      // PDFBox subsets at save only the fonts a content stream has selected; recorded forms are
      // placed as bytes, so select the font once on a page that is never added to the document.
      try (PDPageContentStream selects = new PDPageContentStream(doc, new PDPage())) {
        selects.setFont(font, 1);
      }
    }
    return font;
  }

  /**
   * Embeds {@code face} in {@code doc} as a subset; the parsed file it borrowed is added to {@code
   * open}, to be given back once {@code doc} is closed.
   */
  static PDType0Font embed(PDDocument doc, FontSet fonts, String face, List<ParsedFonts.Lent> open)
      throws IOException {
    ParsedFonts.Lent lent = ParsedFonts.borrow(fonts, face);
    open.add(lent);
    return PDType0Font.load(doc, lent.ttf(), true);
  }

  public int pageCount() {
    return doc.getNumberOfPages();
  }

  /** Writes the document to {@code file} (parent folders created) and releases it. */
  public void save(Path file) throws IOException {
    save(file, org.apache.pdfbox.pdfwriter.compress.CompressParameters.DEFAULT_COMPRESSION);
  }

  /**
   * Writes the document without object streams, which PDF 1.4 (so PDF/X-1a) does not have; its
   * streams stay compressed.
   */
  void saveUncompressed(Path file) throws IOException {
    save(file, org.apache.pdfbox.pdfwriter.compress.CompressParameters.NO_COMPRESSION);
  }

  private void save(Path file, org.apache.pdfbox.pdfwriter.compress.CompressParameters how)
      throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    COSString id = new COSString(digest(key));
    COSArray ids = new COSArray();
    ids.add(id);
    ids.add(id);
    doc.getDocument().getTrailer().setItem(COSName.ID, ids);
    // PDFBox writes a few bytes at a time: unbuffered, that was one system call per PDF token.
    try (OutputStream out =
        new java.io.BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
      doc.save(out, how);
    }
  }

  @Override
  public void close() throws IOException {
    doc.close();
    if (directDrawer != null) {
      directDrawer.close();
    }
    if (ownRecorder) {
      recorder.close();
    }
    openFonts.forEach(ParsedFonts.Lent::giveBack);
    openFonts.clear();
  }

  private static byte[] digest(String key) {
    try {
      byte[] full = MessageDigest.getInstance("MD5").digest(key.getBytes(StandardCharsets.UTF_8));
      return full;
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("MD5 is part of every Java runtime", e);
    }
  }
}
