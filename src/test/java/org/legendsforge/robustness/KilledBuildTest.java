package org.legendsforge.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.cli.Forge;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShownOutput;

/**
 * {@code forge build} killed with SIGKILL while it rebuilds after an edit (issue 15, item 3): the
 * output shows, byte for byte, either the build before the edit or the clean build of the edited
 * data, never a mix, and the next build is that clean build. It is killed at the end of each stage
 * it reports, the last just before its reports and commit; {@code output.CommitCrashTest} kills the
 * commit itself many times over.
 */
class KilledBuildTest {
  @TempDir Path work;

  @Test
  void aBuildKilledAtAnyInstantLeavesTheLastBuildOrTheNewOne() throws Exception {
    Path data = ShippedData.copyInto(work);
    Path out = work.resolve("out");
    Path before = work.resolve("before");
    assertThat(ForgeRun.of("build", "--data", data.toString(), "--out", out.toString()).exitCode())
        .isZero();
    Map<String, String> lastBuild = shown(out);
    copyOutput(out, before);
    ShippedData.editLine(data, "spells/water.yaml", "^(\\s+cost:) (\\d+)$", "$1 7");
    // the rebuild in the same folder (the save names it in its URLs) is byte for byte a clean build
    // (IncrementalBuildTest), so it is what every run below must end in
    assertThat(ForgeRun.of("build", "--data", data.toString(), "--out", out.toString()).exitCode())
        .isZero();
    Map<String, String> newBuild = shown(out);
    assertThat(newBuild).isNotEqualTo(lastBuild);

    // killed as it reports a stage done: drawing the faces, after the PDFs, and just before the
    // reports, keys and commit that end a build
    for (String stage :
        List.of("forge: card images:", "forge: print PDFs:", "forge: tts sheets:")) {
      deleteOutput(out);
      copyOutput(before, out);
      Process build = forgeBuild(data, out);
      try (var said =
          new java.io.BufferedReader(
              new java.io.InputStreamReader(
                  build.getInputStream(), java.nio.charset.StandardCharsets.UTF_8))) {
        for (String line = said.readLine();
            line != null && !line.startsWith(stage);
            line = said.readLine()) {
          // until the stage is reported
        }
        build.destroyForcibly();
      }
      assertThat(build.waitFor(1, TimeUnit.MINUTES)).isTrue();
      Map<String, String> left = shown(out);
      assertThat(left.equals(lastBuild) || left.equals(newBuild))
          .as(
              "killed after \"%s\": the output is the last build or the new one; it differs from the last in %s and from the new in %s",
              stage, differences(left, lastBuild), differences(left, newBuild))
          .isTrue();
      ForgeRun next = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
      assertThat(next.exitCode()).as(next.err()).isZero();
      assertThat(differences(shown(out), newBuild)).as("the build after the kill").isEmpty();
      assertThat(ShownOutput.leftoverBuilds(out)).isEmpty();
    }
  }

  /** The files that differ between two outputs, for a failure message. */
  private static List<String> differences(Map<String, String> a, Map<String, String> b) {
    java.util.Set<String> all = new java.util.TreeSet<>(a.keySet());
    all.addAll(b.keySet());
    return all.stream()
        .filter(k -> !java.util.Objects.equals(a.get(k), b.get(k)))
        .limit(10)
        .toList();
  }

  private Process forgeBuild(Path data, Path out) throws IOException {
    return new ProcessBuilder(
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
            "--out",
            out.toString())
        .redirectErrorStream(true)
        .start();
  }

  /** Every file the output shows (forge's lock and marker aside), by size and checksum. */
  private static Map<String, String> shown(Path out) throws IOException {
    Map<String, String> files = new TreeMap<>();
    for (Map.Entry<Path, Path> f : ShownOutput.files(out).entrySet()) {
      String rel = f.getKey().toString();
      if (rel.equals(".forge-lock") || rel.equals(".forge-output")) {
        continue;
      }
      CRC32C crc = new CRC32C();
      try (InputStream in = Files.newInputStream(f.getValue())) {
        crc.update(in.readAllBytes());
      }
      files.put(rel, Files.size(f.getValue()) + " " + Long.toHexString(crc.getValue()));
    }
    return files;
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

  private static void deleteOutput(Path out) throws IOException {
    try (Stream<Path> walk = Files.walk(out)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
