package org.legendsforge.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The package table of docs/architecture.md, held: what each package may use, of forge's own
 * packages and of libraries. The rules model stays pure (so it reads as the rules and can be
 * mirrored in Lua), the model uses only the rules, the game engine only the rules and the model,
 * bots only the engine, the playtest floor (the only I/O of games) the engine, bots and Jackson;
 * PDFBox is used only by the PDF writers; nothing in the product uses the benchmarks; and only the
 * command line prints or exits.
 *
 * <p>A package is the folder's own files (its subpackages have rows of their own). What it uses is
 * every {@code org.legendsforge} type it names, imported or written out in full in its code (not in
 * comments or strings), and every library it imports. {@code java.lang} is always allowed. A forge
 * package in a row allows that package alone; a library allows everything under it.
 */
class PackageBoundariesTest {
  private static final Path SOURCES = Path.of("src/main/java/org/legendsforge");
  private static final String ROOT = "org.legendsforge.";

  /** What each package may use: forge's packages by their name under the root, libraries. */
  static final Map<String, String> MAY_USE = new LinkedHashMap<>();

  static {
    MAY_USE.put("games.graveyard.rules", "java.util java.math");
    MAY_USE.put("games.graveyard.model", "kit.card games.graveyard.rules java.util java.math");
    MAY_USE.put("kit.diag", "java.util");
    MAY_USE.put("kit.book", "java.util org.commonmark");
    MAY_USE.put("kit.card", "java.util java.math");
    // the one place that says what each card's face shows, as the kit's neutral faces
    MAY_USE.put(
        "games.graveyard.faces", "kit.card games.graveyard.rules games.graveyard.model java.util");
    MAY_USE.put("games.graveyard.game", "games.graveyard.rules games.graveyard.model java.util");
    MAY_USE.put("games.graveyard.bots", "games.graveyard.rules games.graveyard.game java.util");
    // the playtest's rooms, bottom up: statistics, playing, the log and narration on playing, the
    // playtest itself (options, batches, the report's record), verdicts on it, its report (text,
    // JSON and page together), then the studies and tuning that run many playtests
    MAY_USE.put(
        "games.graveyard.playtest.stats",
        "games.graveyard.model games.graveyard.balance games.graveyard.game java.util"
            + " com.fasterxml.jackson org.hipparchus");
    MAY_USE.put(
        "games.graveyard.playtest.play",
        "games.graveyard.rules games.graveyard.model games.graveyard.game games.graveyard.bots"
            + " games.graveyard.playtest.stats java.util");
    MAY_USE.put(
        "games.graveyard.playtest.log",
        "games.graveyard.rules games.graveyard.model games.graveyard.game"
            + " games.graveyard.playtest.play kit.files java.util java.io java.nio"
            + " com.fasterxml.jackson");
    // rulebook: the example turn is found by playing and told as the rulebook's TurnStory
    MAY_USE.put(
        "games.graveyard.playtest.narration",
        "kit.book games.graveyard.rules games.graveyard.model games.graveyard.game games.graveyard.bots"
            + " games.graveyard.rulebook games.graveyard.playtest.play java.util");
    MAY_USE.put(
        "games.graveyard.playtest",
        "games.graveyard.rules games.graveyard.model games.graveyard.balance kit.diag"
            + " games.graveyard.game games.graveyard.bots games.graveyard.playtest.play"
            + " games.graveyard.playtest.stats java.util java.io java.nio com.fasterxml.jackson");
    // restricted play: the declined cards forced into play by a bot of its own (bots.ForcedUse),
    // its verdicts joining the verdict lists in their order (playtest.verdicts)
    MAY_USE.put(
        "games.graveyard.playtest.restricted",
        "games.graveyard.rules games.graveyard.balance games.graveyard.game games.graveyard.bots"
            + " games.graveyard.playtest games.graveyard.playtest.play"
            + " games.graveyard.playtest.stats games.graveyard.playtest.verdicts java.util");
    MAY_USE.put(
        "games.graveyard.playtest.verdicts",
        "games.graveyard.playtest games.graveyard.playtest.stats java.util");
    MAY_USE.put(
        "games.graveyard.playtest.report",
        "games.graveyard.model games.graveyard.balance games.graveyard.game"
            + " games.graveyard.playtest games.graveyard.playtest.stats"
            + " games.graveyard.playtest.verdicts games.graveyard.balance.report kit.report java.math"
            + " java.util"
            + " com.fasterxml.jackson");
    MAY_USE.put(
        "games.graveyard.playtest.studies",
        "games.graveyard.rules games.graveyard.model games.graveyard.balance"
            + " games.graveyard.playtest games.graveyard.playtest.play"
            + " games.graveyard.playtest.stats games.graveyard.playtest.verdicts"
            + " games.graveyard.playtest.report kit.report java.util");
    // the game-quality study: its own games, a win-probability fit, figures and their page
    MAY_USE.put(
        "games.graveyard.playtest.quality",
        "games.graveyard.rules games.graveyard.model games.graveyard.game games.graveyard.bots"
            + " games.graveyard.playtest games.graveyard.playtest.play"
            + " games.graveyard.playtest.stats games.graveyard.playtest.report kit.report java.util"
            + " org.hipparchus");
    MAY_USE.put(
        "games.graveyard.playtest.tuning",
        "games.graveyard.model games.graveyard.balance games.graveyard.playtest"
            + " games.graveyard.playtest.stats games.graveyard.playtest.verdicts"
            + " games.graveyard.playtest.report kit.report java.util");
    MAY_USE.put(
        "games.graveyard.rulebook",
        "kit.book games.graveyard.rules games.graveyard.model java.util org.commonmark");
    MAY_USE.put("games.graveyard.balance", "games.graveyard.rules games.graveyard.model java.util");
    MAY_USE.put(
        "games.graveyard.validate",
        "games.graveyard.rules games.graveyard.model games.graveyard.balance kit.diag java.util");
    MAY_USE.put(
        "games.graveyard.data",
        "kit.card kit.data.shape kit.data kit.book games.graveyard.rules games.graveyard.model games.graveyard.balance kit.diag kit.files games.graveyard.rulebook games.graveyard.data.shape java.io java.nio java.util"
            + " com.fasterxml.jackson org.yaml.snakeyaml");
    MAY_USE.put(
        "games.graveyard.data.shape",
        "kit.data.shape games.graveyard.data games.graveyard.model kit.diag java.util com.fasterxml.jackson");
    MAY_USE.put("kit.files", "java.io java.nio java.util");
    MAY_USE.put(
        "kit.data",
        "kit.diag kit.data.shape java.io java.nio java.util com.fasterxml.jackson org.yaml.snakeyaml");
    MAY_USE.put("kit.data.shape", "kit.data kit.diag java.util com.fasterxml.jackson");
    MAY_USE.put(
        "kit.project.look",
        "kit.project kit.render java.awt java.io java.nio java.util javax.imageio");
    MAY_USE.put(
        "kit.project",
        "kit.data kit.data.shape kit.diag java.io java.nio java.util com.fasterxml.jackson");
    MAY_USE.put("kit.template", "kit.diag kit.files java.io java.nio java.util freemarker");
    MAY_USE.put(
        "kit.render",
        "kit.card kit.diag kit.files kit.template kit.data kit.tts java.awt java.io java.nio java.security"
            + " java.util javax.imageio com.fasterxml.jackson com.github.weisj");
    // what only this game draws on its cards, through the kit's render.GameFaces: each card's face,
    // terrain cards and their patterns, terrain tiles in card text
    MAY_USE.put(
        "games.graveyard.look",
        "kit.card kit.render games.graveyard.rules games.graveyard.model games.graveyard.faces"
            + " java.awt java.util");
    MAY_USE.put("kit.print", "kit.card kit.render java.util");
    MAY_USE.put(
        "kit.print.pages", "kit.card kit.book kit.print kit.render java.awt java.text java.util");
    MAY_USE.put("kit.tts", "kit.book java.nio java.security java.util com.fasterxml.jackson");
    MAY_USE.put("kit.report", "java.text java.util");
    // the balance report's page: its charts and table drawn with the kit's chart pieces
    MAY_USE.put(
        "games.graveyard.balance.report",
        "games.graveyard.model games.graveyard.balance kit.report java.util");
    MAY_USE.put(
        "games.graveyard.diff",
        "games.graveyard.model games.graveyard.data kit.files games.graveyard.balance kit.render kit.output.image java.awt java.io java.nio java.security"
            + " java.util com.fasterxml.jackson");
    MAY_USE.put(
        "kit.output",
        "kit.card kit.book kit.diag kit.files kit.print kit.print.pages kit.render kit.report kit.tts"
            + " kit.output.cache java.awt java.io java.nio java.util");
    MAY_USE.put(
        "kit.output.cache",
        "kit.card kit.diag kit.files kit.render java.io java.nio java.security java.util com.fasterxml.jackson");
    // PDFBox's byte reader (pdfbox.io) only to parse font files with FontBox: the pool of parsed
    // faces the SVG and PDF writers share
    MAY_USE.put(
        "kit.output.image",
        "kit.card kit.diag kit.render kit.output kit.output.cache kit.project kit.project.look java.awt java.io java.nio java.util org.jfree.svg org.apache.fontbox"
            + " org.apache.pdfbox.io");
    MAY_USE.put(
        "kit.output.pdf",
        "kit.card kit.project kit.project.look kit.book kit.data.shape kit.diag kit.files kit.print kit.print.pages kit.render kit.output"
            + " kit.output.cache kit.output.image java.awt java.io java.nio java.security java.text"
            + " java.util org.apache.pdfbox org.apache.fontbox de.rototor.pdfbox"
            + " com.fasterxml.jackson");
    MAY_USE.put(
        "kit.output.tts",
        "kit.project kit.project.look kit.book kit.card kit.diag kit.files kit.template kit.tts kit.render kit.output kit.output.cache kit.output.image"
            + " java.awt java.io java.nio java.security java.util com.fasterxml.jackson"
            + " com.pngencoder freemarker");
    MAY_USE.put(
        "games.graveyard.pieces",
        "games.graveyard.rules games.graveyard.model kit.card kit.print kit.print.pages kit.render java.awt java.util");
    // playtest: the rulebook's drawings play the seeded game that finds the example turn
    MAY_USE.put(
        "games.graveyard.figures",
        "games.graveyard.rules games.graveyard.model games.graveyard.rulebook games.graveyard.playtest.narration games.graveyard.look kit.book kit.print.pages kit.render java.awt java.util");
    MAY_USE.put(
        "games.graveyard.table",
        "games.graveyard.rules games.graveyard.model games.graveyard.faces games.graveyard.look kit.card kit.book kit.render kit.tts java.awt java.nio java.security java.util com.fasterxml.jackson");
    // the game's parts as the kit's print and TTS targets take them (GraveyardParts)
    MAY_USE.put(
        "games.graveyard.outputs",
        "games.graveyard.rules games.graveyard.model games.graveyard.pieces games.graveyard.figures"
            + " games.graveyard.table kit.book kit.card kit.diag kit.output kit.print.pages kit.render"
            + " kit.tts java.awt java.util");
    // the services behind the commands: design.md lets them use every package but cli
    MAY_USE.put(
        "pipeline",
        "kit.project kit.project.look games.graveyard.pieces games.graveyard.table games.graveyard.outputs kit.data.shape kit.data kit.book games.graveyard.rules games.graveyard.model games.graveyard.data games.graveyard.data.shape kit.diag kit.files games.graveyard.rulebook games.graveyard.balance games.graveyard.validate games.graveyard.balance.report kit.render kit.report kit.print kit.output"
            + " kit.output.cache"
            + " kit.output.image kit.output.pdf kit.output.tts games.graveyard.diff games.graveyard.game games.graveyard.playtest games.graveyard.playtest.play games.graveyard.playtest.log games.graveyard.playtest.narration games.graveyard.playtest.quality games.graveyard.playtest.report games.graveyard.playtest.restricted games.graveyard.playtest.studies games.graveyard.playtest.tuning games.graveyard.playtest.verdicts java.io java.math java.net"
            + " java.nio java.security java.util com.fasterxml.jackson com.sun.management");
    // playtests over several machines: the engine-neutral member and link on Hazelcast, and the
    // playtest's work on them (card data shipped, ranges played, tallies merged)
    MAY_USE.put(
        "kit.cluster", "java.io java.nio java.security java.util javax.crypto com.hazelcast");
    MAY_USE.put(
        "pipeline.cluster",
        "pipeline kit.cluster kit.diag kit.files games.graveyard.diff games.graveyard.playtest"
            + " games.graveyard.playtest.stats games.graveyard.playtest.studies java.io java.nio"
            + " java.util com.fasterxml.jackson");
    MAY_USE.put("kit.server", "pipeline java.io java.net java.nio java.time java.util");
    MAY_USE.put("kit.preview", "kit.report java.io java.net java.nio java.time java.util");
    // the commands: parse options, call a service (pipeline, playtest, server, preview), print what
    // it returns and pick the exit code from a typed result; what they print about is diag's
    // (problems, progress, output failures) and files' (I/O problems named with their paths)
    MAY_USE.put(
        "cli",
        "pipeline pipeline.cluster games.graveyard.playtest kit.server kit.preview kit.diag kit.files java picocli com.fasterxml.jackson"
            + " me.tongfei.progressbar");
  }

