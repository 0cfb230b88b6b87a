package org.legendsforge.games.graveyard.pieces;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.print.pages.PageText;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The component checklist: every deck with its card count (two columns), then the pieces the
 * components PDF prints, as the way to play (standees, orb tokens, counters, tracks and player
 * boards, counted from the card data), then what no sheet prints (dice), with per-hero and
 * per-player counts multiplied out for this set. A box to tick on each line. It names no coins or
 * figurines: a player ticks off what the kit prints, in the rulebook's words.
 */
public final class ComponentChecklistPage implements GuidePage {
  private static final double SIZE = 3.2;
  private final PageText text;
  private final Catalog catalog;
  private final PrintedPieces pieces;

  public ComponentChecklistPage(FontSet fonts, Catalog catalog) {
    this.text = new PageText(fonts);
    this.catalog = catalog;
    this.pieces = PrintedPieces.of(catalog);
  }

  /** The game, the hero count, each deck's name and size, and the components: all it lists. */
  @Override
  public java.util.Optional<String> contentKey() {
    StringBuilder key =
        new StringBuilder("checklist|")
            .append(catalog.game().name())
            .append('|')
            .append(catalog.game().slug())
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
    return java.util.Optional.of(
        key.append('|')
            .append(catalog.components())
            .append('|')
            .append(pieces.entries())
            .toString());
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    int heroes = catalog.heroes().size();
    int players = catalog.playerCards().size();
    double y =
        text.title(
            g, "Component checklist", catalog.game().title() + ": " + heroes + " heroes", width);
    double x = PageText.MARGIN;
    double textWidth = width - 2 * x - 24;
    y = heading(g, "Cards", x, y);
    List<Deck> decks = catalog.decks();
    int half = (decks.size() + 1) / 2;
    double columnTop = y;
    double bottom = y;
    for (int i = 0; i < decks.size(); i++) {
      Deck deck = decks.get(i);
      double cx = i < half ? x : x + (width - 2 * x) / 2;
      if (i == half) {
        y = columnTop;
      }
      String note =
          deck.contents() == org.legendsforge.games.graveyard.model.DeckKind.CHAOS_ELEMENTS
              ? org.legendsforge.games.graveyard.rules.Ruling.VARIANT_LABEL
              : "";
      y =
          item(
              g,
              catalog.cardsOf(deck.contents()).size(),
              deck.name() + " deck",
              note,
              cx,
              y,
              (width - 2 * x) / 2 - 20);
      bottom = Math.max(bottom, y);
    }
    y = bottom + 3;
    if (!pieces.entries().isEmpty()) {
      y =
          heading(
              g,
              "Printed pieces, in " + catalog.game().slug() + "-components-letter.pdf or -a4.pdf",
              x,
              y);
      for (PrintedPieces.Entry e : pieces.entries()) {
        y = item(g, e.count(), e.name(), e.note(), x, y, textWidth);
      }
      y += 3;
    }
    List<Component> either = new ArrayList<>();
    for (Component c : catalog.components()) {
      if (c.piece().isEmpty()) {
        either.add(c);
      }
    }
    if (!either.isEmpty()) {
      y = heading(g, pieces.entries().isEmpty() ? "Other components" : "Also needed", x, y);
      for (Component c : either) {
        y = item(g, c.total(heroes, players), c.name(), note(c), x, y, textWidth);
      }
    }
  }

  private double heading(Graphics2D g, String words, double x, double y) {
    g.setColor(PageText.INK);
    text.line(g, words, FontFace.BOLD, 4.5, x, y);
    return y + 7;
  }

  private static String note(Component c) {
    String note =
        c.perHero() ? c.count() + " per hero" : c.perPlayer() ? c.count() + " per player" : "";
    if (!c.note().isBlank()) {
      note = note.isEmpty() ? c.note() : note + "; " + c.note();
    }
    return note;
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
