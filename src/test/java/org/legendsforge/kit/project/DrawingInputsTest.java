package org.legendsforge.kit.project;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.diag.SourceRef;

/** What a data-only game's drawings are keyed by in the render cache. */
class DrawingInputsTest {
  static final CardType HERO =
      new CardType(
          "hero",
          "Hero",
          Optional.empty(),
          List.of(
              new FieldSpec(
                  "life",
                  FieldKind.NUMBER,
                  true,
                  Optional.of(1),
                  Optional.empty(),
                  Optional.empty()),
              new FieldSpec(
                  "portrait",
                  FieldKind.ART,
                  false,
                  Optional.empty(),
                  Optional.empty(),
                  Optional.empty())));
  static final DeckSpec HEROES =
      new DeckSpec("heroes", "Heroes", List.of("hero"), "", new Rgb(1, 2, 3), new Rgb(4, 5, 6));

  static ProjectCard ada(int life, int line) {
    return new ProjectCard(
        "heroes",
        "hero",
        "Ada",
        Map.of("life", life, "portrait", "art/ada.png"),
        1,
        SourceRef.at("cards/heroes.csv", line, 1));
  }

  static GameProject game(ProjectLayouts layouts, ProjectCard... cards) {
    return new GameProject(
        Path.of("."),
        "Test",
        "test",
        63,
        88,
        Map.of("hero", HERO),
        List.of(HEROES),
        List.of(),
        List.of(cards),
        Optional.empty(),
        layouts);
  }

  @Test
  void aFaceIsKeyedByWhatItShowsNotByTheLineItWasWrittenOn() {
    DrawingInputs inputs = new DrawingInputs(game(ProjectLayouts.none(), ada(12, 2)));
    assertThat(inputs.face(ada(12, 2))).isEqualTo(inputs.face(ada(12, 9)));
    assertThat(inputs.face(ada(12, 2))).isNotEqualTo(inputs.face(ada(13, 2)));
  }

  @Test
  void theArtFilesAreTheCardsPicturesAndTheLayoutsOwn() {
    CardTemplate back =
        new CardTemplate(
            "templates/back.yaml", Optional.empty(), Optional.of("art/back.png"), List.of());
    DrawingInputs inputs =
        new DrawingInputs(
            game(new ProjectLayouts(Map.of(), Map.of(), Optional.of(back)), ada(12, 2)));
    assertThat(inputs.artFiles()).containsExactly("art/ada.png", "art/back.png");
  }
}
