package org.legendsforge.games.graveyard.outputs;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.pieces.MapPreviewPage;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.rules.TerrainLayout;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.print.pages.TerrainSheets;
import org.legendsforge.kit.render.HeroMark;

/**
 * This game's terrain as the kit's terrain PDF prints it: the cards of the terrain deck, and the
 * map {@code forge setup} lays out for the build's seed, with the heroes and orbs placed on it.
 */
public final class GraveyardTerrain implements TerrainSheets {
  private final BuildContext ctx;
  private final Catalog catalog;

  GraveyardTerrain(BuildContext ctx) {
    this.ctx = ctx;
    this.catalog = Catalog.of(ctx.game());
  }

  /** The cards printed in the terrain deck, in its order. */
  public static List<DeckCard> cards(Catalog catalog) {
    return catalog.printedCards().filter(c -> c.deck().contents() == DeckKind.TERRAIN).toList();
  }

  @Override
  public List<DeckCard> cards() {
    return cards(catalog);
  }

  @Override
  public Optional<Deck> deck() {
    return catalog.deck(DeckKind.TERRAIN);
  }

  @Override
  public boolean mapPossible() {
    return catalog.heroes().size() >= Setup.HEROES_ON_MAP
        && catalog.terrainCards().size() >= TerrainLayout.SLOTS;
  }

  /** The game's name, the terrain cards, and the heroes and pickups the map places. */
  @Override
  public List<String> keyInputs() {
    StringBuilder pickups = new StringBuilder();
    for (PickupKind k : PickupKind.values()) {
      pickups.append(k).append('=').append(catalog.pickupCount(k)).append(';');
    }
    return List.of(
        catalog.game().toString(),
        cards().toString(),
        catalog.heroes().toString(),
        pickups.toString());
  }

  @Override
  public Optional<GuidePage> mapPreview() {
    Optional<SetupResult> setup = setup();
    if (setup.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new MapPreviewPage(
            ctx.fonts(),
            ctx.renderer().pieceLook(),
            setup.get(),
            heroNames(setup.get()),
            heroMarks(setup.get())));
  }

  /**
   * The seeded setup the preview shows, with the same inputs as {@code forge setup}; empty, with a
   * warning, when the card set is too small for a setup (fewer than 8 heroes or 15 terrain cards).
   */
  private Optional<SetupResult> setup() {
    if (!mapPossible()) {
      ctx.diagnostics()
          .warning(
              "print-map-preview",
              SourceRef.file("card-data"),
              "the terrain PDF has no map preview: a setup needs 8 heroes and 15 terrain cards, the"
                  + " card set has "
                  + catalog.heroes().size()
                  + " and "
                  + catalog.terrainCards().size(),
              "add heroes or terrain cards to get the preview page");
      return Optional.empty();
    }
    Map<PickupKind, Integer> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, catalog.pickupCount(k));
    }
    return Optional.of(
        Setup.run(
            ctx.seed(),
            catalog.terrainCards(),
            catalog.heroes().stream().map(Hero::id).toList(),
            pickups));
  }

  private List<String> heroNames(SetupResult setup) {
    return setup.heroes().stream()
        .map(h -> catalog.hero(h.hero()).map(Hero::name).orElse(h.hero()))
        .toList();
  }

  /**
   * Each placed hero's mark as its cards show it (a hero setup placed is always in the catalog).
   */
  private List<HeroMark> heroMarks(SetupResult setup) {
    return setup.heroes().stream()
        .map(h -> ctx.renderer().heroMark(catalog.hero(h.hero()).orElseThrow()))
        .toList();
  }
}
