package org.legendsforge.kit.render;

import java.awt.Color;
import org.legendsforge.kit.card.DeckLook;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.Face.Themed;

/** Gathers what a face shows from the card's face, the theme and the text templates. */
final class FaceComposer {
  private final Theme theme;
  private final CardText text;

  FaceComposer(Theme theme, CardText text) {
    this.theme = theme;
    this.text = text;
  }

  /** What the text templates write for {@code face}. */
  CardText.Words words(Face face) {
    return text.words(face);
  }

  FaceContent compose(Face face, DeckLook deck) {
    Face.Look look = face.look();
    Color header = colour(look.header());
    // the emblem shows the deck's icon unless the card has a closer one: its element, its kind
    String icon = look.emblem().map(this::icon).orElse(deck.icon());
    FaceContent.Emblem emblem =
        look.bearer()
            .map(b -> emblem(b.id(), HeroMark.of(b.id(), b.name(), theme)))
            .orElse(new FaceContent.Emblem(face.id(), header, icon, ""));
    return new FaceContent(
        face.id(),
        face.kind(),
        deck,
        header,
        face.title(),
        face.badge(),
        face.stats(),
        text.words(face),
        face.flavour(),
        face.art(),
        face.hand(),
        emblem);
  }

  private Color colour(Themed t) {
    return switch (t.palette()) {
      case ELEMENT -> theme.elementColours().get(t.key());
      case SEAT -> theme.seat(t.key());
      // an icon's name is no colour: a face that gives one is coloured by its kind's name
      case KIND, ICON -> theme.kind(t.key());
    };
  }

  private String icon(Themed t) {
    return t.palette() == Themed.Palette.ELEMENT ? theme.elementIcons().get(t.key()) : t.key();
  }

  /** A hero's emblem, the same on each of its cards: seeded by its id, with its mark. */
  private static FaceContent.Emblem emblem(String heroId, HeroMark mark) {
    return new FaceContent.Emblem(heroId, mark.colour(), "", mark.initials());
  }
}
