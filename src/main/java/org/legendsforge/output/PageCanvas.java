package org.legendsforge.output;

import java.awt.Color;
import java.io.Closeable;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;
import org.legendsforge.print.Box;
import org.legendsforge.print.Line;

/**
 * One page being drawn, in the imposition's units: millimetres from the top-left corner, y down.
 * Converts once to PDF points with y up.
 */
public final class PageCanvas implements Closeable {
  private static final float PT = PdfDocumentWriter.PT;
  private final PDPage page;
  private final PDPageContentStream cs;
  private final double height;

  PageCanvas(PDDocument doc, PDPage page, double width, double height) throws IOException {
    this.page = page;
    this.height = height;
    this.cs = new PDPageContentStream(doc, page);
  }

  /**
   * Draws a card form (painted at bleed size) with its bleed box on {@code bleed}, clipped to
   * {@code clip}; a {@code turned} card lies a quarter turn clockwise, its top edge on the right.
   */
  public void place(PDFormXObject form, Box bleed, Box clip, boolean turned) throws IOException {
    cs.saveGraphicsState();
    rect(clip);
    cs.clip();
    float x = (float) (bleed.x() * PT);
    if (turned) {
      float top = (float) ((height - bleed.y()) * PT);
      cs.transform(new Matrix(0, -1, 1, 0, x, top));
    } else {
      cs.transform(Matrix.getTranslateInstance(x, (float) ((height - bleed.bottom()) * PT)));
    }
    cs.drawForm(form);
    cs.restoreGraphicsState();
  }

  /** Draws a form that covers the whole page (guide pages). */
  public void full(PDFormXObject form) throws IOException {
    cs.drawForm(form);
  }

  /** Thin lines (crop marks, cut lines): {@code widthMm} wide in {@code colour}. */
  public void lines(List<Line> lines, double widthMm, Color colour) throws IOException {
    if (lines.isEmpty()) {
      return;
    }
    cs.saveGraphicsState();
    cs.setStrokingColor(colour);
    cs.setLineWidth((float) (widthMm * PT));
    for (Line l : lines) {
      cs.moveTo((float) (l.x1() * PT), (float) ((height - l.y1()) * PT));
      cs.lineTo((float) (l.x2() * PT), (float) ((height - l.y2()) * PT));
    }
    cs.stroke();
    cs.restoreGraphicsState();
  }

  /** Sets the page's TrimBox and BleedBox (print shops read them). */
  public void boxes(Box trim, Box bleed) {
    page.setTrimBox(pdf(trim));
    page.setBleedBox(pdf(bleed));
  }

  private void rect(Box b) throws IOException {
    PDRectangle r = pdf(b);
    cs.addRect(r.getLowerLeftX(), r.getLowerLeftY(), r.getWidth(), r.getHeight());
  }

  private PDRectangle pdf(Box b) {
    return new PDRectangle(
        (float) (b.x() * PT),
        (float) ((height - b.bottom()) * PT),
        (float) (b.width() * PT),
        (float) (b.height() * PT));
  }

  @Override
  public void close() throws IOException {
    cs.close();
  }
}
