package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.games.graveyard.table.LuaView;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.games.graveyard.table.TableIndex;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.testing.ShippedData;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/**
 * The Tabletop Simulator panel accepts exactly the cells and areas {@code forge rules} accepts, and
 * reads them the same way under a Turkish culture, where the game's Lua upper-cases "i" to "İ" and
 * writes fractions with a comma. The culture is imitated in LuaJ by replacing {@code string.upper},
 * {@code string.lower} and {@code tostring} as MoonSharp behaves under tr-TR.
 */
class NotationLuaParityTest {
  private static LuaHarness plain;
  private static LuaHarness turkish;

  @BeforeAll
  static void generate() throws IOException {
    Catalog catalog =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    String script =
        new GlobalScriptWriter(TtsFixture.TEMPLATES)
            .write(
                LuaView.of(
                    catalog,
                    TableIndex.create(catalog, new GuidAllocator()),
                    TableGeometry.DEFAULT,
                    1))
            .lua();
    plain = LuaHarness.script(script);
    turkish = LuaHarness.scriptUnderTurkishCulture(script);
  }

  static final List<String> CELLS =
      List.of(
          "C4",
          "c4",
          " C4 ",
          "\tj9\n",
          "A1",
          "i5",
          "I5",
          "J9",
          "K1",
          "A0",
          "A10",
          "C04",
          "C+4",
          "C-4",
          "C 4",
          "4C",
          "",
          " ",
          "C",
          "CC",
          "C٤",
          "Ｃ4",
          "C4\u00A0",
          "\u2003C4",
          "ı5",
          "C4x",
          "c٫4");

  @Test
  void cellsAreAcceptedExactlyAsJavaAcceptsThem() {
    for (LuaHarness lua : List.of(plain, turkish)) {
      for (String text : CELLS) {
        Optional<Cell> java = javaCell(text);
        Varargs l = lua.invoke("rules.parseCell", LuaValue.valueOf(text));
        if (java.isEmpty()) {
          assertThat(l.arg1().isnil()).as("\"%s\" is refused", text).isTrue();
        } else {
          assertThat(l.arg(1).toint()).as("column of \"%s\"", text).isEqualTo(java.get().col());
          assertThat(l.arg(2).toint()).as("row of \"%s\"", text).isEqualTo(java.get().row());
        }
      }
    }
  }

  static final List<String> AREAS =
      List.of(
          "2r1d",
          " 2r1d ",
          "0r0d",
          "12r3d",
          "99r99d",
          "100r0d",
          "2r3d",
          "02r1d",
          "2r01d",
          "2R1D",
          "2r1",
          "r1d",
          "2rd",
          "2r1dd",
          "2rr1d",
          "1d2r",
          "2r1d2",
          "-1r0d",
          "٢r1d",
          "2r1d\u00A0",
          "",
          "abc");

  @Test
  void areasAreAcceptedExactlyAsJavaAcceptsThem() {
    for (LuaHarness lua : List.of(plain, turkish)) {
      for (String text : AREAS) {
        Optional<AreaSpec> java = javaArea(text);
        Varargs l = lua.invoke("rules.parseArea", LuaValue.valueOf(text));
        if (java.isEmpty()) {
          assertThat(l.arg1().isnil()).as("\"%s\" is refused", text).isTrue();
        } else {
          assertThat(l.arg(1).toint()).as("X of \"%s\"", text).isEqualTo(java.get().steps());
          assertThat(l.arg(2).toint()).as("Y of \"%s\"", text).isEqualTo(java.get().diagonals());
        }
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"2r1d", "9r9d", "99r0d", "99r99d"})
  void areaCellsAroundACellAreJavasForAnySize(String text) throws NotationException {
    AreaSpec area = AreaSpec.parse(text);
    for (Cell centre : List.of(new Cell(0, 0), new Cell(4, 4), new Cell(9, 8))) {
      LuaValue cells =
          turkish.call(
              "rules.areaCells",
              LuaValue.valueOf(centre.col()),
              LuaValue.valueOf(centre.row()),
              LuaValue.valueOf(area.steps()),
              LuaValue.valueOf(area.diagonals()));
      assertThat(RulesLuaParityTest.strings(cells))
          .isEqualTo(area.cellsAround(centre).stream().map(Cell::name).toList());
    }
  }

  @Test
  void theTurkishImitationReallyBreaksCultureDependentCode() {
    assertThat(turkish.eval("string.upper('i5')").tojstring()).isEqualTo("İ5");
    assertThat(turkish.eval("tostring(1.5)").tojstring()).isEqualTo("1,5");
    assertThat(turkish.eval("rules.intText(1234567)").tojstring()).isEqualTo("1234567");
  }

  private static Optional<Cell> javaCell(String text) {
    try {
      return Optional.of(Cell.parse(text));
    } catch (NotationException e) {
      return Optional.empty();
    }
  }

  private static Optional<AreaSpec> javaArea(String text) {
    try {
      return Optional.of(AreaSpec.parse(text));
    } catch (NotationException e) {
      return Optional.empty();
    }
  }
}
