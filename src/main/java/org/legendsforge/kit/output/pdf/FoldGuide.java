package org.legendsforge.kit.output.pdf;

import java.awt.Color;
import java.io.IOException;
import java.util.List;
import org.legendsforge.kit.print.Box;
import org.legendsforge.kit.print.Line;
import org.legendsforge.kit.print.SheetSpec;

/**
 * The fold line and glue margins of a fold-over page: a dashed line down the middle, and on each
 * side the strip between the fold and the cards, tinted, where glue holds the halves in register
 * while the glue on the cards sets. Drawn inside the printable area only.
 */
final class FoldGuide {
  private static final Color GLUE = new Color(0xE4, 0xE4, 0xE4);
  private static final Color FOLD = new Color(0x60, 0x60, 0x60);

  private FoldGuide() {}

  static void draw(PageCanvas canvas, SheetSpec sheet) throws IOException {
    Box p = sheet.printable();
    double fold = sheet.foldX();
    double strip = SheetSpec.GLUE - sheet.bleed() - 0.5;
    if (strip > 0.5) {
      canvas.fill(new Box(fold - strip, p.y(), strip, p.height()), GLUE);
      canvas.fill(new Box(fold, p.y(), strip, p.height()), GLUE);
    }
    canvas.dashed(List.of(new Line(fold, p.y(), fold, p.bottom())), 0.25, FOLD, 2.0);
  }
}
