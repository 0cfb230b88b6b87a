package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;

/** A broken layout, theme or template is a located error, and no renderer is built. */
class LoadErrorsTest {
  @TempDir Path tmp;
  Path templates;

  @BeforeEach
  void copyTemplates() throws IOException {
    templates = tmp.resolve("templates");
    try (Stream<Path> all = Files.walk(Path.of("templates"))) {
      for (Path p : all.toList()) {
        Path to = templates.resolve(Path.of("templates").relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(to);
        } else {
          Files.copy(p, to);
        }
      }
    }
  }

  private Diagnostics load() {
    Diagnostics d = new Diagnostics();
    Optional<RenderResources> r =
        RenderResources.load(templates, Optional.empty(), "G", TestResources.FONTS, d);
    assertThat(r).as("a broken template folder must not give a renderer").isEmpty();
    assertThat(d.hasErrors()).isTrue();
    return d;
  }

  /** The 1-based number of the first line of a template file that holds {@code text}. */
  private int lineHolding(String file, String text) throws IOException {
    List<String> lines = Files.readAllLines(templates.resolve(file));
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(text)) {
        return i + 1;
      }
    }
    throw new AssertionError(file + " holds no " + text);
  }

  private void edit(String file, String from, String to) throws IOException {
    Path p = templates.resolve(file);
    String s = Files.readString(p);
    assertThat(s).contains(from);
    Files.writeString(p, s.replace(from, to));
  }

  private static Diagnostic only(Diagnostics d) {
    assertThat(d.sorted()).as(new DiagnosticFormatter().format(d)).hasSize(1);
    return d.sorted().get(0);
  }

  @Test
  void aWordWhereANumberBelongsPointsAtTheValue() throws IOException {
    edit("layouts/spell.yaml", "w: 10.5,", "w: eleven,");
    int line = lineHolding("layouts/spell.yaml", "eleven");
    Diagnostic e = only(load());
    assertThat(e.checkId()).isEqualTo("layout");
    assertThat(e.where().path()).endsWith("layouts/spell.yaml");
    assertThat(e.where().line()).isEqualTo(line);
    assertThat(e.where().lineText()).get().asString().contains("eleven");
    assertThat(e.where().column())
        .isEqualTo(e.where().lineText().orElseThrow().indexOf("eleven") + 1);
    String shown = new DiagnosticFormatter().formatOne(e);
    assertThat(shown)
        .contains("layouts/spell.yaml:" + line + ":")
        .contains("error[layout]: \"w\" should be a number")
        .contains("^")
        .contains("hint:");
  }

  @Test
  void anUnknownRegionNameIsReportedAtItsKey() throws IOException {
    edit("layouts/base.yaml", "  title:", "  titel:");
    Diagnostics d = load();
    assertThat(new DiagnosticFormatter().format(d))
        .contains("layouts/base.yaml:6:3: error[layout]: unknown region \"titel\"");
    assertThat(d.errorCount()).isEqualTo(1);
  }

  @Test
  void aMissingLayoutIsNamed() throws IOException {
    Files.delete(templates.resolve("layouts/chaos.yaml"));
    Diagnostic e = only(load());
    assertThat(e.message()).isEqualTo("layout chaos is missing");
    assertThat(e.where().path()).endsWith("layouts/chaos.yaml");
  }

  @Test
  void anUnknownParentIsReportedAtExtends() throws IOException {
    edit("layouts/hero.yaml", "extends: base", "extends: bsae");
    Diagnostic e = only(load());
    assertThat(e.message()).contains("no layout named \"bsae\"");
    assertThat(e.where().line()).isEqualTo(3);
  }

  @Test
  void aBadgeWhoseRingAndGemReachTheCutIsAnErrorThoughItsBoxFits() throws IOException {
    // The box (49.3 to 59.8 mm) fits inside the 60.33 mm safe line; the gem and its outline
    // reach 60.8 mm.
    edit("layouts/spell.yaml", "x: 48.7", "x: 49.3");
    Diagnostic e = only(load());
    assertThat(e.message())
        .startsWith("region badge draws 48.60 to 60.83 mm across")
        .contains("into the 3.18 mm the cut may take");
    assertThat(new DiagnosticFormatter().formatOne(e)).contains("hint: keep what it draws between");
  }

  @Test
  void textLeavingTheSafeZoneIsAnError() throws IOException {
    edit("layouts/base.yaml", "deck-name: { x: 10,", "deck-name: { x: 2.5,");
    // Every layout that extends base (and keeps its deck name) finds it; all point at the one line.
    assertThat(load().sorted())
        .isNotEmpty()
        .allSatisfy(
            e -> {
              assertThat(e.message()).startsWith("region deck-name draws 2.50");
              assertThat(e.where().path()).endsWith("layouts/base.yaml");
            });
  }

  @Test
  void aMissingThemeColourAndABadIconPathAreLocated() throws IOException {
    edit("theme/theme.yaml", "  ink: \"#1E1B18\"", "  inc: \"#1E1B18\"");
    edit("theme/theme.yaml", "M12 1.5 L20 9 L12 22.5 L4 9 Z", "M12 1.5 L20 9 X");
    String out = new DiagnosticFormatter().format(load());
    assertThat(out)
        .containsPattern("theme/theme.yaml:4:1: error\\[theme\\]: colour \"ink\" is missing")
        .contains(
            "error[theme]: bad path: the path cannot be read at character 16 of \"M12 1.5 L20 9 X\"");
  }

  @Test
  void textUnder6PointsIsRefused() throws IOException {
    edit(
        "theme/theme.yaml",
        "body: { face: regular, size: 7.75, min: 6,",
        "body: { face: regular, size: 7.75, min: 5,");
    assertThat(only(load()).message()).contains("at least 6 pt");
  }

  @Test
  void aTemplateSyntaxErrorIsLocated() throws IOException {
    Files.writeString(templates.resolve("text/chaos.ftl"), "line one\n<#if card.text>\n");
    Diagnostic e = only(load());
    assertThat(e.checkId()).isEqualTo("template");
    assertThat(e.where().path()).endsWith("text/chaos.ftl");
    assertThat(e.where().line()).isGreaterThanOrEqualTo(2);
  }

  @Test
  void brokenYamlIsLocated() throws IOException {
    edit("layouts/turn.yaml", "  art: { h: 35 }", "  art: { h: 35");
    Diagnostic e = only(load());
    assertThat(e.message()).isEqualTo("YAML syntax: this { is never closed");
    assertThat(e.where().path()).endsWith("layouts/turn.yaml");
    assertThat(e.where().line()).isGreaterThan(0);
  }

  @Test
  void aFaceLayoutOfTheWrongCardSizeIsRefused() throws IOException {
    edit("layouts/chaos.yaml", "extends: base", "extends: base\nsize: index");
    Diagnostic e = only(load());
    assertThat(e.message()).isEqualTo("layout chaos must be size: poker");
    assertThat(e.where().line()).isEqualTo(2);
  }
}
