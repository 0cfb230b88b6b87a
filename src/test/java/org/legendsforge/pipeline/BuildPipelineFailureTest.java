package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.validate.RulesChecks;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.OutputTarget;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.testing.ShippedData;

/** A build that dies half-way, even for want of memory, leaves the last good output as it was. */
class BuildPipelineFailureTest {
  private static final FontSet FONTS = FontSet.load();

  @TempDir Path work;

  @Test
  void runningOutOfMemoryInATargetKeepsTheLastGoodOutput() throws Exception {
    Path out = work.resolve("out");
    BuildOptions options =
        new BuildOptions(ShippedData.folder(), work.resolve("templates"), out, 1);
    assertThat(pipeline(new Writes("good")).run(options).ok()).isTrue();
    assertThat(Files.readString(out.resolve("note.txt"))).isEqualTo("good");

    OutputTarget dies =
        new Writes("half") {
          @Override
          public void write(BuildContext context, Path outDir) throws java.io.IOException {
            super.write(context, outDir);
            throw new OutOfMemoryError("Java heap space");
          }
        };
    assertThatThrownBy(() -> pipeline(dies).run(options)).isInstanceOf(OutOfMemoryError.class);

    assertThat(Files.readString(out.resolve("note.txt"))).isEqualTo("good");
    try (var left = Files.list(out)) {
      assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains("staging"));
    }
  }

  private static BuildPipeline pipeline(OutputTarget target) {
    ProjectPaths paths =
        new ProjectPaths(ShippedData.folder().getParent(), ShippedData.folder().getParent());
    return new BuildPipeline(
        new DataStage(paths, RulesChecks.all()),
        (catalog, where, sink) -> Optional.of(new TestCardRenderer(FONTS)),
        List.of(target),
        Progress.silent());
  }

  /** Writes one small file, as any target writes into the staging folder. */
  private static class Writes implements OutputTarget {
    private final String text;

    Writes(String text) {
      this.text = text;
    }

    @Override
    public String name() {
      return "note";
    }

    @Override
    public void write(BuildContext context, Path outDir) throws java.io.IOException {
      Files.writeString(outDir.resolve("note.txt"), text);
    }
  }
}
