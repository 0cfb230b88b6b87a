package org.legendsforge.print.pages;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Component;
import org.legendsforge.model.Deck;
import org.legendsforge.render.FontFace;
import org.legendsforge.render.FontSet;

/**
 * The component checklist: every deck with its card count, then the physical extras from the card
 * data, with per-hero counts multiplied out for this set's heroes. A box to tick on each line.
 */
public final class ComponentChecklistPage implements GuidePage {
  private static final double SIZE = 3.2;
  private final PageText text;
  private final Catalog catalog;

  public ComponentChecklistPage(FontSet fonts, Catalog catalog) {
    this.text = new PageText(fonts);
    this.catalog = catalog;
  }

  /** The game, the hero count, each deck's name and size, and the components: all it lists. */
  @Override
  public java.util.Optional<String> contentKey() {
    StringBuilder key =
        new StringBuilder("checklist|")
            .append(catalog.game().name())
            .append('|')
            .append(catalog.heroes().size())
            .append('|')
            .append(catalog.playerCards().size());
    for (Deck deck : catalog.decks()) {
      key.append('|')
          .append(deck.name())
          .append('=')
          .append(catalog.cardsOf(deck.contents()).size());
    }
    return java.util.Optional.of(key.append('|').append(Component.checklist(catalog)).toString());
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    int heroes = catalog.heroes().size();
    int players = catalog.playerCards().size();
    double y =
        text.title(
            g, "Component checklist", catalog.game().name() + ": " + heroes + " heroes", width);
    double x = PageText.MARGIN;
    double textWidth = width - 2 * x - 24;
    text.line(g, "Cards", FontFace.BOLD, 4.5, x, y);
    y += 7;
    for (Deck deck : catalog.decks()) {
      int n = catalog.cardsOf(deck.contents()).size();
      String note =
          deck.contents() == org.legendsforge.model.DeckKind.CHAOS_ELEMENTS
              ? org.legendsforge.rules.Ruling.VARIANT_LABEL
              : "";
      y = item(g, n, deck.name() + " deck", note, x, y, textWidth);
    }
    y += 4;
    text.line(g, "Other components", FontFace.BOLD, 4.5, x, y);
    y += 7;
    for (Component c : Component.checklist(catalog)) {
      String note =
          c.perHero() ? c.count() + " per hero" : c.perPlayer() ? c.count() + " per player" : "";
      if (!c.note().isBlank()) {
        note = note.isEmpty() ? c.note() : note + "; " + c.note();
      }
      y = item(g, c.total(heroes, players), c.name(), note, x, y, textWidth);
    }
  }

  private double item(
      Graphics2D g, int count, String name, String note, double x, double y, double textWidth) {
    g.setColor(PageText.INK);
    g.setStroke(new BasicStroke(0.25f));
    g.draw(new Rectangle2D.Double(x, y - SIZE * 0.8, SIZE, SIZE));
    text.line(g, Integer.toString(count), FontFace.BOLD, SIZE, x + 7, y);
    text.line(g, name, FontFace.REGULAR, SIZE, x + 17, y);
    y += SIZE * 1.45;
    if (!note.isEmpty()) {
      g.setColor(PageText.MUTED);
      y = text.paragraph(g, note, FontFace.ITALIC, SIZE * 0.85, x + 17, y - 0.3, textWidth) + 0.6;
    }
    return y;
  }
}
