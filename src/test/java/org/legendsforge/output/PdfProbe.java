package org.legendsforge.output;

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
final class PdfProbe {
  static final double MM = 25.4 / 72;

  private PdfProbe() {}

  /** A form drawn on a page: its lower-left corner and size in millimetres, y up, and its turn. */
  record Drawn(double x, double y, double width, double height, boolean turned) {}

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
            boolean turned = Math.abs(m.getValue(0, 1)) > 0.5;
            double x = m.getTranslateX();
            double y = turned ? m.getTranslateY() - w : m.getTranslateY();
            out.add(
                new Drawn(x * MM, y * MM, (turned ? h : w) * MM, (turned ? w : h) * MM, turned));
          }
        };
    engine.processPage(page);
    return out;
  }

  /** Every font used by the page, its forms included. */
  static Set<PDFont> fonts(PDPage page) throws IOException {
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
