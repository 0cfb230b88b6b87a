package org.legendsforge.kit.output.pdf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdfwriter.ContentStreamWriter;

/**
 * Rewrites a content stream of text and paths into CMYK: every RGB or grey colour operator becomes
 * its {@link Cmyk} ink, in DeviceCMYK. A stream that shows anything else (images, shadings, inline
 * images, graphics states that may carry transparency, other colour spaces) is not rewritten:
 * empty, and the caller draws that card as a CMYK image instead.
 */
final class CmykContent {
  private static final Set<String> REFUSED = Set.of("Do", "sh", "BI", "ID", "EI", "gs", "d0", "d1");

  private CmykContent() {}

  static Optional<byte[]> convert(byte[] content) throws IOException {
    List<Object> tokens = new PDFStreamParser(content).parse();
    List<Object> out = new ArrayList<>(tokens.size());
    List<COSBase> operands = new ArrayList<>();
    // The colour space of fill and stroke, as set by cs/CS (saved and restored with q/Q).
    Deque<String[]> spaces = new ArrayDeque<>();
    String[] space = {"DeviceGray", "DeviceGray"};
    for (Object t : tokens) {
      if (!(t instanceof Operator op)) {
        operands.add((COSBase) t);
        continue;
      }
      String name = op.getName();
      if (REFUSED.contains(name)) {
        return Optional.empty();
      }
      boolean stroke = Character.isUpperCase(name.charAt(0));
      switch (name) {
        case "q" -> spaces.push(space.clone());
        case "Q" -> space = spaces.isEmpty() ? space : spaces.pop();
        case "rg", "RG" -> {
          if (!ink(out, operands, 3, stroke ? "K" : "k")) {
            return Optional.empty();
          }
          operands.clear();
          continue;
        }
        case "g", "G" -> {
          if (!ink(out, operands, 1, stroke ? "K" : "k")) {
            return Optional.empty();
          }
          operands.clear();
          continue;
        }
        case "cs", "CS" -> {
          if (operands.size() != 1
              || !(operands.get(0) instanceof COSName n)
              || !Set.of("DeviceRGB", "DeviceGray", "DeviceCMYK").contains(n.getName())) {
            return Optional.empty();
          }
          space[stroke ? 1 : 0] = n.getName();
          out.add(COSName.getPDFName("DeviceCMYK"));
          out.add(op);
          operands.clear();
          continue;
        }
        case "sc", "scn", "SC", "SCN" -> {
          String current = space[stroke ? 1 : 0];
          int n =
              switch (current) {
                case "DeviceRGB" -> 3;
                case "DeviceGray" -> 1;
                default -> 4;
              };
          if (n == 4) {
            out.addAll(operands);
          } else if (!ink(out, operands, n, null)) {
            return Optional.empty();
          }
          out.add(op);
          operands.clear();
          continue;
        }
        default -> {}
      }
      out.addAll(operands);
      out.add(op);
      operands.clear();
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(content.length + 256);
    new ContentStreamWriter(bytes).writeTokens(out);
    return Optional.of(bytes.toByteArray());
  }

  /** Adds the CMYK operands of an RGB ({@code n} 3) or grey colour, and {@code operator} if set. */
  private static boolean ink(List<Object> out, List<COSBase> operands, int n, String operator) {
    if (operands.size() != n) {
      return false;
    }
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      if (!(operands.get(i) instanceof COSNumber num)) {
        return false;
      }
      v[i] = num.floatValue();
    }
    Cmyk c = n == 3 ? Cmyk.fromRgb(v[0], v[1], v[2]) : Cmyk.fromRgb(v[0], v[0], v[0]);
    for (float f : c.components()) {
      out.add(new COSFloat(f));
    }
    if (operator != null) {
      out.add(Operator.getOperator(operator));
    }
    return true;
  }
}
