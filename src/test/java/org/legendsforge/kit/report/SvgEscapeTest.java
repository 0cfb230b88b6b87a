package org.legendsforge.kit.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Whatever text reaches a page, escaped it parses as XML and reads back as the same text. */
class SvgEscapeTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "</script><script>x()</script>",
        "a \" b ' c & d < e > f",
        "x\" onload=\"y",
        "é ★ 💀"
      })
  void markupInTextStaysText(String text) throws Exception {
    assertThat(parsed(text)).isEqualTo(text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"nul\u0000", "esc\u001b", "nonchar\uFFFF", "half\uD800"})
  void charactersXmlCannotHoldBecomeAReplacementCharacter(String text) throws Exception {
    assertThat(parsed(text)).isEqualTo(text.substring(0, text.length() - 1) + "\uFFFD");
  }

  private static String parsed(String text) throws Exception {
    String xml = "<p title=\"" + Svg.esc(text) + "\">" + Svg.esc(text) + "</p>";
    var doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    assertThat(doc.getDocumentElement().getAttribute("title"))
        .isEqualTo(doc.getDocumentElement().getTextContent());
    return doc.getDocumentElement().getTextContent();
  }
}
