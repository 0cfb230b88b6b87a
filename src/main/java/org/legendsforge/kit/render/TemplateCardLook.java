package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.card.Face;

/**
 * The card look of a template renderer: parts from the layout the renderer picks for the card (the
 * same plan it paints from), icons through the card text's painter, terrain with the terrain cards'
 * fills and patterns.
 */
final class TemplateCardLook implements CardLook {
  /** A terrain card's cell is about this wide; patterns are drawn for cells of that size. */
  private static final double CARD_CELL = 38.1;

  private final LayoutCardRenderer renderer;
  private final Theme theme;
  private final TextPainter text;
  private final TerrainPattern patterns;

  TemplateCardLook(LayoutCardRenderer renderer, Theme theme, FontSet fonts) {
    this.renderer = renderer;
    this.theme = theme;
    this.text = new TextPainter(new Typesetter(fonts, theme), theme, fonts);
    this.patterns = new TerrainPattern(theme);
  }

  @Override
  public Map<String, Rectangle2D> parts(DeckCard card) {
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
  public String kind(org.legendsforge.kit.card.PrintedCard printed) {
    // the cards this look is asked about are this game's (its renderer draws them)
    DeckCard card = (DeckCard) printed;
    return card.card() instanceof org.legendsforge.games.graveyard.model.TerrainCardFace
        ? "terrain"
        : renderer.plan(card).content().kind();
  }

  @Override
  public Optional<String> badgeIcon(DeckCard card) {
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
    return terrainLetter(name).isPresent() || theme.icon(name).isPresent();
  }

  @Override
  public void paintIcon(Graphics2D g, String name, double x, double y, double size) {
    Optional<Terrain> t = terrainLetter(name);
    if (t.isPresent()) {
      text.terrainTile(g, t.get(), x, y, size);
    } else {
      theme.icon(name).ifPresent(i -> i.paint(g, x, y, size, i.colour()));
    }
  }

  private static Optional<Terrain> terrainLetter(String name) {
    return name.length() == 1 ? Terrain.fromLetter(name.charAt(0)) : Optional.empty();
  }

  @Override
  public void paintTerrain(Graphics2D g, TerrainCell cell, Rectangle2D box) {
    g.setColor(theme.terrain(cell.terrain()));
    g.fill(box);
    Graphics2D g2 = (Graphics2D) g.create();
    try {
      g2.clip(box);
      double k = box.getWidth() / CARD_CELL;
      AffineTransform at = new AffineTransform();
      at.translate(box.getX(), box.getY());
      at.scale(k, k);
      g2.transform(at);
      patterns.paint(
          g2, cell.terrain(), new Rectangle2D.Double(0, 0, CARD_CELL, box.getHeight() / k));
    } finally {
      g2.dispose();
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
