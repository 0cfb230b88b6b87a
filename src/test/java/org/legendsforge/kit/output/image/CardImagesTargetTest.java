package org.legendsforge.kit.output.image;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.render.RenderResources;
import org.legendsforge.kit.render.SampleCatalog;
import org.legendsforge.kit.render.TestResources;

class CardImagesTargetTest {
  @TempDir static Path tmp;
  static Path first;
  static Path second;
  static Catalog catalog;

  @BeforeAll
  static void writeTwice() throws IOException {
    RenderResources res = TestResources.load();
    catalog = SampleCatalog.build();
    first = tmp.resolve("a");
    second = tmp.resolve("b");
    for (Path out : List.of(first, second)) {
      Files.createDirectories(out);
      new CardImagesTarget()
          .write(
              new BuildContext(catalog, res.renderer(), TestResources.FONTS, 1, new Diagnostics()),
              out);
    }
  }

  private static List<Path> files(Path root) throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
    }
  }

  @Test
  void everyFaceAndEveryBackIsWrittenAsPngAndSvg() throws IOException {
    List<Path> all = files(first);
    for (Deck deck : catalog.decks()) {
      assertThat(all)
          .contains(
              Path.of("cards/png", deck.id(), "back.png"),
              Path.of("cards/svg", deck.id(), "back.svg"));
      for (var card : catalog.cardsOf(deck.contents())) {
        assertThat(all)
            .contains(
                Path.of("cards/png", deck.id(), card.id() + ".png"),
                Path.of("cards/svg", deck.id(), card.id() + ".svg"));
      }
    }
    long faces = catalog.printedCards().count();
    assertThat(all).hasSize((int) (2 * (faces + catalog.decks().size())));
  }

  @Test
  void twoRunsGiveIdenticalBytes() throws IOException {
    List<Path> a = files(first);
    assertThat(files(second)).isEqualTo(a);
    for (Path p : a) {
      assertThat(Files.readAllBytes(second.resolve(p)))
          .as(p.toString())
          .isEqualTo(Files.readAllBytes(first.resolve(p)));
    }
  }

  @Test
  void pngsAre300DpiWithBleed() throws IOException {
    BufferedImage poker = ImageIO.read(first.resolve("cards/png/fire/fireball.png").toFile());
    assertThat(poker.getWidth()).isEqualTo(821); // 69.5 mm at 300 dpi
    assertThat(poker.getHeight()).isEqualTo(1121); // 94.9 mm
    BufferedImage index = ImageIO.read(first.resolve("cards/png/terrain/t01.png").toFile());
    assertThat(index.getWidth()).isEqualTo(971); // 82.2 mm
    assertThat(index.getHeight()).isEqualTo(1571); // 133 mm
    byte[] bytes = Files.readAllBytes(first.resolve("cards/png/fire/fireball.png"));
    String head = new String(bytes, 0, 200, java.nio.charset.StandardCharsets.ISO_8859_1);
    assertThat(head).contains("pHYs");
  }

  @Test
  void svgsHaveAMillimetreViewBoxAndRealText() throws IOException {
    String svg = Files.readString(first.resolve("cards/svg/fire/fireball.svg"));
    assertThat(svg)
        .contains("width='69.5mm'")
        .contains("height='94.9mm'")
        .contains("viewBox='0 0 69.5 94.9'")
        .contains(">Fireball</text>")
        .contains("font-family: \"DejaVu Sans\", sans-serif")
        .contains("font-weight: bold");
    try {
      var doc =
          javax.xml.parsers.DocumentBuilderFactory.newInstance()
              .newDocumentBuilder()
              .parse(
                  new java.io.ByteArrayInputStream(
                      svg.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
      assertThat(doc.getElementsByTagName("text").getLength()).isGreaterThan(5);
    } catch (javax.xml.parsers.ParserConfigurationException | org.xml.sax.SAXException e) {
      throw new AssertionError("the SVG is not well-formed XML: " + e.getMessage(), e);
    }
  }
}
