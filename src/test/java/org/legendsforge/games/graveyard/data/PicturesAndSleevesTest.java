package org.legendsforge.games.graveyard.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.testing.ShippedData;

/**
 * Pictures as the data writes them (a plain path, or file with fit and focus; on every kind of card
 * and as a deck's back) and sleeve colours named from a palette, read as the designer meant.
 */
class PicturesAndSleevesTest {
  @TempDir Path work;
  Path data;

  @BeforeEach
  void copyShippedData() throws IOException {
    data = ShippedData.copyInto(work);
    Files.createDirectories(data.resolve("art"));
    for (String f : new String[] {"a.png", "b.svg"}) {
      Files.write(
          data.resolve("art").resolve(f),
          f.endsWith(".svg")
              ? "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 2 1\"/>".getBytes()
              : png());
    }
  }

  private static byte[] png() throws IOException {
    var out = new java.io.ByteArrayOutputStream();
    javax.imageio.ImageIO.write(
        new java.awt.image.BufferedImage(8, 8, java.awt.image.BufferedImage.TYPE_INT_RGB),
        "png",
        out);
    return out.toByteArray();
  }

  private LoadResult load() {
    return new CardDataLoader(work).load(data);
  }

  private static String shown(LoadResult r) {
    return new DiagnosticFormatter().format(r.diagnostics());
  }

  @Test
  void picturesAreReadWithTheirFitAndFocusOnEveryKindOfCardAndRoundTrip() throws IOException {
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    flavour: The oldest trick in the grimoire, and still the best.\n",
        "    flavour: The oldest trick in the grimoire, and still the best.\n    art: art/b.svg\n");
    ShippedData.edit(
        data,
        "heroes.yaml",
        "    flavour: He burned with his city and refused to stay ash.\n",
        "    flavour: He burned with his city and refused to stay ash.\n    art: { file: art/a.png, fit: contain, focus: \"0.25, 0.75\", fullBleed: true }\n");
    ShippedData.edit(
        data,
        "terrain.yaml",
        "  - id: t01\n",
        "  - id: t01\n    art: { file: art/a.png, focus: bottom }\n");
    ShippedData.edit(
        data, "game.yaml", "    colour: Red\n", "    colour: Red\n    art: art/a.png\n");
    ShippedData.edit(
        data,
        "decks.yaml",
        "    icon: flame\n    back: rays\n",
        "    icon: flame\n    back: { image: art/b.svg, fit: stretch }\n");
    LoadResult r = load();
    assertThat(r.diagnostics().isEmpty()).as(shown(r)).isTrue();
    Catalog c = r.catalog().orElseThrow();
    assertThat(
            c.spells().stream()
                .filter(s -> s.id().equals("fireball"))
                .findFirst()
                .orElseThrow()
                .art())
        .contains(Art.of("art/b.svg"));
    assertThat(c.hero("cinder-paladin").orElseThrow().art())
        .contains(new Art("art/a.png", Art.Fit.CONTAIN, new Art.Focus(0.25, 0.75), true));
    assertThat(c.terrainArt())
        .containsEntry("t01", new Art("art/a.png", Art.Fit.COVER, Art.Focus.BOTTOM, false));
    assertThat(c.cardsOf(DeckKind.TERRAIN).get(0).art()).isPresent();
    assertThat(c.playerCards().get(0).art()).contains(Art.of("art/a.png"));
    Deck fire = c.deck(DeckKind.FIRE_SPELLS).orElseThrow();
    assertThat(fire.backImage())
        .contains(new Art("art/b.svg", Art.Fit.STRETCH, Art.Focus.CENTER, false));

    Path copy = work.resolve("copy");
    for (Map.Entry<String, String> e : new CardDataWriter().write(c).entrySet()) {
      Files.createDirectories(copy.resolve(e.getKey()).getParent());
      Files.writeString(copy.resolve(e.getKey()), e.getValue());
    }
    Files.createDirectories(copy.resolve("art"));
    Files.copy(data.resolve("art/a.png"), copy.resolve("art/a.png"));
    Files.copy(data.resolve("art/b.svg"), copy.resolve("art/b.svg"));
    LoadResult again = new CardDataLoader(work).load(copy);
    assertThat(again.catalog()).as(shown(again)).contains(c);
  }

  @Test
  void fullBleedIsForHeroesOnly() {
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    flavour: The oldest trick in the grimoire, and still the best.\n",
        "    flavour: The oldest trick in the grimoire, and still the best.\n    art: { file: art/a.png, fullBleed: true }\n");
    assertThat(shown(load())).contains("error[unknown-key]: unknown key \"fullBleed\" in art");
  }

  @Test
  void aFocusOutsideThePictureIsRefusedWithTheWaysToWriteIt() {
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    flavour: The oldest trick in the grimoire, and still the best.\n",
        "    flavour: The oldest trick in the grimoire, and still the best.\n    art: { file: art/a.png, focus: \"1.5,0\" }\n");
    assertThat(shown(load()))
        .contains("error[bad-format]: \"1.5,0\" is not a valid focus")
        .contains("write center, top, bottom, or x,y");
  }

  @Test
  void aSleeveNamedFromThePaletteTakesItsColourAndAnUnknownNameSuggestsTheNearest() {
    ShippedData.edit(
        data,
        "decks.yaml",
        "decks:\n",
        "sleeves:\n  - { name: Crimson, hex: \"#b71c1c\" }\n\ndecks:\n");
    ShippedData.edit(
        data,
        "decks.yaml",
        "    sleeve: { name: Crimson, hex: \"#B71C1C\" }\n",
        "    sleeve: Crimson\n");
    LoadResult r = load();
    assertThat(r.diagnostics().isEmpty()).as(shown(r)).isTrue();
    assertThat(r.catalog().orElseThrow().deck(DeckKind.FIRE_SPELLS).orElseThrow().sleeve().hex())
        .isEqualTo("#B71C1C");

    ShippedData.edit(data, "decks.yaml", "    sleeve: Crimson\n", "    sleeve: Crimsom\n");
    String errors = shown(load());
    assertThat(errors)
        .containsPattern(
            "decks.yaml:\\d+:13: error\\[unknown-sleeve\\]: sleeve colour \"Crimsom\" is not in the sleeves palette")
        .contains("hint: did you mean \"Crimson\"?");
  }

  @Test
  void oneSleeveNameWithTwoColoursIsFlaggedAndAPaletteNamingOneTwiceIsAnError() {
    ShippedData.edit(
        data,
        "decks.yaml",
        "    sleeve: { name: Crimson, hex: \"#B71C1C\" }\n",
        "    sleeve: { name: Navy, hex: \"#B71C1C\" }\n");
    LoadResult r = load();
    assertThat(r.catalog()).isPresent();
    assertThat(shown(r))
        .containsPattern(
            "warning\\[sleeve-name\\]: decks \"[a-z-]+\" and \"[a-z-]+\" both use sleeve \"Navy\" but with different colours");

    ShippedData.edit(
        data,
        "decks.yaml",
        "decks:\n",
        "sleeves:\n  - { name: Teal, hex: \"#00897B\" }\n  - { name: Teal, hex: \"#00897C\" }\n\ndecks:\n");
    assertThat(shown(load()))
        .contains("error[duplicate-sleeve]: sleeve colour \"Teal\" is listed twice in the palette");
  }
}
