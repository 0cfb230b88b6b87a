package org.legendsforge.kit.project.look;

import java.awt.Graphics2D;
import java.util.Optional;
import org.legendsforge.kit.project.CardTemplate;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.LayoutBox;
import org.legendsforge.kit.render.FontSet;

/**
 * A data-only game's deck backs: the project's {@code templates/back-<deck>.yaml}, else its {@code
 * templates/back.yaml}, else the kit's default back. Drawn in millimetres from the bleed's top-left
 * corner.
 */
public final class CardBacks {
  private final GameProject game;
  private final DefaultCardBack fallback;
  private final LayoutPainter painter;

  public CardBacks(GameProject game, FontSet fonts, CardArt art) {
    this.game = game;
    this.fallback = new DefaultCardBack(game, fonts);
    this.painter = new LayoutPainter(fonts, art);
  }

  public void paint(Graphics2D g, DeckSpec deck, double bleed) {
    Optional<CardTemplate> layout = game.layouts().back(deck.id());
    if (layout.isEmpty()) {
      fallback.paint(g, deck, bleed);
      return;
    }
    painter.paint(
        g,
        layout.get(),
        Ink.of(layout.get().background().orElse(deck.backColour())),
        game.cardWidth(),
        game.cardHeight(),
        bleed,
        new Shown(deck, game.name()));
  }

  /** What the boxes of a back show for one deck. */
  private record Shown(DeckSpec deck, String game) implements LayoutPainter.Content {
    @Override
    public boolean named(LayoutBox box) {
      return words(box).isPresent();
    }

    @Override
    public Optional<String> words(LayoutBox box) {
      return switch (box.name()) {
        case "back" -> Optional.of(deck.backText());
        case "game" -> Optional.of(game);
        case "deck" -> Optional.of(deck.label());
        default -> Optional.empty();
      };
    }

    @Override
    public boolean paragraph(LayoutBox box) {
      return false;
    }

    @Override
    public boolean picture(LayoutBox box) {
      return false;
    }

    @Override
    public String initial() {
      return "";
    }
  }
}
