package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.DrawObject;
import org.apache.pdfbox.contentstream.operator.state.Concatenate;
import org.apache.pdfbox.contentstream.operator.state.Restore;
import org.apache.pdfbox.contentstream.operator.state.Save;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;

/** Reads a PDF page back the way a printer sees it: where each form lands, which fonts it uses. */
public final class PdfProbe {
  static final double MM = 25.4 / 72;

  private PdfProbe() {}

  /**
   * A form drawn on a page: its lower-left corner and size in millimetres, y up, and how many
   * quarter turns clockwise it lies (1: its top edge on the right).
   */
  record Drawn(double x, double y, double width, double height, int turns) {
    boolean turned() {
      return turns % 2 == 1;
    }
  }

  static List<Drawn> forms(PDPage page) throws IOException {
    List<Drawn> out = new ArrayList<>();
    PDFStreamEngine engine =
        new PDFStreamEngine() {
          {
            addOperator(new Concatenate(this));
            addOperator(new Save(this));
            addOperator(new Restore(this));
            addOperator(new DrawObject(this));
          }

          @Override
          public void showForm(PDFormXObject form) {
            Matrix m = getGraphicsState().getCurrentTransformationMatrix();
            double w = form.getBBox().getWidth();
            double h = form.getBBox().getHeight();
            double minX = Double.MAX_VALUE;
            double minY = Double.MAX_VALUE;
            double maxX = -Double.MAX_VALUE;
            double maxY = -Double.MAX_VALUE;
            for (double[] c : new double[][] {{0, 0}, {w, 0}, {0, h}, {w, h}}) {
              java.awt.geom.Point2D.Float p = m.transformPoint((float) c[0], (float) c[1]);
              minX = Math.min(minX, p.x);
              minY = Math.min(minY, p.y);
              maxX = Math.max(maxX, p.x);
              maxY = Math.max(maxY, p.y);
            }
            // Where the form's "up" (0, 1) points on the page: up, right, down or left.
            double ux = m.getValue(1, 0);
            double uy = m.getValue(1, 1);
            int turns = Math.abs(uy) >= Math.abs(ux) ? (uy > 0 ? 0 : 2) : (ux > 0 ? 1 : 3);
            out.add(new Drawn(minX * MM, minY * MM, (maxX - minX) * MM, (maxY - minY) * MM, turns));
          }
        };
    engine.processPage(page);
    return out;
  }

  /** Every font used by the page, its forms included. */
  public static Set<PDFont> fonts(PDPage page) throws IOException {
    Set<PDFont> out = new LinkedHashSet<>();
    collect(page.getResources(), out, 0);
    return out;
  }

  private static void collect(PDResources res, Set<PDFont> out, int depth) throws IOException {
    if (res == null || depth > 8) {
      return;
    }
    for (COSName n : res.getFontNames()) {
      out.add(res.getFont(n));
    }
    for (COSName n : res.getXObjectNames()) {
      PDXObject x = res.getXObject(n);
      if (x instanceof PDFormXObject f) {
        collect(f.getResources(), out, depth + 1);
      }
    }
  }
}
