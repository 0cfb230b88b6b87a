package org.legendsforge.games.graveyard.validate;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.RenderResources;
import org.legendsforge.kit.render.TestResources;
import org.legendsforge.kit.render.Theme;
import org.legendsforge.testing.ShippedData;

/**
 * Every hero has a colour of its own, the one its cards, standee, map disc and table token show:
 * any two told apart as the sleeve check tells sleeves apart (CIEDE2000, for normal vision and
 * under simulated deuteranopia and protanopia), and none taken for a header band.
 */
class HeroColourTest {
  /** Two heroes side by side on the map: never mistaken for one another at a glance. */
  private static final double DISTINCT = 10;

  /** Colour-blind players: the sleeve check's threshold for colours easily confused. */
  private static final double CONFUSABLE = SleeveColourCheck.CONFUSABLE;

  /** A seat's header against another deck's: as far apart as SeatColourTest keeps the seats. */
  private static final double APART = 20;

  private static final CardRenderer RENDERER = TestResources.load().renderer();
  private static final Theme THEME =
      RenderResources.read(
              Path.of("templates"), Optional.empty(), TestResources.FONTS, new Diagnostics())
          .orElseThrow()
          .theme();
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  private static double delta(Vision v, Color a, Color b) {
    return Ciede2000.delta(v.see(a.getRGB() & 0xFFFFFF), v.see(b.getRGB() & 0xFFFFFF));
  }

  private static Map<String, Color> heroColours() {
    Map<String, Color> out = new LinkedHashMap<>();
    for (Hero h : SHIPPED.heroes()) {
      out.put(h.name(), RENDERER.heroMark(h).colour());
    }
    return out;
  }

  /** Every header band the shipped cards print: each element's, each kind's, each seat's. */
  private static Map<String, Color> headers() {
    Map<String, Color> out = new LinkedHashMap<>();
    THEME.elementColours().forEach((k, c) -> out.put("element " + k, c));
    THEME.kindColours().forEach((k, c) -> out.put("kind " + k, c));
    for (PlayerCard p : SHIPPED.playerCards()) {
      out.put(p.name(), THEME.seat(p.colour()));
    }
    return out;
  }

  @Test
  void eachOfTheEighteenHeroesHasAColourOfItsOwnInTheTheme() {
    assertThat(SHIPPED.heroes()).hasSize(18);
    for (Hero h : SHIPPED.heroes()) {
      assertThat(THEME.heroColours()).as(h.id()).containsKey(h.id());
      assertThat(RENDERER.heroMark(h).colour())
          .as(h.id())
          .isEqualTo(THEME.heroColours().get(h.id()));
    }
    assertThat(heroColours().values()).doesNotHaveDuplicates();
  }

  @Test
  void anyTwoHeroesDifferByTenForNormalVisionAndBySixForColourBlindPlayers() {
    List<Map.Entry<String, Color>> heroes = new ArrayList<>(heroColours().entrySet());
    for (int i = 0; i < heroes.size(); i++) {
      for (int j = i + 1; j < heroes.size(); j++) {
        var a = heroes.get(i);
        var b = heroes.get(j);
        String pair = a.getKey() + " / " + b.getKey();
        assertThat(delta(Vision.NORMAL, a.getValue(), b.getValue()))
            .as(pair)
            .isGreaterThanOrEqualTo(DISTINCT);
        for (Vision v : List.of(Vision.DEUTERANOPIA, Vision.PROTANOPIA)) {
          assertThat(delta(v, a.getValue(), b.getValue()))
              .as(pair + " under " + v.word())
              .isGreaterThanOrEqualTo(CONFUSABLE);
        }
      }
    }
  }

  @Test
  void noHeroSharesItsColourWithAHeaderBand() {
    heroColours()
        .forEach(
            (hero, colour) ->
                headers()
                    .forEach(
                        (header, band) ->
                            assertThat(delta(Vision.NORMAL, colour, band))
                                .as(hero + " against " + header)
                                .isGreaterThanOrEqualTo(DISTINCT)));
  }

  @Test
  void theYellowPlayersHeaderStandsApartFromTheItemWeapons() {
    Color yellow = THEME.seat("Yellow");
    assertThat(delta(Vision.NORMAL, yellow, THEME.kind("weapon-item")))
        .isGreaterThanOrEqualTo(APART);
    for (PlayerCard p : SHIPPED.playerCards()) {
      THEME
          .kindColours()
          .forEach(
              (kind, band) ->
                  assertThat(delta(Vision.NORMAL, THEME.seat(p.colour()), band))
                      .as(p.name() + " against " + kind)
                      .isGreaterThanOrEqualTo(DISTINCT));
    }
  }
}
