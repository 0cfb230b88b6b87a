package org.legendsforge.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The lines of design.md: the rules model stays pure (so it reads as the rules and can be mirrored
 * in Lua), the model uses only the rules, the game engine only the rules and the model, bots only
 * the engine (and the rules' seeded generator), the playtest floor (the only I/O of games) the
 * engine, bots and Jackson; and only the command line prints or exits.
 */
class PackageBoundariesTest {
  private static final Path SOURCES = Path.of("src/main/java/org/legendsforge");
  private static final Pattern IMPORT =
      Pattern.compile("^import (?:static )?([\\w.]+)\\.[\\w*]+;", Pattern.MULTILINE);

  @ParameterizedTest(name = "{0} imports only {1}")
  @CsvSource({
    "rules, java.util|java.math|java.lang|org.legendsforge.rules",
    "model, java.util|java.math|java.lang|org.legendsforge.rules|org.legendsforge.model",
    "diag, java.util|java.lang|org.legendsforge.diag",
    "game, java.util|java.lang|org.legendsforge.rules|org.legendsforge.model|org.legendsforge.game",
    "bots, java.util|java.lang|org.legendsforge.rules|org.legendsforge.game|org.legendsforge.bots",
    "playtest, java.util|java.math|java.lang|java.io|java.nio|org.legendsforge.rules|org.legendsforge.model|org.legendsforge.rulebook|org.legendsforge.validate|org.legendsforge.balance|org.legendsforge.diag|org.legendsforge.game|org.legendsforge.bots|org.legendsforge.playtest|com.fasterxml.jackson",
    "rulebook, java.util|java.lang|org.commonmark|org.legendsforge.rules|org.legendsforge.model|org.legendsforge.rulebook",
  })
  void packageImportsOnlyWhatItMayUse(String pkg, String allowed) throws IOException {
    List<String> offending = new ArrayList<>();
    for (Path file : javaFiles(SOURCES.resolve(pkg))) {
      Matcher m = IMPORT.matcher(Files.readString(file));
      while (m.find()) {
        String imported = m.group(1);
        boolean ok = false;
        for (String prefix : allowed.split("\\|")) {
          ok |= imported.startsWith(prefix);
        }
        if (!ok) {
          offending.add(file.getFileName() + " imports " + imported);
        }
      }
    }
    assertThat(offending).isEmpty();
  }

  @ParameterizedTest(name = "{0} never prints or exits")
  @CsvSource({
    "rules",
    "model",
    "rulebook",
    "data",
    "validate",
    "render",
    "print",
    "tts",
    "output",
    "pipeline",
    "diag",
    "preview",
    "report",
    "game",
    "bots",
    "playtest"
  })
  void onlyTheCommandLinePrintsOrExits(String pkg) throws IOException {
    List<String> offending = new ArrayList<>();
    for (Path file : javaFiles(SOURCES.resolve(pkg))) {
      String text = Files.readString(file);
      for (String call :
          new String[] {"System.out", "System.err", "System.exit", "printStackTrace"}) {
        if (text.contains(call)) {
          offending.add(file.getFileName() + " uses " + call);
        }
      }
    }
    assertThat(offending).isEmpty();
  }

  private static List<Path> javaFiles(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
  }
}
