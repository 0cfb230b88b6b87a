package org.legendsforge.kit.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.testing.ShippedData;

/**
 * The width estimate charts keep their labels apart with is never narrower than the text drawn in
 * DejaVu Sans, the charts' font, and not so wide that labels are kept apart for nothing.
 */
class TextWidthTest {
  private static final FontRenderContext FRC = new FontRenderContext(null, true, true);

  /** Every card and deck name shipped, and text of the kinds forge itself writes on charts. */
  private static List<String> texts() {
    Catalog c = new CardDataLoader(Path.of("")).load(ShippedData.folder()).catalog().orElseThrow();
    List<String> out = new ArrayList<>();
    c.printedCards().forEach(dc -> out.add(dc.card().name()));
    c.decks().forEach(d -> out.add(d.name()));
    out.addAll(
        List.of(
            "−6 or less respawn advantage: players 1 and 3 win",
            "mean 369.2 turns (95%: 361.0–377.5)",
            "target 1.5× = 4.05 · ±0.5",
            "Élodie’s Crème Brûlée, Ñandú, Ångström",
            "WWW MMM mmm www @@@ %%%",
            "iiiii lllll ,.;:'|"));
    return out;
  }

  private static double dejaVu(String face, String text, double size) {
    Font f = FontSet.load().font(face, (float) size);
    return f.getStringBounds(text, FRC).getWidth();
  }

  @Test
  void theEstimateIsNeverNarrowerThanDejaVuSansAndAtMostAThirdWider() {
    for (String text : texts()) {
      double regular = dejaVu("REGULAR", text, 12);
      double bold = dejaVu("BOLD", text, 10.5);

      assertThat(TextWidth.REGULAR.of(text, 12)).as(text).isBetween(regular, regular * 4 / 3);
      assertThat(TextWidth.BOLD.of(text, 10.5)).as(text).isBetween(bold, bold * 4 / 3);
    }
  }

  @Test
  void everyCharacterWithAWidthOfItsOwnIsNoNarrowerThanInDejaVuSans() {
    StringBuilder chars = new StringBuilder("−×±–·‘’éÉÖçñÅ");
    for (char c = 32; c < 127; c++) {
      chars.append(c);
    }
    for (char c : chars.toString().toCharArray()) {
      String one = String.valueOf(c);
      assertThat(TextWidth.REGULAR.of(one, 1000))
          .as(one)
          .isGreaterThanOrEqualTo(dejaVu("REGULAR", one, 1000));
      assertThat(TextWidth.BOLD.of(one, 1000))
          .as(one)
          .isGreaterThanOrEqualTo(dejaVu("BOLD", one, 1000));
    }
  }

  @Test
  void boldIsWiderThanRegular() {
    assertThat(TextWidth.BOLD.of("Heavy Crossbow", 12))
        .isGreaterThan(TextWidth.REGULAR.of("Heavy Crossbow", 12));
  }

  @Test
  void textThatFitsIsLeftWholeAndLongerTextIsCutWithAnEllipsisInsideTheRoom() {
    String label = "+6 or more respawn advantage: players 1 and 3 win";
    double room = TextWidth.REGULAR.of(label, 12);

    assertThat(TextWidth.REGULAR.fit(label, 12, room)).isEqualTo(label);
    String cut = TextWidth.REGULAR.fit(label, 12, room / 2);
    assertThat(cut).endsWith("…").doesNotEndWith(" …");
    assertThat(label).startsWith(cut.substring(0, cut.length() - 1));
    assertThat(TextWidth.REGULAR.of(cut, 12)).isLessThanOrEqualTo(room / 2);
    // no shorter than it must be: at most a letter and a space short of the room
    assertThat(TextWidth.REGULAR.of(cut, 12))
        .isGreaterThan(room / 2 - TextWidth.REGULAR.of("W ", 12));
  }

  @Test
  void aLetterOutsideAsciiIsNeverCutInHalf() {
    String cut = TextWidth.REGULAR.fit("ab💀cd", 12, TextWidth.REGULAR.of("ab💀…", 12));

    assertThat(cut).isEqualTo("ab💀…");
  }
}
