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
import java.util.concurrent.ConcurrentHashMap;
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

  /**
   * One configuration per templates folder for the life of the process: its template cache keeps
   * the parsed script between the builds of {@code forge watch} and the build server (parsing it
   * was 25 ms of a one-card rebuild), and it reads a template again when the file changes.
   */
  private static final Map<Path, Configuration> CONFIGS = new ConcurrentHashMap<>();

  private final Configuration config;

  public GlobalScriptWriter(Path templatesDir) throws IOException {
    Path dir = templatesDir.resolve("tts").toAbsolutePath().normalize();
    Configuration known = CONFIGS.get(dir);
    if (known == null) {
      Configuration made = configuration(dir);
      known = CONFIGS.putIfAbsent(dir, made);
      config = known == null ? made : known;
    } else {
      config = known;
    }
  }

  private static Configuration configuration(Path dir) throws IOException {
    Configuration config = new Configuration(Configuration.VERSION_2_3_34);
    config.setDirectoryForTemplateLoading(dir.toFile());
    // a template is looked up on every use and parsed again when its file changed
    config.setTemplateUpdateDelayMilliseconds(0);
    config.setDefaultEncoding("UTF-8");
    config.setLocale(Locale.ROOT);
    config.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    config.setLogTemplateExceptions(false);
    config.setWrapUncheckedExceptions(true);
    config.setFallbackOnNullLoopVariable(false);
    config.setRecognizeStandardFileExtensions(true);
    config.setSharedVariable("lua", (TemplateMethodModelEx) GlobalScriptWriter::luaString);
    return config;
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
