package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDPage;

/**
 * The straight lines a page's own content strokes (crop marks, cut lines, the fold line), in
 * millimetres from the top-left corner, y down, each with the grey level it was stroked in (0
 * black, 1 white): what a printer prints of them, read from the written file.
 */
final class PdfLines {
  record Stroke(double x1, double y1, double x2, double y2, double grey) {
    double length() {
      return Math.hypot(x2 - x1, y2 - y1);
    }
  }

  private PdfLines() {}

  static List<Stroke> of(PDPage page) throws IOException {
    double height = page.getMediaBox().getHeight() * PdfProbe.MM;
    List<Stroke> out = new ArrayList<>();
    List<Object> tokens = new PDFStreamParser(page).parse();
    List<Double> nums = new ArrayList<>();
    double grey = 0;
    double[] at = null;
    for (Object t : tokens) {
      if (t instanceof COSNumber n) {
        nums.add((double) n.floatValue());
        continue;
      }
      if (t instanceof Operator op) {
        switch (op.getName()) {
          case "RG" -> grey = (nums.get(0) + nums.get(1) + nums.get(2)) / 3;
          case "K" -> grey = 1 - nums.get(3);
          case "m" ->
              at = new double[] {nums.get(0) * PdfProbe.MM, height - nums.get(1) * PdfProbe.MM};
          case "l" -> {
            double x = nums.get(0) * PdfProbe.MM;
            double y = height - nums.get(1) * PdfProbe.MM;
            out.add(new Stroke(at[0], at[1], x, y, grey));
            at = new double[] {x, y};
          }
          default -> {}
        }
      }
      nums.clear();
    }
    return out;
  }
}
