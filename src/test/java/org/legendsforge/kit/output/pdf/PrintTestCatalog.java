package org.legendsforge.kit.output.pdf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Game;
import org.legendsforge.games.graveyard.model.HandLimits;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HyperAbility;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.card.Sleeve;

/**
 * A small catalog for print tests: every deck present, 12 spells; 8 heroes and 15 terrain cards
 * unless asked.
 */
final class PrintTestCatalog {
  private static final String[] COLOURS = {
    "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#000000",
    "#999999", "#882255", "#44AA99", "#117733", "#332288", "#AA4499", "#DDCC77"
  };

  private PrintTestCatalog() {}

  static Catalog catalog() {
    return catalog(8, 15);
  }

  static Catalog catalog(int heroCount, int terrainCount) {
    List<Hero> heroes = new ArrayList<>();
    for (int i = 1; i <= heroCount; i++) {
      heroes.add(
          new Hero(
              "hero-" + i,
              "Hero Nr " + i,
              10 + i,
              MovementSpec.DEFAULT,
              false,
              new HyperAbility("Surge", List.of(), "Gain 2 mana."),
              "",
              Optional.empty()));
    }
    List<Spell> spells = new ArrayList<>();
    Element[] elements = Element.values();
    for (int i = 0; i < 12; i++) {
      Element e = elements[i % elements.length];
      spells.add(
          new Spell(
              "spell-" + i,
              e.displayName() + " spell " + i + " (office)",
              e,
              1 + i % 4,
              2,
              Optional.empty(),
              false,
              false,
              List.of(),
              "Deal 2 damage.",
              "",
              Optional.empty()));
    }
    List<Weapon> starting =
        List.of(weapon("club", WeaponKind.STARTING), weapon("sling", WeaponKind.STARTING));
    List<Weapon> items =
        List.of(weapon("great-axe", WeaponKind.ITEM), weapon("long-bow", WeaponKind.ITEM));
    List<ChaosElement> chaos =
        List.of(
            new ChaosElement(
                "quake", "Quake", List.of(), "Everyone takes 1.", "", Optional.empty()));
    List<HyperOrb> orbs =
        List.of(new HyperOrb("orb-hero-1", "Orb of Hero 1", heroes.get(0), "", Optional.empty()));
    List<PlayerCard> players =
        List.of(
            new PlayerCard("player-red", "Red player", "red", "Player turn."),
            new PlayerCard("player-blue", "Blue player", "blue", "Player turn."));
    List<Spirit> spirits =
        List.of(
            new Spirit(
                "ember",
                "Ember",
                "Kindle",
                List.of(),
                "Gain 1 mana.",
                new HandLimits(Map.of(Element.FIRE, 3), 2),
                "",
                Optional.empty()));
    List<TerrainCard> terrain = new ArrayList<>();
    Terrain[] kinds = Terrain.values();
    for (int i = 0; i < terrainCount; i++) {
      List<TerrainCell> cells = new ArrayList<>();
      for (int c = 0; c < 6; c++) {
        Terrain t = kinds[(i + c) % kinds.length];
        cells.add(new TerrainCell(t, t.isLand() && c == 2));
      }
      terrain.add(new TerrainCard("t" + (i + 1), cells));
    }
    List<Deck> decks = new ArrayList<>();
    for (DeckKind k : DeckKind.values()) {
      String hex = k == DeckKind.GENERAL_SPELLS ? COLOURS[0] : COLOURS[k.ordinal()];
      decks.add(
          new Deck(
              k.key(), deckName(k), k, new Sleeve("Colour " + k.ordinal(), hex), "icon", "plain"));
    }
    List<Pickup> pickups =
        List.of(new Pickup(PickupKind.values()[0], "Orb", 3, "dime", "Gain 2 mana."));
    List<Component> components =
        List.of(
            new Component("Figurine pair", 1, true, "one on the map, one on the hero card"),
            new Component("d10", 2, false, ""));
    return new Catalog(
        new Game("Graveyard of Legends", "graveyard", "A test", false),
        heroes,
        spirits,
        spells,
        starting,
        items,
        chaos,
        orbs,
        players,
        terrain,
        pickups,
        decks,
        components);
  }

  private static String deckName(DeckKind k) {
    String[] words = k.key().split("-");
    StringBuilder sb = new StringBuilder();
    for (String w : words) {
      sb.append(sb.length() == 0 ? "" : " ")
          .append(Character.toUpperCase(w.charAt(0)))
          .append(w.substring(1));
    }
    return sb.toString();
  }

  private static Weapon weapon(String id, WeaponKind kind) {
    return new Weapon(
        id,
        id.replace('-', ' '),
        kind,
        3,
        1,
        Optional.empty(),
        false,
        List.of(),
        "",
        "",
        Optional.empty());
  }
}
