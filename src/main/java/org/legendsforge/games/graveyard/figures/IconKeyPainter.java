package org.legendsforge.games.graveyard.figures;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.rulebook.Figure;
import org.legendsforge.kit.render.CardLook;
import org.legendsforge.kit.render.FigureText;
import org.legendsforge.kit.render.FontSet;

/**
 * A key of icons in two columns: each icon drawn as the cards draw it (a terrain letter as its
 * tile), its words beside it. An icon the theme does not have is left out ({@link #missing}).
 */
public final class IconKeyPainter {
  private static final double GAP = 6;
  private static final double ROW_GAP = 1.4;

  private final CardLook look;
  private final FigureText text;
  private final double size;

  /** {@code size}: the height of the words in millimetres; icons are a little larger. */
  public IconKeyPainter(CardLook look, FontSet fonts, double size) {
    this.look = look;
    this.text = new FigureText(fonts, look);
    this.size = size;
  }

  public List<Figure.Label> missing(List<Figure.Label> icons) {
    return icons.stream().filter(i -> !look.hasIcon(i.key())).toList();
  }

  public double height(List<Figure.Label> icons, double width) {
    return rows(icons, width).stream().mapToDouble(Row::height).sum();
  }

  public void paint(Graphics2D g, List<Figure.Label> icons, double width) {
    double column = (width - GAP) / 2;
    double icon = size * 1.6;
    double y = 0;
    for (Row r : rows(icons, width)) {
      for (int i = 0; i < r.cells.size(); i++) {
        Cell c = r.cells.get(i);
        double x = i * (column + GAP);
        look.paintIcon(g, c.icon, x, y + 0.1, icon);
        text.draw(
            g, c.lines, x + icon + 1.6, y + (icon - size * 1.1) / 2, size, look.colour("ink"));
      }
      y += r.height;
    }
  }

  private record Cell(String icon, List<FigureText.Line> lines) {}

  private record Row(List<Cell> cells, double height) {}

  /** Icons two to a row, in the order written. */
  private List<Row> rows(List<Figure.Label> icons, double width) {
    double column = (width - GAP) / 2;
    double icon = size * 1.6;
    List<Figure.Label> shown = icons.stream().filter(i -> look.hasIcon(i.key())).toList();
    List<Row> out = new ArrayList<>();
    for (int i = 0; i < shown.size(); i += 2) {
      List<Cell> cells = new ArrayList<>();
      double h = icon;
      for (int k = i; k < Math.min(i + 2, shown.size()); k++) {
        List<FigureText.Line> lines =
            text.lines(shown.get(k).text(), size, column - icon - 1.6, true);
        cells.add(new Cell(shown.get(k).key(), lines));
        h = Math.max(h, text.height(lines, size) + (icon - size * 1.1) / 2);
      }
      out.add(new Row(cells, h + ROW_GAP));
    }
    return out;
  }
}
