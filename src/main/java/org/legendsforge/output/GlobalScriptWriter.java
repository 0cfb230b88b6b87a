package org.legendsforge.output;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import freemarker.template.utility.DeepUnwrap;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.legendsforge.tts.LuaStrings;
import org.legendsforge.tts.LuaView;
import org.legendsforge.tts.SaveBuilder.GlobalScript;

/**
 * Renders the Global Lua script and XML UI from {@code templates/tts/} with a strict FreeMarker
 * configuration: errors are thrown, never printed into the output, and a missing value is an error.
 * Strings reach Lua only through {@code lua(...)}, the tested escaper.
 */
public final class GlobalScriptWriter {
  static final String LUA = "global.lua.ftl";
  static final String UI = "ui.ftlx";

  private final Configuration config;

  public GlobalScriptWriter(Path templatesDir) throws IOException {
    config = new Configuration(Configuration.VERSION_2_3_34);
    config.setDirectoryForTemplateLoading(templatesDir.resolve("tts").toFile());
    config.setDefaultEncoding("UTF-8");
    config.setLocale(Locale.ROOT);
    config.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    config.setLogTemplateExceptions(false);
    config.setWrapUncheckedExceptions(true);
    config.setFallbackOnNullLoopVariable(false);
    config.setRecognizeStandardFileExtensions(true);
    config.setSharedVariable("lua", (TemplateMethodModelEx) GlobalScriptWriter::luaString);
  }

  public GlobalScript write(LuaView view) throws IOException {
    return new GlobalScript(render(LUA, view), render(UI, view));
  }

  private String render(String name, LuaView view) throws IOException {
    Template t = config.getTemplate(name);
    StringWriter out = new StringWriter();
    try {
      t.process(Map.of("view", view), out);
    } catch (TemplateException e) {
      throw new IOException(
          "template templates/tts/" + name + " failed: " + e.getMessageWithoutStackTop(), e);
    }
    return out.toString();
  }

  private static Object luaString(java.util.List<?> args) throws TemplateModelException {
    if (args.size() != 1) {
      throw new TemplateModelException("lua(...) takes one string");
    }
    Object v = DeepUnwrap.unwrap((freemarker.template.TemplateModel) args.get(0));
    return LuaStrings.quote(String.valueOf(v));
  }
}
