package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.testing.ShippedData;

/**
 * Every shape drawn on every shipped face, measured as drawn: it either runs on into the bleed (a
 * background) or lies wholly inside the safe zone, 1/8 in inside a poker card's trim and 4 mm
 * inside a terrain card's (where index stock loses its edges). Terrain's cell patterns are
 * background texture and may cross the line; the letters, id and tab may not.
 */
class SafeZoneTest {
  private static final Pattern SHAPE =
      Pattern.compile("^(fill|draw) (-?[\\d.]+),(-?[\\d.]+) ([\\d.]+)x([\\d.]+) (#[0-9A-F]{6})");

  /** The letter discs' outline, the id panel: the terrain card's own content, not texture. */
  private static final String GRID = hex(TestResources.load().fitCheckTheme().terrain("grid"));

  private static final String PANEL = hex(TestResources.load().fitCheckTheme().colour("panel"));

  private static String hex(java.awt.Color c) {
    return String.format("#%06X", c.getRGB() & 0xFFFFFF);
  }

  @Test
  void nothingOnAShippedFaceReachesTheCutExceptBackgroundsThatRunIntoTheBleed() {
    Catalog c =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    Diagnostics d = new Diagnostics();
    CardRenderer r =
        RenderResources.load(
                Path.of("templates"),
                Optional.of(ShippedData.folder()),
                "Graveyard of Legends",
                TestResources.FONTS,
                d)
            .orElseThrow()
            .renderer();
    int checked = 0;
    for (DeckCard dc : c.printedCards().toList()) {
      CardSize size = r.size(dc.deck());
      boolean terrain = dc.deck().contents().indexCardSize();
      List<String> log = new ArrayList<>();
      r.paintFace(dc, RecordingGraphics2D.showingOnlyWhatTheClipLets(log));
      for (String line : log) {
        Matcher m = SHAPE.matcher(line);
        if (!m.find()) {
          continue;
        }
        double x = Double.parseDouble(m.group(2)) - size.bleed();
        double y = Double.parseDouble(m.group(3)) - size.bleed();
        double right = x + Double.parseDouble(m.group(4));
        double bottom = y + Double.parseDouble(m.group(5));
        // A background reaches the trim; terrain patterns are texture in a cell that does.
        boolean background =
            x <= 0.01
                || y <= 0.01
                || right >= size.trimWidth() - 0.01
                || bottom >= size.trimHeight() - 0.01;
        String colour = m.group(6);
        boolean content =
            colour.equals("#FFFFFF")
                || colour.equals(GRID)
                || colour.equals(PANEL)
                || colour.equals(String.format("#%06X", dc.deck().sleeve().rgb()));
        boolean pattern = terrain && !content;
        if (background || pattern) {
          continue;
        }
        double s = size.safe() - 0.011;
        assertThat(
                x >= s
                    && y >= s
                    && right <= size.trimWidth() - s
                    && bottom <= size.trimHeight() - s)
            .as(dc.card().id() + ": " + line)
            .isTrue();
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(1000);
  }
}
