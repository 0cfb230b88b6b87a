package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.SheetPacker;
import org.legendsforge.kit.tts.Transform;

/**
 * What the Lua templates see: the data setup draws from (terrain deck and heroes in card-data
 * order, pickup counts in the fixed kind order of the Java setup), the GUIDs of the pieces the
 * script moves, the decks by CardID with their places, the players, spirits and the Turn Order
 * deck, the map geometry and the game's flags. Plain values only; templates never call services.
 */
public record LuaView(
    String gameName,
    long defaultSeed,
    List<TerrainView> terrain,
    List<HeroView> heroes,
    List<PickupView> pickups,
    List<String> pickupKinds,
    Guids guids,
    List<Home> homes,
    Geometry geometry,
    List<DeckView> decks,
    List<String> shuffleOrder,
    List<PlayerView> players,
    List<SpiritView> spirits,
    TurnOrderView turnOrder,
    boolean compensateSetup,
    int startingMana,
    java.util.Map<String, Integer> ruleValues) {

  /** A deck: its tooltip, its CardIDs in card-data order and where it is stacked. */
  public record DeckView(
      String id,
      String name,
      String description,
      String kind,
      List<Integer> cardIds,
      double x,
      double y,
      double z,
      double rotY) {}

  /** A player card: its seat colour, side (1 or 2), highlight colour and death counter. */
  public record PlayerView(
      String id,
      String name,
      String colour,
      int side,
      double r,
      double g,
      double b,
      String deathCounter) {}

  public record SpiritView(String id, String name, List<HandView> hand) {}

  /** A spirit's hand limit for one spell deck. */
  public record HandView(String deck, int count) {}

  /** The Turn Order deck and the 1-based place of each hero's and player's card in it. */
  public record TurnOrderView(
      String deck, Map<String, Integer> heroes, Map<String, Integer> players) {}

  /** Where a hero token or pickup coin waits off the map; Setup sends unused pieces back here. */
  public record Home(String guid, double x, double y, double z) {}

  public record TerrainView(String id, List<String> cells, int cardId) {}

  public record HeroView(String id, String name, String movement) {}

  public record PickupView(String kind, int count) {}

  public record Guids(
      String mat,
      String terrainDeck,
      String compensation,
      Map<String, String> terrainCards,
      Map<String, String> heroTokens,
      Map<String, List<String>> pickups) {}

  /**
   * The table's geometry as {@link TableGeometry} computes it for the saved mat: sizes, and the
   * centres of the cells and slots ({x, z} relative to the mat's centre, reading order). The script
   * only rescales these to the mat it measures; it computes no position of its own.
   */
  public record Geometry(
      double matSize,
      double width,
      double length,
      double cellWidth,
      double cellLength,
      double slotWidth,
      double slotLength,
      double heroTokenWidth,
      double pickupWidth,
      double tableTop,
      List<Point> cells,
      List<Point> slots) {}

  /** A point on the table, {x, z}. */
  public record Point(double x, double z) {}

  /** The kinds in the order setup places them (hyper, healing, mana, item). */
  public static final List<PickupKind> PICKUP_ORDER =
      org.legendsforge.games.graveyard.rules.Setup.PICKUP_ORDER;

  /** The view of a save whose sheets are packed as {@link SheetPacker} packs them. */
  public static LuaView of(Catalog catalog, TableIndex index, TableGeometry map, long seed) {
    return of(catalog, index, DeckSheets.of(catalog), map, seed);
  }

  public static LuaView of(
      Catalog catalog,
      TableIndex index,
      List<DeckSheet<Deck, DeckCard>> plan,
      TableGeometry map,
      long seed) {
    TableLayout layout = new TableLayout(map);
    List<DeckView> decks = LuaDecks.decks(plan, layout);
    List<Home> homes = new ArrayList<>();
    int i = 0;
    for (String guid : index.heroTokens().values()) {
      Transform t = layout.heroToken(i++);
      homes.add(new Home(guid, t.posX(), t.posY(), t.posZ()));
    }
    i = 0;
    for (PickupKind k : PickupKind.values()) {
      for (String guid : index.pickups().get(k)) {
        Transform t = layout.pickup(i++);
        homes.add(new Home(guid, t.posX(), t.posY(), t.posZ()));
      }
    }
    List<Integer> terrainIds =
        decks.stream()
            .filter(
                d -> d.kind().equals(org.legendsforge.games.graveyard.model.DeckKind.TERRAIN.key()))
            .findFirst()
            .map(DeckView::cardIds)
            .orElse(List.of());
    List<TerrainView> terrain = new ArrayList<>();
    for (TerrainCard t : catalog.terrainCards()) {
      int cardId = terrain.size() < terrainIds.size() ? terrainIds.get(terrain.size()) : -1;
      terrain.add(
          new TerrainView(t.id(), t.cells().stream().map(TerrainCell::notation).toList(), cardId));
    }
    List<HeroView> heroes = new ArrayList<>();
    for (Hero h : catalog.heroes()) {
      heroes.add(new HeroView(h.id(), h.name(), h.movement().notation()));
    }
    List<PickupView> pickups = new ArrayList<>();
    Map<String, List<String>> pickupGuids = new LinkedHashMap<>();
    for (PickupKind k : PICKUP_ORDER) {
      pickups.add(new PickupView(k.key(), catalog.pickupCount(k)));
      pickupGuids.put(k.key(), index.pickups().get(k));
    }
    Guids guids =
        new Guids(
            index.mat(),
            index.terrainDeck(),
            index.compensation(),
            index.terrainCards(),
            index.heroTokens(),
            pickupGuids);
    Geometry geometry =
        new Geometry(
            map.matSize(),
            map.width(),
            map.length(),
            map.cellWidth(),
            map.cellLength(),
            map.slotWidth(),
            map.slotLength(),
            map.heroTokenWidth(),
            map.pickupWidth(),
            map.tableTop(),
            map.cellCentres().stream().map(p -> new Point(p[0], p[1])).toList(),
            map.slotCentres().stream().map(p -> new Point(p[0], p[1])).toList());
    return new LuaView(
        catalog.game().title(),
        seed,
        terrain,
        heroes,
        pickups,
        PICKUP_ORDER.stream().map(PickupKind::key).toList(),
        guids,
        homes,
        geometry,
        decks,
        LuaDecks.shuffleOrder(catalog),
        LuaDecks.players(catalog, index),
        LuaDecks.spirits(catalog),
        LuaDecks.turnOrder(catalog),
        catalog.rules().on(org.legendsforge.games.graveyard.rules.RuleValue.COMPENSATE_SETUP),
        catalog.rules().get(org.legendsforge.games.graveyard.rules.RuleValue.STARTING_MANA),
        ruleValues(catalog.rules()));
  }

  /** Every rule value by its variants.yaml name, in rule value order (yes/no ones as 0 or 1). */
  private static java.util.Map<String, Integer> ruleValues(
      org.legendsforge.games.graveyard.rules.RuleValues r) {
    java.util.Map<String, Integer> out = new java.util.LinkedHashMap<>();
    for (org.legendsforge.games.graveyard.rules.RuleValue v :
        org.legendsforge.games.graveyard.rules.RuleValue.values()) {
      out.put(v.key(), r.get(v));
    }
    return out;
  }
}
