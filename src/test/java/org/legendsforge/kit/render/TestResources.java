package org.legendsforge.kit.render;

import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;

/** Loads the project's templates/ once per test class, failing with the diagnostics if broken. */
public final class TestResources {
  public static final FontSet FONTS = FontSet.load();

  private TestResources() {}

  public static RenderResources load() {
    return load(Path.of("templates"));
  }

  static RenderResources load(Path templates) {
    Diagnostics d = new Diagnostics();
    Optional<RenderResources> r =
        RenderResources.load(templates, Optional.empty(), "Graveyard of Legends", FONTS, d);
    if (r.isEmpty() || !d.isEmpty()) {
      throw new AssertionError("templates do not load:\n" + new DiagnosticFormatter().format(d));
    }
    return r.get();
  }
}
