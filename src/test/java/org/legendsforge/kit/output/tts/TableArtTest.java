package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.outputs.GraveyardTable;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.table.MapBoardPainter;
import org.legendsforge.games.graveyard.table.PieceConcepts;
import org.legendsforge.games.graveyard.table.TableArtPainter;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.Concept;
import org.legendsforge.kit.render.HeroMark;
import org.legendsforge.kit.render.TestResources;
import org.legendsforge.kit.tts.Marker;
import org.legendsforge.testing.ShippedData;

/**
 * The table's pieces, looked at as images: each hero's token has the colour and initials of its
 * cards and a name a player can read, every token's word stays inside its ring, and the map board
 * names its columns A–J and rows 1–9 in its frame.
 */
class TableArtTest {
  private static final int PX = GraveyardTable.TOKEN_PX;
  private static final CardRenderer RENDERER = TestResources.load().renderer();
  private static final TableArtPainter ART = new TableArtPainter(TestResources.FONTS);
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  private static boolean near(int rgb, Color c, int tolerance) {
    Color p = new Color(rgb);
    return Math.abs(p.getRed() - c.getRed()) <= tolerance
        && Math.abs(p.getGreen() - c.getGreen()) <= tolerance
        && Math.abs(p.getBlue() - c.getBlue()) <= tolerance;
  }

  @Test
  void everyHerosTokenShowsTheColourAndInitialsOfItsCards() {
    for (Hero h : SHIPPED.heroes()) {
      HeroMark mark = RENDERER.heroMark(h);
      BufferedImage token = ART.heroToken(h, mark, PX);
      // the band between the medallion and the rim, above the name: the hero's colour
      assertThat(near(token.getRGB(PX / 2, (int) (PX * 0.14)), mark.colour(), 0))
          .as(h.id() + " colour")
          .isTrue();
      // well inside each letter of the initials: the ink the cards draw them in
      Shape letters =
          mark.outline(TestResources.FONTS, PX / 2.0, PX / 2.0, PX * 0.29 * 1.3, PX * 0.29 * 0.95);
      int inside = 0;
      Rectangle2D b = letters.getBounds2D();
      for (int y = (int) b.getMinY(); y < b.getMaxY(); y += 3) {
        for (int x = (int) b.getMinX(); x < b.getMaxX(); x += 3) {
          if (letters.contains(x - 4, y - 4, 9, 9)) {
            inside++;
            assertThat(near(token.getRGB(x, y), mark.ink(), 2)).as(h.id() + " initials").isTrue();
          }
        }
      }
      assertThat(inside).as(h.id() + " points inside the letters").isGreaterThan(50);
    }
  }

  @Test
  void everyHerosNameIsSetLargeEnoughToReadOnTheTable() {
    for (Hero h : SHIPPED.heroes()) {
      assertThat(ART.nameSize(h.name(), PX)).as(h.name()).isGreaterThanOrEqualTo(PX * 0.07);
    }
  }

  @Test
  void aTokensWordStaysInsideItsRing() {
    PieceConcepts concepts = new PieceConcepts(SHIPPED);
    for (Marker m : Marker.values()) {
      Concept counted = RENDERER.concept(concepts.marker(m));
      ringClear(
          ART.marker(m, counted, RENDERER.icon(counted.icon()), PX), counted.colour(), m.key());
    }
    Color blue = new Color(0x336699);
    ringClear(ART.disc(PX, blue, "Compensation points", Optional.empty()), blue, "a long word");
  }

  /** Between the ring (0.43 of the width, 0.02 wide) and the rim: only the token's colour. */
  private static void ringClear(BufferedImage token, Color fill, String what) {
    int inBand = 0;
    for (int y = 0; y < PX; y++) {
      for (int x = 0; x < PX; x++) {
        double r = Math.hypot(x + 0.5 - PX / 2.0, y + 0.5 - PX / 2.0) / PX;
        if (r > 0.448 && r < 0.485) {
          inBand++;
          assertThat(near(token.getRGB(x, y), fill, 0)).as(what + " at " + x + "," + y).isTrue();
        }
      }
    }
    assertThat(inBand).isGreaterThan(1000);
  }

  @Test
  void theMapBoardNamesItsColumnsAndRowsInItsFrame() {
    TableGeometry map = TableGeometry.DEFAULT;
    BufferedImage board = new MapBoardPainter(TestResources.FONTS).board(map, 1024);
    double unit = 1024 / map.matSize();
    double left = (map.matSize() - map.width()) / 2 * unit;
    double top = (map.matSize() - map.length()) / 2 * unit;
    // the letters sit in the frame above each column, the numbers beside each row
    for (int c = 0; c < Cell.COLUMNS; c++) {
      int x0 = (int) (left + c * map.cellWidth() * unit);
      int x1 = (int) (left + (c + 1) * map.cellWidth() * unit);
      assertThat(lightPixels(board, x0, 0, x1, (int) top)).as("column " + c).isGreaterThan(20);
    }
    for (int r = 0; r < Cell.ROWS; r++) {
      int y0 = (int) (top + r * map.cellLength() * unit);
      int y1 = (int) (top + (r + 1) * map.cellLength() * unit);
      assertThat(lightPixels(board, 0, y0, (int) left, y1)).as("row " + r).isGreaterThan(20);
    }
  }

  private static int lightPixels(BufferedImage img, int x0, int y0, int x1, int y1) {
    int n = 0;
    for (int y = y0; y < y1; y++) {
      for (int x = x0; x < x1; x++) {
        n += new Color(img.getRGB(x, y)).getRed() > 200 ? 1 : 0;
      }
    }
    return n;
  }
}
