package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.ProjectFile;
import picocli.CommandLine;

/**
 * Every instruction a printed PDF gives can be followed: each option it names is one that both
 * forge build and forge print accept, each forge.yaml key under print: one that forge.yaml takes.
 * The PDFs of every home layout and duplex mode, fold-over and the components are read back.
 */
class PrintedInstructionsTest {
  private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z-]*");
  private static final Pattern KEY = Pattern.compile("print: ([a-zA-Z]+)");

  @Test
  void everyOptionAndKeyAPdfNamesIsOneTheCommandsAccept(@TempDir Path tmp) throws IOException {
    StringBuilder text = new StringBuilder();
    for (String[] args :
        new String[][] {
          {"--paper", "a4"},
          {"--paper", "letter", "--duplex", "none"},
          {"--paper", "letter", "--duplex", "short", "--gutter", "8"},
          {"--paper", "a4", "--layout", "fold"}
        }) {
      Path out = tmp.resolve(String.join("_", args));
      String[] all =
          Stream.concat(Stream.of(args), Stream.of("--out", out.toString())).toArray(String[]::new);
      PrintCommandTest.Run run = PrintCommandTest.print(all);
      assertThat(run.code()).as(run.err()).isZero();
      try (Stream<Path> files = Files.list(out.resolve("print"))) {
        for (Path pdf : files.filter(f -> f.toString().endsWith(".pdf")).toList()) {
          if (pdf.getFileName().toString().contains("-rulebook-")) {
            continue; // the rules, not instructions for forge
          }
          try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            text.append(new PDFTextStripper().getText(doc)).append('\n');
          }
        }
      }
    }
    Set<String> build = options(new BuildCommand());
    Set<String> print = options(new PrintCommand());
    Set<String> named = new TreeSet<>();
    Matcher m = OPTION.matcher(text);
    while (m.find()) {
      named.add(m.group());
    }
    assertThat(named).contains("--margin", "--back-offset", "--gutter");
    assertThat(build).as("forge build accepts").containsAll(named);
    assertThat(print).as("forge print accepts").containsAll(named);

    Set<String> keys = new TreeSet<>();
    Matcher k = KEY.matcher(text);
    while (k.find()) {
      keys.add(k.group(1));
    }
    assertThat(keys).contains("margin", "backOffset", "gutter");
    assertThat(ProjectFile.PRINT_KEYS).containsAll(keys);
  }

  private static Set<String> options(Object command) {
    return new TreeSet<>(new CommandLine(command).getCommandSpec().optionsMap().keySet());
  }
}
