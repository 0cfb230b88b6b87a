package org.legendsforge.games.graveyard.look;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.kit.render.Colours;
import org.legendsforge.kit.render.DrawingTools;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.Theme;

/**
 * A terrain letter written in card text ({@code {P}}): a small square in the terrain's colour with
 * its letter, readable in grayscale too.
 */
final class TerrainTile {
  /** The letters card text may write, one per terrain, in the terrains' order. */
  static final List<String> LETTERS =
      Arrays.stream(Terrain.values()).map(t -> String.valueOf(t.letter())).toList();

  private final Theme theme;
  private final FontSet fonts;

  TerrainTile(Theme theme, FontSet fonts) {
    this.theme = theme;
    this.fonts = fonts;
  }

  /** The terrain {@code name} writes, when it is one of {@link #LETTERS}. */
  static Optional<Terrain> of(String name) {
    return name.length() == 1 ? Terrain.fromLetter(name.charAt(0)) : Optional.empty();
  }

  void paint(Graphics2D g, Terrain t, double left, double top, double s) {
    Color fill = theme.terrain(TerrainPattern.key(t));
    g.setColor(fill);
    RoundRectangle2D tile = new RoundRectangle2D.Double(left, top, s, s, s * 0.3, s * 0.3);
    g.fill(tile);
    g.setColor(theme.terrain("grid"));
    g.setStroke(new BasicStroke((float) (s * 0.06)));
    g.draw(tile);
    Font f = fonts.font(FontFace.BOLD, (float) (s * 0.78));
    String letter = String.valueOf(t.letter());
    double w = DrawingTools.width(f, letter);
    // the letter is part of the icon, drawn as its outline like every other icon shape
    g.setColor(Colours.textOn(fill));
    g.fill(
        DrawingTools.outline(
            f, letter, (float) (left + (s - w) / 2), (float) (top + s * 0.5 + s * 0.78 * 0.36)));
  }
}
