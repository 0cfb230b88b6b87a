package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The man pages' sources: one page per command, each with its options, as --help shows them. */
class ManPagesTest {
  @TempDir Path dir;

  @Test
  void everyCommandGetsAPageWithItsOptions() throws Exception {
    ManPages.main(new String[] {dir.toString()});
    for (Class<?> command : Forge.COMMANDS) {
      String name = command.getAnnotation(picocli.CommandLine.Command.class).name();
      assertThat(dir.resolve("forge-" + name + ".adoc")).exists();
    }
    assertThat(dir.resolve("forge.adoc")).exists();
    assertThat(dir.resolve("forge-rules-los.adoc")).as("a subcommand's own page").exists();
    String build = Files.readString(dir.resolve("forge-build.adoc"));
    assertThat(build).contains(":doctype: manpage").contains("*--paper*").contains("*--out*");
  }
}
