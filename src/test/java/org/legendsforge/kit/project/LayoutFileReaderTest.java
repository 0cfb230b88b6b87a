package org.legendsforge.kit.project;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.diag.Diagnostics;

/** A project's own layouts: read when they hold, reported at their line when they do not. */
class LayoutFileReaderTest {
  @TempDir Path dir;

  private Diagnostics sink = new Diagnostics();

  private Optional<GameProject> load(String file, String layout) throws IOException {
    Files.writeString(dir.resolve("game.yaml"), ProjectLoaderTest.GAME);
    Files.createDirectories(dir.resolve("cards"));
    Files.writeString(dir.resolve("cards/market.csv"), "name,gold\nCopper,1\n");
    Files.writeString(dir.resolve("cards/heroes.csv"), "name,life\nAda,12\n");
    Files.createDirectories(dir.resolve("templates"));
    Files.writeString(dir.resolve("templates/" + file), layout);
    sink = new Diagnostics();
    return new ProjectLoader(dir, "").load(sink);
  }

  private List<String> errors() {
    return ProjectLoaderTest.errors(sink);
  }

  @Test
  void aTypesLayoutKeepsItsBoxesInTheFilesOrder() throws IOException {
    GameProject p =
        load(
                "coin.yaml",
                """
                background: "#202020"
                boxes:
                  panel: {x: 3, y: 3, w: 57, h: 82, fill: white}
                  name: {x: 5, y: 4, w: 53, h: 8, font: condensed bold, size: 4.5, align: left}
                  gold: {x: 48, y: 70, w: 10, h: 10, shape: circle, fill: yellow}
                  gold-label: {x: 46, y: 80, w: 14, h: 3, words: GOLD}
                """)
            .orElseThrow(() -> new AssertionError(errors()));
    CardTemplate coin = p.layouts().face("coin").orElseThrow();
    assertThat(coin.background()).contains(new Rgb(0x20, 0x20, 0x20));
    assertThat(coin.boxes())
        .extracting(LayoutBox::name)
        .containsExactly("panel", "name", "gold", "gold-label");
    LayoutBox name = coin.boxes().get(1);
    assertThat(name.font()).isEqualTo(LayoutFont.CONDENSED_BOLD);
    assertThat(name.align()).isEqualTo(LayoutBox.Align.LEFT);
    assertThat(coin.boxes().get(2).shape()).isEqualTo(LayoutBox.Shape.CIRCLE);
    assertThat(coin.boxes().get(3).words()).contains("GOLD");
    assertThat(p.layouts().face("hero")).isEmpty();
    assertThat(p.layouts().back("market")).isEmpty();
  }

  @Test
  void aDecksBackComesBeforeTheBackOfEveryDeck() throws IOException {
    load("back.yaml", "boxes:\n  back: {x: 5, y: 40, w: 53, h: 8}\n");
    Files.writeString(
        dir.resolve("templates/back-heroes.yaml"),
        "background: green\nboxes:\n  game: {x: 5, y: 40, w: 53, h: 8}\n");
    GameProject p = new ProjectLoader(dir, "").load(sink).orElseThrow();
    assertThat(p.layouts().back("heroes").orElseThrow().file())
        .isEqualTo("templates/back-heroes.yaml");
    assertThat(p.layouts().back("market").orElseThrow().file()).isEqualTo("templates/back.yaml");
  }

  @Test
  void aMisspeltFieldIsAnsweredWithTheNearestOne() throws IOException {
    assertThat(load("coin.yaml", "boxes:\n  gould: {x: 5, y: 4, w: 10, h: 8}\n")).isEmpty();
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("templates/coin.yaml:2:3: the box \"gould\" shows nothing")
        .contains("did you mean \"gold\"");
  }

  @Test
  void aBoxPastTheBleedIsReportedAtTheBox() throws IOException {
    load("coin.yaml", "boxes:\n  name: {x: 40, y: 4, w: 30, h: 8}\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("templates/coin.yaml:2:9: the box \"name\" reaches past the bleed")
        .contains("x + w at most 66");
  }

  @Test
  void everyMistakeOfAFileIsReportedAtOnce() throws IOException {
    load(
        "coin.yaml",
        """
        backround: red
        boxes:
          name: {x: 5, y: 4, w: 53, font: fat, colour: pink, shape: star}
        """);
    assertThat(errors())
        .hasSize(5)
        .anySatisfy(
            e ->
                assertThat(e)
                    .startsWith("templates/coin.yaml:1:1: a layout has no setting \"backround\"")
                    .contains("background"))
        .anySatisfy(e -> assertThat(e).contains("the box has no \"h\""))
        .anySatisfy(e -> assertThat(e).contains("\"fat\" is no font"))
        .anySatisfy(e -> assertThat(e).contains("\"pink\" is not a colour"))
        .anySatisfy(e -> assertThat(e).contains("\"star\" is no shape").contains("circle"));
  }

  @Test
  void aLayoutNamedAfterNoTypeOrDeckIsAnError() throws IOException {
    load("back-markt.yaml", "boxes:\n  back: {x: 5, y: 4, w: 53, h: 8}\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith(
            "templates/back-markt.yaml: the layout \"back-markt\" is named after no card type")
        .contains("did you mean \"back-market\"");
  }

  @Test
  void aBackPictureMustBeInTheProject() throws IOException {
    load("back.yaml", "image: art/back.png\nboxes:\n  back: {x: 5, y: 4, w: 53, h: 8}\n");
    assertThat(errors())
        .singleElement()
        .asString()
        .startsWith("templates/back.yaml:1:8: the project has no picture \"art/back.png\"");
  }

  @Test
  void aFieldsBoxTakesNoFixedWords() throws IOException {
    load("coin.yaml", "boxes:\n  gold: {x: 5, y: 4, w: 20, h: 8, words: Gold}\n");
    assertThat(errors()).singleElement().asString().contains("so it takes no words");
  }
}
