package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.Optional;
import org.legendsforge.kit.card.Marked;

/**
 * The pieces' look from the theme: a hero's emblem colour ({@link Theme#emblem}) and initials as
 * {@link FaceComposer} puts them on the hero's cards, drawn by the same {@link EmblemPainter}.
 */
final class ThemePieceLook implements PieceLook {
  private final Theme theme;
  private final EmblemPainter emblems;

  ThemePieceLook(Theme theme, FontSet fonts) {
    this.theme = theme;
    this.emblems = new EmblemPainter(theme, fonts);
  }

  @Override
  public HeroMark heroMark(Marked hero) {
    return HeroMark.of(hero.id(), hero.name(), theme);
  }

  @Override
  public void paintHeroEmblem(Marked hero, Graphics2D g, Rectangle2D box) {
    HeroMark m = heroMark(hero);
    emblems.paint(g, box, new FaceContent.Emblem(hero.id(), m.colour(), "", m.initials()));
  }

  @Override
  public Optional<Icon> icon(String name) {
    return theme.icon(name);
  }

  @Override
  public Concept concept(String key) {
    return theme
        .concept(key)
        .orElseThrow(() -> new IllegalArgumentException("no concept " + key + " in the theme"));
  }

  @Override
  public Color seat(String colourWord) {
    return theme.seat(colourWord);
  }
}
