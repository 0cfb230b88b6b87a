package org.legendsforge.kit.project.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.project.ProjectLoader;
import org.legendsforge.kit.render.FontSet;

/** A type with a layout file is drawn by it; a type without one keeps the default face. */
class CardFacesTest {
  /** Pixels per millimetre of the test drawings. */
  static final int PX = 4;

  static final String GAME =
      """
      game: Faces
      types:
        coin: {frame: yellow, fields: {gold: number}}
        hero: {fields: {life: number}}
      decks:
        market: {types: [coin], back colour: "#2F6DB5"}
        heroes: {types: [hero]}
      """;

  @TempDir Path dir;

  private GameProject project() throws IOException {
    Files.writeString(dir.resolve("game.yaml"), GAME);
    Files.createDirectories(dir.resolve("cards"));
    Files.writeString(dir.resolve("cards/market.csv"), "name,gold\nCopper,1\n");
    Files.writeString(dir.resolve("cards/heroes.csv"), "name,life\nAda,12\nBo,\n");
    Files.createDirectories(dir.resolve("templates"));
    Files.writeString(
        dir.resolve("templates/hero.yaml"),
        """
        background: "#00FF00"
        boxes:
          life: {x: 20, y: 40, w: 20, h: 20, fill: "#0000FF", shape: box}
        """);
    Files.writeString(
        dir.resolve("templates/back-heroes.yaml"),
        "background: \"#FF0000\"\nboxes:\n  back: {x: 5, y: 40, w: 53, h: 8}\n");
    Diagnostics sink = new Diagnostics();
    return new ProjectLoader(dir, "").load(sink).orElseThrow(() -> new AssertionError(sink));
  }

  private static int rgbAt(BufferedImage img, double xMm, double yMm) {
    return img.getRGB((int) (xMm * PX), (int) (yMm * PX)) & 0xFFFFFF;
  }

  private static BufferedImage drawn(java.util.function.Consumer<Graphics2D> paint) {
    BufferedImage img = new BufferedImage(63 * PX, 88 * PX, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.scale(PX, PX);
    paint.accept(g);
    g.dispose();
    return img;
  }

  private static ProjectCard card(GameProject p, String name) {
    return p.cards().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
  }

  private BufferedImage face(String name) throws IOException {
    GameProject p = project();
    CardFaces faces = new CardFaces(p, FontSet.load(), CardArt.NONE);
    return drawn(g -> faces.paint(g, card(p, name), 0));
  }

  @Test
  void aFilledFieldsBoxIsDrawnWhereTheLayoutPutsIt() throws IOException {
    BufferedImage ada = face("Ada");
    assertThat(rgbAt(ada, 1, 1)).isEqualTo(0x00FF00);
    assertThat(rgbAt(ada, 22, 42)).isEqualTo(0x0000FF);
  }

  @Test
  void aCardThatLeavesTheFieldEmptyGetsNoBox() throws IOException {
    BufferedImage bo = face("Bo");
    assertThat(rgbAt(bo, 22, 42)).isEqualTo(0x00FF00);
  }

  @Test
  void aTypeWithoutALayoutKeepsTheDefaultFace() throws IOException {
    BufferedImage copper = face("Copper");
    GameProject p = project();
    BufferedImage byDefault =
        drawn(
            g ->
                new DefaultCardFace(p, FontSet.load(), CardArt.NONE)
                    .paint(g, card(p, "Copper"), 0));
    assertThat(rgbAt(copper, 1, 1)).isEqualTo(rgbAt(byDefault, 1, 1));
    assertThat(rgbAt(copper, 30, 60)).isEqualTo(rgbAt(byDefault, 30, 60));
  }

  @Test
  void aDecksBackLayoutPaintsItsBackground() throws IOException {
    GameProject p = project();
    CardBacks backs = new CardBacks(p, FontSet.load(), CardArt.NONE);
    BufferedImage heroes = drawn(g -> backs.paint(g, p.decks().get(1), 0));
    BufferedImage market = drawn(g -> backs.paint(g, p.decks().get(0), 0));
    assertThat(rgbAt(heroes, 1, 1)).isEqualTo(0xFF0000);
    assertThat(rgbAt(market, 1, 1)).isEqualTo(0x2F6DB5);
  }
}
