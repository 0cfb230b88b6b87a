package org.legendsforge.games.graveyard.diff;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * The reprint list of {@code forge diff}: only the printed cards whose drawing changed, found by
 * drawing the data diff's candidates from both sides (on the fixture of {@link DiffCommandTest}:
 * the shipped data with two fire spells the test owns).
 */
class ReprintListTest {
  @TempDir Path work;
  Path old;
  Path now;

  @BeforeEach
  void twoEqualFolders() throws IOException {
    old = DiffCommandTest.fixture(work.resolve("old"));
    now = DiffCommandTest.fixture(work.resolve("new"));
  }

  private JsonNode reprint(String... extra) throws IOException {
    List<String> args =
        new ArrayList<>(List.of("diff", old.toString(), now.toString(), "--format", "json"));
    args.addAll(List.of(extra));
    ForgeRun run = ForgeRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    return new ObjectMapper().readTree(run.out()).path("reprint");
  }

  /** Each card to act on as {@code deck/card: why}. */
  private static List<String> cards(JsonNode reprint) {
    List<String> out = new ArrayList<>();
    reprint
        .path("cards")
        .forEach(
            c ->
                out.add(
                    c.path("deck").asText()
                        + "/"
                        + c.path("card").asText()
                        + ": "
                        + c.path("why").asText()));
    return out;
  }

  @Test
  void aCommentAndAnotherKeyOrderReprintNothing() throws IOException {
    Files.writeString(
        now.resolve("spells/fire.yaml"),
        "# a note for the designer\n"
            + DiffCommandTest.FIRE.replace(
                "    cost: 2\n    range: 3\n", "    range: 3 # reach\n    cost: 2\n"));
    assertThat(Files.readString(now.resolve("spells/fire.yaml")))
        .contains("range: 3 # reach\n    cost: 2");
    ForgeRun run = ForgeRun.of("diff", old.toString(), now.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).endsWith("\nno differences\n").doesNotContain("reprint");
    assertThat(cards(reprint())).isEmpty();
  }

  @Test
  void aSleeveColourReprintsEveryFaceOfThatDeckAndItsBack() throws IOException {
    ShippedData.edit(now, "decks.yaml", "hex: \"#B71C1C\"", "hex: \"#9A1616\"");
    JsonNode r = reprint();
    assertThat(cards(r))
        .containsExactly(
            "fire/test-bolt: face and back changed", "fire/test-spark: face and back changed");
    assertThat(r.path("cards").get(0).path("causes").toString()).isEqualTo("[\"deck sleeve.hex\"]");
    assertThat(r.path("compared").asInt()).isEqualTo(3);
  }

  @Test
  void aNewBackPatternReprintsTheDeckForItsBackOnly() throws IOException {
    ShippedData.editLine(now, "decks.yaml", "^(\\s+)back: rays", "$1back: waves");
    assertThat(cards(reprint()))
        .containsExactly("fire/test-bolt: back changed", "fire/test-spark: back changed");
  }

  @Test
  void aChangeTheCardsDoNotShowIsDrawnAndDropped() throws IOException {
    // The sleeve's colour name is printed on the sleeve guide, not on the cards.
    ShippedData.edit(now, "decks.yaml", "name: Crimson", "name: Scarlet");
    JsonNode r = reprint();
    assertThat(cards(r)).isEmpty();
    assertThat(r.path("compared").asInt()).isEqualTo(3);
    ForgeRun run = ForgeRun.of("diff", old.toString(), now.toString());
    assertThat(run.out())
        .endsWith(
            "0 cards changed, 0 added, 0 removed; nothing to reprint (3 drawings compared)\n");
  }

  @Test
  void newTemplatesMakeEveryCardACandidateAndKeepOnlyTheChangedDrawings() throws IOException {
    Path same = copyTemplates(work.resolve("same"));
    Files.writeString(
        same.resolve("theme/theme.yaml"),
        Files.readString(same.resolve("theme/theme.yaml")) + "# a comment\n");
    JsonNode r = reprint("--templates-new", same.toString());
    assertThat(r.path("everyCard").asBoolean()).isTrue();
    assertThat(r.path("compared").asInt()).isGreaterThan(100);
    assertThat(cards(r)).isEmpty();

    Path redder = copyTemplates(work.resolve("redder"));
    ShippedData.edit(
        redder, "theme/theme.yaml", "fire: { colour: \"#D55E00\"", "fire: { colour: \"#C05000\"");
    List<String> changed = cards(reprint("--templates-new", redder.toString()));
    assertThat(changed)
        .contains("fire/test-bolt: face changed", "general/test-spark: face changed");
    assertThat(changed).noneMatch(c -> c.startsWith("water/") || c.startsWith("hero-control/"));
  }

  static Path copyTemplates(Path target) {
    Path source = Path.of("templates").toAbsolutePath();
    try (Stream<Path> walk = Files.walk(source)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        Path t = target.resolve(source.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(t);
        } else {
          Files.copy(p, t);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return target;
  }
}
