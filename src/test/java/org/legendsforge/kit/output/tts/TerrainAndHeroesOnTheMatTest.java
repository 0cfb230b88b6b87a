package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.table.DeckSheets;
import org.legendsforge.games.graveyard.table.MatRect;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.kit.tts.DeckSheet;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/**
 * Presses Setup on a mock table whose cards and tiles have the sizes the game gives them (docs/
 * tts.md): each terrain card then covers exactly the 2 × 3 mat cells of its slot, and each hero
 * token lies inside its cell, on the terrain card laid there. Also when the game gives cards
 * another size than the one the save was built for (it keeps a poker card's length instead of its
 * width, or ignores the cell's shape and makes every card poker-shaped), and on a mat larger or
 * smaller than planned: the script measures what it lays.
 */
class TerrainAndHeroesOnTheMatTest {
  static Stream<Arguments> tables() {
    double planned = TableGeometry.DEFAULT.matSize();
    return Stream.of(
        Arguments.of(TtsFixture.shippedData(), planned, "width", 777),
        Arguments.of(TtsFixture.shippedData(), planned * 1.3, "length", 31),
        Arguments.of(TtsFixture.testCatalog(), planned * 0.7, "width", 5),
        Arguments.of(TtsFixture.testCatalog(), planned, "length", 12),
        Arguments.of(TtsFixture.shippedData(), planned, "poker", 9));
  }

  @ParameterizedTest(name = "{0}, mat {1} units, the game keeping a card''s {2}, seed {3}")
  @MethodSource("tables")
  void terrainCoversItsCellsAndHeroesStandInsideThem(
      TtsFixture fx, double matSize, String keep, int seed) {
    LuaHarness lua = LuaHarness.onTable(fx.save, matSize, false, shapes(fx, keep));
    lua.call("onLoad", LuaValue.valueOf(""));
    lua.call("onSeedEdited", LuaValue.NIL, LuaValue.valueOf(Integer.toString(seed)));
    lua.call("onSetupClicked", LuaValue.NIL);
    LuaValue setup = lua.call("rules.setup", LuaValue.valueOf(seed));
    TableGeometry g = TableGeometry.DEFAULT.scaledTo(matSize);
    Map<String, Integer> ids = TtsSetupOnTableTest.terrainCardIds(fx);

    MatRect[] cards = new MatRect[15];
    LuaTable terrain = setup.get("terrain").checktable();
    assertThat(terrain.length()).isEqualTo(15);
    for (int i = 1; i <= terrain.length(); i++) {
      LuaValue t = terrain.get(i);
      int col = t.get("col").toint();
      int row = t.get("row").toint();
      LuaValue card =
          lua.invoke("mock.whereIs", LuaValue.valueOf(ids.get(t.get("card").tojstring()))).arg1();
      MatRect laid = bounds(card);
      MatRect cells = MatRect.slotCells(g, col, row);
      assertThat(laid.sameAs(cells))
          .as(
              "terrain %s in slot %d,%d: laid %s, its cells %s",
              t.get("card"), col, row, laid, cells)
          .isTrue();
      cards[row * TableGeometry.SLOT_COLUMNS + col] = laid;
    }
    LuaTable heroes = setup.get("heroes").checktable();
    assertThat(heroes.length()).isEqualTo(8);
    for (int i = 1; i <= heroes.length(); i++) {
      LuaValue h = heroes.get(i);
      Cell cell = cell(h.get("cell").tojstring());
      MatRect token = bounds(heroToken(lua, fx, h.get("hero").tojstring()));
      assertThat(MatRect.cell(g, cell).holds(token))
          .as("%s's token %s inside %s %s", h.get("hero"), token, cell, MatRect.cell(g, cell))
          .isTrue();
      MatRect under =
          cards[
              cell.row() / TerrainCard.LENGTH * TableGeometry.SLOT_COLUMNS
                  + cell.col() / TerrainCard.WIDTH];
      assertThat(under.holds(token)).as("%s's token on its terrain card", h.get("hero")).isTrue();
    }
  }

  /**
   * The game's sizes at scale 1: a card {@link TableGeometry#CARD_WIDTH} wide in its sheet cell's
   * shape (or, with keep "length", as long as a poker card of that width and as wide as its cell's
   * shape then gives), a square tile {@link TableGeometry#TILE_SIDE}.
   */
  static LuaValue shapes(TtsFixture fx, String keep) {
    LuaTable s = new LuaTable();
    s.set("cardWidth", TableGeometry.CARD_WIDTH);
    s.set("cardLength", TableGeometry.CARD_WIDTH * 7 / 5);
    s.set("keep", keep);
    s.set("tile", TableGeometry.TILE_SIDE);
    LuaTable aspects = new LuaTable();
    for (DeckSheet<Deck, DeckCard> sheet : DeckSheets.of(fx.catalog)) {
      aspects.set(
          Integer.toString(sheet.key()), (double) sheet.cell().height() / sheet.cell().width());
    }
    s.set("aspects", aspects);
    return s;
  }

  private static LuaValue heroToken(LuaHarness lua, TtsFixture fx, String heroId) {
    String name = fx.catalog.hero(heroId).orElseThrow().name();
    for (var o : fx.save.get("ObjectStates")) {
      if (o.path("Tags").toString().contains("\"hero\"")
          && o.get("Nickname").asText().equals(name)) {
        return lua.eval("mock.objects[\"" + o.get("GUID").asText() + "\"]");
      }
    }
    throw new AssertionError("no token for " + name);
  }

  private static MatRect bounds(LuaValue obj) {
    LuaValue b = obj.get("getBounds").call();
    return MatRect.around(
        b.get("center").get("x").todouble(),
        b.get("center").get("z").todouble(),
        b.get("size").get("x").todouble(),
        b.get("size").get("z").todouble());
  }

  private static Cell cell(String name) {
    return Cell.all().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
  }
}
