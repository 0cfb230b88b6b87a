package org.legendsforge.kit.project.look;

import java.awt.Color;
import java.awt.Graphics2D;
import java.util.Optional;
import org.legendsforge.kit.project.CardTemplate;
import org.legendsforge.kit.project.CardType;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.FieldKind;
import org.legendsforge.kit.project.FieldSpec;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.LayoutBox;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.render.FontSet;

/**
 * A data-only game's card faces: drawn by the project's layout for the card's type when its {@code
 * templates/} folder has one, by the kit's default face otherwise. Drawn in millimetres from the
 * bleed's top-left corner, as every output places them.
 */
public final class CardFaces {
  private final GameProject game;
  private final DefaultCardFace fallback;
  private final LayoutPainter painter;

  public CardFaces(GameProject game, FontSet fonts, CardArt art) {
    this.game = game;
    this.fallback = new DefaultCardFace(game, fonts, art);
    this.painter = new LayoutPainter(fonts, art);
  }

  public void paint(Graphics2D g, ProjectCard card, double bleed) {
    Optional<CardTemplate> layout = game.layouts().face(card.type());
    if (layout.isEmpty()) {
      fallback.paint(g, card, bleed);
      return;
    }
    CardType type = game.typeOf(card);
    Color background =
        layout.get().background().or(type::frame).map(Ink::of).orElse(DefaultCardFace.NO_FRAME);
    painter.paint(
        g,
        layout.get(),
        background,
        game.cardWidth(),
        game.cardHeight(),
        bleed,
        new Shown(card, type, deckOf(card)));
  }

  private DeckSpec deckOf(ProjectCard card) {
    return game.decks().stream().filter(d -> d.id().equals(card.deck())).findFirst().orElseThrow();
  }

  /** What the boxes of a face show on one card. */
  private record Shown(ProjectCard card, CardType type, DeckSpec deck)
      implements LayoutPainter.Content {
    @Override
    public boolean named(LayoutBox box) {
      return builtIn(box).isPresent() || type.field(box.name()).isPresent();
    }

    @Override
    public Optional<String> words(LayoutBox box) {
      return builtIn(box).or(() -> card.text(box.name()));
    }

    private Optional<String> builtIn(LayoutBox box) {
      return switch (box.name()) {
        case "name" -> Optional.of(card.name());
        case "type" -> Optional.of(type.label());
        case "deck" -> Optional.of(deck.label());
        default -> Optional.empty();
      };
    }

    @Override
    public boolean paragraph(LayoutBox box) {
      return kind(box).map(k -> k == FieldKind.TEXT || k == FieldKind.CARD).orElse(false);
    }

    @Override
    public boolean picture(LayoutBox box) {
      return kind(box).map(k -> k == FieldKind.ART).orElse(false);
    }

    private Optional<FieldKind> kind(LayoutBox box) {
      return builtIn(box).isPresent()
          ? Optional.empty()
          : type.field(box.name()).map(FieldSpec::kind);
    }

    @Override
    public String initial() {
      return LayoutPainter.initial(card.name());
    }
  }
}
