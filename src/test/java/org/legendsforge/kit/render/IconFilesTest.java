package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.testing.ShippedTemplates;

/** A theme icon may be an SVG file of templates/icons/, read by the SVG library into the 24 box. */
class IconFilesTest {
  @TempDir Path tmp;

  @Test
  void anIconSetsOwnFileBecomesAThemeIconScaledIntoItsBox() throws IOException {
    Path templates = ShippedTemplates.copyInto(tmp);
    Files.createDirectories(templates.resolve("icons"));
    Files.writeString(
        templates.resolve("icons/crest.svg"),
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
          <circle cx="24" cy="24" r="20" fill="#123456"/>
          <path d="M4 44 L44 4" stroke="black" stroke-width="4"/>
        </svg>
        """);
    ShippedTemplates.edit(
        templates,
        "theme/theme.yaml",
        "icons:\n",
        "icons:\n  crest:\n    colour: \"#6A4C93\"\n    shapes:\n      - svg: crest.svg\n");
    Diagnostics d = new Diagnostics();
    RenderResources r =
        RenderResources.load(templates, Optional.empty(), "G", TestResources.FONTS, d)
            .orElseThrow(() -> new AssertionError(new DiagnosticFormatter().format(d)));
    Icon crest = r.fitCheckTheme().icon("crest").orElseThrow();
    var box = crest.shape().getBounds2D();
    assertThat(box.getMinX()).isGreaterThanOrEqualTo(0).isLessThan(3);
    assertThat(box.getMaxX()).isLessThanOrEqualTo(Icon.BOX).isGreaterThan(21);
  }

  @Test
  void aMissingOrBrokenIconFileIsALocatedThemeError() throws IOException {
    Path templates = ShippedTemplates.copyInto(tmp);
    Files.createDirectories(templates.resolve("icons"));
    Files.writeString(templates.resolve("icons/broken.svg"), "<svg><rect");
    ShippedTemplates.edit(
        templates,
        "theme/theme.yaml",
        "icons:\n",
        "icons:\n  a:\n    colour: \"#6A4C93\"\n    shapes:\n      - svg: broken.svg\n  b:\n    colour: \"#6A4C93\"\n    shapes:\n      - svg: ../theme/theme.yaml\n");
    Diagnostics d = new Diagnostics();
    assertThat(RenderResources.load(templates, Optional.empty(), "G", TestResources.FONTS, d))
        .isEmpty();
    assertThat(new DiagnosticFormatter().format(d))
        .containsPattern(
            "theme.yaml:\\d+:\\d+: error\\[theme\\]: icon file \"broken.svg\" cannot be read as an SVG drawing")
        .contains("icon file \"../theme/theme.yaml\" lies outside templates/icons/");
  }
}
