package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.testing.ShippedData;

/**
 * A card face shows what a player reads, never the data's names for things: no card's, hero's or
 * deck's id ("brannoc-gravewarden") in any text drawn on any shipped face. A terrain card is the
 * one exception: it has no name but its number (t01 … t18), which is the map preview's word for it.
 */
class NoDataIdsOnFacesTest {
  private static final Pattern TEXT = Pattern.compile("^text \"(.*)\" at ");

  @Test
  void noShippedFaceDrawsADataId() {
    Catalog shipped =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    Set<String> ids = new LinkedHashSet<>();
    shipped.printedCards().forEach(dc -> ids.add(dc.card().id()));
    shipped.heroes().forEach(h -> ids.add(h.id()));
    shipped.decks().forEach(d -> ids.add(d.id()));
    CardRenderer renderer = TestResources.load().renderer();
    List<String> found = new ArrayList<>();
    int faces = 0;
    int runs = 0;
    for (DeckCard dc : shipped.printedCards().toList()) {
      if (dc.deck().contents() == DeckKind.TERRAIN) {
        continue;
      }
      List<String> log = new ArrayList<>();
      renderer.paintFace(dc, new RecordingGraphics2D(log));
      faces++;
      for (String line : log) {
        Matcher m = TEXT.matcher(line);
        if (!m.find()) {
          continue;
        }
        runs++;
        String text = m.group(1);
        for (String id : ids) {
          if (text.equals(id) || (isIdShaped(id) && containsWord(text, id))) {
            found.add(dc.card().id() + " shows \"" + text + "\"");
          }
        }
      }
    }
    assertThat(faces).isGreaterThan(150);
    assertThat(runs).isGreaterThan(faces * 5);
    assertThat(found).isEmpty();
  }

  /** An id no sentence would hold: written with a hyphen or a digit ("pyre-burst", "t08"). */
  private static boolean isIdShaped(String id) {
    return id.contains("-") || id.chars().anyMatch(Character::isDigit);
  }

  private static boolean containsWord(String text, String id) {
    return Pattern.compile("(?<![\\w-])" + Pattern.quote(id) + "(?![\\w-])").matcher(text).find();
  }
}
