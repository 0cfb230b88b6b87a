package org.legendsforge.games.graveyard.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.kit.render.TestResources;
import org.legendsforge.kit.tts.Transform;
import org.legendsforge.testing.ShippedData;

/**
 * The save's thumbnail is the laid-out table, not an empty grid: the map's terrain as the cards
 * paint it, every hero and orb where Setup puts them for the save's seed, and every deck beside the
 * map in its sleeve's colour, all seen from above, north up.
 */
class TtsThumbnailTest {
  private static final int PX = 512;
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  private final TableLayout layout = new TableLayout(TableGeometry.DEFAULT);
  private final SetupResult setup = TableTopView.setup(SHIPPED, 1).orElseThrow();
  private final Map<String, Color> heroColours = new HashMap<>();
  private final Map<PickupKind, Color> pickupColours = new EnumMap<>(PickupKind.class);
  private final List<Deck> decks = SHIPPED.decks();
  private final BufferedImage view;

  TtsThumbnailTest() {
    // a colour of its own for each piece, so each is found where it should lie
    for (int i = 0; i < SHIPPED.heroes().size(); i++) {
      heroColours.put(SHIPPED.heroes().get(i).id(), new Color(0x10, 0x20 + i, 0xF0));
    }
    for (PickupKind k : PickupKind.values()) {
      pickupColours.put(k, new Color(0xF0, 0x20 + k.ordinal(), 0x10));
    }
    view =
        new TableTopView(new MapBoardPainter(TestResources.FONTS))
            .draw(
                layout,
                decks,
                setup,
                TestResources.load().renderer().look(),
                heroColours::get,
                pickupColours,
                PX);
  }

  @Test
  void everyHeroAndOrbIsDrawnOnTheCellSetupPutsItOn() {
    TableGeometry g = layout.map();
    assertThat(setup.heroes()).isNotEmpty();
    for (SetupResult.HeroPlacement h : setup.heroes()) {
      assertThat(at(g.cellX(h.cell()), g.cellZ(h.cell())))
          .as(h.hero() + " on " + h.cell().name())
          .isEqualTo(heroColours.get(h.hero()).getRGB());
    }
    assertThat(setup.pickups()).isNotEmpty();
    for (SetupResult.PickupPlacement p : setup.pickups()) {
      assertThat(at(g.cellX(p.cell()), g.cellZ(p.cell())))
          .as(p.kind() + " on " + p.cell().name())
          .isEqualTo(pickupColours.get(p.kind()).getRGB());
    }
  }

  @Test
  void everyDeckLiesBesideTheMapInItsSleevesColour() {
    Map<String, Transform> places = layout.deckPlaces(decks);
    for (Deck d : decks) {
      Transform t = places.get(d.id());
      assertThat(at(t.posX(), t.posZ())).as(d.id()).isEqualTo(new Color(d.sleeve().rgb()).getRGB());
    }
  }

  @Test
  void theMapShowsItsTerrainNotABareGrid() {
    TableGeometry g = layout.map();
    Set<Integer> colours = new HashSet<>();
    for (Cell c : Cell.all()) {
      // off the centre, where a piece may stand
      colours.add(at(g.cellX(c) - g.cellWidth() * 0.4, g.cellZ(c) - g.cellLength() * 0.4));
    }
    // plains, hills, forest, mountain and water each have their own ground
    assertThat(colours.size()).isGreaterThanOrEqualTo(5);
  }

  /** The pixel at a point of the table (x east, z north), the view centred on the mat. */
  private int at(double x, double z) {
    double unit = PX / (2 * TableTopView.halfView(layout.deckPlaces(decks), decks));
    return view.getRGB((int) (PX / 2.0 + x * unit), (int) (PX / 2.0 - z * unit));
  }
}
