package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * forge.cmd (Windows) does what ./forge does (issue 40). cmd.exe cannot run here, so its run line
 * is read and expanded as cmd.exe would (its variables, java's @-file) and held to what ./forge,
 * run on a stand-in project with a java that writes down its arguments, really gives java: the same
 * jar, the same flags in the same order, for a build and for the commands that play games.
 */
class LaunchersAgreeTest {
  private static final Path CMD = Path.of("forge.cmd");
  private static final Path BASH = Path.of("forge");

  @TempDir Path dir;
  private Path project;
  private Path given;
  private String cmd;

  @BeforeEach
  void aStandInProject() throws IOException {
    cmd = Files.readString(CMD, StandardCharsets.UTF_8);
    project = LauncherStandIn.project(dir, BASH);
    Path bin = Files.createDirectories(dir.resolve("bin"));
    given = dir.resolve("java-args.txt");
    script(bin.resolve("mvn"), "mkdir -p target/fonts && echo jar > target/forge.jar");
    script(
        bin.resolve("java"),
        "for a in \"$@\"; do case \"$a\" in -XX:ArchiveClassesAtExit=*)"
            + " echo archive > \"${a#*=}\"; exit 0;; esac; done\n"
            + "printf '%s\\n' \"$@\" > '"
            + given
            + "'");
  }

  private static void script(Path file, String body) throws IOException {
    LauncherStandIn.script(file, "#!/usr/bin/env bash", body);
  }

  /** What ./forge gives java for these arguments, the tool built and its class archive made. */
  private List<String> bashGivesJava(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("bash", project.resolve("forge").toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb =
        new ProcessBuilder(command)
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("run.log").toFile());
    pb.environment().put("PATH", dir.resolve("bin") + ":" + System.getenv("PATH"));
    pb.environment().put("FORGE_SERVER", "0");
    pb.environment().remove("FORGE_MAX_HEAP");
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(Files.readString(dir.resolve("run.log"))).isZero();
    return Files.readAllLines(given);
  }

  /**
   * The value forge.cmd last sets a variable to ({@code set "name=value"} or {@code set
   * name=value}): the one it runs with when nothing is missing (the class archive made).
   */
  private String cmdVariable(String name) {
    Matcher m = Pattern.compile("(?dm)^set \"?" + name + "=(.*?)\"?\r?$").matcher(cmd);
    String value = null;
    while (m.find()) value = m.group(1);
    assertThat(value).as("forge.cmd sets %s", name).isNotNull();
    return value;
  }

  /** The words that make forge.cmd run with launcher\games.args. */
  private Set<String> cmdGameCommands() {
    Set<String> words = new LinkedHashSet<>();
    Matcher m = Pattern.compile("if \"%first%\"==\"(\\w+)\" set \"flags=games\"").matcher(cmd);
    while (m.find()) words.add(m.group(1));
    return words;
  }

  /** forge.cmd's java command line for these arguments, expanded as cmd.exe and java expand it. */
  private List<String> cmdGivesJava(String... args) throws IOException {
    Matcher run = Pattern.compile("(?dm)^java (@.*%\\*)\r$").matcher(cmd);
    assertThat(run.find()).as("forge.cmd's run line").isTrue();
    String first = Arrays.stream(args).filter(a -> !a.startsWith("-")).findFirst().orElse("");
    Map<String, String> vars =
        Map.of(
            "here", project.toString(),
            "flags", cmdGameCommands().contains(first) ? "games" : "build",
            "heap", cmdVariable("heap"),
            "jar", cmdVariable("jar").replace("%here%", project.toString()),
            "archive", cmdVariable("archive").replace("%here%", project.toString()));
    String cds = cmdVariable("cds");
    String line = run.group(1).replace("%cds%", cds).replace("%*", String.join(" ", args));
    for (var v : vars.entrySet()) line = line.replace("%" + v.getKey() + "%", v.getValue());
    line = line.replace('\\', '/');
    List<String> expanded = new ArrayList<>();
    for (String word : words(line)) {
      if (word.startsWith("@")) {
        expanded.addAll(argFile(Path.of(word.substring(1))));
      } else {
        expanded.add(word);
      }
    }
    return expanded;
  }

  /** Splits a command line at spaces outside double quotes, dropping the quotes. */
  private static List<String> words(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean quoted = false;
    for (char c : line.toCharArray()) {
      if (c == '"') {
        quoted = !quoted;
      } else if (c == ' ' && !quoted) {
        if (!word.isEmpty()) words.add(word.toString());
        word.setLength(0);
      } else {
        word.append(c);
      }
    }
    if (!word.isEmpty()) words.add(word.toString());
    return words;
  }

  /** A java @-file: words separated by white space, # to the end of a line a comment. */
  private static List<String> argFile(Path file) throws IOException {
    List<String> words = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      String kept = line.replaceAll("#.*", "").strip();
      if (!kept.isEmpty()) words.addAll(Arrays.asList(kept.split("\\s+")));
    }
    return words;
  }

  @Test
  void aBuildRunsTheSameJarWithTheSameFlags() throws Exception {
    List<String> bash = bashGivesJava("build", "--out", "somewhere");
    assertThat(cmdGivesJava("build", "--out", "somewhere")).isEqualTo(bash);
    assertThat(bash)
        .as("the flags of launcher/build.args, the heap cap and the class archive")
        .contains("-XX:TieredStopAtLevel=1", "-Xmx512m")
        .anyMatch(a -> a.startsWith("-XX:SharedArchiveFile="))
        .containsSequence("-jar", project.resolve("target/forge.jar").toString(), "build");
  }

  @Test
  void playtestAndTuneRunWithTheGamesFlagsInBoth() throws Exception {
    assertThat(cmdGameCommands()).containsExactlyInAnyOrder("playtest", "tune");
    for (String command : cmdGameCommands()) {
      List<String> bash = bashGivesJava("--quiet", command, "--games", "3");
      assertThat(cmdGivesJava("--quiet", command, "--games", "3")).as(command).isEqualTo(bash);
      assertThat(bash).contains("-XX:+UseParallelGC").doesNotContain("-XX:TieredStopAtLevel=1");
    }
  }

  @Test
  void bothLaunchersPassForgesExitCodeThroughAndUseThreeForTheirOwnFailures() throws Exception {
    assertThat(cmd).containsPattern("(?dm)^java @.*%\\*\r\nexit /b %errorlevel%\r$");
    String bash = Files.readString(BASH);
    assertThat(bash)
        .containsPattern("(?dm)^exec java \"\\$\\{jvm\\[@\\]\\}\" -jar \"\\$jar\" \"\\$@\"$");
    // every failure of forge.cmd's own (a label whose block prints an error) exits with 3
    Matcher block =
        Pattern.compile("(?dm)^:(no_\\w+|build_failed)\r\n((?:(?!:).*\r\n)*)").matcher(cmd);
    int failures = 0;
    while (block.find()) {
      failures++;
      assertThat(block.group(2).strip())
          .as(block.group(1))
          .contains("forge: error: ")
          .endsWith("exit /b 3");
    }
    assertThat(failures).isEqualTo(5);
    assertThat(bash).doesNotContainPattern("exit [0-24-9]\\b");
    for (String phrase :
        List.of(
            "forge needs a JDK 17 or newer",
            "no Maven to build the tool with: mvn is not on the PATH",
            "the build of the tool failed",
            "launcher/ folder from the repository")) {
      assertThat(cmd).as("forge.cmd").contains(phrase);
      assertThat(bash).as("forge").contains(phrase);
    }
  }

  @Test
  void bothBuildTheToolAlike() throws IOException {
    String build = "-DskipTests -Dforge.manpages.skip=true package";
    assertThat(Files.readString(BASH)).contains("-B " + build);
    assertThat(cmd).contains("call mvn -B -ntp " + build).contains("mvnw.cmd\" -B -ntp " + build);
  }

  @Test
  void forgeCmdKeepsWindowsLineEnds() {
    assertThat(cmd.replace("\r\n", "")).doesNotContain("\n");
  }

  @Test
  void forgeCmdTakesTheToolsHashAsForgeDoes() throws Exception {
    Files.createDirectories(project.resolve("src/bench/java/b"));
    Files.writeString(project.resolve("src/bench/java/b/Bench.java"), "class Bench {}\n");
    Files.writeString(project.resolve("src/main/java/x/_Z.java"), "class _Z {}\n");
    Files.writeString(project.resolve("src/main/java/x/a b.txt"), "spaced\n");
    Process p =
        new ProcessBuilder(
                "bash",
                "-c",
                "here=\"$1\"; sha=(sha256sum); eval \"$(sed -n '/^sources_hash()/,/^}/p' \"$2\")\";"
                    + " sources_hash",
                "_",
                project.toString(),
                BASH.toAbsolutePath().toString())
            .redirectErrorStream(true)
            .start();
    String bash = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(bash).matches("[0-9a-f]{64}");
    assertThat(SourcesHash.of(project)).isEqualTo(bash);
    assertThat(cmd).contains("org.legendsforge.cli.SourcesHash \"%here%\"");
  }
}
