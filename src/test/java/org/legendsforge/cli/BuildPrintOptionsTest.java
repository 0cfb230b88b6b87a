package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * forge build takes the printer setup forge print takes, and keeps forge.yaml's for every build;
 * its print folder holds the components PDF; the help of both commands names the options.
 */
class BuildPrintOptionsTest {
  @Test
  void bothCommandsHelpNamesTheLowInkAndGutterOptions() {
    for (String command : new String[] {"print", "build"}) {
      ForgeRun help = ForgeRun.of(command, "--help");
      assertThat(help.exitCode()).isZero();
      assertThat(help.out())
          .as(command)
          .contains("--backs=INK", "low-ink", "--gutter=MM", "--back-offset=DX,DY", "--margin=MM")
          .contains("[print: backOffset: [DX, DY]]");
    }
  }

  @Test
  void aBuildTakesTheBackOffsetAndKeepsForgeYamlsSetupWithItsPieces(@TempDir Path tmp)
      throws IOException {
    Path data = ShippedData.copyInto(tmp);
    Path out = tmp.resolve("output");
    Files.writeString(tmp.resolve("forge.yaml"), "print:\n  paper: a4\n  backs: low-ink\n");
    ForgeRun build =
        ForgeRun.of(
            "build",
            "--data",
            data.toString(),
            "--out",
            out.toString(),
            "--back-offset",
            "1.5,-0.5");
    assertThat(build.exitCode()).as(build.err()).isZero();
    Path print = out.resolve("print");
    assertThat(print.resolve("graveyard-of-legends-cards-a4.pdf")).isRegularFile();
    assertThat(print.resolve("graveyard-of-legends-components-a4.pdf")).isRegularFile();
    assertThat(print.resolve("graveyard-of-legends-cards-letter.pdf")).doesNotExist();
    String duplexTest =
        PrintCommandTest.page(print.resolve("graveyard-of-legends-cards-a4.pdf"), 3);
    assertThat(duplexTest).contains("This file corrects 1.5,-0.5 already.");
  }
}
