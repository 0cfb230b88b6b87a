package org.legendsforge.kit.output.pdf;

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
import org.legendsforge.kit.print.Box;
import org.legendsforge.kit.print.Line;

/**
 * One page being drawn, in the imposition's units: millimetres from the top-left corner, y down.
 * Converts once to PDF points with y up.
 */
public final class PageCanvas implements Closeable {
  private static final float PT = PdfDocumentWriter.PT;
  private final PDPage page;
  private final PDPageContentStream cs;
  private final double height;
  private final boolean cmyk;

  PageCanvas(PDDocument doc, PDPage page, double width, double height, boolean cmyk)
      throws IOException {
    this.page = page;
    this.height = height;
    this.cmyk = cmyk;
    this.cs = new PDPageContentStream(doc, page);
  }

  /**
   * Draws a card form (painted at bleed size) with its bleed box on {@code bleed}, clipped to
   * {@code clip}, turned {@code turns} quarter turns clockwise (1: its top edge on the right).
   */
  public void place(PDFormXObject form, Box bleed, Box clip, int turns) throws IOException {
    cs.saveGraphicsState();
    rect(clip);
    cs.clip();
    float x = (float) (bleed.x() * PT);
    float y = (float) ((height - bleed.bottom()) * PT);
    float w = (float) (bleed.width() * PT);
    float h = (float) (bleed.height() * PT);
    cs.transform(
        switch (Math.floorMod(turns, 4)) {
          case 1 -> new Matrix(0, -1, 1, 0, x, y + h);
          case 2 -> new Matrix(-1, 0, 0, -1, x + w, y + h);
          case 3 -> new Matrix(0, 1, -1, 0, x + w, y);
          default -> Matrix.getTranslateInstance(x, y);
        });
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
    stroke(lines, widthMm, colour);
  }

  /**
   * Crop marks: each over a white keyline three times as wide, so a mark that runs over a dark
   * bleed still shows (on bare paper the keyline is invisible).
   */
  public void marks(List<Line> lines, double widthMm, Color colour) throws IOException {
    if (lines.isEmpty()) {
      return;
    }
    stroke(lines, widthMm * 3, Color.WHITE);
    stroke(lines, widthMm, colour);
  }

  /** Outlines of boxes (the proof overlay's cut and safe lines), dashed when {@code dash} > 0. */
  public void outline(List<Box> boxes, double widthMm, Color colour, double dash)
      throws IOException {
    cs.saveGraphicsState();
    cs.setStrokingColor(colour(colour));
    cs.setLineWidth((float) (widthMm * PT));
    if (dash > 0) {
      cs.setLineDashPattern(new float[] {(float) (dash * PT), (float) (dash * PT)}, 0);
    }
    for (Box b : boxes) {
      rect(b);
    }
    cs.stroke();
    cs.restoreGraphicsState();
  }

  /** A filled box (a fold-over page's glue margins). */
  public void fill(Box box, Color colour) throws IOException {
    cs.saveGraphicsState();
    cs.setNonStrokingColor(colour(colour));
    rect(box);
    cs.fill();
    cs.restoreGraphicsState();
  }

  /** Dashed lines (the fold line), dashes of {@code dash} mm. */
  public void dashed(List<Line> lines, double widthMm, Color colour, double dash)
      throws IOException {
    cs.saveGraphicsState();
    cs.setLineDashPattern(new float[] {(float) (dash * PT), (float) (dash * PT)}, 0);
    stroke(lines, widthMm, colour);
    cs.restoreGraphicsState();
  }

  private void stroke(List<Line> lines, double widthMm, Color colour) throws IOException {
    cs.saveGraphicsState();
    cs.setStrokingColor(colour(colour));
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

  /** The colour as this page draws it: RGB, or DeviceCMYK on a PDF/X page. */
  private org.apache.pdfbox.pdmodel.graphics.color.PDColor colour(Color c) {
    if (cmyk) {
      return new org.apache.pdfbox.pdmodel.graphics.color.PDColor(
          Cmyk.of(c).components(), org.apache.pdfbox.pdmodel.graphics.color.PDDeviceCMYK.INSTANCE);
    }
    return new org.apache.pdfbox.pdmodel.graphics.color.PDColor(
        c.getRGBColorComponents(null),
        org.apache.pdfbox.pdmodel.graphics.color.PDDeviceRGB.INSTANCE);
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
