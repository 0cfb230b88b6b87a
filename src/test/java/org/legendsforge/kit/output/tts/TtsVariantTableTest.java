package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Variant;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.luaj.vm2.LuaValue;

/**
 * A table built for a variant (rules-spec §14.2) says so and plays by its rule values: the save is
 * named for the variant, and the script, run in LuaJ as players start a game, tells them the rules
 * they keep by hand.
 */
class TtsVariantTableTest {
  private static final Catalog SHIPPED =
      new org.legendsforge.games.graveyard.data.CardDataLoader(Path.of("").toAbsolutePath())
          .load(org.legendsforge.testing.ShippedData.folder())
          .catalog()
          .orElseThrow();

  private static TtsFixture underVariant(Map<RuleValue, Integer> rules) {
    Variant v = new Variant("house", "House Rules", "a test variant", rules);
    return TtsFixture.build(SHIPPED.under(Optional.of(v)), 1);
  }

  @Test
  void theSaveIsNamedForTheVariant() {
    TtsFixture fx = underVariant(Map.of(RuleValue.TURN_ORDER_POINTS, 2));
    assertThat(fx.save.get("SaveName").asText())
        .isEqualTo("Graveyard of Legends — House Rules variant");
    assertThat(fx.json.getFileName().toString())
        .isEqualTo("Graveyard of Legends — House Rules variant.json");
  }

  @Test
  void startingAGameTellsThePlayersTheVariantsTurnOrderRule() {
    TtsFixture fx = underVariant(Map.of(RuleValue.TURN_ORDER_POINTS, 2));
    assertThat(started(fx))
        .contains("Turn-order compensation")
        .contains("the other side gains 2 points on the compensation counter");
  }

  @Test
  void underTheDesignersRulesNoVariantRuleIsAnnounced() {
    TtsFixture fx = TtsFixture.build(SHIPPED, 1);
    assertThat(started(fx)).doesNotContain("Turn-order compensation").doesNotContain("lone player");
  }

  @Test
  void theScriptCountsWithTheVariantsRuleValues() {
    TtsFixture fx = underVariant(Map.of(RuleValue.COMPENSATION_TRADE, 2));
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    assertThat(fx.save.get("LuaScript").asText())
        .contains("compensationTrade = 2, manaPerTrade = 1, deathPointsToLose = 4");
  }

  /** Sets up seed 5, gives Red and Blue a starting hero and a spirit, presses Start. */
  private static String started(TtsFixture fx) {
    LuaHarness lua =
        LuaHarness.onTable(
            fx.save, org.legendsforge.games.graveyard.table.TableGeometry.DEFAULT.matSize());
    lua.call("onLoad", LuaValue.valueOf(""));
    lua.call("onSeedEdited", LuaValue.NIL, LuaValue.valueOf("5"));
    lua.call("onSetupClicked", LuaValue.NIL);
    SetupResult setup = javaSetup(fx.catalog, 5);
    menu(lua, fx, fx.catalog.hero(setup.heroes().get(0).hero()).orElseThrow().name(), "Red Player");
    menu(
        lua, fx, fx.catalog.hero(setup.heroes().get(1).hero()).orElseThrow().name(), "Blue Player");
    lua.call("onSpiritRed", LuaValue.NIL);
    lua.call("onSpiritBlue", LuaValue.NIL);
    lua.call("onStartClicked", LuaValue.NIL);
    String said = lua.eval("mock.broadcasts[#mock.broadcasts]").tojstring();
    assertThat(said).contains("The game starts");
    return said;
  }

  private static void menu(LuaHarness lua, TtsFixture fx, String hero, String colour) {
    for (var o : fx.save.get("ObjectStates")) {
      if (o.get("Nickname").asText().equals(hero) && o.path("Tags").toString().contains("hero")) {
        lua.eval("mock.objects[\"" + o.get("GUID").asText() + "\"]").get("menu").get(colour).call();
        return;
      }
    }
    throw new AssertionError("no hero " + hero);
  }

  private static SetupResult javaSetup(Catalog catalog, long seed) {
    Map<PickupKind, Integer> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, catalog.pickupCount(k));
    }
    return Setup.run(
        seed, catalog.terrainCards(), catalog.heroes().stream().map(Hero::id).toList(), pickups);
  }
}
