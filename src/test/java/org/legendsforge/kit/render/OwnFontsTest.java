package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * A theme may name a font of templates/fonts/ per role; the cards are then drawn in it, and what
 * forge could not draw the same way everywhere is a located error. The "own" fonts here are DejaVu
 * Serif and Mono faces copied out of the jasperreports-fonts dependency under other file names.
 */
class OwnFontsTest {
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
    Files.createDirectories(templates.resolve("fonts"));
  }

  /** Copies a DejaVu face of the dependency into templates/fonts/ as {@code name}. */
  static void dejaVu(Path fontsDir, String face, String name) throws IOException {
    try (InputStream in =
        OwnFontsTest.class.getResourceAsStream("/net/sf/jasperreports/fonts/dejavu/" + face)) {
      Files.write(fontsDir.resolve(name), in.readAllBytes());
    }
  }

  private void role(String line, String replacement) throws IOException {
    Path theme = templates.resolve("theme/theme.yaml");
    String s = Files.readString(theme);
    assertThat(s).contains(line);
    Files.writeString(theme, s.replace(line, replacement));
  }

  private Optional<RenderResources> load(Diagnostics d) {
    return RenderResources.load(templates, Optional.empty(), "G", TestResources.FONTS, d);
  }

  private static String errors(Diagnostics d) {
    return new DiagnosticFormatter().format(d);
  }

  private static List<String> drawTitle(RenderResources r, String title) {
    ChaosElement c = new ChaosElement("moon", title, List.of(), "Words.", "", Optional.empty());
    Catalog s = SampleCatalog.build();
    List<String> log = new ArrayList<>();
    r.renderer()
        .paintFace(
            new DeckCard(
                s.decks().stream().filter(d -> d.id().equals("chaos")).findFirst().orElseThrow(),
                c),
            new RecordingGraphics2D(log));
    return log;
  }

  @Test
  void aRoleNamingAFontFileDrawsInIt() throws IOException {
    dejaVu(templates.resolve("fonts"), "DejaVuSerif-Bold.ttf", "Display.ttf");
    role(
        "title: { face: bold, size: 10.5, min: 7 }",
        "title: { file: Display.ttf, size: 10.5, min: 7 }");
    Diagnostics d = new Diagnostics();
    RenderResources r = load(d).orElseThrow(() -> new AssertionError(errors(d)));
    assertThat(drawTitle(r, "Blood Moon"))
        .anyMatch(l -> l.startsWith("text \"Blood Moon\"") && l.contains("DejaVu Serif Bold"));
    assertThat(r.renderer().fonts().keys()).anyMatch(k -> k.startsWith("file:Display.ttf@"));
  }

  @Test
  void aCharacterTheFontLacksIsAnErrorNamingTheCardAndTheCharacter() throws IOException {
    dejaVu(templates.resolve("fonts"), "DejaVuSansMono.ttf", "Mono.ttf");
    role(
        "title: { face: bold, size: 10.5, min: 7 }",
        "title: { file: Mono.ttf, size: 10.5, min: 7 }");
    RenderResources r = load(new Diagnostics()).orElseThrow();
    String missing = "\u0F00"; // a Tibetan syllable: DejaVu Sans Mono has no Tibetan
    assertThat(
            r.renderer()
                .fonts()
                .base(r.renderer().fonts().keys().get(r.renderer().fonts().keys().size() - 1))
                .canDisplay(missing.codePointAt(0)))
        .isFalse();
    ChaosElement c =
        new ChaosElement("moon", "Moon " + missing, List.of(), "Words.", "", Optional.empty());
    Catalog s = SampleCatalog.build();
    Catalog one =
        new Catalog(
            s.game(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(c),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            s.decks().stream().filter(x -> x.id().equals("chaos")).toList(),
            List.of());
    Diagnostics d = new Diagnostics();
    r.fitCheck().check(one, new NoSources(), d);
    assertThat(errors(d))
        .contains(
            "sample/moon#name: error[missing-glyph]: card moon: the font \"DejaVu Sans Mono\""
                + " of the title has no glyph for \"\u0F00\" (U+0F00)");
  }

  @Test
  void aFontFileOutsideTheFolderMissingOrNotTrueTypeIsRefusedAtItsLine() throws IOException {
    Files.write(
        templates.resolve("fonts/Cff.otf"),
        new byte[] {'O', 'T', 'T', 'O', 0, 9, 0, 0, 0, 0, 0, 0, 0, 0});
    Files.writeString(templates.resolve("fonts/Notes.ttf"), "not a font at all");
    role(
        "title: { face: bold, size: 10.5, min: 7 }",
        "title: { file: ../theme/theme.yaml, size: 10.5, min: 7 }");
    role("badge: { face: bold, size: 14 }", "badge: { file: Missing.ttf, size: 14 }");
    role(
        "type: { face: condensed-bold, size: 6.5, min: 6 }",
        "type: { file: Cff.otf, size: 6.5, min: 6 }");
    role(
        "stat: { face: condensed-bold, size: 7.5, min: 6 }",
        "stat: { file: Notes.ttf, size: 7.5, min: 6 }");
    Diagnostics d = new Diagnostics();
    assertThat(load(d)).isEmpty();
    assertThat(errors(d))
        .containsPattern(
            "theme.yaml:\\d+:\\d+: error\\[theme\\]: font file \"../theme/theme.yaml\" lies outside templates/fonts/")
        .contains("error[theme]: font file \"Missing.ttf\" is not in templates/fonts/")
        .contains(
            "error[theme]: font file \"Cff.otf\" has PostScript (CFF) outlines, which forge cannot embed in PDFs")
        .contains("error[theme]: font file \"Notes.ttf\" is not a TrueType or OpenType font");
  }

  @Test
  void aCopyOfABuiltInFaceIsThatFaceAndAnImpostorIsRefused() throws IOException {
    dejaVu(templates.resolve("fonts"), "DejaVuSans-Bold.ttf", "MyBold.ttf");
    role(
        "title: { face: bold, size: 10.5, min: 7 }",
        "title: { file: MyBold.ttf, size: 10.5, min: 7 }");
    Diagnostics d = new Diagnostics();
    RenderResources r = load(d).orElseThrow(() -> new AssertionError(errors(d)));
    assertThat(r.renderer().fonts().keys()).noneMatch(k -> k.startsWith("file:"));
  }

  @Test
  void aRoleHasAFaceOrAFileNotBoth() throws IOException {
    role(
        "title: { face: bold, size: 10.5, min: 7 }",
        "title: { face: bold, file: X.ttf, size: 10.5, min: 7 }");
    Diagnostics d = new Diagnostics();
    assertThat(load(d)).isEmpty();
    assertThat(errors(d))
        .contains(
            "a font role has either face: (a built-in face) or file: (a font of templates/fonts/)");
  }
}
