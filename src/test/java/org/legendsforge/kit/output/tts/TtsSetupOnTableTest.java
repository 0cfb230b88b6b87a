package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/**
 * Presses the Setup button on a mock table and checks that every terrain card, hero token and
 * pickup coin ends where {@code rules.setup} says, whatever size the game gives the mat.
 */
class TtsSetupOnTableTest {
  private final TtsFixture fx = TtsFixture.testCatalog();

  static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> tables() {
    return java.util.stream.Stream.of(
        org.junit.jupiter.params.provider.Arguments.of(
            TtsFixture.testCatalog(), TableGeometry.DEFAULT.matSize()),
        org.junit.jupiter.params.provider.Arguments.of(TtsFixture.testCatalog(), 27.0),
        org.junit.jupiter.params.provider.Arguments.of(
            TtsFixture.shippedData(), TableGeometry.DEFAULT.matSize()),
        org.junit.jupiter.params.provider.Arguments.of(TtsFixture.shippedData(), 11.0));
  }

  @ParameterizedTest(name = "{0}, mat measured {1} units")
  @org.junit.jupiter.params.provider.MethodSource("tables")
  void setupButtonPlacesWhatRulesSetupSays(TtsFixture fx, double matSize) {
    LuaHarness lua = LuaHarness.onTable(fx.save, matSize);
    lua.call("onLoad", LuaValue.valueOf(""));
    lua.call("onSeedEdited", LuaValue.NIL, LuaValue.valueOf("777"));
    lua.call("onSetupClicked", LuaValue.NIL);
    LuaValue expected = lua.call("rules.setup", LuaValue.valueOf(777));
    sameAsJava(fx, expected, 777);
    double k = matSize / TableGeometry.DEFAULT.matSize();
    TableGeometry map =
        new TableGeometry(
            TableGeometry.DEFAULT.cellWidth() * k, TableGeometry.DEFAULT.cellLength() * k, 1);

    Map<String, Integer> terrainIds = terrainCardIds(fx);
    LuaTable terrain = expected.get("terrain").checktable();
    for (int i = 1; i <= terrain.length(); i++) {
      LuaValue t = terrain.get(i);
      Varargs where =
          lua.invoke("mock.whereIs", LuaValue.valueOf(terrainIds.get(t.get("card").tojstring())));
      LuaValue obj = where.arg1();
      assertThat(where.arg(2).toint()).as("a terrain card lies on its own").isZero();
      int slot = t.get("row").toint() * 5 + t.get("col").toint();
      assertThat(obj.get("pos").get("x").todouble()).isCloseTo(map.slotX(slot), within());
      assertThat(obj.get("pos").get("z").todouble()).isCloseTo(map.slotZ(slot), within());
      assertThat(obj.get("rot").get("y").todouble())
          .isEqualTo(t.get("turned").toboolean() ? 0 : 180);
      assertThat(obj.get("locked").toboolean()).isTrue();
    }
    LuaTable heroes = expected.get("heroes").checktable();
    assertThat(heroes.length()).isEqualTo(8);
    for (int i = 1; i <= heroes.length(); i++) {
      LuaValue h = heroes.get(i);
      String name = fx.catalog.hero(h.get("hero").tojstring()).orElseThrow().name();
      assertAt(object(lua, heroTokenGuid(fx, name)), h.get("cell").tojstring(), map);
    }
    LuaTable pickups = expected.get("pickups").checktable();
    Map<String, Integer> used = new HashMap<>();
    for (int i = 1; i <= pickups.length(); i++) {
      LuaValue p = pickups.get(i);
      String kind = p.get("kind").tojstring();
      int n = used.merge(kind, 1, Integer::sum) - 1;
      String guid = pickupGuid(fx, kind, n);
      assertAt(object(lua, guid), p.get("cell").tojstring(), map);
    }
    assertThat(lua.eval("mock.broadcasts[1]").tojstring())
        .contains("Setup of seed 777 done")
        .contains("player " + expected.get("startPlayer").toint());
  }