  private static final Pattern IMPORT =
      Pattern.compile("^import (?:static )?([\\w.]+)\\.[\\w*]+;", Pattern.MULTILINE);

  /** A forge type named in full: the package is the lower-case part before the type's name. */
  private static final Pattern FORGE_TYPE =
      Pattern.compile("(?<![\\w.])org\\.legendsforge\\.([a-z]\\w*(?:\\.[a-z]\\w*)*)\\.[A-Z]");

  /** A PDFBox type written out in full, without an import. */
  private static final Pattern PDF_LIBRARY =
      Pattern.compile(
          "(?<![\\w.])((?:org\\.apache\\.pdfbox|de\\.rototor\\.pdfbox)(?:\\.[a-z]\\w*)*)\\.[A-Z]");

  static Stream<String> packages() {
    return MAY_USE.keySet().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("packages")
  void packageUsesOnlyWhatItMayUse(String pkg) throws IOException {
    Set<String> allowed = Set.of(MAY_USE.get(pkg).split(" "));
    List<String> offending = new ArrayList<>();
    for (Path file : ownFiles(pkg)) {
      for (String used : uses(Files.readString(file))) {
        if (!used.equals(pkg) && !allowedUse(used, allowed)) {
          offending.add(file.getFileName() + " uses " + used);
        }
      }
    }
    assertThat(offending).as("%s may use only %s", pkg, MAY_USE.get(pkg)).isEmpty();
  }

  @Test
  void everyPackageHasARow() throws IOException {
    Set<String> found = new TreeSet<>();
    try (Stream<Path> s = Files.walk(SOURCES)) {
      s.filter(p -> p.toString().endsWith(".java"))
          .forEach(p -> found.add(SOURCES.relativize(p.getParent()).toString().replace('/', '.')));
    }
    assertThat(MAY_USE.keySet()).containsExactlyInAnyOrderElementsOf(found);
  }

  /**
   * The kit knows no game: no file under {@code kit} names a type of a game package. The files
   * listed still do (the seam between kit and game is being cut through them); the list may only
   * shrink, and any other kit file that names a game's type fails here.
   */
  @Test
  void noKitFileNamesAGameType() throws IOException {
    Path kit = SOURCES.resolve("kit");
    List<String> offending = new ArrayList<>();
    try (Stream<Path> s = Files.walk(kit)) {
      for (Path file : s.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        String name = kit.relativize(file).toString().replace('\\', '/');
        if (codeOnly(Files.readString(file)).contains(ROOT + "games.")) {
          offending.add(name);
        }
      }
    }
    assertThat(offending).as("kit files that name a game's type").isEmpty();
  }

  @Test
  void pdfBoxIsUsedOnlyByThePdfWriters() throws IOException {
    List<String> offending = new ArrayList<>();
    for (String pkg : MAY_USE.keySet()) {
      for (Path file : ownFiles(pkg)) {
        Set<String> used = uses(Files.readString(file));
        Matcher named = PDF_LIBRARY.matcher(codeOnly(Files.readString(file)));
        while (named.find()) {
          used.add(named.group(1));
        }
        for (String u : used) {
          boolean pdf =
              u.startsWith("de.rototor.pdfbox")
                  || u.startsWith("org.apache.pdfbox") && !u.startsWith("org.apache.pdfbox.io");
          if (pdf && !pkg.equals("kit.output.pdf")) {
            offending.add(pkg + "." + file.getFileName() + " uses " + u);
          }
        }
      }
    }
    assertThat(offending).isEmpty();
  }

  /**
   * The packages a file uses: forge's by their name under the root ({@code output.pdf}), libraries
   * and the JDK by their imported package.
   */
  private static Set<String> uses(String source) {
    Set<String> used = new TreeSet<>();
    String code = codeOnly(source);
    Matcher forge = FORGE_TYPE.matcher(code);
    while (forge.find()) {
      used.add(forge.group(1));
    }
    Matcher m = IMPORT.matcher(source);
    while (m.find()) {
      String imported = m.group(1);
      if (!imported.startsWith(ROOT) && !imported.startsWith("java.lang")) {
        used.add(imported);
      }
    }
    return used;
  }

  private static boolean allowedUse(String used, Set<String> allowed) {
    if (!used.contains(".") || Character.isLowerCase(used.charAt(0)) && isForge(used)) {
      return allowed.contains(used);
    }
    for (String a : allowed) {
      if (used.equals(a) || used.startsWith(a + ".")) {
        return true;
      }
    }
    return false;
  }

  private static boolean isForge(String used) {
    return MAY_USE.containsKey(used) || Files.isDirectory(SOURCES.resolve(used.replace('.', '/')));
  }

  /** The source without comments and string literals, where a type's name is only mentioned. */
  private static String codeOnly(String source) {
    return source
        .replaceAll("(?s)\"\"\".*?\"\"\"", "\"\"")
        .replaceAll("(?s)/\\*.*?\\*/", " ")
        .replaceAll("//[^\\n]*", " ")
        .replaceAll("\"(?:\\\\.|[^\"\\\\\\n])*\"", "\"\"");
  }

  // cli and server are left out: the build server and its client are processes of their own, whose
  // main writes to its own streams and picks its exit code
  @ParameterizedTest(name = "{0} never prints or exits")
  @CsvSource({
    "games.graveyard.rules",
    "games.graveyard.model",
    "games.graveyard.rulebook",
    "games.graveyard.data",
    "games.graveyard.validate",
    "games.graveyard.balance",
    "kit.files",
    "kit.book",
    "kit.card",
    "kit.data",
    "kit.project",
    "kit.project.look",
    "games.graveyard.pieces",
    "games.graveyard.figures",
    "games.graveyard.table",
    "games.graveyard.outputs",
    "games.graveyard.look",
    "kit.template",
    "games.graveyard.diff",
    "kit.render",
    "kit.print",
    "kit.tts",
    "kit.output",
    "pipeline",
    "kit.diag",
    "kit.preview",
    "kit.report",
    "games.graveyard.game",
    "games.graveyard.bots",
    "games.graveyard.playtest"
  })
  void onlyTheCommandLinePrintsOrExits(String pkg) throws IOException {
    List<String> offending = new ArrayList<>();
    try (Stream<Path> s = Files.walk(SOURCES.resolve(pkg.replace('.', '/')))) {
      for (Path file : s.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        String text = Files.readString(file);
        for (String call :
            new String[] {"System.out", "System.err", "System.exit", "printStackTrace"}) {
          if (text.contains(call)) {
            offending.add(file.getFileName() + " uses " + call);
          }
        }
      }
    }
    assertThat(offending).isEmpty();
  }

  /** The files of the package itself, not of its subpackages. */
  private static List<Path> ownFiles(String pkg) throws IOException {
    Path dir = SOURCES.resolve(pkg.replace('.', '/'));
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
  }
}
