package org.legendsforge.kit.report;

import java.text.Normalizer;

/**
 * How wide a line of chart text is drawn, so labels can be kept apart and inside a chart without a
 * font at hand. The widths are DejaVu Sans's advance widths (the charts' first font, as shipped in
 * the fonts artifact), in thousandths of the font size for the printable ASCII characters, the
 * signs and dashes forge writes, and accented Latin letters (as their letter), plus 5% for Verdana,
 * the charts' second font, whose bold runs a little wider; any other character counts as a full em,
 * wider than nearly every glyph of either font. So an estimate is never narrower than the text
 * drawn in DejaVu Sans ({@code TextWidthTest} measures every card name with the real font).
 */
public enum TextWidth {
  REGULAR(
      new short[] {
        318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337, 637, 637,
        637, 637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 531, 1000, 685, 687, 699,
        771, 632, 576, 775, 752, 295, 295, 656, 558, 863, 749, 788, 604, 788, 695, 635, 611, 732,
        685, 989, 686, 611, 686, 391, 337, 391, 838, 500, 500, 613, 635, 550, 635, 616, 353, 635,
        634, 278, 278, 580, 278, 975, 634, 612, 635, 635, 412, 521, 393, 634, 592, 818, 592, 592,
        525, 637, 337, 637, 838
      }),
  BOLD(
      new short[] {
        349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366, 696, 696,
        696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 581, 1000, 774, 763, 734,
        831, 684, 684, 821, 837, 373, 373, 775, 638, 996, 837, 851, 733, 851, 771, 721, 683, 813,
        774, 1104, 771, 725, 726, 458, 366, 458, 838, 500, 500, 675, 716, 593, 716, 679, 436, 716,
        712, 343, 343, 666, 343, 1042, 712, 688, 716, 716, 494, 596, 479, 712, 652, 924, 646, 652,
        583, 712, 366, 712, 838
      });

  private static final double MARGIN = 1.05;
  private static final String ELLIPSIS = "…";

  /** Widths of the characters from space (32) to tilde (126). */
  private final short[] ascii;

  TextWidth(short[] ascii) {
    this.ascii = ascii;
  }

  /** The width of {@code text} at {@code size} px. */
  public double of(String text, double size) {
    long thousandths = 0;
    for (int i = 0; i < text.length(); ) {
      int c = text.codePointAt(i);
      thousandths += width(c);
      i += Character.charCount(c);
    }
    return thousandths / 1000.0 * size * MARGIN;
  }

  /** One character's width in thousandths of the size. */
  private int width(int c) {
    if (c >= 32 && c < 127) {
      return ascii[c - 32];
    }
    return switch (c) {
      case '−', '×', '±' -> 838; // the signs forge writes in figures, as wide as '+'
      case '–' -> 500;
      case '·', '‘', '’' -> this == BOLD ? 380 : 318;
      default -> {
        // an accented letter is as wide as its letter in both fonts: é as e
        String base = Normalizer.normalize(Character.toString(c), Normalizer.Form.NFD);
        int first = base.codePointAt(0);
        yield first >= 32 && first < 127 && first != c ? ascii[first - 32] : 1000;
      }
    };
  }

  /**
   * {@code text} if it fits in {@code room} px at {@code size}, else as much of its start as fits
   * followed by an ellipsis (a chart shows the whole text in a tooltip).
   */
  String fit(String text, double size, double room) {
    if (of(text, size) <= room) {
      return text;
    }
    int end = text.length();
    while (end > 0 && of(text.substring(0, end).stripTrailing() + ELLIPSIS, size) > room) {
      end = text.offsetByCodePoints(end, -1);
    }
    return text.substring(0, end).stripTrailing() + ELLIPSIS;
  }
}
