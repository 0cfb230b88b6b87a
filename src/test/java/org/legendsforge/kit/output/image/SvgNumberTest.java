package org.legendsforge.kit.output.image;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SvgNumberTest {
  @Test
  void coordinatesKeepFourDecimalsWithoutTrailingZeros() {
    assertThat(SvgCardWriter.num(63)).isEqualTo("63");
    assertThat(SvgCardWriter.num(3.5)).isEqualTo("3.5");
    assertThat(SvgCardWriter.num(0.05)).isEqualTo("0.05");
    assertThat(SvgCardWriter.num(12.34567)).isEqualTo("12.3457");
    assertThat(SvgCardWriter.num(1.00001)).isEqualTo("1");
    assertThat(SvgCardWriter.num(0.0102)).isEqualTo("0.0102");
  }

  @Test
  void negativeNumbersKeepTheirSignButNeverWriteMinusZero() {
    assertThat(SvgCardWriter.num(-2.25)).isEqualTo("-2.25");
    assertThat(SvgCardWriter.num(-0.00001)).isEqualTo("0");
    assertThat(SvgCardWriter.num(-0.0)).isEqualTo("0");
  }

  @Test
  void agreesWithFormattedRoundingAcrossManyValues() {
    java.util.Random random = new java.util.Random(7);
    for (int i = 0; i < 10_000; i++) {
      double v = (random.nextDouble() - 0.5) * 400;
      String formatted =
          String.format(java.util.Locale.ROOT, "%.4f", v)
              .replaceAll("0+$", "")
              .replaceAll("\\.$", "");
      assertThat(SvgCardWriter.num(v))
          .as("%s", v)
          .isEqualTo(formatted.equals("-0") ? "0" : formatted);
    }
  }
}
