package org.legendsforge.games.graveyard.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.testing.ShippedData;

/** Every record survives being written out and loaded back. */
class CardDataWriterTest {
  @TempDir Path work;

  @Test
  void writingTheShippedCatalogAndLoadingItBackGivesAnEqualCatalog() throws Exception {
    Catalog shipped = new CardDataLoader(work).load(ShippedData.folder()).catalog().orElseThrow();
    Path copy = work.resolve("copy");
    for (Map.Entry<String, String> e : new CardDataWriter().write(shipped).entrySet()) {
      Path p = copy.resolve(e.getKey());
      Files.createDirectories(p.getParent());
      Files.writeString(p, e.getValue());
    }
    LoadResult again = new CardDataLoader(work).load(copy);
    assertThat(again.diagnostics().isEmpty())
        .as(new DiagnosticFormatter().format(again.diagnostics()))
        .isTrue();
    Catalog reloaded = again.catalog().orElseThrow();
    assertThat(reloaded.heroes()).isEqualTo(shipped.heroes());
    assertThat(reloaded.spells()).isEqualTo(shipped.spells());
    assertThat(reloaded).isEqualTo(shipped);
  }
}
