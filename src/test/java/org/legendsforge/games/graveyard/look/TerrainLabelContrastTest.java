package org.legendsforge.games.graveyard.look;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.TerrainCardFace;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.image.PngCardWriter;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.Colours;
import org.legendsforge.kit.render.DrawingTools;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.RenderResources;
import org.legendsforge.kit.render.TestResources;
import org.legendsforge.kit.render.Theme;
import org.legendsforge.testing.ShippedData;

/**
 * The words on a terrain card can be read on every terrain: a card of six river cells of one land
 * terrain (rivers run through land only) is drawn as the printer would, and the "river" label's ink
 * must stand out from the ground it is printed on by WCAG AA's 4.5:1 (the ground taken as the label
 * box's median pixel, so a label printed straight on the terrain is measured against it).
 */
class TerrainLabelContrastTest {
  private static final double PX_PER_MM = 600 / 25.4;

  @ParameterizedTest
  @EnumSource(
      value = Terrain.class,
      names = {"PLAINS", "HILLS", "FOREST", "MOUNTAIN"})
  void theRiverLabelReadsOnEveryLandTerrain(Terrain terrain) {
    RenderResources res =
        RenderResources.load(
                Path.of("templates"),
                Optional.of(ShippedData.folder()),
                "Graveyard of Legends",
                TestResources.FONTS,
                new Diagnostics())
            .orElseThrow();
    CardRenderer r = res.renderer();
    Catalog c =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    var deck =
        c.decks().stream().filter(d -> d.contents() == DeckKind.TERRAIN).findFirst().orElseThrow();
    TerrainCell cell = new TerrainCell(terrain, true);
    DeckCard card =
        new DeckCard(
            deck, new TerrainCardFace(new TerrainCard("t-test", Collections.nCopies(6, cell))));
    CardSize size = r.size(deck);
    BufferedImage img = new PngCardWriter(600).image(size, g -> r.paintFace(card, g));

    Theme theme = res.fitCheckTheme();
    double letter = theme.font("terrain-letter").sizeMm();
    double wordWidth =
        DrawingTools.width(
            TestResources.FONTS.font(FontFace.CONDENSED_BOLD, (float) (letter * 0.6)),
            TerrainPainter.RIVER_WORD);
    double cw = size.trimWidth() / TerrainCard.WIDTH;
    double ch = size.trimHeight() / TerrainCard.LENGTH;
    // the middle row's right cell: no id, tab or card edge near it
    Rectangle2D cellBox = new Rectangle2D.Double(size.bleed() + cw, size.bleed() + ch, cw, ch);
    Rectangle2D label = TerrainPainter.riverLabel(cellBox, letter, wordWidth);

    List<Color> pixels = new ArrayList<>();
    for (int y = px(label.getMinY()) + 1; y < px(label.getMaxY()) - 1; y++) {
      for (int x = px(label.getMinX()) + 1; x < px(label.getMaxX()) - 1; x++) {
        pixels.add(new Color(img.getRGB(x, y)));
      }
    }
    pixels.sort((a, b) -> Double.compare(Colours.luminance(a), Colours.luminance(b)));
    Color ink = pixels.get(0);
    Color ground = pixels.get(pixels.size() / 2);
    assertThat(Colours.luminance(ink))
        .as("the word is printed in the label box")
        .isLessThan(Colours.luminance(ground));
    assertThat(Colours.contrast(ink, ground))
        .as("river label on " + terrain + ": ink " + ink + " on " + ground)
        .isGreaterThanOrEqualTo(4.5);
  }

  private static int px(double mm) {
    return (int) Math.round(mm * PX_PER_MM);
  }
}
