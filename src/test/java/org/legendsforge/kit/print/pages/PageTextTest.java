package org.legendsforge.kit.print.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/** Guide-page text wraps between words only: an option or a value is typed as printed. */
class PageTextTest {
  @Test
  void anOptionAndItsValueStayWholeWhereverTheLineEnds() {
    PageText text = new PageText(FontSet.load());
    String words =
        "keep it in forge.yaml, so every later forge build moves the backs (or pass"
            + " --back-offset 1.5,-0.5 for one run, or --backs low-ink)";
    for (double width = 30; width <= 120; width += 0.5) {
      List<String> lines = text.wrap(words, text.font(FontFace.REGULAR, 3.2), width);
      assertThat(String.join(" ", lines)).isEqualTo(words);
      for (String token : List.of("--back-offset", "1.5,-0.5", "--backs", "low-ink)")) {
        assertThat(lines).as(width + " mm").anyMatch(l -> l.contains(token));
      }
    }
  }
}
