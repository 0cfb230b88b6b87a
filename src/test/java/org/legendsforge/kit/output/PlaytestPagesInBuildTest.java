package org.legendsforge.kit.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.balance.report.BalancePage;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.render.SampleCatalog;
import org.legendsforge.kit.render.TestResources;

/**
 * A rebuild keeps the pages {@code forge playtest} wrote into the output folder (a playtest takes
 * minutes; the build replaces the folder), and the gallery links them, or says how to make them.
 */
class PlaytestPagesInBuildTest {
  @TempDir Path tmp;
  private final Catalog catalog = SampleCatalog.build();

  private String build(Path live, Path staging) throws Exception {
    BalanceModel model = new BalanceModel(BalanceWeightsFixture.weights());
    BuildContext context =
        new BuildContext(
            catalog, TestResources.load().renderer(), TestResources.FONTS, 1, new Diagnostics());
    new ReportsTarget(
            (g, sink) -> Optional.of(new BalancePage().html(catalog, model)), Optional.of(live))
        .write(context, staging);
    new GalleryTarget().write(context, staging);
    return Files.readString(staging.resolve(GalleryTarget.PAGE));
  }

  @Test
  void theLastPlaytestsPagesAreCarriedOverAndLinked() throws Exception {
    Path live = tmp.resolve("output");
    Files.createDirectories(live.resolve("reports"));
    Files.writeString(live.resolve("reports/playtest.html"), "<html>2000 games</html>");
    Path staging = Files.createDirectories(live.resolve(".forge-staging"));
    String gallery = build(live, staging);
    assertThat(staging.resolve("reports/playtest.html")).hasContent("<html>2000 games</html>");
    assertThat(staging.resolve("reports/playtest-compare.html")).doesNotExist();
    assertThat(gallery).contains("<a href=\"reports/playtest.html\">reports/playtest.html</a>");
  }

  @Test
  void withoutAPlaytestTheGallerySaysHowToMakeOne() throws Exception {
    Path live = tmp.resolve("output");
    Path staging = Files.createDirectories(live.resolve(".forge-staging"));
    String gallery = build(live, staging);
    assertThat(staging.resolve("reports/playtest.html")).doesNotExist();
    assertThat(gallery).contains("run <code>./forge playtest</code>");
  }

  /** The shipped balance weights, which the sample catalog's cards are priced with here. */
  static final class BalanceWeightsFixture {
    static BalanceWeights weights() {
      Path project = Path.of("").toAbsolutePath();
      java.util.Set<String> ids = new java.util.HashSet<>();
      Catalog shipped =
          new org.legendsforge.games.graveyard.data.CardDataLoader(project)
              .load(org.legendsforge.testing.ShippedData.folder())
              .catalog()
              .orElseThrow();
      shipped.printedCards().forEach(dc -> ids.add(dc.card().id()));
      return new org.legendsforge.games.graveyard.data.BalanceWeightsLoader(project)
          .load(org.legendsforge.testing.ShippedData.folder(), ids, new Diagnostics())
          .orElseThrow();
    }
  }
}
