package org.legendsforge.games.graveyard.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.jse.JsePlatform;

/** The documented draw order, ported to Lua with doubles only, replays Java's setup exactly. */
class SetupLuaReplayTest {
  private static final List<TerrainCard> DECK = Fixtures.terrainDeck(17);
  private static final List<String> HEROES = Fixtures.heroIds(16);
  private static Globals lua;

  @BeforeAll
  static void loadScript() throws Exception {
    lua = JsePlatform.standardGlobals();
    try (InputStream in = SetupLuaReplayTest.class.getResourceAsStream("setup-reference.lua")) {
      lua.load(new InputStreamReader(in, StandardCharsets.UTF_8), "setup-reference.lua").call();
    }
  }

  private static LuaTable table(List<String> items) {
    LuaTable t = new LuaTable();
    for (int i = 0; i < items.size(); i++) {
      t.set(i + 1, LuaValue.valueOf(items.get(i)));
    }
    return t;
  }

  private static String javaSummary(SetupResult r) {
    String slots =
        r.layout().slots().stream()
            .map(p -> p.card().id() + ":" + (p.turned() ? "1" : "0"))
            .collect(Collectors.joining(","));
    String heroes =
        r.heroes().stream().map(h -> h.hero() + "@" + h.cell()).collect(Collectors.joining(","));
    String pickups =
        r.pickups().stream()
            .map(p -> p.kind().key() + "@" + p.cell())
            .collect(Collectors.joining(","));
    return slots + "|" + heroes + "|" + pickups + "|" + r.startPlayer();
  }

  @Test
  void rawSequenceMatchesForLargeSeeds() {
    long seed = 9_007_199_254_740_991L; // 2^53 - 1, the largest seed a double holds exactly
    MinStd rng = new MinStd(seed);
    String expected =
        java.util.stream.IntStream.range(0, 50)
            .mapToObj(i -> Long.toString(rng.next()))
            .collect(Collectors.joining(","));
    String fromLua =
        lua.get("rawSequence")
            .call(LuaValue.valueOf((double) seed), LuaValue.valueOf(50))
            .tojstring();
    assertThat(fromLua).isEqualTo(expected);
  }

  @ParameterizedTest(name = "seeds from {0}")
  @ValueSource(longs = {0, 1000, 123_456_789, 4_000_000_000L})
  void luaPortReplaysJavaSetup(long from) {
    LuaTable terrain = table(DECK.stream().map(TerrainCard::id).toList());
    LuaTable heroes = table(HEROES);
    LuaTable pickups = new LuaTable();
    Fixtures.defaultPickups().forEach((k, v) -> pickups.set(k.key(), LuaValue.valueOf(v)));
    for (long seed = from; seed < from + 250; seed++) {
      String fromLua =
          lua.get("setup")
              .invoke(
                  LuaValue.varargsOf(
                      new LuaValue[] {LuaValue.valueOf((double) seed), terrain, heroes, pickups}))
              .arg1()
              .tojstring();
      assertThat(fromLua)
          .as("seed %d", seed)
          .isEqualTo(javaSummary(Setup.run(seed, DECK, HEROES, Fixtures.defaultPickups())));
    }
  }
}
