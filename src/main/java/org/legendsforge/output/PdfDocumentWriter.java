package org.legendsforge.output;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;
import java.awt.Graphics2D;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.render.FontFace;
import org.legendsforge.render.FontSet;

/**
 * One PDF being written. Holds the one font-text drawer of the document, with every face of the
 * font set registered as an embedded subset and GSUB off (PDFBox would otherwise apply ligatures
 * Java2D did not measure), so every card's text stays text and each font is embedded once. The file
 * is reproducible: a document id derived from {@code key}, no dates.
 */
public final class PdfDocumentWriter implements Closeable {
  /** Points per millimetre. */
  public static final float PT = 72f / 25.4f;

  private final PDDocument doc = new PDDocument();
  private final PdfBoxGraphics2DFontTextDrawer fontDrawer = new PdfBoxGraphics2DFontTextDrawer();
  private final List<TrueTypeFont> openFonts = new ArrayList<>();
  private final String key;

  /**
   * @param key names the document for its fixed id: the same key always gives the same id
   * @param title the document title shown by viewers
   */
  public PdfDocumentWriter(FontSet fonts, String key, String title) throws IOException {
    this.key = key;
    for (FontFace face : FontFace.values()) {
      try (InputStream in = PdfDocumentWriter.class.getResourceAsStream(face.resource())) {
        if (in == null) {
          throw new IOException("font missing from the class path: " + face.resource());
        }
        TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(in));
        ttf.setEnableGsub(false);
        openFonts.add(ttf);
        fontDrawer.registerFont(fonts.base(face).getFontName(), PDType0Font.load(doc, ttf, true));
      }
    }
    PDDocumentInformation info = new PDDocumentInformation();
    info.setTitle(title);
    info.setCreator("Legends Forge");
    info.setProducer("Legends Forge");
    doc.setDocumentInformation(info);
  }

  /** A new page of {@code width} × {@code height} mm; close the canvas when the page is done. */
  public PageCanvas newPage(double width, double height) throws IOException {
    PDPage page = new PDPage(new PDRectangle((float) (width * PT), (float) (height * PT)));
    doc.addPage(page);
    return new PageCanvas(doc, page, width, height);
  }

  /**
   * Paints {@code painter} into a reusable form of {@code width} × {@code height} mm; the painter
   * sees one unit per millimetre and the origin at the form's top-left corner.
   */
  public PDFormXObject form(double width, double height, Consumer<Graphics2D> painter)
      throws IOException {
    PdfBoxGraphics2D g = new PdfBoxGraphics2D(doc, (float) (width * PT), (float) (height * PT));
    g.setFontTextDrawer(fontDrawer);
    try {
      g.scale(PT, PT);
      painter.accept(g);
    } finally {
      g.dispose();
    }
    return g.getXFormObject();
  }

  public int pageCount() {
    return doc.getNumberOfPages();
  }

  /** Writes the document to {@code file} (parent folders created) and releases it. */
  public void save(Path file) throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    COSString id = new COSString(digest(key));
    COSArray ids = new COSArray();
    ids.add(id);
    ids.add(id);
    doc.getDocument().getTrailer().setItem(COSName.ID, ids);
    try (OutputStream out = Files.newOutputStream(file)) {
      doc.save(out);
    }
  }

  @Override
  public void close() throws IOException {
    doc.close();
    fontDrawer.close();
    for (TrueTypeFont ttf : openFonts) {
      ttf.close();
    }
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
