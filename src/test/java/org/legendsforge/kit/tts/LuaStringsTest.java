package org.legendsforge.kit.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.jse.JsePlatform;

class LuaStringsTest {
  static Stream<String> tricky() {
    return Stream.of(
        "",
        "plain",
        "quote \" and backslash \\ end\\",
        "new\nline\r\ntab\t",
        "bell\u0007 nul\u0000 then digit\u00011",
        "del\u007f",
        "]] [[ --[[ comment ]]",
        "accents: é ü — ‘curly’ ★",
        "%s %d %%");
  }

  @ParameterizedTest
  @MethodSource("tricky")
  void luaReadsBackTheSameString(String s) {
    Globals g = JsePlatform.standardGlobals();
    LuaValue v = g.load("return " + LuaStrings.quote(s), "t").call();
    assertThat(v.isstring()).isTrue();
    assertThat(v.tojstring()).isEqualTo(s);
  }

  @ParameterizedTest
  @MethodSource("tricky")
  void literalHasNoRawControlCharacters(String s) {
    assertThat(LuaStrings.quote(s).chars().filter(c -> c < 0x20 || c == 0x7f)).isEmpty();
  }

  @org.junit.jupiter.api.Test
  void digitAfterAnEscapeIsNotSwallowed() {
    assertThat(LuaStrings.quote("\u00011")).isEqualTo("\"\\0011\"");
  }
}
