package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.WeaponType;
import org.legendsforge.testing.ShippedData;

/**
 * A player tells decks and weapons apart by their icons: every deck has its own, every weapon kind
 * has its own, and no two of them (nor the spirits' hand-limit icons) are the same drawing under
 * two names.
 */
class OneLookPerThingTest {
  private static final Theme THEME = TestResources.load().fitCheckTheme();
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  /**
   * Share of the inked pixels two icons do not have in common, from 0 (the same drawing) to 1. The
   * closest shipped pair, flame and drop, are 0.3 apart.
   */
  static double apart(Icon a, Icon b) {
    boolean[] pa = pixels(a);
    boolean[] pb = pixels(b);
    int both = 0;
    int either = 0;
    for (int i = 0; i < pa.length; i++) {
      both += pa[i] && pb[i] ? 1 : 0;
      either += pa[i] || pb[i] ? 1 : 0;
    }
    return 1 - (double) both / either;
  }

  private static boolean[] pixels(Icon icon) {
    int px = 48;
    BufferedImage img = new BufferedImage(px, px, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, px, px);
    icon.paint(g, 0, 0, px, Color.BLACK);
    g.dispose();
    boolean[] out = new boolean[px * px];
    for (int i = 0; i < out.length; i++) {
      out[i] = (img.getRGB(i % px, i / px) & 0xFF) < 128;
    }
    return out;
  }

  @Test
  void noTwoDecksShareAnIcon() {
    Map<String, List<String>> byIcon =
        SHIPPED.decks().stream()
            .collect(
                Collectors.groupingBy(
                    Deck::icon,
                    LinkedHashMap::new,
                    Collectors.mapping(Deck::name, Collectors.toList())));
    assertThat(byIcon.values()).allSatisfy(decks -> assertThat(decks).hasSize(1));
    assertThat(byIcon.keySet()).doesNotContainAnyElementsOf(WeaponType.keys());
  }

  @Test
  void theGeneralSpellsOnASpiritShowTheirDecksIconNotTheHyperOrbs() {
    String general =
        SHIPPED.decks().stream()
            .filter(d -> d.id().equals("general"))
            .findFirst()
            .orElseThrow()
            .icon();
    assertThat(THEME.elementIcons().get("general")).isEqualTo(general);
  }

  @Test
  void deckWeaponAndHandIconsAreDifferentDrawings() {
    Map<String, Icon> icons = new LinkedHashMap<>();
    SHIPPED.decks().forEach(d -> icons.put(d.icon(), THEME.icon(d.icon()).orElseThrow()));
    WeaponType.keys().forEach(k -> icons.put(k, THEME.icon(k).orElseThrow()));
    THEME.elementIcons().values().forEach(k -> icons.put(k, THEME.icon(k).orElseThrow()));
    List<String> names = new ArrayList<>(icons.keySet());
    assertThat(names).hasSizeGreaterThanOrEqualTo(15 + WeaponType.values().length);
    for (int i = 0; i < names.size(); i++) {
      for (int j = i + 1; j < names.size(); j++) {
        assertThat(apart(icons.get(names.get(i)), icons.get(names.get(j))))
            .as(names.get(i) + " against " + names.get(j))
            .isGreaterThan(0.25);
      }
    }
  }
}
