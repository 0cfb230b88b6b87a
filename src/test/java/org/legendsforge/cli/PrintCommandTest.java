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
import org.legendsforge.kit.output.TestCardRenderer;
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
    assertThat(tmp.resolve("print/shop/generic/graveyard-of-legends-cards-shop-fronts.pdf"))
        .isRegularFile();
    assertThat(tmp.resolve("print/shop/generic/graveyard-of-legends-cards-shop-backs.pdf"))
        .isRegularFile();
    // a shop print makes the shop's files only
    assertThat(tmp.resolve("print/graveyard-of-legends-terrain-index.pdf")).doesNotExist();
  }

  @Test
  void eachShopPresetKeepsItsFolderAndNoShopPrintRemovesTheHomePdfs(@TempDir Path tmp)
      throws IOException {
    String out = tmp.toString();
    assertThat(print("--paper", "a4", "--out", out).code()).isZero();
    Path home = tmp.resolve("print/graveyard-of-legends-cards-a4.pdf");
    byte[] homeBytes = Files.readAllBytes(home);
    for (String preset : new String[] {"pdfx", "generic"}) {
      Run run = print("--layout", "shop", "--shop", preset, "--out", out);
      assertThat(run.code()).as(run.err()).isZero();
    }
    Path pdfx = tmp.resolve("print/shop/pdfx/graveyard-of-legends-cards-pdfx.pdf");
    Path generic = tmp.resolve("print/shop/generic/graveyard-of-legends-cards-shop-fronts.pdf");
    assertThat(pdfx).isRegularFile();
    assertThat(generic).isRegularFile();
    assertThat(Files.readAllBytes(home)).isEqualTo(homeBytes);
    assertThat(tmp.resolve("print/graveyard-of-legends-terrain-a4.pdf")).isRegularFile();
    assertThat(tmp.resolve("print/graveyard-of-legends-rulebook-a4.pdf")).isRegularFile();
    // a later home print keeps both shop folders; printing a preset again replaces only its own
    assertThat(print("--paper", "letter", "--out", out).code()).isZero();
    assertThat(pdfx).isRegularFile();
    assertThat(generic).isRegularFile();
    assertThat(home).doesNotExist(); // this home print made Letter only
    assertThat(print("--layout", "shop", "--shop", "pdfx", "--deck", "fire", "--out", out).code())
        .isZero();
    assertThat(tmp.resolve("print/shop/pdfx/graveyard-of-legends-deck-fire-cards-pdfx.pdf"))
        .isRegularFile();
    assertThat(pdfx).as("a one-deck print keeps the full game's file").isRegularFile();
    assertThat(print("--layout", "shop", "--shop", "pdfx", "--out", out).code()).isZero();
    assertThat(tmp.resolve("print/shop/pdfx/graveyard-of-legends-deck-fire-cards-pdfx.pdf"))
        .as("printing the preset again replaces its folder")
        .doesNotExist();
    assertThat(generic).isRegularFile();
    assertThat(tmp.resolve("print/graveyard-of-legends-cards-letter.pdf")).isRegularFile();
  }

  @Test
  void forgeYamlHoldsThePrinterSetupAndAnOptionOverridesItForOneRun(@TempDir Path tmp)
      throws IOException {
    Path data = org.legendsforge.testing.ShippedData.copyInto(tmp);
    Files.writeString(
        tmp.resolve("forge.yaml"),
        "print:\n  paper: a4\n  duplex: short\n  margin: 4\n  backOffset: [1.5, -0.5]\n"
            + "  backs: low-ink\n  gutter: 6\n");
    Path out = tmp.resolve("out");
    Run run = print("--data", data.toString(), "--out", out.toString());
    assertThat(run.code()).as(run.err()).isZero();
    Path file = out.resolve("print/graveyard-of-legends-cards-a4-short-edge.pdf");
    assertThat(file).isRegularFile();
    assertThat(out.resolve("print/graveyard-of-legends-cards-letter-short-edge.pdf"))
        .doesNotExist();
    assertThat(firstPage(file)).contains("at least 4 mm inside the page edge");
    Run once =
        print(
            "--data",
            data.toString(),
            "--out",
            out.toString(),
            "--duplex",
            "long",
            "--margin",
            "5");
    assertThat(once.code()).as(once.err()).isZero();
    Path longEdge = out.resolve("print/graveyard-of-legends-cards-a4.pdf");
    assertThat(firstPage(longEdge)).contains("at least 5 mm inside the page edge");
  }

  @Test
  void aMistakeInForgeYamlsPrintSettingsIsALocatedError(@TempDir Path tmp) throws IOException {
    Path data = org.legendsforge.testing.ShippedData.copyInto(tmp);
    Files.writeString(
        tmp.resolve("forge.yaml"),
        "print:\n  paper: a5\n  backOffset: [1.5]\n  margin: 40\n  gutters: 6\n");
    Run run = print("--data", data.toString(), "--out", tmp.resolve("out").toString());
    assertThat(run.code()).isEqualTo(ExitCodes.DATA);
    assertThat(run.err())
        .contains("forge.yaml:2:10: error[unknown-word]: \"a5\" is not a valid paper")
        .contains("forge.yaml:4:11: error[out-of-range]: \"margin\" is 40, outside 0..30")
        .contains("forge.yaml:5:3: error[unknown-key]: unknown key \"gutters\" in print settings")
        .contains("did you mean \"gutter\"?")
        .contains("hint:");
    assertThat(tmp.resolve("out/print")).doesNotExist();
    Files.writeString(tmp.resolve("forge.yaml"), "print:\n  backOffset: [1.5]\n");
    Run pair = print("--data", data.toString(), "--out", tmp.resolve("out").toString());
    assertThat(pair.code()).isEqualTo(ExitCodes.DATA);
    assertThat(pair.err())
        .contains("forge.yaml:2:15: error[wrong-type]: \"backOffset\" should be two numbers")
        .contains("backOffset: [1.5, -0.5]");
  }

  static String firstPage(Path pdf) throws IOException {
    return page(pdf, 1);
  }

  /** The text of page {@code n} of a PDF, its white space made single spaces. */
  static String page(Path pdf, int n) throws IOException {
    try (var doc = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
      var strip = new org.apache.pdfbox.text.PDFTextStripper();
      strip.setStartPage(n);
      strip.setEndPage(n);
      return strip.getText(doc).replaceAll("\\s+", " ");
    }
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
          {"--gutter", "25"},
          {"--backs", "none"},
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
    assertThat(tmp.resolve("print/shop/pdfx/graveyard-of-legends-deck-fire-cards-pdfx.pdf"))
        .isRegularFile();
    Run png =
        print("--layout", "shop", "--shop", "png-822", "--deck", "fire", "--out", tmp.toString());
    assertThat(png.code()).as(png.err()).isZero();
    Path back =
        tmp.resolve(
            "print/shop/png-822/graveyard-of-legends-deck-fire-cards-png-822/fire/back.png");
    java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(back.toFile());
    assertThat(img.getWidth()).isEqualTo(822);
    assertThat(img.getHeight()).isEqualTo(1122);
  }

  @Test
  void anUnknownDuplexEdgeIsAUsageError(@TempDir Path tmp) {
    Run run = print("--duplex", "sideways", "--out", tmp.toString());
    assertThat(run.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err())
        .contains("--duplex sideways is not one of long, short, none")
        .contains("hint: choose one of the words listed, e.g. --duplex short");
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
                      org.legendsforge.kit.diag.SourceRef.file("templates/theme/theme.yaml"),
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
