package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.output.TestCardRenderer;
import picocli.CommandLine;

class PrintCommandTest {
  record Run(int code, String out, String err) {}

  static Run print(String... args) {
    PrintCommand command =
        new PrintCommand(
            (t, d, fonts) -> (catalog, where, sink) -> Optional.of(new TestCardRenderer(fonts)));
    CommandLine cl = ExitCodes.commandLine(command);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    cl.setOut(new PrintWriter(out));
    cl.setErr(new PrintWriter(err));
    int code = cl.execute(args);
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void writesOnePaperIntoThePrintFolder(@TempDir Path tmp) {
    Run run = print("--paper", "a4", "--duplex", "short", "--out", tmp.toString());
    assertThat(run.code()).as(run.err()).isZero();
    assertThat(run.out()).contains("wrote ").contains("print").contains("seed 1");
    assertThat(tmp.resolve("print/graveyard-of-legends-cards-a4-short-edge.pdf")).isRegularFile();
    assertThat(tmp.resolve("print/graveyard-of-legends-cards-a4.pdf")).doesNotExist();
    assertThat(tmp.resolve("print/graveyard-of-legends-terrain-a4.pdf")).isRegularFile();
    assertThat(tmp.resolve("print/graveyard-of-legends-cards-letter.pdf")).doesNotExist();
  }

  @Test
  void shopLayoutWritesFrontsAndBacksApart(@TempDir Path tmp) {
    Run run =
        print("--layout", "shop", "--index-stock", "--paper", "letter", "--out", tmp.toString());
    assertThat(run.code()).as(run.err()).isZero();
    assertThat(tmp.resolve("print/graveyard-of-legends-cards-shop-fronts.pdf")).isRegularFile();
    assertThat(tmp.resolve("print/graveyard-of-legends-cards-shop-backs.pdf")).isRegularFile();
    assertThat(tmp.resolve("print/graveyard-of-legends-terrain-index.pdf")).isRegularFile();
    assertThat(tmp.resolve("print/graveyard-of-legends-map-preview-letter.pdf")).isRegularFile();
  }

  @Test
  void aDeckNamedAsSummaryTxtShowsItPrintsBesideTheFullGame(@TempDir Path tmp) {
    Run full = print("--paper", "a4", "--out", tmp.toString());
    assertThat(full.code()).as(full.err()).isZero();
    for (String name : java.util.List.of("fire-spells", "fire", "Fire Spells")) {
      Run run = print("--paper", "a4", "--deck", name, "--out", tmp.toString());
      assertThat(run.code()).as(run.err()).isZero();
      assertThat(tmp.resolve("print/graveyard-of-legends-deck-fire-cards-a4.pdf")).isRegularFile();
      assertThat(tmp.resolve("print/graveyard-of-legends-cards-a4.pdf")).isRegularFile();
      assertThat(tmp.resolve("print/graveyard-of-legends-terrain-a4.pdf")).isRegularFile();
    }
  }

  @Test
  void anUnknownDeckNamesTheDecks(@TempDir Path tmp) {
    Run run = print("--paper", "a4", "--deck", "fyre", "--out", tmp.toString());
    assertThat(run.code()).isEqualTo(ExitCodes.DATA);
    assertThat(run.err()).contains("no deck is called \"fyre\"").contains("fire");
  }

  @Test
  void printerOptionsThatMakeNoSenseAreUsageErrors(@TempDir Path tmp) {
    for (String[] args :
        new String[][] {
          {"--margin", "-2"},
          {"--back-offset", "1"},
          {"--back-offset", "a,b"},
          {"--shop", "pdfx"},
          {"--layout", "shop", "--shop", "nowhere"}
        }) {
      String[] all =
          java.util.stream.Stream.concat(
                  java.util.Arrays.stream(args),
                  java.util.stream.Stream.of("--out", tmp.toString()))
              .toArray(String[]::new);
      Run run = print(all);
      assertThat(run.code()).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE);
      assertThat(run.err()).contains("hint:");
    }
  }

  @Test
  void shopPresetsWriteThePdfxFileAndExactSizePngs(@TempDir Path tmp) throws Exception {
    Run pdfx =
        print("--layout", "shop", "--shop", "pdfx", "--deck", "fire", "--out", tmp.toString());
    assertThat(pdfx.code()).as(pdfx.err()).isZero();
    assertThat(tmp.resolve("print/graveyard-of-legends-deck-fire-cards-pdfx.pdf")).isRegularFile();
    Run png =
        print("--layout", "shop", "--shop", "png-822", "--deck", "fire", "--out", tmp.toString());
    assertThat(png.code()).as(png.err()).isZero();
    Path back = tmp.resolve("print/graveyard-of-legends-deck-fire-cards-png-822/fire/back.png");
    java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(back.toFile());
    assertThat(img.getWidth()).isEqualTo(822);
    assertThat(img.getHeight()).isEqualTo(1122);
  }

  @Test
  void anUnknownDuplexEdgeIsAUsageError(@TempDir Path tmp) {
    Run run = print("--duplex", "sideways", "--out", tmp.toString());
    assertThat(run.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err())
        .contains("expected long, short or none, not 'sideways'")
        .contains("hint:");
  }

  @Test
  void aForeignOutputFolderIsRefused(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("thesis.txt"), "mine");
    Run run = print("--paper", "a4", "--out", tmp.toString());
    assertThat(run.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("not made by forge");
    assertThat(tmp.resolve("print")).doesNotExist();
  }

  @Test
  void templateProblemsStopThePrintWithTheirDiagnostics(@TempDir Path tmp) {
    PrintCommand command =
        new PrintCommand(
            (t, d, fonts) ->
                (catalog, where, sink) -> {
                  sink.error(
                      "theme",
                      org.legendsforge.diag.SourceRef.file("templates/theme/theme.yaml"),
                      "theme is broken",
                      "fix it");
                  return Optional.empty();
                });
    CommandLine cl = ExitCodes.commandLine(command);
    StringWriter err = new StringWriter();
    cl.setErr(new PrintWriter(err));
    cl.setOut(new PrintWriter(new StringWriter()));
    int code = cl.execute("--out", tmp.toString());
    assertThat(code).isEqualTo(ExitCodes.DATA);
    assertThat(err.toString()).contains("error[theme]").contains("nothing was written");
  }

  @Test
  void aRebuildIsByteIdentical(@TempDir Path a, @TempDir Path b) throws IOException {
    assertThat(print("--paper", "letter", "--out", a.toString()).code()).isZero();
    assertThat(print("--paper", "letter", "--out", b.toString()).code()).isZero();
    for (String f :
        new String[] {
          "graveyard-of-legends-cards-letter.pdf", "graveyard-of-legends-terrain-letter.pdf"
        }) {
      assertThat(Files.readAllBytes(a.resolve("print").resolve(f)))
          .isEqualTo(Files.readAllBytes(b.resolve("print").resolve(f)));
    }
  }
}
