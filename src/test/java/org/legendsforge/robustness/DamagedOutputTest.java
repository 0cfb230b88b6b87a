package org.legendsforge.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShownOutput;

/**
 * The render cache verifies what it reuses (issue 15, item 3): whatever happened to the last
 * build's files (a card image cut short, a byte flipped in a kept PDF drawing or sheet row, a key
 * file of 200 MB), the next build is exactly a clean build's bytes, exits 0, and says once that it
 * made something again. And an output folder written by a forge from before the build folders is
 * taken over by the first build.
 */
class DamagedOutputTest {
  @TempDir static Path shared;
  private static Path data;
  private static Path good;
  private static Map<String, String> clean;

  @TempDir Path work;

  @BeforeAll
  static void aCleanBuild() throws IOException {
    data = ShippedData.copyInto(shared);
    good = shared.resolve("out");
    ForgeRun run = ForgeRun.of("build", "--data", data.toString(), "--out", good.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    clean = shown(good);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "a card image cut short",
        "a flipped byte in a kept drawing",
        "a flipped byte in a kept sheet row",
        "a kept sheet cut short",
        "a flipped byte in the fit memo",
        "a key file of 200 MB",
        "a key file that is no JSON"
      })
  void aDamagedCacheGivesACorrectBuildAndOneWarning(String damage) throws IOException {
    Path out = work.resolve("out");
    copyOutput(good, out);
    Path build = out.resolve(".forge-builds/current").toRealPath();
    switch (damage) {
      case "a card image cut short" -> cutShort(first(build.resolve("cards/png/fire"), ".png"));
      case "a flipped byte in a kept drawing" ->
          flipAByte(first(build.resolve(".forge-cache/forms"), ".form"));
      case "a flipped byte in a kept sheet row" ->
          flipAByte(first(build.resolve(".forge-cache/sheet-rows"), ".row"));
      case "a kept sheet cut short" -> cutShort(first(build.resolve("tts/images"), ".png"));
      case "a flipped byte in the fit memo" -> flipAByte(build.resolve(".forge-cache/fit.json"));
      case "a key file of 200 MB" -> {
        try (RandomAccessFile f =
            new RandomAccessFile(build.resolve(".forge-cache/keys.json").toFile(), "rw")) {
          f.setLength(200L * 1024 * 1024); // sparse: no disk is spent on it
        }
      }
      default ->
          Files.writeString(
              build.resolve(".forge-cache/keys.json"), "{\"format\": 2, \"files\": {");
    }
    ForgeRun run = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).containsOnlyOnce("warning[cache-damaged]");
    assertThat(ErrorOutputCheck.problems(run.err(), run.out(), out.toString()))
        .as("only located diagnostics, no Java names")
        .allMatch(p -> p.contains("names a file outside the data"));
    assertThat(differences(shown(out), clean)).isEmpty();
    // and the build after it has nothing left to complain about
    ForgeRun again = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(again.err()).doesNotContain("warning[cache-damaged]");
  }

  @Test
  void anOutputOfAnOlderForgeIsTakenOverByTheFirstBuild() throws IOException {
    // what forge wrote before the build folders: real folders and files at the top
    Path out = work.resolve("old-output");
    for (Map.Entry<java.nio.file.Path, java.nio.file.Path> f : ShownOutput.files(good).entrySet()) {
      Path to = out.resolve(f.getKey().toString());
      Files.createDirectories(to.getParent());
      Files.copy(f.getValue(), to);
    }
    Files.writeString(
        out.resolve(".forge-cache/keys.json"), "{\"cards/png/fire/spark.png\": \"abc\"}\n");
    ForgeRun run = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).doesNotContain("warning[cache-damaged]");
    assertThat(Files.isSymbolicLink(out.resolve("cards"))).isTrue();
    assertThat(differences(shown(out), clean)).isEmpty();
    assertThat(ShownOutput.leftoverBuilds(out)).isEmpty();
  }

  private static Path first(Path dir, String suffix) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(suffix)).sorted().findFirst().orElseThrow();
    }
  }

  /**
   * Damages a file as a disk would: in place, in every build that shares it (they are hard links).
   */
  private static void cutShort(Path file) throws IOException {
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(f.length() / 2);
    }
  }

  private static void flipAByte(Path file) throws IOException {
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      f.seek(f.length() / 2);
      int b = f.read();
      f.seek(f.length() / 2);
      f.write(b ^ 0x20);
    }
  }

  /**
   * Every file the output shows by its bytes; the save's image URLs name the folder, so it is left
   * out of them.
   */
  private static Map<String, String> shown(Path out) throws IOException {
    Map<String, String> files = new TreeMap<>();
    String folder = out.toAbsolutePath().toUri().getRawPath();
    for (Map.Entry<Path, Path> f : ShownOutput.files(out).entrySet()) {
      String rel = f.getKey().toString();
      if (rel.startsWith(".forge-lock") || rel.startsWith(".forge-output")) {
        continue;
      }
      byte[] bytes = Files.readAllBytes(f.getValue());
      if (rel.startsWith("tts/") && rel.endsWith(".json")) {
        bytes =
            new String(bytes, java.nio.charset.StandardCharsets.UTF_8)
                .replace(folder, "/OUTPUT/")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
      }
      files.put(rel, bytes.length + " " + java.util.Arrays.hashCode(bytes));
    }
    return files;
  }

  private static java.util.List<String> differences(Map<String, String> a, Map<String, String> b) {
    java.util.Set<String> all = new java.util.TreeSet<>(a.keySet());
    all.addAll(b.keySet());
    return all.stream()
        .filter(k -> !java.util.Objects.equals(a.get(k), b.get(k)))
        .limit(10)
        .toList();
  }

  private static void copyOutput(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : walk.toList()) {
        Path t = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
          Files.createDirectories(t);
        } else {
          Files.copy(p, t, LinkOption.NOFOLLOW_LINKS, StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
  }
}
