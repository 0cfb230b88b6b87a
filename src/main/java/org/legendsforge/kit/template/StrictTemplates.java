package org.legendsforge.kit.template;

import freemarker.core.ParseException;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import freemarker.template.TemplateNotFoundException;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TimeZone;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.InputRefusedException;
import org.legendsforge.kit.files.IoProblem;

/**
 * FreeMarker configured to fail loudly: exceptions are rethrown (never printed into the output), a
 * missing value is an error rather than an empty string, numbers print in computer format and
 * records are read by component name (incompatible_improvements 2.3.33), and no template reaches
 * Java ({@link TemplateSandbox}). One instance per templates folder; {@link #render} is thread-safe
 * once the templates are loaded.
 */
public final class StrictTemplates {
  private static final freemarker.template.Version VERSION = Configuration.VERSION_2_3_33;
  private final Configuration config;
  private final InputFolder templates;
  private final Path dir;
  private final String shownDir;

  private StrictTemplates(Configuration config, InputFolder templates, Path dir, String shownDir) {
    this.config = config;
    this.templates = templates;
    this.dir = dir;
    this.shownDir = shownDir;
  }

  /** {@link #over(InputFolder, Path, String)} with {@code dir}'s parent as the templates folder. */
  public static StrictTemplates over(Path dir, String shownDir) throws IOException {
    Path abs = dir.toAbsolutePath().normalize();
    return over(
        new InputFolder(abs.getParent() == null ? abs : abs.getParent(), "templates folder"),
        abs,
        shownDir);
  }

  /**
   * A configuration reading {@code *.ftl} below {@code dir}, a folder of the templates folder
   * {@code templates}; {@code shownDir} is how diagnostics name that folder ({@code
   * templates/text}).
   */
  public static StrictTemplates over(InputFolder templates, Path dir, String shownDir)
      throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new java.nio.file.NoSuchFileException(dir.toString());
    }
    Configuration c = new Configuration(VERSION);
    c.setTemplateLoader(new FolderTemplateLoader(templates, dir));
    c.setDefaultEncoding(StandardCharsets.UTF_8.name());
    c.setLocale(Locale.ROOT);
    c.setTimeZone(TimeZone.getTimeZone("UTC"));
    c.setNumberFormat("computer");
    c.setBooleanFormat("c");
    c.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    c.setLogTemplateExceptions(false);
    c.setWrapUncheckedExceptions(true);
    c.setFallbackOnNullLoopVariable(false);
    c.setLocalizedLookup(false);
    TemplateSandbox.lockDown(c, VERSION);
    return new StrictTemplates(c, templates, dir, shownDir);
  }

  /**
   * Parses {@code name} now so that syntax errors surface at load time as located diagnostics.
   * Returns false (after reporting) when the template is missing or broken.
   */
  public boolean check(String name, Diagnostics sink) {
    try {
      config.getTemplate(name);
      return true;
    } catch (TemplateNotFoundException e) {
      sink.error(
          "template",
          SourceRef.file(shownDir + "/" + name),
          "template " + name + " is missing",
          "every card kind needs its rules-text template in " + shownDir);
    } catch (ParseException e) {
      sink.error(
          "template",
          SourceRef.at(shownDir + "/" + name, e.getLineNumber(), e.getColumnNumber())
              .withLineText(lineOf(name, e.getLineNumber()).orElse(null)),
          "template does not parse: " + firstLine(e.getEditorMessage()),
          "fix the FreeMarker syntax at this place");
    } catch (IOException e) {
      sink.error(
          "template",
          SourceRef.file(shownDir + "/" + name),
          "template cannot be read: " + IoProblem.describe(e),
          e instanceof InputRefusedException r
              ? r.refusal().hint()
              : "check that you may read it (its permissions)");
    }
    return false;
  }

  /**
   * Renders {@code name} with {@code model}. A failure while rendering (a missing value, a bad
   * expression) is a {@link TemplateRenderException} naming the template (the imported one it
   * happened in, if any), line and column.
   */
  public String render(String name, Map<String, ?> model) {
    try {
      Template t = config.getTemplate(name);
      StringWriter out = new StringWriter();
      t.process(model, out);
      return out.toString();
    } catch (TemplateException e) {
      int line = e.getLineNumber() == null ? 0 : e.getLineNumber();
      int col = e.getColumnNumber() == null ? 0 : e.getColumnNumber();
      // an error inside an imported template (effects.ftl, rules.ftl) is located there
      String where = e.getTemplateSourceName() == null ? name : e.getTemplateSourceName();
      throw new TemplateRenderException(
          SourceRef.at(shownDir + "/" + where, line, col)
              .withLineText(lineOf(where, line).orElse(null)),
          firstLine(e.getMessageWithoutStackTop())
              + (e.getBlamedExpressionString() == null ? "" : " " + e.getBlamedExpressionString()),
          e);
    } catch (IOException e) {
      throw new TemplateRenderException(
          SourceRef.file(shownDir + "/" + name),
          "template cannot be read: " + IoProblem.describe(e),
          e);
    }
  }

  private Optional<String> lineOf(String name, int line) {
    if (line <= 0) {
      return Optional.empty();
    }
    try {
      var lines =
          new String(
                  templates.read(dir.resolve(name), FolderTemplateLoader.MAX_BYTES),
                  StandardCharsets.UTF_8)
              .lines()
              .toList();
      return line <= lines.size() ? Optional.of(lines.get(line - 1)) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "unknown template error";
    }
    String m = message.strip();
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl).strip();
  }
}
