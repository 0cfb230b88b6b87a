package org.legendsforge.kit.output.tts;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LoadState;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.compiler.LuaC;
import org.luaj.vm2.lib.Bit32Lib;
import org.luaj.vm2.lib.PackageLib;
import org.luaj.vm2.lib.StringLib;
import org.luaj.vm2.lib.TableLib;
import org.luaj.vm2.lib.jse.JseBaseLib;
import org.luaj.vm2.lib.jse.JseMathLib;

/**
 * Runs a generated Global script in LuaJ the way the game would, in a sandbox with only the base,
 * table, string, math and bit32 libraries (no io, os or luajava: the game has none of them), and
 * with {@code tts-mock.lua} standing in for the game's objects when a save is given.
 */
final class LuaHarness {
  final Globals globals;

  private LuaHarness(Globals globals) {
    this.globals = globals;
  }

  static Globals sandbox() {
    Globals g = new Globals();
    g.load(new JseBaseLib());
    g.load(new PackageLib()); // the other libraries register themselves in package.loaded
    g.load(new Bit32Lib());
    g.load(new TableLib());
    g.load(new StringLib());
    g.load(new JseMathLib());
    LoadState.install(g);
    LuaC.install(g);
    g.set("package", LuaValue.NIL);
    g.set("require", LuaValue.NIL);
    g.set("dofile", LuaValue.NIL);
    g.set("loadfile", LuaValue.NIL);
    return g;
  }

  /** Only the script: enough for the pure {@code rules} part. */
  static LuaHarness script(String lua) {
    Globals g = sandbox();
    g.load(lua, "Global").call();
    return new LuaHarness(g);
  }

  /**
   * Only the script, with {@code string.upper}, {@code string.lower} and {@code tostring} behaving
   * as in the game's MoonSharp under a Turkish culture: "i" upper-cases to "İ", "I" lower-cases to
   * "ı", fractions are written with a comma.
   */
  static LuaHarness scriptUnderTurkishCulture(String lua) {
    Globals g = sandbox();
    turkish(g);
    g.load(lua, "Global").call();
    return new LuaHarness(g);
  }

  static void turkish(Globals g) {
    g.load(
            String.join(
                "\n",
                "local upper, lower, tostr = string.upper, string.lower, tostring",
                "string.upper = function(s) return upper((string.gsub(s, 'i', '\\196\\176'))) end",
                "string.lower = function(s) return lower((string.gsub(s, 'I', '\\196\\177'))) end",
                "tostring = function(v)",
                "  if type(v) == 'number' and v ~= math.floor(v) then",
                "    return (string.gsub(tostr(v), '%.', ','))",
                "  end",
                "  return tostr(v)",
                "end"),
            "tr-TR")
        .call();
  }

  /** The script on a mock table holding the save's objects; the mat measures {@code matSize}. */
  static LuaHarness onTable(JsonNode save, double matSize) {
    return onTable(save, matSize, false);
  }

  /** As above; {@code turkish} imitates the game under a Turkish culture (see above). */
  static LuaHarness onTable(JsonNode save, double matSize, boolean turkish) {
    return onTable(save, matSize, turkish, LuaValue.NIL);
  }

  /**
   * As above, on a table whose cards and tiles have the sizes {@code shapes} gives (MOCK_SHAPES in
   * tts-mock.lua), not unit squares.
   */
  static LuaHarness onTable(JsonNode save, double matSize, boolean turkish, LuaValue shapes) {
    Globals g = sandbox();
    if (turkish) {
      turkish(g);
    }
    g.set("MOCK_SHAPES", shapes);
    g.set("MOCK_OBJECTS", mockObjects(save, matSize));
    g.load(resource("tts-mock.lua"), "tts-mock").call();
    g.load(save.get("LuaScript").asText(), "Global").call();
    return new LuaHarness(g);
  }

  /** Every object of the save, as {data = its ObjectState, size = 1 or the mat's size}. */
  static LuaTable mockObjects(JsonNode save, double matSize) {
    LuaTable objects = new LuaTable();
    int n = 0;
    for (JsonNode o : save.get("ObjectStates")) {
      LuaTable spec = new LuaTable();
      spec.set("data", lua(o));
      spec.set("size", o.get("Nickname").asText().equals("Map") ? matSize : 1);
      objects.set(++n, spec);
    }
    return objects;
  }

  /** A JSON value as the Lua value the game's {@code getData} would give. */
  static LuaValue lua(JsonNode node) {
    if (node.isObject()) {
      LuaTable t = new LuaTable();
      node.fields().forEachRemaining(e -> t.set(e.getKey(), lua(e.getValue())));
      return t;
    }
    if (node.isArray()) {
      LuaTable t = new LuaTable();
      for (int i = 0; i < node.size(); i++) {
        t.set(i + 1, lua(node.get(i)));
      }
      return t;
    }
    if (node.isBoolean()) {
      return LuaValue.valueOf(node.asBoolean());
    }
    if (node.isIntegralNumber()) {
      return LuaValue.valueOf(node.asLong());
    }
    if (node.isNumber()) {
      return LuaValue.valueOf(node.asDouble());
    }
    if (node.isNull()) {
      return LuaValue.NIL;
    }
    return LuaValue.valueOf(node.asText());
  }

  private static String resource(String name) {
    try (InputStream in = LuaHarness.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  LuaValue call(String path, LuaValue... args) {
    LuaValue f = globals;
    for (String part : path.split("\\.")) {
      f = f.get(part);
    }
    return f.invoke(LuaValue.varargsOf(args)).arg1();
  }

  /** Calls a function and returns all its results. */
  org.luaj.vm2.Varargs invoke(String path, LuaValue... args) {
    LuaValue f = globals;
    for (String part : path.split("\\.")) {
      f = f.get(part);
    }
    return f.invoke(LuaValue.varargsOf(args));
  }

  LuaValue eval(String expression) {
    return globals.load("return " + expression, "eval").call();
  }
}
