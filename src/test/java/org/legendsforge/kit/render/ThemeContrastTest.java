package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Text on every fill the theme defines reaches WCAG AA (4.5:1). */
class ThemeContrastTest {
  private static final Theme THEME = TestResources.load().fitCheckTheme();

  @Test
  void textOnEveryColouredFillReachesFourAndAHalf() {
    for (Map<String, Color> fills :
        java.util.List.of(
            THEME.elementColours(), THEME.kindColours(), THEME.seats(), THEME.terrainColours())) {
      fills.forEach(
          (name, c) ->
              assertThat(Colours.contrast(Colours.textOn(c), c))
                  .as(name)
                  .isGreaterThanOrEqualTo(4.5));
    }
  }

  @Test
  void bodyAndFlavourInkOnThePanel() {
    assertThat(Colours.contrast(THEME.colour("ink"), THEME.colour("panel"))).isGreaterThan(4.5);
    assertThat(Colours.contrast(THEME.colour("muted"), THEME.colour("panel"))).isGreaterThan(4.5);
    assertThat(Colours.contrast(THEME.colour("ink"), THEME.colour("paper"))).isGreaterThan(4.5);
  }

  @Test
  void anySleeveColourGetsReadableText() {
    for (int rgb = 0; rgb <= 0xFFFFFF; rgb += 0x0F0F0F / 3) {
      Color c = new Color(rgb);
      assertThat(Colours.contrast(Colours.textOn(c), c)).isGreaterThanOrEqualTo(4.5);
    }
  }
}
