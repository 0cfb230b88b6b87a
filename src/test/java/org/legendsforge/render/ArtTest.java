package org.legendsforge.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.legendsforge.diag.DiagnosticFormatter;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Catalog.DeckCard;
import org.legendsforge.model.ChaosElement;
import org.legendsforge.model.Deck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Card art from card-data fills the art box; without art the card shows its emblem. */
class ArtTest {
  @TempDir Path data;

  private RenderResources load() {
    Diagnostics d = new Diagnostics();
    return RenderResources.load(Path.of("templates"), Optional.of(data), "G", TestResources.FONTS, d)
        .orElseThrow();
  }

  private static Catalog withChaos(ChaosElement chaos) {
    Catalog c = SampleCatalog.build();
    return new Catalog(c.game(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(chaos),
        List.of(), List.of(), List.of(), List.of(),
        c.decks().stream().filter(d -> d.id().equals("chaos")).toList(), List.of());
  }

  @Test
  void artIsDrawnScaledIntoTheArtBox() throws IOException {
    Files.createDirectories(data.resolve("art"));
    ImageIO.write(new BufferedImage(40, 20, BufferedImage.TYPE_INT_RGB), "png",
        data.resolve("art/moon.png").toFile());
    ChaosElement moon = new ChaosElement("moon", "Moon", List.of(), "Words.", "", Optional.of("art/moon.png"));
    Catalog c = withChaos(moon);
    Deck deck = c.decks().get(0);
    List<String> log = new ArrayList<>();
    load().renderer().paintFace(new DeckCard(deck, moon), new RecordingGraphics2D(log));
    assertThat(log).contains("image 40x20");
    Diagnostics d = new Diagnostics();
    load().fitCheck().check(c, new NoSources(), d);
    assertThat(d.isEmpty()).as(new DiagnosticFormatter().format(d)).isTrue();
  }

  @Test
  void unreadableArtFallsBackToTheEmblemWithAWarning() throws IOException {
    Files.writeString(data.resolve("broken.png"), "not an image");
    ChaosElement moon = new ChaosElement("moon", "Moon", List.of(), "Words.", "", Optional.of("broken.png"));
    Catalog c = withChaos(moon);
    List<String> log = new ArrayList<>();
    load().renderer().paintFace(new DeckCard(c.decks().get(0), moon), new RecordingGraphics2D(log));
    assertThat(log).noneMatch(l -> l.startsWith("image"));
    Diagnostics d = new Diagnostics();
    load().fitCheck().check(c, new NoSources(), d);
    assertThat(new DiagnosticFormatter().format(d))
        .contains("warning[art]: card moon: art broken.png cannot be read as an image");
  }
}
