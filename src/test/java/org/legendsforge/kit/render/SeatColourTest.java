package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.validate.Ciede2000;
import org.legendsforge.testing.ShippedData;

/**
 * A player card is never taken for a spell: its seat colour stands apart from every element colour
 * (CIEDE2000, as the sleeve check measures), the shipped players' by a wide margin.
 */
class SeatColourTest {
  private static final Theme THEME = TestResources.load().fitCheckTheme();

  /** Side by side, as clearly apart as the sleeve check's required pairs want. */
  private static final double APART = 20;

  /** Never mistaken for one another at a glance. */
  private static final double DISTINCT = 10;

  private static double delta(Color a, Color b) {
    return Ciede2000.between(a.getRGB() & 0xFFFFFF, b.getRGB() & 0xFFFFFF);
  }

  @Test
  void everySeatColourTheDataMayNameHasItsOwnColourApartFromTheElements() {
    for (String word : PlayerCard.SEAT_COLOURS) {
      String key = word.toLowerCase(Locale.ROOT);
      assertThat(THEME.seats()).as(word).containsKey(key);
      THEME
          .elementColours()
          .forEach(
              (element, colour) ->
                  assertThat(delta(THEME.seats().get(key), colour))
                      .as(word + " seat against " + element)
                      .isGreaterThanOrEqualTo(DISTINCT));
    }
  }

  @Test
  void theShippedPlayersStandWellApartFromTheElementsAndFromEachOther() {
    List<PlayerCard> players =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow()
            .playerCards();
    assertThat(players).extracting(PlayerCard::colour).contains("Red");
    for (PlayerCard p : players) {
      Color seat = THEME.seat(p.colour());
      for (Map.Entry<String, Color> e : THEME.elementColours().entrySet()) {
        assertThat(delta(seat, e.getValue()))
            .as(p.name() + " against " + e.getKey())
            .isGreaterThanOrEqualTo(APART);
      }
      for (PlayerCard other : players) {
        if (other != p) {
          assertThat(delta(seat, THEME.seat(other.colour())))
              .as(p.name() + " against " + other.name())
              .isGreaterThanOrEqualTo(APART);
        }
      }
    }
  }
}
