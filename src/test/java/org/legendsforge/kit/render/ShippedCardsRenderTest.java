package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.image.PngCardWriter;
import org.legendsforge.testing.ShippedData;

/**
 * The card data shipped in card-data/: every card fits and draws, and data edits reach the card.
 */
class ShippedCardsRenderTest {
  private static LoadResult load(Path dataDir) {
    LoadResult r = new CardDataLoader(Path.of("").toAbsolutePath()).load(dataDir);
    assertThat(r.catalog()).as(new DiagnosticFormatter().format(r.diagnostics())).isPresent();
    return r;
  }

  private static RenderResources resources(Path dataDir) {
    Diagnostics d = new Diagnostics();
    Optional<RenderResources> r =
        RenderResources.load(
            Path.of("templates"),
            Optional.of(dataDir),
            "Graveyard of Legends",
            TestResources.FONTS,
            d);
    assertThat(d.isEmpty()).as(new DiagnosticFormatter().format(d)).isTrue();
    return r.orElseThrow();
  }

  @Test
  void everyShippedCardFitsAtPrintSizeWithoutAnyWarning() {
    LoadResult loaded = load(ShippedData.folder());
    Diagnostics d = new Diagnostics();
    resources(ShippedData.folder())
        .fitCheck()
        .check(loaded.catalog().orElseThrow(), loaded.sources(), d);
    assertThat(d.isEmpty()).as(new DiagnosticFormatter().format(d)).isTrue();
  }

  @Test
  void everyShippedFaceAndBackDraws() {
    Catalog c = load(ShippedData.folder()).catalog().orElseThrow();
    CardRenderer r = resources(ShippedData.folder()).renderer();
    PngCardWriter png = new PngCardWriter(40);
    int drawn = 0;
    for (DeckCard dc : c.printedCards().toList()) {
      List<String> log = new ArrayList<>();
      r.paintFace(dc, new RecordingGraphics2D(log));
      // its name (a terrain card's number), as text: the first word starts a run
      String first =
          dc.deck().contents() == org.legendsforge.games.graveyard.model.DeckKind.TERRAIN
              ? dc.card().id()
              : dc.card().name().split(" ")[0];
      assertThat(log).as(dc.card().id()).anyMatch(l -> l.startsWith("text \"" + first));
      assertThat(log).noneMatch(l -> l.startsWith("LOST-TEXT"));
      drawn++;
    }
    for (Deck deck : c.decks()) {
      BufferedImage img = png.image(r.size(deck), g -> r.paintBack(deck, g));
      assertThat(img.getRGB(1, 1) & 0xFFFFFF).isEqualTo(deck.sleeve().rgb());
    }
    assertThat(drawn).isGreaterThan(150);
  }

  @Test
  void aNumberEditInTheDataChangesTheDrawnCard(@TempDir Path tmp) {
    Path data = ShippedData.copyInto(tmp);
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    effects:\n      - damage: 2\n    flavour: The oldest",
        "    effects:\n      - damage: 7\n    flavour: The oldest");
    Catalog c = load(data).catalog().orElseThrow();
    DeckCard fireball =
        c.printedCards().filter(dc -> dc.card().id().equals("fireball")).findFirst().orElseThrow();
    List<String> log = new ArrayList<>();
    resources(data).renderer().paintFace(fireball, new RecordingGraphics2D(log));
    assertThat(log)
        .anyMatch(l -> l.startsWith("text \"Each enemy in the area takes\""))
        .anyMatch(l -> l.startsWith("text \"7\" "));
  }
}