  @org.junit.jupiter.api.Test
  void respawnPutsAMissingPickupOnAFreeCellAndMovesTheCounter() {
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    LuaValue result = lua.call("onSetupClicked", LuaValue.NIL);
    assertThat(lua.call("onRespawnMana", LuaValue.NIL).isnil()).isTrue(); // all three on the map
    // Two heroes join side 1 and side 2 through their context menus; one mana coin is collected.
    LuaTable heroes = result.get("heroes").checktable();
    String h1 = heroes.get(1).get("hero").tojstring();
    String h2 = heroes.get(2).get("hero").tojstring();
    object(lua, heroTokenGuid(fx.catalog.hero(h1).orElseThrow().name()))
        .get("menu")
        .get("Red Player")
        .call();
    object(lua, heroTokenGuid(fx.catalog.hero(h2).orElseThrow().name()))
        .get("menu")
        .get("Blue Player")
        .call();
    LuaValue coin = object(lua, pickupGuid("mana", 0));
    coin.get("pos").set("x", 40);
    String cell = lua.call("onRespawnMana", LuaValue.NIL).tojstring();
    assertAt(coin, cell, TableGeometry.DEFAULT);
    java.util.Set<String> taken = new java.util.HashSet<>();
    for (int i = 1; i <= heroes.length(); i++) {
      taken.add(heroes.get(i).get("cell").tojstring());
    }
    LuaTable pickups = result.get("pickups").checktable();
    for (int i = 1; i <= pickups.length(); i++) {
      taken.add(pickups.get(i).get("cell").tojstring());
    }
    taken.remove(firstManaCell(pickups));
    assertThat(taken).doesNotContain(cell);
    int d1 = distance(cell, heroes.get(1).get("cell").tojstring());
    int d2 = distance(cell, heroes.get(2).get("cell").tojstring());
    int points = d1 - d2;
    while (points >= 3) {
      points -= 3;
    }
    while (points <= -3) {
      points += 3;
    }
    LuaValue counter =
        lua.eval("getObjectFromGUID(\"" + compensationGuid() + "\").Counter.getValue()");
    assertThat(counter.toint()).isEqualTo(points);
  }

  @org.junit.jupiter.api.Test
  void referencePanelAnswersWithTheRules() {
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    LuaValue result = lua.call("onSetupClicked", LuaValue.NIL);
    LuaTable heroes = result.get("heroes").checktable();
    String a = heroes.get(1).get("hero").tojstring();
    String b = heroes.get(2).get("hero").tojstring();
    lua.call("onRefHeroA", LuaValue.NIL, LuaValue.valueOf(fx.catalog.hero(a).orElseThrow().name()));
    lua.call("onRefHeroB", LuaValue.NIL, LuaValue.valueOf(fx.catalog.hero(b).orElseThrow().name()));
    String text = lua.call("onRefSight", LuaValue.NIL).tojstring();
    int d = distance(heroes.get(1).get("cell").tojstring(), heroes.get(2).get("cell").tojstring());
    assertThat(text).contains("distance " + d);
    assertThat(lua.eval("UI and mock.ui[\"refResult.text\"]").tojstring()).isEqualTo(text);

    lua.call("onRefCell", LuaValue.NIL, LuaValue.valueOf("c4"));
    lua.call("onRefAreaText", LuaValue.NIL, LuaValue.valueOf("2r1d"));
    LuaTable area = lua.call("onRefShowArea", LuaValue.NIL).checktable();
    java.util.List<String> expected =
        new org.legendsforge.games.graveyard.rules.AreaSpec(2, 1)
            .cellsAround(new Cell(2, 3)).stream().map(Cell::name).toList();
    java.util.List<String> got = new java.util.ArrayList<>();
    for (int i = 1; i <= area.length(); i++) {
      got.add(area.get(i).tojstring());
    }
    assertThat(got).containsExactlyInAnyOrderElementsOf(expected);
    assertThat(lua.eval("#mock.vectorLines").toint()).isEqualTo(expected.size());

    lua.call(
        "onRefMoveHero", LuaValue.NIL, LuaValue.valueOf(fx.catalog.hero(a).orElseThrow().name()));
    LuaTable moves = lua.call("onRefMoves", LuaValue.NIL).checktable();
    LuaTable occupied = new LuaTable();
    for (int i = 2; i <= heroes.length(); i++) {
      occupied.insert(0, heroes.get(i).get("cell"));
    }
    LuaTable direct =
        lua.call(
                "rules.reachable",
                result.get("grid"),
                heroes.get(1).get("cell"),
                LuaValue.valueOf(fx.catalog.hero(a).orElseThrow().movement().notation()),
                LuaValue.FALSE,
                occupied)
            .checktable();
    assertThat(moves.length()).isEqualTo(direct.length());
    for (int i = 1; i <= moves.length(); i++) {
      assertThat(moves.get(i).tojstring()).isEqualTo(direct.get(i).tojstring());
    }
  }

  @org.junit.jupiter.api.Test
  void stateSurvivesASaveAndABadSeedIsRefused() {
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    lua.call("onSeedEdited", LuaValue.NIL, LuaValue.valueOf("6"));
    lua.call("onSetupClicked", LuaValue.NIL);
    assertThat(lua.call("onSeedEdited", LuaValue.NIL, LuaValue.valueOf("-3")).isnil()).isTrue();
    assertThat(lua.eval("mock.broadcasts[#mock.broadcasts]").tojstring()).contains("whole number");
    for (String bad : java.util.List.of("1e3", "٣", "12a", "")) {
      lua.call("onSeedEdited", LuaValue.NIL, LuaValue.valueOf(bad));
      assertThat(lua.eval("mock.broadcasts[#mock.broadcasts]").tojstring())
          .contains("whole number");
    }

    String saved = lua.call("onSave").tojstring();
    assertThat(saved).contains("seed=6").contains("setup=1").contains("grid=").contains("rng=");
    LuaHarness reloaded =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    reloaded.call("onLoad", LuaValue.valueOf(saved));
    assertThat(reloaded.call("onSave").tojstring()).isEqualTo(saved);
    assertThat(reloaded.eval("mock.ui[\"seedInput.text\"]").tojstring()).isEqualTo("6");
  }

