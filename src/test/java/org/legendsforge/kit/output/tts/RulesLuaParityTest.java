package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.Allowance;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.LineOfSight;
import org.legendsforge.games.graveyard.rules.MinStd;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Reachability;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.games.graveyard.table.LuaView;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.games.graveyard.table.TableIndex;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.testing.ShippedData;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/**
 * The pure {@code rules} part of the generated Global script, run in LuaJ, against the Java rules
 * model on the shipped card data: setup for 200 seeds, and line of sight, areas and reachability
 * for every cell pair on random maps.
 */
class RulesLuaParityTest {
  private static Catalog catalog;
  private static LuaHarness lua;

  @BeforeAll
  static void generate() throws IOException {
    catalog =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    TableIndex index = TableIndex.create(catalog, new GuidAllocator());
    String script =
        new GlobalScriptWriter(TtsFixture.TEMPLATES)
            .write(LuaView.of(catalog, index, TableGeometry.DEFAULT, 1))
            .lua();
    lua = LuaHarness.script(script);
  }

  static SetupResult javaSetup(long seed) {
    Map<PickupKind, Integer> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, catalog.pickupCount(k));
    }
    return Setup.run(
        seed, catalog.terrainCards(), catalog.heroes().stream().map(Hero::id).toList(), pickups);
  }

  static Stream<Long> seeds() {
    Random r = new Random(20261121);
    return Stream.concat(
        Stream.of(0L, 1L, 2L, 42L, 2147483646L, 2147483647L, 2147483648L, (1L << 53) - 1),
        // Seeds are 0 to 2^53-1 (forge setup refuses others): every one is exact as a Lua double.
        IntStream.range(0, 192).mapToObj(i -> r.nextLong() >>> (11 + r.nextInt(42))));
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void setupEqualsJava(long seed) {
    SetupResult java = javaSetup(seed);
    LuaValue l = lua.call("rules.setup", LuaValue.valueOf((double) seed));
    assertThat(strings(l.get("grid"))).isEqualTo(java.board().rowsNotation());
    List<String> heroes = new ArrayList<>();
    for (LuaValue h : list(l.get("heroes"))) {
      heroes.add(h.get("hero").tojstring() + "@" + h.get("cell").tojstring());
    }
    assertThat(heroes)
        .isEqualTo(java.heroes().stream().map(h -> h.hero() + "@" + h.cell().name()).toList());
    List<String> pickups = new ArrayList<>();
    for (LuaValue p : list(l.get("pickups"))) {
      pickups.add(p.get("kind").tojstring() + "@" + p.get("cell").tojstring());
    }
    assertThat(pickups)
        .isEqualTo(
            java.pickups().stream().map(p -> p.kind().key() + "@" + p.cell().name()).toList());
    assertThat(l.get("startPlayer").toint()).isEqualTo(java.startPlayer());
    List<String> terrain = new ArrayList<>();
    for (LuaValue t : list(l.get("terrain"))) {
      terrain.add(
          t.get("card").tojstring()
              + "/"
              + t.get("col").toint()
              + ","
              + t.get("row").toint()
              + "/"
              + t.get("turned").toboolean());
    }
    assertThat(terrain)
        .isEqualTo(
            java.layout().slots().stream()
                .map(p -> p.card().id() + "/" + p.col() + "," + p.row() + "/" + p.turned())
                .toList());
    assertThat(strings(l.get("offMap"))).isEqualTo(java.offMap());
    assertThat((long) l.get("rngState").todouble()).isEqualTo(java.generatorState());
  }

  /** After setup the one generator shuffles the decks, then the starting Turn Order deck. */
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void deckShufflesAndTurnOrderContinueTheGeneratorAsJava(long seed) {
    SetupResult setup = javaSetup(seed);
    MinStd java = new MinStd(setup.generatorState());
    LuaValue rng = lua.call("rules.newRng", LuaValue.valueOf((double) setup.generatorState()));
    List<Integer> sizes = List.of(12, 1, 0, 40, 7);
    List<List<Integer>> javaDecks = Setup.shuffleDecks(sizes, java);
    for (int d = 0; d < sizes.size(); d++) {
      LuaValue order = lua.call("rules.shuffledPositions", rng, LuaValue.valueOf(sizes.get(d)));
      List<Integer> l = list(order).stream().map(v -> v.toint() - 1).toList();
      assertThat(l).isEqualTo(javaDecks.get(d));
    }
    List<String> heroes = setup.heroes().subList(0, 2).stream().map(h -> h.hero()).toList();
    org.legendsforge.games.graveyard.rules.TurnOrderDeck deck =
        org.legendsforge.games.graveyard.rules.TurnOrderDeck.shuffled(heroes, 2, java);
    LuaTable luaHeroes = new LuaTable();
    heroes.forEach(h -> luaHeroes.insert(0, LuaValue.valueOf(h)));
    LuaTable players = new LuaTable();
    players.insert(0, LuaValue.valueOf(1));
    players.insert(0, LuaValue.valueOf(2));
    List<String> l = new ArrayList<>();
    for (LuaValue c : list(lua.call("rules.turnOrder", rng, luaHeroes, players))) {
      l.add(
          c.get("hero").isnil() ? "player " + c.get("player").toint() : c.get("hero").tojstring());
    }
    assertThat(l)
        .isEqualTo(
            deck.cards().stream()
                .map(c -> c.isPlayer() ? "player " + c.player() : c.hero())
                .toList());
    assertThat((long) rng.get("state").call().todouble()).isEqualTo(java.state());
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void setupCompensationEqualsJava(long seed) {
    SetupResult setup = javaSetup(seed);
    List<Cell> side1 = List.of(setup.heroes().get(0).cell());
    List<Cell> side2 = List.of(setup.heroes().get(1).cell(), setup.heroes().get(2).cell());
    org.legendsforge.games.graveyard.rules.Compensation.Tally java =
        org.legendsforge.games.graveyard.rules.Compensation.ofSetup(
            setup.pickupCells(), side1, side2);
    org.luaj.vm2.Varargs l =
        lua.invoke("rules.compensateSetup", names(setup.pickupCells()), names(side1), names(side2));
    int signed = java.counter().side() == 2 ? -java.counter().points() : java.counter().points();
    assertThat(l.arg(1).toint()).isEqualTo(signed);
    assertThat(l.arg(2).toint()).isEqualTo(java.side1Grants());
    assertThat(l.arg(3).toint()).isEqualTo(java.side2Grants());
  }

  /**
   * A variant may trade compensation points at another number (§14): the table's script counts with
   * the number it is given, as the engine does.
   */
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void compensationAtAVariantsTradeEqualsJava(long seed) {
    SetupResult setup = javaSetup(seed);
    List<Cell> side1 = List.of(setup.heroes().get(0).cell());
    List<Cell> side2 = List.of(setup.heroes().get(1).cell(), setup.heroes().get(2).cell());
    int trade = 2;
    org.legendsforge.games.graveyard.rules.Compensation counter =
        org.legendsforge.games.graveyard.rules.Compensation.NONE;
    int luaPoints = 0;
    for (Cell pickup : setup.pickupCells()) {
      org.legendsforge.games.graveyard.rules.Compensation.Outcome java =
          counter.afterPlacement(pickup, side1, side2, trade);
      org.luaj.vm2.Varargs l =
          lua.invoke(
              "rules.compensate",
              LuaValue.valueOf(luaPoints),
              LuaValue.valueOf(pickup.name()),
              names(side1),
              names(side2),
              LuaValue.valueOf(trade));
      counter = java.counter();
      luaPoints = l.arg(1).toint();
      int signed = counter.side() == 2 ? -counter.points() : counter.points();
      assertThat(luaPoints).isEqualTo(signed);
      assertThat(l.arg(2).toint()).isEqualTo(java.grantSide() == 1 ? java.manaGrants() : 0);
      assertThat(l.arg(3).toint()).isEqualTo(java.grantSide() == 2 ? java.manaGrants() : 0);
      assertThat(Math.abs(luaPoints)).isLessThan(trade);
    }
  }

  static LuaTable names(List<Cell> cells) {
    LuaTable t = new LuaTable();
    for (int i = 0; i < cells.size(); i++) {
      t.set(i + 1, LuaValue.valueOf(cells.get(i).name()));
    }
    return t;
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void generatorDrawsEqualJava(long seed) {
    MinStd java = new MinStd(seed);
    LuaValue rng = lua.call("rules.newRng", LuaValue.valueOf((double) seed));
    for (int i = 0; i < 20; i++) {
      assertThat((long) rng.get("next").call().todouble()).isEqualTo(java.next());
      assertThat(rng.get("below").call(LuaValue.valueOf(7 + i)).toint())
          .isEqualTo(java.below(7 + i));
    }
  }

  static Stream<Long> mapSeeds() {
    return LongStream.rangeClosed(1, 6).boxed();
  }

  @ParameterizedTest(name = "random map {0}")
  @MethodSource("mapSeeds")
  void lineOfSightAgreesForEveryPair(long mapSeed) {
    Board board = randomBoard(mapSeed);
    LuaTable grid = grid(board);
    LineOfSight los = new LineOfSight(board);
    for (Cell a : Cell.all()) {
      for (Cell b : Cell.all()) {
        boolean l =
            lua.call("rules.los", grid, LuaValue.valueOf(a.name()), LuaValue.valueOf(b.name()))
                .toboolean();
        assertThat(l).as("%s -> %s", a, b).isEqualTo(los.visible(a, b));
      }
    }
  }

  @Test
  void lineOfSightAgreesOnSetupMaps() {
    for (long seed = 100; seed < 103; seed++) {
      Board board = javaSetup(seed).board();
      LuaTable grid = grid(board);
      LineOfSight los = new LineOfSight(board);
      for (Cell a : Cell.all()) {
        for (Cell b : Cell.all()) {
          assertThat(
                  lua.call(
                          "rules.los", grid, LuaValue.valueOf(a.name()), LuaValue.valueOf(b.name()))
                      .toboolean())
              .as("%s -> %s", a, b)
              .isEqualTo(los.visible(a, b));
        }
      }
    }
  }

  @Test
  void areasAgreeForEveryNotationUpTo6r6d() {
    for (int x = 0; x <= 6; x++) {
      for (int y = 0; y <= x; y++) {
        List<String> java =
            new AreaSpec(x, y).offsets().stream().map(o -> o[0] + "," + o[1]).toList();
        List<String> l = new ArrayList<>();
        for (LuaValue o : list(lua.call("rules.area", LuaValue.valueOf(x), LuaValue.valueOf(y)))) {
          assertThat(o.get(1).toint()).isEqualTo(o.get("dx").toint());
          l.add(o.get("dx").toint() + "," + o.get("dy").toint());
        }
        assertThat(l).as("%dr%dd", x, y).isEqualTo(java);
      }
    }
  }

  @Test
  void distanceAgreesForEveryPair() {
    for (Cell a : Cell.all()) {
      for (Cell b : Cell.all()) {
        assertThat(
                lua.call("rules.distance", LuaValue.valueOf(a.name()), LuaValue.valueOf(b.name()))
                    .toint())
            .isEqualTo(a.distanceTo(b));
      }
    }
  }

  @ParameterizedTest(name = "random map {0}")
  @MethodSource("mapSeeds")
  void reachableAgreesFromEveryCell(long mapSeed) {
    Board board = randomBoard(mapSeed);
    LuaTable grid = grid(board);
    Reachability reach = new Reachability(board);
    Random r = new Random(mapSeed * 31);
    for (Cell from : Cell.all()) {
      MovementSpec spec = randomSpec(r);
      boolean slow = r.nextInt(3) == 0;
      Set<Cell> occupied = new HashSet<>();
      LuaTable occ = new LuaTable();
      for (int i = 0; i < 6; i++) {
        Cell c = Cell.all().get(r.nextInt(90));
        if (!c.equals(from) && occupied.add(c)) {
          occ.insert(0, LuaValue.valueOf(c.name()));
        }
      }
      List<String> java =
          reach.reachable(from, spec, slow, occupied).stream().map(Cell::name).toList();
      List<String> l =
          strings(
              lua.call(
                  "rules.reachable",
                  grid,
                  LuaValue.valueOf(from.name()),
                  LuaValue.valueOf(spec.notation()),
                  LuaValue.valueOf(slow),
                  occ));
      assertThat(l).as("%s from %s%s", spec, from, slow ? " slowed" : "").isEqualTo(java);
    }
  }

  @Test
  void slowedSpecsAgree() {
    Random r = new Random(5);
    for (int i = 0; i < 300; i++) {
      MovementSpec spec = randomSpec(r);
      LuaValue parsed = lua.call("rules.parseMovement", LuaValue.valueOf(spec.notation()));
      LuaValue slowed = lua.call("rules.slowed", parsed);
      List<String> l = new ArrayList<>();
      for (LuaValue a : list(slowed)) {
        l.add(a.get("count").toint() + "/" + a.get("size").toint());
      }
      assertThat(l)
          .as(spec.notation())
          .isEqualTo(
              spec.slowed().allowances().stream()
                  .map(a -> a.count() + "/" + a.terrains().size())
                  .toList());
    }
  }

  static MovementSpec randomSpec(Random r) {
    List<Allowance> parts = new ArrayList<>();
    int n = 1 + r.nextInt(3);
    for (int i = 0; i < n; i++) {
      EnumSet<Terrain> set = EnumSet.noneOf(Terrain.class);
      for (Terrain t : Terrain.values()) {
        if (r.nextInt(2) == 0) {
          set.add(t);
        }
      }
      if (set.isEmpty()) {
        set.add(Terrain.values()[r.nextInt(5)]);
      }
      parts.add(new Allowance(1 + r.nextInt(3), set));
    }
    return new MovementSpec(parts);
  }

  static Board randomBoard(long seed) {
    Random r = new Random(seed);
    List<TerrainCell> cells = new ArrayList<>();
    for (int i = 0; i < 90; i++) {
      Terrain t = Terrain.values()[r.nextInt(5)];
      cells.add(new TerrainCell(t, t.isLand() && r.nextInt(4) == 0));
    }
    return new Board(cells);
  }

  static LuaTable grid(Board board) {
    LuaTable t = new LuaTable();
    for (String row : board.rowsNotation()) {
      t.insert(0, LuaValue.valueOf(row));
    }
    return t;
  }

  static List<LuaValue> list(LuaValue t) {
    List<LuaValue> out = new ArrayList<>();
    for (int i = 1; i <= t.length(); i++) {
      out.add(t.get(i));
    }
    return out;
  }

  static List<String> strings(LuaValue t) {
    return list(t).stream().map(LuaValue::tojstring).toList();
  }
}
