package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;

/**
 * Golden drawing-call logs of a few cards: a change in layout, theme, wording or painter shows up
 * as a readable diff. Regenerate with {@code -Dgolden.update=true} after checking the PNGs.
 */
class RenderGoldenTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/render");
  private static final RenderResources RES = TestResources.load();
  private static final Catalog CATALOG = SampleCatalog.build();

  static Stream<Arguments> cards() {
    return Stream.of(
        Arguments.of("face-fire-fireball", "fire", "fireball"),
        Arguments.of("face-hero-control-tide-warden", "hero-control", "tide-warden"),
        Arguments.of("face-spirits-storm-mother", "spirits", "storm-mother"),
        Arguments.of("face-terrain-t03", "terrain", "t03"),
        Arguments.of("back-fire", "fire", null));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cards")
  void drawingCallsMatchTheGolden(String name, String deckId, String cardId) throws IOException {
    Deck deck =
        CATALOG.decks().stream().filter(d -> d.id().equals(deckId)).findFirst().orElseThrow();
    CardRenderer r = RES.renderer();
    Consumer<java.awt.Graphics2D> paint =
        cardId == null
            ? g -> r.paintBack(deck, g)
            : g ->
                r.paintFace(
                    CATALOG
                        .printedCards()
                        .filter(dc -> dc.deck().equals(deck) && dc.card().id().equals(cardId))
                        .findFirst()
                        .orElseThrow(),
                    g);
    List<String> log = new ArrayList<>();
    RecordingGraphics2D g = new RecordingGraphics2D(log);
    g.translate(5, 7);
    g.setColor(Color.MAGENTA);
    g.setFont(new Font(Font.SERIF, Font.PLAIN, 3));
    g.clip(new Rectangle2D.Double(-1, -1, 200, 200));
    AffineTransform before = g.getTransform();
    paint.accept(g);
    // the contract: the caller's state is left as it was
    assertThat(g.getTransform()).isEqualTo(before);
    assertThat(g.getColor()).isEqualTo(Color.MAGENTA);
    assertThat(g.getFont().getFamily()).isEqualTo(new Font(Font.SERIF, Font.PLAIN, 3).getFamily());
    assertThat(g.getClip().getBounds2D()).isEqualTo(new Rectangle2D.Double(-1, -1, 200, 200));
    assertThat(log).noneMatch(l -> l.startsWith("LOST-TEXT"));
    assertThat(log).anyMatch(l -> l.startsWith("text "));
    assertThat(log).allMatch(l -> !l.startsWith("text ") || l.contains("DejaVu"));
    String actual = String.join("\n", log) + "\n";
    Path file = GOLDEN.resolve(name + ".txt");
    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(GOLDEN);
      Files.writeString(file, actual, StandardCharsets.UTF_8);
    }
    assertThat(file)
        .as("golden missing: run with -Dgolden.update=true and check the PNGs")
        .exists();
    assertThat(actual).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cards")
  void noTextIsSmallerThanSixPoints(String name, String deckId, String cardId) {
    Deck deck =
        CATALOG.decks().stream().filter(d -> d.id().equals(deckId)).findFirst().orElseThrow();
    List<String> log = new ArrayList<>();
    if (cardId == null) {
      RES.renderer().paintBack(deck, new RecordingGraphics2D(log));
    } else {
      DeckCard dc =
          CATALOG
              .printedCards()
              .filter(c -> c.deck().equals(deck) && c.card().id().equals(cardId))
              .findFirst()
              .orElseThrow();
      RES.renderer().paintFace(dc, new RecordingGraphics2D(log));
    }
    log.stream()
        .filter(l -> l.startsWith("text "))
        .forEach(
            l -> {
              double pt = Double.parseDouble(l.replaceAll(".* ([0-9.]+)pt .*", "$1"));
              assertThat(pt).as(l).isGreaterThanOrEqualTo(5.99);
            });
  }
}
