package org.legendsforge.kit.preview;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceWatcherTest {
  @TempDir Path tmp;
  private final ExecutorService waiting = Executors.newSingleThreadExecutor();

  @AfterEach
  void stop() {
    waiting.shutdownNow();
  }

  private Future<Optional<List<String>>> next(SourceWatcher w) {
    return waiting.submit(w::next);
  }

  @Test
  void oneBatchPerBurstOfEditsNamedByTheirFolder() throws Exception {
    Path data = Files.createDirectories(tmp.resolve("card-data/spells"));
    Path templates = Files.createDirectories(tmp.resolve("templates"));
    try (SourceWatcher w =
        new SourceWatcher(List.of(tmp.resolve("card-data"), templates), List.of(), 300)) {
      Future<Optional<List<String>>> batch = next(w);
      Files.writeString(data.resolve("fire.yaml"), "a");
      Files.writeString(templates.resolve("theme.yaml"), "b");
      Files.writeString(data.resolve("fire.yaml"), "c");
      assertThat(batch.get(20, TimeUnit.SECONDS))
          .contains(List.of("card-data/spells/fire.yaml", "templates/theme.yaml"));
    }
  }

  @Test
  void watchesFoldersMadeLaterAndIgnoresTheOutputAndPassingTempFiles() throws Exception {
    Path data = Files.createDirectories(tmp.resolve("card-data"));
    Path out = Files.createDirectories(data.resolve("output"));
    try (SourceWatcher w = new SourceWatcher(List.of(data), List.of(out), 300)) {
      Future<Optional<List<String>>> first = next(w);
      Files.createDirectories(data.resolve("art/heroes"));
      assertThat(first.get(20, TimeUnit.SECONDS)).isPresent();
      Thread.sleep(200);
      Future<Optional<List<String>>> second = next(w);
      Files.writeString(out.resolve("index.html"), "ignored");
      Path temp = Files.writeString(data.resolve(".fire.yaml.swp"), "gone soon");
      Files.delete(temp);
      Files.writeString(data.resolve("art/heroes/ember.png"), "png");
      assertThat(second.get(20, TimeUnit.SECONDS))
          .contains(List.of("card-data/art/heroes/ember.png"));
    }
  }

  @Test
  void closingEndsTheWait() throws Exception {
    SourceWatcher w =
        new SourceWatcher(List.of(Files.createDirectories(tmp.resolve("d"))), List.of(), 300);
    Future<Optional<List<String>>> batch = next(w);
    Thread.sleep(100);
    w.close();
    assertThat(batch.get(20, TimeUnit.SECONDS)).isEmpty();
  }
}
