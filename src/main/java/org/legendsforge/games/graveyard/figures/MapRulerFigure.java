package org.legendsforge.games.graveyard.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.model.MapRulers;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.kit.render.CardLook;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FigureText;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The printed map rulers drawn where they lie in the table picture: the column rulers end to end
 * along the map's top edge, the row rulers down its left edge, each box over the cell it names and
 * each ruler as long and as wide, for the picture's cell, as the components sheet prints it.
 */
final class MapRulerFigure {
  /** The rulers' card: the printed ruler's band colour. */
  static final Color BAND = new Color(0xE8, 0xE4, 0xDA);

  /** A box of a ruler: the coordinate it names (empty for a face rolled again) and where it is. */
  record Box(String label, Rectangle2D bounds) {}

  /** A ruler as drawn: its whole strip and its boxes. */
  record Strip(Rectangle2D bounds, List<Box> boxes, boolean alongTop) {}

  private final CardLook look;
  private final FigureText text;

  MapRulerFigure(CardLook look, FontSet fonts) {
    this.look = look;
    this.text = new FigureText(fonts, look);
  }

  /**
   * The strips for a map whose top-left cell corner is at ({@code x0}, {@code y0}) and whose cells
   * are {@code cell} square in the picture: each edge's printed millimetres scaled to its cells.
   */
  static List<Strip> laid(double x0, double y0, double cell) {
    double across = CardSize.INDEX_CARD.trimWidth() / TerrainCard.WIDTH;
    double down = CardSize.INDEX_CARD.trimHeight() / TerrainCard.LENGTH;
    List<Strip> out = new ArrayList<>();
    double top = 0;
    double left = 0;
    for (MapRulers.Ruler r : MapRulers.laid(across, down)) {
      double scale = cell / r.cell();
      double wide = MapRulers.ACROSS * scale;
      double start = (r.alongTop() ? top : left) - r.lead() * scale;
      List<Box> boxes = new ArrayList<>();
      for (int i = 0; i < r.boxes(); i++) {
        String label = i < r.labels().size() ? r.labels().get(i) : "";
        double at = start + r.lead() * scale + i * cell;
        boxes.add(
            new Box(
                label,
                r.alongTop()
                    ? new Rectangle2D.Double(x0 + at, y0 - wide, cell, wide)
                    : new Rectangle2D.Double(x0 - wide, y0 + at, wide, cell)));
      }
      double length = r.length() * scale;
      Rectangle2D bounds =
          r.alongTop()
              ? new Rectangle2D.Double(x0 + start, y0 - wide, length, wide)
              : new Rectangle2D.Double(x0 - wide, y0 + start, wide, length);
      out.add(new Strip(bounds, boxes, r.alongTop()));
      if (r.alongTop()) {
        top += r.labels().size() * cell;
      } else {
        left += r.labels().size() * cell;
      }
    }
    return out;
  }

  void paint(Graphics2D g, List<Strip> strips) {
    Color ink = look.colour("ink");
    for (Strip s : strips) {
      g.setColor(BAND);
      g.fill(s.bounds());
      for (Box b : s.boxes()) {
        Rectangle2D r = b.bounds();
        // the printed boxes are white, a face rolled again left in the band's colour
        g.setColor(b.label().isEmpty() ? BAND : Color.WHITE);
        g.fill(r);
        g.setColor(ink);
        g.setStroke(new BasicStroke(0.15f));
        g.draw(r);
        if (!b.label().isEmpty()) {
          double size = Math.min(r.getWidth(), r.getHeight()) * 0.6;
          double w = text.width(b.label(), FontFace.BOLD, size);
          text.line(
              g,
              b.label(),
              FontFace.BOLD,
              size,
              r.getCenterX() - w / 2,
              r.getCenterY() + size * 0.36,
              ink);
        }
      }
      g.setColor(ink);
      g.setStroke(new BasicStroke(0.3f));
      g.draw(s.bounds());
    }
  }
}
