package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.Compensation;
import org.legendsforge.games.graveyard.rules.MinStd;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Placement;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.rules.TurnOrderDeck;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/**
 * Plays the shipped save's table under a mock of the game's API in LuaJ, as players would: a setup,
 * sides and spirits, Start, orbs coming back across a reload, then a second setup that must leave
 * nothing of the first game. Every random draw is checked against the Java rules model continuing
 * one generator from the seed.
 */
class TtsTableLifecycleTest {
  private final TtsFixture fx = TtsFixture.shippedData();
  private final Catalog catalog = fx.catalog;

  private SetupResult javaSetup(long seed) {
    Map<PickupKind, Integer> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, catalog.pickupCount(k));
    }
    return Setup.run(
        seed, catalog.terrainCards(), catalog.heroes().stream().map(Hero::id).toList(), pickups);
  }

  /** Every deck with cards, in the save's order, and its CardIDs in card-data order. */
  private Map<Deck, List<Integer>> deckIds() {
    Map<Deck, List<Integer>> out = new java.util.LinkedHashMap<>();
    for (Deck d : catalog.decks()) {
      for (var o : fx.save.get("ObjectStates")) {
        if (o.get("Nickname").asText().equals(d.name()) && o.has("DeckIDs")) {
          List<Integer> ids = new ArrayList<>();
          o.get("DeckIDs").forEach(id -> ids.add(id.asInt()));
          out.put(d, ids);
        }
      }
    }
    return out;
  }

  /** The order the engine and the table shuffle the draw decks in, after setup's draws. */
  private static final List<DeckKind> SHUFFLE_ORDER =
      List.of(
          DeckKind.STARTING_WEAPONS,
          DeckKind.ITEM_WEAPONS,
          DeckKind.FIRE_SPELLS,
          DeckKind.WATER_SPELLS,
          DeckKind.AIR_SPELLS,
          DeckKind.EARTH_SPELLS,
          DeckKind.WHITE_SPELLS,
          DeckKind.BLACK_SPELLS,
          DeckKind.GENERAL_SPELLS,
          DeckKind.CHAOS_ELEMENTS);

  /** The decks as Setup leaves them: the draw decks shuffled by the setup generator. */
  private Map<Deck, List<Integer>> expectedDecks(SetupResult setup, MinStd rng) {
    Map<Deck, List<Integer>> ids = deckIds();
    List<Deck> shuffled = new ArrayList<>();
    for (DeckKind k : SHUFFLE_ORDER) {
      ids.keySet().stream().filter(d -> d.contents() == k).forEach(shuffled::add);
    }
    List<List<Integer>> orders =
        Setup.shuffleDecks(shuffled.stream().map(d -> ids.get(d).size()).toList(), rng);
    Map<Deck, List<Integer>> out = new java.util.LinkedHashMap<>();
    ids.forEach(
        (d, list) -> {
          int i = shuffled.indexOf(d);
          out.put(d, i < 0 ? list : orders.get(i).stream().map(list::get).toList());
        });
    return out;
  }

  /** The CardIDs of the deck holding {@code firstId} on top, top first. */
  private static List<Integer> deckAt(LuaHarness lua, int firstId) {
    Varargs where = lua.invoke("mock.whereIs", LuaValue.valueOf(firstId));
    assertThat(where.arg1().isnil()).as("card %d is on the table", firstId).isFalse();
    List<Integer> ids = new ArrayList<>();
    LuaValue obj = where.arg1();
    if (obj.get("type").tojstring().equals("Card")) {
      return List.of(obj.get("data").get("CardID").toint());
    }
    assertThat(where.arg(2).toint()).as("card %d is the top card", firstId).isEqualTo(1);
    LuaValue cards = obj.get("data").get("ContainedObjects");
    for (int i = 1; i <= cards.length(); i++) {
      ids.add(cards.get(i).get("CardID").toint());
    }
    return ids;
  }

  private static List<Integer> hand(LuaHarness lua, String colour) {
    LuaValue objects = lua.call("mock.hand", LuaValue.valueOf(colour));
    List<Integer> ids = new ArrayList<>();
    for (int i = 1; i <= objects.length(); i++) {
      ids.add(objects.get(i).get("data").get("CardID").toint());
    }
    return ids;
  }

  private String guidOf(String nickname, String tag) {
    for (var o : fx.save.get("ObjectStates")) {
      if (o.get("Nickname").asText().equals(nickname) && o.path("Tags").toString().contains(tag)) {
        return o.get("GUID").asText();
      }
    }
    throw new AssertionError("no " + nickname);
  }

  private String coinGuid(PickupKind kind, int n) {
    int seen = 0;
    for (var o : fx.save.get("ObjectStates")) {
      String tags = o.path("Tags").toString();
      if (tags.contains("\"pickup\"") && tags.contains("\"" + kind.key() + "\"") && seen++ == n) {
        return o.get("GUID").asText();
      }
    }
    throw new AssertionError("no coin");
  }

  private static LuaValue object(LuaHarness lua, String guid) {
    return lua.eval("mock.objects[\"" + guid + "\"]");
  }

  private static String cellOf(LuaHarness lua, String guid) {
    LuaValue pos = object(lua, guid).get("pos");
    double half = 7.5;
    int col = (int) Math.floor(pos.get("x").todouble() / 1.5 + 5);
    int row = (int) Math.floor((half - pos.get("z").todouble()) / (5.0 / 3.0));
    return Cell.onMap(col, row) ? new Cell(col, row).name() : null;
  }

  private static void click(LuaHarness lua, String function) {
    lua.call(function, LuaValue.NIL);
  }

  private static String lastBroadcast(LuaHarness lua) {
    return lua.eval("mock.broadcasts[#mock.broadcasts]").tojstring();
  }

  @Test
  void twoSetupsInARowWithAGameStartedAndOrbsRespawnedBetween() {
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    lua.call("onSeedEdited", LuaValue.NIL, LuaValue.valueOf("5"));
    click(lua, "onSetupClicked");
    assertThat(lastBroadcast(lua)).contains("Setup of seed 5 done");

    // Every deck stands on its place, the draw decks in the order the game's generator gives.
    SetupResult setup = javaSetup(5);
    MinStd rng = new MinStd(setup.generatorState());
    Map<Deck, List<Integer>> decks = expectedDecks(setup, rng);
    decks.forEach(
        (d, ids) -> {
          if (d.contents() != DeckKind.TERRAIN) {
            assertThat(deckAt(lua, ids.get(0))).as(d.name()).isEqualTo(ids);
          }
        });

    // Red and Blue each take a starting hero and a spirit, then press Start.
    String first = setup.heroes().get(0).hero();
    String second = setup.heroes().get(1).hero();
    object(lua, guidOf(catalog.hero(first).orElseThrow().name(), "hero"))
        .get("menu")
        .get("Red Player")
        .call();
    object(lua, guidOf(catalog.hero(second).orElseThrow().name(), "hero"))
        .get("menu")
        .get("Blue Player")
        .call();
    assertThat(
            object(lua, guidOf(catalog.hero(first).orElseThrow().name(), "hero"))
                .get("highlight")
                .isnil())
        .isFalse();
    click(lua, "onSpiritRed");
    click(lua, "onSpiritBlue");
    assertThat(lua.eval("mock.ui[\"spiritBlue.text\"]").tojstring())
        .isEqualTo("Blue Player: " + catalog.spirits().get(1).name());
    click(lua, "onStartClicked");
    assertThat(lastBroadcast(lua)).contains("The game starts: a Turn Order deck of 4 cards");

    // The starting Turn Order deck: the two heroes' cards (the start player's first) and the two
    // players', shuffled, as the game engine makes it.
    int start = setup.startPlayer();
    List<String> controlled = start == 1 ? List.of(first, second) : List.of(second, first);
    TurnOrderDeck turnOrder = TurnOrderDeck.shuffled(controlled, 2, rng);
    Deck toDeck = catalog.deck(DeckKind.TURN_ORDER).orElseThrow();
    List<Integer> toIds = decks.get(toDeck);
    List<String> heroIds = catalog.heroes().stream().map(Hero::id).toList();
    List<Integer> expectedTo =
        turnOrder.cards().stream()
            .map(
                c ->
                    c.isPlayer()
                        ? toIds.get(heroIds.size() + c.player() - 1)
                        : toIds.get(heroIds.indexOf(c.hero())))
            .toList();
    assertThat(deckAt(lua, expectedTo.get(0))).isEqualTo(expectedTo);
    List<Integer> aside = new ArrayList<>(toIds);
    aside.removeAll(expectedTo);
    assertThat(deckAt(lua, aside.get(0))).as("dormant heroes' cards set aside").isEqualTo(aside);

    // Each player's starting spells, from the tops of the shuffled spell decks.
    Map<Deck, List<Integer>> left = new java.util.LinkedHashMap<>();
    decks.forEach((d, ids) -> left.put(d, new ArrayList<>(ids)));
    // The start player is dealt first, as the game engine deals.
    List<Integer> red = start == 1 ? dealt(catalog.spirits().get(0), left) : null;
    List<Integer> blue = dealt(catalog.spirits().get(1), left);
    red = red == null ? dealt(catalog.spirits().get(0), left) : red;
    assertThat(hand(lua, "Red")).isEqualTo(red);
    assertThat(hand(lua, "Blue")).isEqualTo(blue);

    // An orb comes back on the cell the same generator draws next, and the counter moves.
    String coin = coinGuid(PickupKind.MANA, 0);
    String firstCell = respawnAfterCollecting(lua, coin, rng);
    Compensation counter =
        Compensation.NONE
            .afterPlacement(
                cell(firstCell),
                List.of(setup.heroes().get(0).cell()),
                List.of(setup.heroes().get(1).cell()))
            .counter();
    int signed = counter.side() == 2 ? -counter.points() : counter.points();
    assertThat(lua.call("onSave").tojstring()).contains("comp=" + signed + ";");

    // Saved and loaded again, the table goes on with the same generator.
    String saved = lua.call("onSave").tojstring();
    lua.globals.load(fx.save.get("LuaScript").asText(), "Global").call();
    lua.call("onLoad", LuaValue.valueOf(saved));
    assertThat(lua.call("onSave").tojstring()).isEqualTo(saved);
    respawnAfterCollecting(lua, coinGuid(PickupKind.ITEM, 0), rng);

    // Leftovers of the game: a damage marker, a death point, a card in hand.
    lua.globals
        .load(
            "spawnObjectData({data = {Name = 'Custom_Tile', Nickname = 'Damage', Tags = {'marker',"
                + " 'damage'}}, position = {0, 2, 0}})",
            "marker")
        .call();
    String redDeaths = guidOf("Red death points", "");
    lua.globals.load("getObjectFromGUID('" + redDeaths + "').Counter.setValue(2)", "d").call();

    // A second setup: nothing of the first game is left.
    lua.call("onSeedEdited", LuaValue.NIL, LuaValue.valueOf("6"));
    click(lua, "onSetupClicked");
    assertThat(lastBroadcast(lua)).contains("Setup of seed 6 done");
    assertThat(lua.eval("#getObjectsWithTag('marker')").toint()).isZero();
    assertThat(hand(lua, "Red")).isEmpty();
    assertThat(hand(lua, "Blue")).isEmpty();
    assertThat(lua.eval("getObjectFromGUID('" + redDeaths + "').Counter.getValue()").toint())
        .isZero();
    assertThat(lua.call("onSave").tojstring()).contains("comp=0;").doesNotContain("ctl.");
    for (Hero h : catalog.heroes()) {
      assertThat(object(lua, guidOf(h.name(), "hero")).get("highlight").isnil())
          .as(h.name())
          .isTrue();
    }
    SetupResult again = javaSetup(6);
    MinStd rng6 = new MinStd(again.generatorState());
    Map<Deck, List<Integer>> decks6 = expectedDecks(again, rng6);
    assertThat(lua.call("onSave").tojstring()).contains("rng=" + rng6.state() + ";");
    Map<String, Integer> terrainIds = TtsSetupOnTableTest.terrainCardIds(fx);
    java.util.Set<Integer> onMap = new java.util.HashSet<>();
    again.layout().slots().forEach(s -> onMap.add(terrainIds.get(s.card().id())));
    int looseOnMap = 0;
    LuaValue all = lua.call("getObjects");
    for (int i = 1; i <= all.length(); i++) {
      LuaValue obj = all.get(i);
      if (obj.get("type").tojstring().equals("Card")) {
        double x = obj.get("pos").get("x").todouble();
        double z = obj.get("pos").get("z").todouble();
        if (Math.abs(x) < 7.5 && Math.abs(z) < 7.5) {
          looseOnMap++;
          assertThat(onMap)
              .as("a card on the map is one of seed 6's terrain")
              .contains(obj.get("data").get("CardID").toint());
        }
      }
    }
    assertThat(looseOnMap).isEqualTo(15);
    decks6.forEach(
        (d, ids) -> {
          if (d.contents() != DeckKind.TERRAIN) {
            assertThat(deckAt(lua, ids.get(0))).as(d.name() + " whole again").isEqualTo(ids);
          }
        });
  }

  /** A spirit's starting hand from the decks' tops, Fire to Black, then General. */
  private List<Integer> dealt(Spirit spirit, Map<Deck, List<Integer>> left) {
    List<Integer> out = new ArrayList<>();
    for (Element e : Element.values()) {
      for (Deck d : left.keySet()) {
        if (d.contents().element().equals(java.util.Optional.of(e))) {
          for (int i = 0; i < spirit.hand().of(e); i++) {
            out.add(left.get(d).remove(0));
          }
        }
      }
    }
    Deck general = catalog.deck(DeckKind.GENERAL_SPELLS).orElseThrow();
    for (int i = 0; i < spirit.hand().general(); i++) {
      out.add(left.get(general).remove(0));
    }
    return out;
  }

  /** Takes a coin off the map, presses its Respawn button, checks the cell against Java. */
  private String respawnAfterCollecting(LuaHarness lua, String coinGuid, MinStd rng) {
    object(lua, coinGuid).get("pos").set("x", 40);
    List<Cell> heroes = new ArrayList<>();
    List<Cell> pickups = new ArrayList<>();
    for (var o : fx.save.get("ObjectStates")) {
      String tags = o.path("Tags").toString();
      String cell = cellOf(lua, o.get("GUID").asText());
      if (cell != null && tags.contains("\"hero\"")) {
        heroes.add(cell(cell));
      } else if (cell != null && tags.contains("\"pickup\"")) {
        pickups.add(cell(cell));
      }
    }
    Cell expected = Placement.pickupCell(heroes, pickups, rng).orElseThrow();
    String kind = object(lua, coinGuid).get("data").get("Tags").get(2).tojstring();
    String function = "onRespawn" + Character.toUpperCase(kind.charAt(0)) + kind.substring(1);
    String got = lua.call(function, LuaValue.NIL).tojstring();
    assertThat(got).isEqualTo(expected.name());
    assertThat(cellOf(lua, coinGuid)).isEqualTo(expected.name());
    return got;
  }

  private static Cell cell(String name) {
    return Cell.all().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void aMissingHeroTokenIsReportedInsteadOfDone() {
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    SetupResult setup = javaSetup(1);
    String name = catalog.hero(setup.heroes().get(3).hero()).orElseThrow().name();
    object(lua, guidOf(name, "hero")).set("destroyed", LuaValue.TRUE);
    click(lua, "onSetupClicked");
    assertThat(lastBroadcast(lua))
        .contains("is not complete")
        .contains("the token of " + name)
        .doesNotContain("done");
  }

  @Test
  void startNeedsASpiritAndAHeroOnEachSide() {
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    click(lua, "onStartClicked");
    assertThat(lastBroadcast(lua)).isEqualTo("Press Setup first.");
    LuaTable heroes = lua.call("onSetupClicked", LuaValue.NIL).get("heroes").checktable();
    click(lua, "onSpiritRed");
    click(lua, "onStartClicked");
    assertThat(lastBroadcast(lua)).startsWith("Side 1 needs a player with a spirit and a hero");
    String name = catalog.hero(heroes.get(1).get("hero").tojstring()).orElseThrow().name();
    object(lua, guidOf(name, "hero")).get("menu").get("Blue Player").call();
    click(lua, "onStartClicked");
    assertThat(lastBroadcast(lua)).contains("Blue Player controls " + name + " but has no spirit");
    assertThat(hand(lua, "Red")).isEmpty();
  }

  @Test
  void theAreaBoxRefusesWhatForgeRefusesAndTestsOnlyTheMap() {
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize(), true);
    lua.call("onLoad", LuaValue.valueOf(""));
    lua.call("onRefCell", LuaValue.NIL, LuaValue.valueOf("i5"));
    lua.call("onRefAreaText", LuaValue.NIL, LuaValue.valueOf("100r0d"));
    assertThat(lua.call("onRefShowArea", LuaValue.NIL).isnil()).isTrue();
    assertThat(lua.eval("mock.ui[\"refResult.text\"]").tojstring()).startsWith("Type an area");
    lua.call("onRefAreaText", LuaValue.NIL, LuaValue.valueOf("99r99d"));
    assertThat(lua.call("onRefShowArea", LuaValue.NIL).length()).isEqualTo(90);
    assertThat(lua.eval("mock.ui[\"refResult.text\"]").tojstring())
        .isEqualTo("90 cells in 99r99d around I5");
  }

  @Test
  void withCompensateSetupStartMeasuresSetupsOrbsFromZero() {
    Catalog c = org.legendsforge.kit.tts.TestCatalog.create();
    Catalog flagged =
        new Catalog(
            new org.legendsforge.games.graveyard.model.Game(
                "Test Legends", "test-legends", "A test", true, 2, 1),
            c.heroes(),
            c.spirits(),
            c.spells(),
            c.startingWeapons(),
            c.itemWeapons(),
            c.chaosElements(),
            c.hyperOrbs(),
            c.playerCards(),
            c.terrainCards(),
            c.pickups(),
            c.decks(),
            c.components());
    TtsFixture table = TtsFixture.build(flagged, 3);
    LuaHarness lua =
        LuaHarness.onTable(
            table.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    LuaTable heroes = lua.call("onSetupClicked", LuaValue.NIL).get("heroes").checktable();
    List<String> names = new ArrayList<>();
    for (int i = 1; i <= 2; i++) {
      String id = heroes.get(i).get("hero").tojstring();
      names.add(flagged.hero(id).orElseThrow().name());
    }
    for (var o : table.save.get("ObjectStates")) {
      if (o.path("Tags").toString().contains("\"hero\"")) {
        String player =
            o.get("Nickname").asText().equals(names.get(0))
                ? "Red Player"
                : o.get("Nickname").asText().equals(names.get(1)) ? "Blue Player" : null;
        if (player != null) {
          object(lua, o.get("GUID").asText()).get("menu").get(player).call();
        }
      }
    }
    click(lua, "onSpiritRed");
    click(lua, "onSpiritBlue");
    click(lua, "onStartClicked");
    Map<PickupKind, Integer> counts = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      counts.put(k, flagged.pickupCount(k));
    }
    SetupResult setup =
        Setup.run(
            3, flagged.terrainCards(), flagged.heroes().stream().map(Hero::id).toList(), counts);
    Compensation.Tally tally =
        Compensation.ofSetup(
            setup.pickupCells(),
            List.of(setup.heroes().get(0).cell()),
            List.of(setup.heroes().get(1).cell()));
    int signed = tally.counter().side() == 2 ? -tally.counter().points() : tally.counter().points();
    assertThat(lua.call("onSave").tojstring()).contains("comp=" + signed + ";");
    assertThat(lastBroadcast(lua))
        .contains("Setup's orbs are measured.")
        .contains("Each starting hero takes 2 mana.");
    if (tally.side1Grants() > 0) {
      assertThat(lastBroadcast(lua)).contains("Side 1:");
    }
  }
}
