package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.cli.Forge;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShippedTemplates;

/**
 * A build's outputs do not depend on the folder forge is run from: every path they hold is relative
 * to the project (the folder holding card-data/), so building the same project with the same
 * options from the project folder and from {@code /} writes the same bytes. Forge runs as its own
 * process here, as a user runs it: a test cannot change the working folder of its own JVM.
 */
class BuildFromAnyFolderTest {
  @TempDir Path work;

  @Test
  void theProjectFolderAndTheRootGiveByteIdenticalOutputs() throws Exception {
    Path project = work.resolve("p3");
    Path data = ShippedData.copyInto(project);
    Path templates = ShippedTemplates.copyInto(project);
    Path out = project.resolve("output");

    String fromProject = build(project, data, templates, out);
    Map<String, String> first = files(out);
    assertThat(first).containsKey("index.html");
    // the shipped data's balance warnings name their file in the gallery, relative to the project
    assertThat(Files.readString(out.resolve("index.html"), StandardCharsets.UTF_8))
        .contains("card-data/heroes.yaml:")
        .doesNotContain(project.toString().substring(1));
    // ... and on the console as the user can open it from where they stand
    assertThat(fromProject).contains("\ncard-data/heroes.yaml:");

    deleteTree(out);
    String fromRoot = build(Path.of("/"), data, templates, out);
    assertThat(fromRoot).contains(project.resolve("card-data/heroes.yaml").toString().substring(1));
    assertThat(files(out)).isEqualTo(first);
  }

  /** Runs {@code forge build} in {@code folder} with every folder given as an absolute path. */
  private static String build(Path folder, Path data, Path templates, Path out)
      throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m",
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                "-Djava.awt.headless=true",
                "-cp",
                System.getProperty("java.class.path"),
                Forge.class.getName(),
                "build",
                "--data",
                data.toString(),
                "--templates",
                templates.toString(),
                "--out",
                out.toString())
            .directory(folder.toFile())
            .redirectErrorStream(true)
            .start();
    String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as(said).isZero();
    return "\n" + said;
  }

  /** Every file of the output (links followed, forge's lock aside), by its SHA-256. */
  private static Map<String, String> files(Path out) throws IOException {
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(out)) {
      for (Path f : (Iterable<Path>) walk::iterator) {
        if (Files.isRegularFile(f) && !f.getFileName().toString().equals(".forge-lock")) {
          files.put(out.relativize(f).toString(), sha256(Files.readAllBytes(f)));
        }
      }
    }
    return files;
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
