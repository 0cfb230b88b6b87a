package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedTemplates;

/** Text that does not fit its box stops the build unless the designer allows it. */
class OverflowTest {
  @Test
  void overflowingTextIsAnErrorNamingTheCardAndTheMillimetresOverUnlessAllowed(@TempDir Path tmp) {
    Path templates = ShippedTemplates.copyInto(tmp);
    // a spell's rules box squeezed to 6 mm: the shipped spells cannot fit
    ShippedTemplates.edit(
        templates, "layouts/spell.yaml", "regions:\n", "regions:\n  text: { h: 6 }\n");

    ForgeRun strict = ForgeRun.of("validate", "--templates", templates.toString());
    assertThat(strict.exitCode()).as(strict.err()).isEqualTo(ExitCodes.DATA);
    assertThat(strict.err())
        .containsPattern(
            "card-data/spells/fire.yaml:\\d+:\\d+: error\\[text-overflow\\]: card [a-z-]+: the rules text overflows its box by \\d+\\.\\d mm")
        .contains("--allow-overflow draws the card anyway");

    ForgeRun allowed =
        ForgeRun.of("validate", "--allow-overflow", "--templates", templates.toString());
    assertThat(allowed.exitCode()).as(allowed.err()).isZero();
    assertThat(allowed.err()).contains("warning[text-overflow]").doesNotContain("error[");
  }
}
