package org.legendsforge.games.graveyard.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.rulebook.Figure;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.kit.print.pages.FigurePiece;
import org.legendsforge.kit.render.TestResources;
import org.legendsforge.testing.ShippedData;

/**
 * The table picture draws the map rulers where a player lays them: the column rulers end to end on
 * the map's top edge, a box over each column from A; the row rulers down its left edge, a box
 * beside each row from 1 and the face rolled again hanging below the last.
 */
class RulerFigureTest {
  private static final double PX_PER_MM = 8;

  @Test
  void eachBoxLiesAgainstTheCellItNames() {
    double x0 = 10;
    double y0 = 20;
    double cell = 6;
    List<MapRulerFigure.Strip> strips = MapRulerFigure.laid(x0, y0, cell);
    assertThat(strips).hasSize(4);
    List<MapRulerFigure.Box> top =
        strips.stream()
            .filter(MapRulerFigure.Strip::alongTop)
            .flatMap(s -> s.boxes().stream())
            .toList();
    List<MapRulerFigure.Box> left =
        strips.stream().filter(s -> !s.alongTop()).flatMap(s -> s.boxes().stream()).toList();
    assertThat(top)
        .extracting(MapRulerFigure.Box::label)
        .containsExactly("A", "B", "C", "D", "E", "F", "G", "H", "I", "J");
    for (int c = 0; c < Cell.COLUMNS; c++) {
      Rectangle2D b = top.get(c).bounds();
      assertThat(b.getMinX()).isCloseTo(x0 + c * cell, within(1e-9));
      assertThat(b.getWidth()).isCloseTo(cell, within(1e-9));
      assertThat(b.getMaxY()).isCloseTo(y0, within(1e-9));
    }
    // nine rows, then the d10's tenth face, rolled again, below the map
    assertThat(left)
        .extracting(MapRulerFigure.Box::label)
        .containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9", "");
    for (int r = 0; r < left.size(); r++) {
      Rectangle2D b = left.get(r).bounds();
      assertThat(b.getMinY()).isCloseTo(y0 + r * cell, within(1e-9));
      assertThat(b.getMaxX()).isCloseTo(x0, within(1e-9));
    }
    // the two rulers of an edge meet end to end: one's spare length lies past the map's corner
    for (boolean alongTop : new boolean[] {true, false}) {
      List<Rectangle2D> edge =
          strips.stream()
              .filter(s -> s.alongTop() == alongTop)
              .map(MapRulerFigure.Strip::bounds)
              .toList();
      double firstEnd = alongTop ? edge.get(0).getMaxX() : edge.get(0).getMaxY();
      double secondStart = alongTop ? edge.get(1).getMinX() : edge.get(1).getMinY();
      assertThat(secondStart).isCloseTo(firstEnd, within(1e-9));
      double corner = alongTop ? edge.get(0).getMinX() : edge.get(0).getMinY();
      assertThat(corner).isLessThanOrEqualTo(alongTop ? x0 : y0);
    }
  }

  @Test
  void theTablePictureDrawsThemOnTheMapsEdges() {
    Catalog catalog =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    RulebookDrawings drawings =
        new RulebookDrawings(catalog, TestResources.load().renderer(), TestResources.FONTS, 1);
    FigurePiece.Drawing table =
        (FigurePiece.Drawing) drawings.pieces(new Figure.Table(), TablePainter.DESIGN).get(0);
    BufferedImage img = draw(table);
    double cell = (TablePainter.MAP_WIDTH - BoardFigurePainter.LABELS) / Cell.COLUMNS;
    List<MapRulerFigure.Strip> strips =
        MapRulerFigure.laid(
            TablePainter.MAP_X + BoardFigurePainter.LABELS,
            TablePainter.MAP_Y + BoardFigurePainter.LABELS,
            cell);
    for (MapRulerFigure.Strip s : strips) {
      for (MapRulerFigure.Box b : s.boxes()) {
        Rectangle2D r = b.bounds();
        if (b.label().isEmpty()) {
          // the face rolled again is left in the band's colour
          assertThat(pixel(img, r.getCenterX(), r.getCenterY()))
              .isEqualTo(MapRulerFigure.BAND.getRGB());
        } else {
          // a white box with its coordinate in ink
          assertThat(pixel(img, r.getMinX() + 0.4, r.getMinY() + 0.4))
              .as(b.label())
              .isEqualTo(Color.WHITE.getRGB());
          assertThat(dark(img, r)).as(b.label()).isGreaterThan(0);
        }
      }
      if (s.alongTop()) {
        // the spare length, plain band, past a corner
        Rectangle2D first = s.boxes().get(0).bounds();
        Rectangle2D last = s.boxes().get(s.boxes().size() - 1).bounds();
        double spareX =
            first.getMinX() > s.bounds().getMinX() + 0.5
                ? (s.bounds().getMinX() + first.getMinX()) / 2
                : (last.getMaxX() + s.bounds().getMaxX()) / 2;
        assertThat(pixel(img, spareX, s.bounds().getCenterY()))
            .isEqualTo(MapRulerFigure.BAND.getRGB());
      }
    }
  }

  private static BufferedImage draw(FigurePiece.Drawing d) {
    int w = (int) Math.ceil(d.width() * PX_PER_MM);
    int h = (int) Math.ceil(d.height() * PX_PER_MM);
    BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, w, h);
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
    g.scale(PX_PER_MM, PX_PER_MM);
    d.painter().accept(g);
    g.dispose();
    return img;
  }

  private static int pixel(BufferedImage img, double x, double y) {
    return img.getRGB((int) (x * PX_PER_MM), (int) (y * PX_PER_MM));
  }

  /** Pixels inside {@code r} darker than mid grey: the coordinate's strokes. */
  private static int dark(BufferedImage img, Rectangle2D r) {
    int n = 0;
    for (int y = (int) (r.getMinY() * PX_PER_MM) + 2;
        y < (int) (r.getMaxY() * PX_PER_MM) - 2;
        y++) {
      for (int x = (int) (r.getMinX() * PX_PER_MM) + 2;
          x < (int) (r.getMaxX() * PX_PER_MM) - 2;
          x++) {
        Color c = new Color(img.getRGB(x, y));
        if (c.getRed() + c.getGreen() + c.getBlue() < 3 * 100) {
          n++;
        }
      }
    }
    return n;
  }
}
