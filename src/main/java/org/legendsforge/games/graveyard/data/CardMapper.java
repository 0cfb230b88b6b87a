package org.legendsforge.games.graveyard.data;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.HandLimits;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.HyperAbility;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Side;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Target;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;
import org.legendsforge.games.graveyard.model.WeaponType;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.card.Sleeve;

/** Turns shape-checked mappings into the immutable card records of the model. */
final class CardMapper {
  private static final List<Trigger> HERO_TRIGGERS =
      List.of(Trigger.TURN_START, Trigger.ONCE_PER_TURN, Trigger.HIT, Trigger.HERO_DIES);
  private static final List<Trigger> CHAOS_TRIGGERS = List.of(Trigger.REVEALED, Trigger.HERO_DIES);
  private static final Set<Scope> OWN = Set.of(Scope.THIS);

  private final RulesMapper rules = new RulesMapper();

  Hero hero(Item it) {
    Optional<MovementSpec> movement = it.movement("movement");
    Item hyper = it.child("hyper");
    noRules(hyper, "the hyper ability of hero \"" + it.text("id") + "\"");
    return new Hero(
        it.text("id"),
        it.text("name"),
        it.integer("health"),
        movement.orElse(MovementSpec.DEFAULT),
        movement.isPresent(),
        new HyperAbility(
            hyper.text("name"),
            rules.ability(hyper, HERO_TRIGGERS, Target.SELF),
            rules.modifiers(hyper, OWN),
            hyper.optText("text")),
        it.optText("flavour"),
        it.art("art"));
  }

  Spirit spirit(Item it) {
    Item hand = it.child("hand");
    Map<Element, Integer> limits = new EnumMap<>(Element.class);
    for (Element e : Element.values()) {
      limits.put(e, hand.integer(e.key(), 0));
    }
    noRules(it, "spirit \"" + it.text("id") + "\"");
    return new Spirit(
        it.text("id"),
        it.text("name"),
        it.text("ability"),
        rules.ability(it, List.of(Trigger.PLAYER_TURN), Target.SELF),
        rules.modifiers(it, OWN),
        it.optText("text"),
        new HandLimits(limits, hand.integer("general", 0)),
        it.optText("flavour"),
        it.art("art"));
  }

  Spell spell(Item it, Element element) {
    noRules(it, "spell \"" + it.text("id") + "\"");
    return new Spell(
        it.text("id"),
        it.text("name"),
        element,
        it.integer("cost"),
        it.integer("range"),
        it.area("area"),
        it.flag("over"),
        it.flag("noAction"),
        it.effects("effects"),
        rules.modifiers(it, OWN),
        it.optText("text"),
        it.optText("flavour"),
        it.art("art"));
  }

  Weapon weapon(Item it, WeaponKind kind) {
    if (it.integer("damage") == 0) {
      noRules(it, "weapon \"" + it.text("id") + "\" (with damage 0)");
    }
    return new Weapon(
        it.text("id"),
        it.text("name"),
        kind,
        it.integer("damage"),
        it.integer("range"),
        it.area("area"),
        it.flag("over"),
        it.effects("effects"),
        rules.modifiers(it, OWN),
        it.optText("text"),
        it.optText("flavour"),
        it.art("art"),
        WeaponType.of(it.text("kind")).orElseThrow());
  }

  ChaosElement chaos(Item it) {
    noRules(it, "chaos element \"" + it.text("id") + "\"");
    Target everyHero = new Target.EveryHero(HeroFilter.of(Side.ANY));
    return new ChaosElement(
        it.text("id"),
        it.text("name"),
        rules.ability(it, CHAOS_TRIGGERS, everyHero),
        rules.modifiers(it, Scope.EVERYTHING),
        it.optText("text"),
        it.optText("flavour"),
        it.art("art"));
  }

  /**
   * A card whose rules are only text cannot be played by the engine: {@code empty-card} when it has
   * neither effects nor modifiers (its text, if any, is a reminder the engine never reads).
   */
  private static void noRules(Item it, String what) {
    if (it.node().path("effects").isEmpty() && it.node().path("modifiers").isEmpty()) {
      boolean text = it.node().hasNonNull("text");
      it.error(
          "empty-card",
          "",
          what
              + " has no effects or modifiers"
              + (text ? ": its text is a reminder that the engine never reads" : ""),
          "write what it does as effects or modifiers (docs/card-data.md)"
              + (text ? "; keep the text for reminders only" : ""));
    }
  }

