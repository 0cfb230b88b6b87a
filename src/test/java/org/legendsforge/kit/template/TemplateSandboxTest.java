package org.legendsforge.kit.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.kit.files.InputFolder;

/**
 * A rules-text template cannot reach Java (issue 15, item 2): each way FreeMarker offers stops at
 * the template's line and column; the TTS script templates are tested in {@code
 * ScriptInjectionTest}.
 */
public class TemplateSandboxTest {
  @TempDir Path templates;

  /** What a template is given: a record, read by its components. */
  public record Card(String name) {}

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "<#assign ex = \"freemarker.template.utility.Execute\"?new()>${ex(\"id\")}",
        "<#assign oc = \"freemarker.template.utility.ObjectConstructor\"?new()>${oc(\"java.io.File\", \"/\")}",
        "<#assign j = \"freemarker.template.utility.JythonRuntime\"?new()>x",
        "${card?api.getClass().getName()}",
        "${card.class.name}",
        "${card.getClass()}",
        "${card.class.protectionDomain}",
      })
  void aTemplateThatReachesForJavaStopsAtItsPlace(String attempt) throws IOException {
    Path text = Files.createDirectories(templates.resolve("text"));
    Files.writeString(text.resolve("spell.ftl"), "The card\n" + attempt + "\n");
    StrictTemplates t =
        StrictTemplates.over(
            new InputFolder(templates, "templates folder"), text, "templates/text");
    assertThatThrownBy(() -> t.render("spell.ftl", Map.of("card", new Card("Spark"))))
        .isInstanceOfSatisfying(
            TemplateRenderException.class,
            e -> assertThat(e.where().location()).startsWith("templates/text/spell.ftl:2:"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"${card.name}", "${card.name} ${card.name?upper_case} ${(2 + 2)?c}"})
  void ordinaryTemplatesStillWork(String template) throws IOException {
    Path text = Files.createDirectories(templates.resolve("text"));
    Files.writeString(text.resolve("spell.ftl"), template);
    StrictTemplates t =
        StrictTemplates.over(
            new InputFolder(templates, "templates folder"), text, "templates/text");
    assertThat(t.render("spell.ftl", Map.of("card", new Card("Spark"))))
        .startsWith("Spark")
        .doesNotContain("$");
  }
}
