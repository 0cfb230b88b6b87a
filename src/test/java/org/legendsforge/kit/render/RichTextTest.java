package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.render.RichText.Atom;
import org.legendsforge.kit.render.RichText.Style;

class RichTextTest {
  private static String show(List<List<Atom>> paras) {
    return paras.stream()
        .map(
            p ->
                p.stream()
                    .map(
                        a ->
                            (a.space() ? "_" : "")
                                + (a.isIcon()
                                    ? "{" + a.icon() + "}"
                                    : a.style() == Style.BOLD
                                        ? "*" + a.text() + "*"
                                        : a.style() == Style.ITALIC
                                            ? "/" + a.text() + "/"
                                            : a.text()))
                    .collect(Collectors.joining()))
        .collect(Collectors.joining(" | "));
  }

  @Test
  void iconsBoldKeywordsAndNumbersBeforeIcons() {
    var p =
        RichText.parse(
            "Deal 3 {damage}. **Stun** it, then Slow. Heal 2.",
            Set.of("Slow", "Stun"),
            Style.REGULAR);
    assertThat(show(p)).isEqualTo("Deal_*3*_{damage}._*Stun*_it,_then_*Slow*._Heal_2.");
  }

  @Test
  void paragraphsAndGluedPunctuation() {
    var p = RichText.parse("**Hyper — Undertow:** pull\nSecond {P}{H}.", Set.of(), Style.ITALIC);
    assertThat(show(p)).isEqualTo("*Hyper*_*—*_*Undertow:*_/pull/ | /Second/_{P}{H}/./");
  }

  @Test
  void iconNamesAreListed() {
    assertThat(RichText.icons("a {mana} b {nope} {W}")).containsExactly("mana", "nope", "W");
  }
}