  @org.junit.jupiter.api.Test
  void seedsUpToTwoToThe53ShowExactly() {
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    lua.call("onSeedEdited", LuaValue.NIL, LuaValue.valueOf("9007199254740991"));
    assertThat(lua.call("onSave").tojstring()).contains("seed=9007199254740991;");
  }

  private static String firstManaCell(LuaTable pickups) {
    for (int i = 1; i <= pickups.length(); i++) {
      if (pickups.get(i).get("kind").tojstring().equals("mana")) {
        return pickups.get(i).get("cell").tojstring();
      }
    }
    throw new AssertionError("no mana pickup");
  }

  private static int distance(String a, String b) {
    Cell x = Cell.all().stream().filter(c -> c.name().equals(a)).findFirst().orElseThrow();
    Cell y = Cell.all().stream().filter(c -> c.name().equals(b)).findFirst().orElseThrow();
    return x.distanceTo(y);
  }

  private String compensationGuid() {
    for (var o : fx.save.get("ObjectStates")) {
      if (o.get("Nickname").asText().equals("Compensation")) {
        return o.get("GUID").asText();
      }
    }
    throw new AssertionError("no compensation counter");
  }

  /** The Lua setup equals the Java rules model's for the same seed and data. */
  private static void sameAsJava(TtsFixture fx, LuaValue lua, long seed) {
    java.util.Map<org.legendsforge.games.graveyard.rules.PickupKind, Integer> counts =
        new java.util.EnumMap<>(org.legendsforge.games.graveyard.rules.PickupKind.class);
    for (var k : org.legendsforge.games.graveyard.rules.PickupKind.values()) {
      counts.put(k, fx.catalog.pickupCount(k));
    }
    var java =
        org.legendsforge.games.graveyard.rules.Setup.run(
            seed,
            fx.catalog.terrainCards(),
            fx.catalog.heroes().stream()
                .map(org.legendsforge.games.graveyard.model.Hero::id)
                .toList(),
            counts);
    for (int i = 0; i < java.heroes().size(); i++) {
      assertThat(lua.get("heroes").get(i + 1).get("cell").tojstring())
          .isEqualTo(java.heroes().get(i).cell().name());
    }
    for (int i = 0; i < java.pickups().size(); i++) {
      assertThat(lua.get("pickups").get(i + 1).get("cell").tojstring())
          .isEqualTo(java.pickups().get(i).cell().name());
    }
  }

  private static void assertAt(LuaValue obj, String cell, TableGeometry map) {
    Cell c = Cell.all().stream().filter(x -> x.name().equals(cell)).findFirst().orElseThrow();
    assertThat(obj.get("pos").get("x").todouble()).isCloseTo(map.cellX(c), within());
    assertThat(obj.get("pos").get("z").todouble()).isCloseTo(map.cellZ(c), within());
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-9);
  }

  private static LuaValue object(LuaHarness lua, String guid) {
    assertThat(guid).isNotNull();
    return lua.eval("mock.objects[\"" + guid + "\"]");
  }

  /** The CardID of each terrain card, by terrain id (the deck lists them in card-data order). */
  static Map<String, Integer> terrainCardIds(TtsFixture fx) {
    Map<String, Integer> out = new HashMap<>();
    var cards = fx.catalog.terrainCards();
    for (var o : fx.save.get("ObjectStates")) {
      if (o.path("Tags").toString().contains("\"terrain\"") && o.has("DeckIDs")) {
        for (int i = 0; i < cards.size(); i++) {
          out.put(cards.get(i).id(), o.get("DeckIDs").get(i).asInt());
        }
      }
    }
    return out;
  }

  private String heroTokenGuid(String name) {
    return heroTokenGuid(fx, name);
  }

  private static String heroTokenGuid(TtsFixture fx, String name) {
    for (var o : fx.save.get("ObjectStates")) {
      if (o.path("Tags").toString().contains("\"hero\"")
          && o.get("Nickname").asText().equals(name)) {
        return o.get("GUID").asText();
      }
    }
    throw new AssertionError("no token for " + name);
  }

  private String pickupGuid(String kind, int n) {
    return pickupGuid(fx, kind, n);
  }

  private static String pickupGuid(TtsFixture fx, String kind, int n) {
    int seen = 0;
    for (var o : fx.save.get("ObjectStates")) {
      String tags = o.path("Tags").toString();
      if (tags.contains("\"pickup\"") && tags.contains("\"" + kind + "\"")) {
        if (seen++ == n) {
          return o.get("GUID").asText();
        }
      }
    }
    throw new AssertionError("no pickup " + kind + " #" + n);
  }
}