  /**
   * A hyper orb names its hero; an unknown hero is reported and the card dropped (a hero that is
   * written but broken has its own error already).
   */
  Optional<HyperOrb> hyperOrb(Item it, Map<String, Hero> heroes, java.util.Set<String> declared) {
    String heroId = it.text("hero");
    Hero hero = heroes.get(heroId);
    if (hero == null && declared.contains(heroId)) {
      return Optional.empty();
    }
    if (hero == null) {
      it.error(
          "dangling-reference",
          "hero",
          "hyper orb \"" + it.text("id") + "\" names hero \"" + heroId + "\", which does not exist",
          org.legendsforge.kit.data.shape.Suggestions.hint(heroId, heroes.keySet(), "heroes are"));
      return Optional.empty();
    }
    return Optional.of(
        new HyperOrb(it.text("id"), it.text("name"), hero, it.optText("flavour"), it.art("art")));
  }

  /** A terrain card: exactly 3 rows of 2 cells; each bad cell is reported at its column. */
  Optional<TerrainCard> terrain(Item it) {
    var rows = it.node().path("cells");
    if (rows.size() != TerrainCard.LENGTH) {
      it.error(
          "terrain-shape",
          "cells",
          "terrain card \""
              + it.text("id")
              + "\" has "
              + rows.size()
              + " rows; a terrain card has 3 rows of 2 cells",
          "write three lines like \"- P F~\"");
      return Optional.empty();
    }
    List<TerrainCell> cells = new java.util.ArrayList<>();
    boolean ok = true;
    for (int r = 0; r < rows.size(); r++) {
      String row = rows.get(r).asText();
      String field = "cells/" + r;
      String[] parts = row.strip().split("\\s+");
      if (parts.length != TerrainCard.WIDTH) {
        it.error(
            "terrain-shape",
            field,
            "row "
                + (r + 1)
                + " of terrain card \""
                + it.text("id")
                + "\" has "
                + parts.length
                + " cells, not 2",
            "write two cells separated by a space, like \"P F~\"");
        ok = false;
        continue;
      }
      int offset = row.indexOf(parts[0]);
      for (String part : parts) {
        offset = row.indexOf(part, offset);
        try {
          cells.add(TerrainCell.parse(part));
        } catch (NotationException e) {
          it.sink()
              .error(
                  "terrain-notation",
                  it.doc().locateInScalar(it.pointer() + "/" + field, offset + e.offset()),
                  e.getMessage(),
                  e.hint());
          ok = false;
        }
        offset += part.length();
      }
    }
    return ok ? Optional.of(new TerrainCard(it.text("id"), cells)) : Optional.empty();
  }

  /**
   * A deck; its sleeve is written out ({@code { name, hex }}) or named from the {@code sleeves}
   * palette of decks.yaml, where an unknown name is an error with the nearest name as a hint.
   */
  Deck deck(Item it, Map<String, Sleeve> palette) {
    Sleeve sleeve;
    if (it.node().path("sleeve").isObject()) {
      Item s = it.child("sleeve");
      sleeve = new Sleeve(s.text("name"), s.text("hex").toUpperCase(Locale.ROOT));
    } else {
      String name = it.text("sleeve");
      sleeve = palette.get(name);
      if (sleeve == null) {
        it.error(
            "unknown-sleeve",
            "sleeve",
            "sleeve colour \"" + name + "\" is not in the sleeves palette",
            palette.isEmpty()
                ? "list it under sleeves: at the top of decks.yaml ({ name: "
                    + name
                    + ", hex: \"#RRGGBB\" }), or write the sleeve as { name, hex }"
                : org.legendsforge.kit.data.shape.Suggestions.hint(
                    name, palette.keySet(), "the palette has"));
        sleeve = new Sleeve(name, "#808080");
      }
    }
    var back = it.node().path("back");
    Optional<org.legendsforge.kit.card.Art> image =
        back.isObject()
            ? Optional.of(Item.picture(back, back.path("image").asText(), false))
            : Optional.empty();
    return new Deck(
        it.text("id"),
        it.text("name"),
        DeckKind.fromKey(it.text("contents")).orElseThrow(),
        sleeve,
        it.text("icon"),
        back.isObject() ? "" : it.text("back"),
        image);
  }

  Pickup pickup(Item it) {
    return new Pickup(
        PickupKind.valueOf(it.text("kind").toUpperCase(Locale.ROOT)),
        it.text("name"),
        it.integer("count"),
        it.optText("coin"),
        it.optText("text"));
  }

  PlayerCard player(Item it) {
    return new PlayerCard(
        it.text("id"), it.text("name"), it.text("colour"), it.optText("text"), it.art("art"));
  }

  Component component(Item it) {
    boolean perPlayer = it.flag("perPlayer");
    if (perPlayer && it.flag("perHero")) {
      it.error(
          "component-count",
          "perPlayer",
          "a component counts per hero or per player, not both",
          "keep perHero or perPlayer, not both");
      perPlayer = false;
    }
    return new Component(
        it.text("name"),
        it.integer("count"),
        it.flag("perHero"),
        perPlayer,
        it.optText("note"),
        org.legendsforge.games.graveyard.model.PrintedPiece.byKey(it.optText("piece")));
  }
}
