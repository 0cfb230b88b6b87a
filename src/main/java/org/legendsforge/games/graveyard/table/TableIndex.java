package org.legendsforge.games.graveyard.table;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.kit.tts.GuidAllocator;

/**
 * The GUIDs the Global script needs, fixed before the save and the script are built so both agree:
 * the mat, the terrain deck and each terrain card, each hero token, each pickup coin, the
 * compensation and death-point counters.
 */
public record TableIndex(
    String mat,
    String terrainDeck,
    Map<String, String> terrainCards,
    Map<String, String> heroTokens,
    Map<PickupKind, List<String>> pickups,
    String compensation,
    Map<String, String> deathCounters) {

  public static TableIndex create(Catalog catalog, GuidAllocator guids) {
    String terrainDeckId =
        catalog
            .deck(org.legendsforge.games.graveyard.model.DeckKind.TERRAIN)
            .map(d -> d.id())
            .orElse("terrain");
    Map<String, String> terrain = new LinkedHashMap<>();
    for (TerrainCard t : catalog.terrainCards()) {
      terrain.put(t.id(), guids.guid(DeckBuilder.cardName(terrainDeckId, t.id(), 0)));
    }
    Map<String, String> heroes = new LinkedHashMap<>();
    for (Hero h : catalog.heroes()) {
      heroes.put(h.id(), guids.guid("hero-token:" + h.id()));
    }
    Map<PickupKind, List<String>> pickups = new LinkedHashMap<>();
    for (PickupKind kind : PickupKind.values()) {
      int count = catalog.pickupCount(kind);
      pickups.put(
          kind,
          java.util.stream.IntStream.range(0, count)
              .mapToObj(i -> guids.guid("pickup:" + kind.key() + ":" + i))
              .toList());
    }
    Map<String, String> deaths = new LinkedHashMap<>();
    for (PlayerCard p : catalog.playerCards()) {
      deaths.put(p.colour(), guids.guid("death-counter:" + p.id()));
    }
    return new TableIndex(
        guids.guid("mat"),
        guids.guid("deck:" + terrainDeckId),
        terrain,
        heroes,
        pickups,
        guids.guid("compensation-counter"),
        deaths);
  }
}
