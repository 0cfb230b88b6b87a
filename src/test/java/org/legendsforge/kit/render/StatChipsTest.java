package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.Face.Stat;
import org.legendsforge.testing.ShippedData;

/**
 * A place on a face means one thing on every card: the top-right badge is a cost and only on
 * spells; health, damage, range and area are chips in that order on the strip, and an area is its
 * cells, never a formula a player must look up.
 */
class StatChipsTest {
  private static final RenderResources RESOURCES = TestResources.load();
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();
  private static final Pattern NOTATION = Pattern.compile("\\b\\d+r\\d+d\\b");
  private static final List<String> ORDER = List.of("health", "damage", "range", "area");

  private static FaceContent content(DeckCard dc) {
    return ((LayoutCardRenderer) RESOURCES.renderer()).plan(dc).content();
  }

  private static List<DeckCard> faces() {
    return SHIPPED
        .printedCards()
        .filter(
            dc -> !(dc.card() instanceof org.legendsforge.games.graveyard.model.TerrainCardFace))
        .toList();
  }

  @Test
  void theTopRightBadgeIsAManaCostAndOnlySpellsHaveOne() {
    for (DeckCard dc : faces()) {
      FaceContent c = content(dc);
      if (dc.card() instanceof Spell s) {
        assertThat(c.badge()).hasValue(new Face.Badge(Integer.toString(s.cost()), "mana"));
      } else {
        assertThat(c.badge()).as(dc.card().id()).isEmpty();
      }
    }
  }

  @Test
  void chipsKeepOneOrderAndShowTheCardsOwnNumbers() {
    for (DeckCard dc : faces()) {
      FaceContent c = content(dc);
      List<String> kinds = c.stats().stream().map(Stat::concept).toList();
      assertThat(kinds)
          .as(dc.card().id())
          .isSortedAccordingTo(java.util.Comparator.comparingInt(ORDER::indexOf));
      if (dc.card() instanceof Hero h) {
        assertThat(c.stats()).containsExactly(Stat.number("health", Integer.toString(h.health())));
      } else if (dc.card() instanceof Weapon w) {
        assertThat(c.stats().get(0)).isEqualTo(Stat.number("damage", Integer.toString(w.damage())));
        reach(c, w.range(), w.area());
      } else if (dc.card() instanceof Spell s) {
        reach(c, s.range(), s.area());
      }
    }
  }

  private static void reach(FaceContent c, int range, java.util.Optional<AreaSpec> area) {
    Stat r = c.stats().stream().filter(s -> s.concept().equals("range")).findFirst().orElseThrow();
    assertThat(r.value()).isEqualTo(range == 0 ? "Self" : Integer.toString(range));
    java.util.Optional<Stat> a =
        c.stats().stream().filter(s -> s.concept().equals("area")).findFirst();
    assertThat(a.isPresent()).isEqualTo(area.isPresent());
    area.ifPresent(
        spec -> {
          Face.AreaCells cells = a.get().area().orElseThrow();
          assertThat(cells.reach()).isEqualTo(spec.steps());
          assertThat(cells.offsets()).hasSize(spec.offsets().size());
          assertThat(cells.onCaster()).isEqualTo(range == 0);
        });
  }

  @Test
  void noFaceWritesAnAreaAsXrYd() {
    for (DeckCard dc : faces()) {
      CardText.Words w = content(dc).words();
      assertThat(NOTATION.matcher(w.typeLine() + " " + w.rules() + " " + w.stats()).find())
          .as(dc.card().id() + ": " + w.typeLine())
          .isFalse();
    }
  }
}
