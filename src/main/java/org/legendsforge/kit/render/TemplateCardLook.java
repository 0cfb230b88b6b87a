package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.PrintedCard;

/**
 * The card look of a template renderer: parts from the layout the renderer picks for the card (the
 * same plan it paints from), icons as card text draws them (the game's own as the game draws them).
 */
final class TemplateCardLook implements CardLook {
  private final LayoutCardRenderer renderer;
  private final Theme theme;
  private final GameFaces game;
  private final GameFaces.Painter painter;

  TemplateCardLook(
      LayoutCardRenderer renderer, Theme theme, GameFaces game, GameFaces.Painter painter) {
    this.renderer = renderer;
    this.theme = theme;
    this.game = game;
    this.painter = painter;
  }

  @Override
  public Map<String, Rectangle2D> parts(PrintedCard card) {
    FacePlan plan = renderer.plan(card);
    CardLayout l = plan.layout();
    double b = l.size().bleed();
    Map<String, Rectangle2D> out = new LinkedHashMap<>();
    put(out, "title", l.get("title").rect(), b);
    plan.content()
        .badge()
        .flatMap(x -> l.region("badge"))
        .ifPresent(r -> put(out, "badge", FacePainter.badgeExtent(r), b));
    put(out, "art", l.get("art").rect(), b);
    put(out, "type", l.get("type").rect(), b);
    plan.stats().flatMap(x -> l.region("stats")).ifPresent(r -> put(out, "stats", r.rect(), b));
    put(out, "text", l.get("text").rect(), b);
    if (!plan.content().hand().isEmpty()) {
      l.region("hand").ifPresent(r -> put(out, "hand", r.rect(), b));
    }
    Rectangle2D band = l.get("deck-icon").rect().createUnion(l.get("deck-name").rect());
    put(out, "band", band, b);
    put(out, "id", l.get("id").rect(), b);
    return out;
  }

  private static void put(Map<String, Rectangle2D> out, String part, Rectangle2D r, double bleed) {
    out.put(
        part,
        new Rectangle2D.Double(r.getX() + bleed, r.getY() + bleed, r.getWidth(), r.getHeight()));
  }

  @Override
  public String kind(PrintedCard card) {
    return game.paintsFace(card) ? game.face(card).kind() : renderer.plan(card).content().kind();
  }

  @Override
  public Optional<String> badgeIcon(PrintedCard card) {
    return renderer.plan(card).content().badge().map(Face.Badge::icon);
  }

  @Override
  public Concept concept(String key) {
    return theme
        .concept(key)
        .orElseThrow(() -> new IllegalArgumentException("no concept " + key + " in the theme"));
  }

  @Override
  public void paintConcept(Graphics2D g, String key, double x, double y, double size) {
    Concept c = concept(key);
    theme.icon(c.icon()).ifPresent(i -> i.paint(g, x, y, size, c.colour()));
  }

  @Override
  public boolean hasIcon(String name) {
    return game.ownIcons().contains(name) || theme.icon(name).isPresent();
  }

  @Override
  public void paintIcon(Graphics2D g, String name, double x, double y, double size) {
    if (game.ownIcons().contains(name)) {
      painter.paintIcon(g, name, x, y, size);
    } else {
      theme.icon(name).ifPresent(i -> i.paint(g, x, y, size, i.colour()));
    }
  }

  @Override
  public Color colour(String name) {
    return theme.colour(name);
  }

  @Override
  public Color terrainColour(String key) {
    return theme.terrain(key);
  }
}
