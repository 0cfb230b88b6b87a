package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files under src/test/resources/org/legendsforge/cli; rewritten from the actual output when
 * the build runs with {@code -Dgolden.update=true}, never edited by hand.
 */
final class Golden {
  private static final Path DIR = Path.of("src/test/resources/org/legendsforge/cli");

  private Golden() {}

  static void assertMatches(String name, String actual) throws IOException {
    Path file = DIR.resolve(name);
    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(DIR);
      Files.writeString(file, actual, StandardCharsets.UTF_8);
    }
    assertThat(Files.exists(file))
        .as("golden file %s (run with -Dgolden.update=true)", file)
        .isTrue();
    assertThat(actual).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
  }
}
