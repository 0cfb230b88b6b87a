package org.legendsforge.kit.render;

import java.awt.Color;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroTurnCard;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.render.FaceContent.AreaCells;
import org.legendsforge.kit.render.FaceContent.Badge;
import org.legendsforge.kit.render.FaceContent.Stat;

/** Gathers what a face shows from the card, the theme and the text templates. */
final class FaceComposer {
  private final Theme theme;
  private final CardText text;

  FaceComposer(Theme theme, CardText text) {
    this.theme = theme;
    this.text = text;
  }

  /** What the text templates write for {@code card}. */
  CardText.Words words(Card card) {
    return text.words(card);
  }

  FaceContent compose(DeckCard dc) {
    Card card = dc.card();
    String kind = CardText.kind(card);
    Optional<Badge> badge = Optional.empty();
    List<Stat> stats = new ArrayList<>();
    String flavour = "";
    Optional<Art> art = Optional.empty();
    Color header = theme.kind(kind);
    // the emblem shows the deck's icon unless the card has a closer one: its element, its kind
    String emblem = dc.deck().icon();
    Optional<org.legendsforge.games.graveyard.model.Hero> hero = Optional.empty();
    if (card instanceof Spell s) {
      header = theme.element(s.element());
      badge = Optional.of(new Badge(Integer.toString(s.cost()), "mana"));
      reach(stats, s.range(), s.area());
      flavour = s.flavour();
      art = s.art();
      emblem = theme.elementIcons().get(s.element().key());
    } else if (card instanceof Weapon w) {
      stats.add(Stat.number("damage", Integer.toString(w.damage())));
      reach(stats, w.range(), w.area());
      flavour = w.flavour();
      art = w.art();
      emblem = w.type().key();
    } else if (card instanceof Hero h) {
      stats.add(Stat.number("health", Integer.toString(h.health())));
      flavour = h.flavour();
      art = h.art();
      hero = Optional.of(h);
    } else if (card instanceof HeroTurnCard t) {
      // the turn card has the box layout: the hero's picture, placed in the box
      art = t.hero().art().map(a -> new Art(a.file(), a.fit(), a.focus(), false));
      hero = Optional.of(t.hero());
    } else if (card instanceof PlayerCard p) {
      header = theme.seat(p.colour());
      art = p.art();
    } else if (card instanceof Spirit s) {
      flavour = s.flavour();
      art = s.art();
    } else if (card instanceof ChaosElement c) {
      flavour = c.flavour();
      art = c.art();
    } else if (card instanceof HyperOrb o) {
      flavour = o.flavour();
      art = o.art();
      hero = Optional.of(o.hero());
    }
    Optional<org.legendsforge.games.graveyard.model.HandLimits> hand =
        card instanceof Spirit s ? Optional.of(s.hand()) : Optional.empty();
    FaceContent.Emblem look =
        hero.map(h -> emblem(h, HeroMark.of(h.id(), h.name(), theme)))
            .orElse(new FaceContent.Emblem(card.id(), header, emblem, ""));
    return new FaceContent(
        card.id(),
        kind,
        dc.deck(),
        header,
        card.name(),
        badge,
        List.copyOf(stats),
        text.words(card),
        flavour == null ? "" : flavour,
        art,
        hand,
        look);
  }

  /**
   * Range and area as the strip shows them: range 0 is the user itself ("Self"), and an area is its
   * diagram of cells, centred on the user when the range is 0.
   */
  private static void reach(List<Stat> stats, int range, Optional<AreaSpec> area) {
    stats.add(Stat.number("range", range == 0 ? "Self" : Integer.toString(range)));
    area.ifPresent(
        a -> {
          Set<List<Integer>> cells = new HashSet<>();
          a.offsets().forEach(o -> cells.add(List.of(o[0], o[1])));
          stats.add(
              new Stat(
                  "area",
                  "",
                  Optional.of(new AreaCells(a.steps(), Set.copyOf(cells), range == 0))));
        });
  }

  /** A hero's emblem, the same on each of its cards: seeded by its id, with its mark. */
  private static FaceContent.Emblem emblem(Hero h, HeroMark mark) {
    return new FaceContent.Emblem(h.id(), mark.colour(), "", mark.initials());
  }
}
