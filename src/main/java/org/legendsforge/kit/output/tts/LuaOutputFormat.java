package org.legendsforge.kit.output.tts;

import freemarker.core.CommonMarkupOutputFormat;
import freemarker.core.CommonTemplateMarkupOutputModel;
import freemarker.template.TemplateModelException;
import java.io.IOException;
import java.io.Writer;
import java.util.regex.Pattern;

/**
 * The output format of the Lua script templates: every {@code ${...}} is checked before it reaches
 * the script. A string from the data must go through {@code lua(...)}, which writes it as a quoted,
 * escaped Lua literal (marked up, so it is written as it is); anything else may only be a number or
 * a plain word ({@code ${count?c}}, {@code onRespawn${kind?cap_first}}). Text that is neither, such
 * as a name interpolated bare, stops the build at the template's line instead of becoming code (a
 * game name with a line break once ended a comment and ran on every player's table).
 */
final class LuaOutputFormat extends CommonMarkupOutputFormat<LuaOutputFormat.Lua> {
  static final LuaOutputFormat INSTANCE = new LuaOutputFormat();

  private static final Pattern NUMBER_OR_WORD =
      Pattern.compile("-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?|[A-Za-z_][A-Za-z0-9_]*|");

  private LuaOutputFormat() {}

  /** Lua text that is safe as it is: a literal written by {@code lua(...)}. */
  static final class Lua extends CommonTemplateMarkupOutputModel<Lua> {
    Lua(String plainText, String markup) {
      super(plainText, markup);
    }

    @Override
    public LuaOutputFormat getOutputFormat() {
      return INSTANCE;
    }
  }

  @Override
  public String getName() {
    return "Lua";
  }

  @Override
  public String getMimeType() {
    return "text/x-lua";
  }

  @Override
  public void output(String textToEsc, Writer out) throws IOException, TemplateModelException {
    out.write(escapePlainText(textToEsc));
  }

  @Override
  public String escapePlainText(String text) throws TemplateModelException {
    if (NUMBER_OR_WORD.matcher(text).matches()) {
      return text;
    }
    throw new TemplateModelException(
        "a Lua script may only take text through lua(...); write ${lua(...)} around this value");
  }

  @Override
  public boolean isLegacyBuiltInBypassed(String builtInName) {
    return false;
  }

  @Override
  protected Lua newTemplateMarkupOutputModel(String plainText, String markup) {
    return new Lua(plainText, markup);
  }
}
