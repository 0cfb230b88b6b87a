package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How a hero is told apart wherever it appears: its initials in its colour on the paper of the
 * cards. The one source of the emblem on its Hero Control, Turn Order and Hyper Orb cards, its
 * token on the Tabletop Simulator table and anything else that stands for the hero, so they all
 * match.
 *
 * @param initials the first letters of the first and last capitalised words of its name
 * @param colour the hero's colour, from the theme's emblem colours by its id
 * @param paper the light ground the initials are drawn on
 */
public record HeroMark(String initials, Color colour, Color paper) {

  /** The mark of the hero {@code id} called {@code name} in {@code theme}. */
  public static HeroMark of(String id, String name, Theme theme) {
    return new HeroMark(initials(name), theme.emblem(id), theme.colour("paper"));
  }

  /** The initials' colour on the paper: the hero's colour, darker where it would read too faint. */
  public Color ink() {
    return inkOn(colour, paper);
  }

  /** The initials as glyph outlines (a picture, not text) fitted in w × h around (cx, cy). */
  public Shape outline(FontSet fonts, double cx, double cy, double w, double h) {
    return outline(fonts, initials, cx, cy, w, h);
  }

  /**
   * "Caldrin, the Cinder Paladin" gives CP: first and last word, small words and a leading "The"
   * skipped ("The Pale Cartographer" gives PC).
   */
  public static String initials(String name) {
    List<String> words =
        Arrays.stream(name.split("[\\s,]+"))
            .filter(w -> !w.isEmpty() && Character.isUpperCase(w.charAt(0)))
            .toList();
    if (words.size() > 1 && words.get(0).equals("The")) {
      words = words.subList(1, words.size());
    }
    if (words.isEmpty()) {
      return name.isEmpty() ? "?" : name.substring(0, 1).toUpperCase(Locale.ROOT);
    }
    String first = words.get(0).substring(0, 1);
    return words.size() == 1 ? first : first + words.get(words.size() - 1).substring(0, 1);
  }

  static Color inkOn(Color base, Color paper) {
    return Colours.contrast(base, paper) >= 3 ? base : Colours.darker(base, 0.45);
  }

  static Shape outline(FontSet fonts, String letters, double cx, double cy, double w, double h) {
    Font f = fonts.font(FontFace.BOLD, 10f);
    Shape glyphs = f.createGlyphVector(Typesetter.FRC, letters).getOutline();
    Rectangle2D b = glyphs.getBounds2D();
    double scale = Math.min(w / b.getWidth(), h / b.getHeight());
    AffineTransform at = new AffineTransform();
    at.translate(cx, cy);
    at.scale(scale, scale);
    at.translate(-b.getCenterX(), -b.getCenterY());
    return at.createTransformedShape(glyphs);
  }
}
