package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShownOutput;

/**
 * forge watch rebuilding while the designer types forge build: two builds into one output folder at
 * once take turns, and the folder ends up holding one whole build.
 */
class ConcurrentBuildsTest {
  @Test
  void twoBuildsIntoOneFolderAtOnceBothSucceedOneAfterTheOther(@TempDir Path dir) throws Exception {
    Path data = ShippedData.copyInto(dir);
    Path out = dir.resolve("output");
    List<CompletableFuture<ForgeRun>> builds =
        Stream.of(1, 2)
            .map(
                i ->
                    CompletableFuture.supplyAsync(
                        () ->
                            ForgeRun.of(
                                "build", "--data", data.toString(), "--out", out.toString())))
            .toList();
    for (CompletableFuture<ForgeRun> b : builds) {
      ForgeRun run = b.get(5, TimeUnit.MINUTES);
      assertThat(run.exitCode()).as(run.err()).isZero();
    }
    assertThat(out.resolve("print/graveyard-of-legends-cards-letter.pdf")).isNotEmptyFile();
    assertThat(out.resolve("tts/Graveyard of Legends.json")).isNotEmptyFile();
    assertThat(ShownOutput.leftoverBuilds(out)).isEmpty();
    try (Stream<Path> pngs = Files.walk(out.resolve("cards/png"))) {
      assertThat(pngs.filter(p -> p.toString().endsWith(".png")).count()).isEqualTo(222);
    }
  }
}
