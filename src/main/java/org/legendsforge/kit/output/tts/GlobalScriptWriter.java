package org.legendsforge.kit.output.tts;

import freemarker.core.ParseException;
import freemarker.template.Configuration;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import freemarker.template.Version;
import freemarker.template.utility.DeepUnwrap;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.template.FolderTemplateLoader;
import org.legendsforge.kit.template.TemplateRenderException;
import org.legendsforge.kit.template.TemplateSandbox;
import org.legendsforge.kit.tts.GlobalScript;
import org.legendsforge.kit.tts.LuaStrings;

/**
 * Renders the Global Lua script and XML UI from {@code templates/tts/} with a strict FreeMarker
 * configuration: errors are thrown, never printed into the output, and a missing value is an error.
 * Strings reach Lua only through {@code lua(...)}, the tested escaper: the Lua templates are in
 * {@link LuaOutputFormat}, which refuses any other text, and the {@code .ftlx} UI escapes as XML.
 * No template reaches Java ({@link TemplateSandbox}).
 */
public final class GlobalScriptWriter {
  static final String LUA = "global.lua.ftl";
  static final String UI = "ui.ftlx";
  private static final Version VERSION = Configuration.VERSION_2_3_34;

  /**
   * One configuration per templates folder for the life of the process: its template cache keeps
   * the parsed script between the builds of {@code forge watch} and the build server (parsing it
   * was 25 ms of a one-card rebuild), and it reads a template again when the file changes.
   */
  private static final Map<Path, Configuration> CONFIGS = new ConcurrentHashMap<>();

  private final Configuration config;
  private final Path dir;

  public GlobalScriptWriter(Path templatesDir) throws IOException {
    dir = templatesDir.resolve("tts").toAbsolutePath().normalize();
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
    Configuration config = new Configuration(VERSION);
    TemplateSandbox.lockDown(config, VERSION);
    if (!java.nio.file.Files.isDirectory(dir)) {
      throw new java.nio.file.NoSuchFileException(dir.toString());
    }
    config.setTemplateLoader(
        new FolderTemplateLoader(new InputFolder(dir.getParent(), "templates folder"), dir));
    // a template is looked up on every use and parsed again when its file changed
    config.setTemplateUpdateDelayMilliseconds(0);
    config.setDefaultEncoding("UTF-8");
    config.setLocale(Locale.ROOT);
    config.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    config.setLogTemplateExceptions(false);
    config.setWrapUncheckedExceptions(true);
    config.setFallbackOnNullLoopVariable(false);
    config.setNumberFormat("computer");
    config.setRegisteredCustomOutputFormats(List.of(LuaOutputFormat.INSTANCE));
    // every template is Lua but the .ftlx UI, which FreeMarker escapes as XML by its extension
    config.setOutputFormat(LuaOutputFormat.INSTANCE);
    config.setRecognizeStandardFileExtensions(true);
    config.setSharedVariable("lua", (TemplateMethodModelEx) GlobalScriptWriter::luaString);
    return config;
  }

  /**
   * The script and UI of {@code view}, the game's table as its templates read it ({@code view} in
   * the templates). A template that does not parse or fails while rendering is a {@link
   * TemplateRenderException} at its line and column in {@code templates/tts/}.
   */
  public GlobalScript write(Object view) throws IOException {
    return new GlobalScript(render(LUA, view), render(UI, view));
  }

  private String render(String name, Object view) throws IOException {
    String shown = shown(name);
    StringWriter out = new StringWriter();
    freemarker.template.Template template;
    try {
      template = config.getTemplate(name);
    } catch (ParseException e) {
      throw new TemplateRenderException(
          at(e.getTemplateName(), shown, e.getLineNumber(), e.getColumnNumber()),
          "template does not parse: " + firstLine(e.getEditorMessage()),
          e);
    } catch (IOException e) {
      // missing, unreadable, or no plain file inside the templates folder
      throw new TemplateRenderException(
          SourceRef.file(shown), "template cannot be read: " + IoProblem.describe(e), e);
    }
    try {
      template.process(Map.of("view", view), out);
    } catch (ParseException e) {
      throw new TemplateRenderException(
          at(e.getTemplateName(), shown, e.getLineNumber(), e.getColumnNumber()),
          "template does not parse: " + firstLine(e.getEditorMessage()),
          e);
    } catch (TemplateException e) {
      int line = e.getLineNumber() == null ? 0 : e.getLineNumber();
      int col = e.getColumnNumber() == null ? 0 : e.getColumnNumber();
      throw new TemplateRenderException(
          at(e.getTemplateSourceName(), shown, line, col),
          firstLine(e.getMessageWithoutStackTop()),
          e);
    }
    return out.toString();
  }

  /** Where in templates/tts/ a problem is: the included template it is in, when there is one. */
  private SourceRef at(String template, String shown, int line, int column) {
    String path = template == null ? shown : shown(template);
    String text = null;
    if (line > 0 && template != null) {
      try {
        List<String> lines =
            new String(
                    new InputFolder(dir.getParent(), "templates folder")
                        .read(dir.resolve(template), 1 << 20),
                    java.nio.charset.StandardCharsets.UTF_8)
                .lines()
                .toList();
        text = line <= lines.size() ? lines.get(line - 1) : null;
      } catch (IOException | RuntimeException unreadable) {
        // the location alone still says where
      }
    }
    return SourceRef.at(path, line, column).withLineText(text);
  }

  /**
   * A template's path, absolute: the command that reports the problem shows it relative to where
   * the user stands (a path relative to the working folder would be read as the project's).
   */
  private String shown(String template) {
    return dir.resolve(template).toAbsolutePath().normalize().toString().replace('\\', '/');
  }

  private static String firstLine(String message) {
    String m = message == null ? "" : message.strip();
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl).strip();
  }

  /** {@code lua(text)}: the text as a Lua string literal, written into the script as it is. */
  private static Object luaString(List<?> args) throws TemplateModelException {
    if (args.size() != 1) {
      throw new TemplateModelException("lua(...) takes one string");
    }
    Object v = DeepUnwrap.unwrap((freemarker.template.TemplateModel) args.get(0));
    return LuaOutputFormat.INSTANCE.fromMarkup(LuaStrings.quote(String.valueOf(v)));
  }
}
