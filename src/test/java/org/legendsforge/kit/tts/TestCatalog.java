package org.legendsforge.kit.tts;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
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
import org.legendsforge.games.graveyard.rules.Allowance;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.card.Sleeve;

/** A small but complete catalog for tests: every card kind, 18 terrain cards, 12 heroes. */
public final class TestCatalog {
  private TestCatalog() {}

  public static Catalog create() {
    List<Hero> heroes = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      MovementSpec move =
          i % 3 == 0
              ? new MovementSpec(
                  List.of(
                      new Allowance(2, EnumSet.of(Terrain.SEA)),
                      new Allowance(1, EnumSet.of(Terrain.PLAINS, Terrain.HILLS))))
              : MovementSpec.DEFAULT;
      heroes.add(
          new Hero(
              "hero-" + (char) ('a' + i),
              "Hero \"" + (char) ('A' + i) + "\" the Bold",
              8 + i,
              move,
              i % 3 == 0,
              new HyperAbility(
                  "Surge " + i, List.of(Effect.of(EffectKind.DAMAGE, 2)), "Extra {mana}."),
              "A line of flavour.",
              Optional.empty()));
    }
    List<Spell> spells = new ArrayList<>();
    for (Element e : Element.values()) {
      for (int i = 0; i < 3; i++) {
        spells.add(
            new Spell(
                e.key() + "-spell-" + i,
                e.displayName() + " Spell " + i,
                e,
                1 + i,
                i,
                i == 2 ? Optional.of(new AreaSpec(1, 0)) : Optional.empty(),
                i == 1,
                false,
                List.of(
                    Effect.of(EffectKind.DAMAGE, 1 + i),
                    new Effect(EffectKind.STUN, 1, EffectTarget.TARGET)),
                i == 0 ? "" : "Line one.\nLine \\two\\ with \"quotes\".",
                "",
                Optional.empty()));
      }
    }
    List<Weapon> starting = new ArrayList<>();
    List<Weapon> items = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      starting.add(
          new Weapon(
              "start-" + i,
              "Start " + i,
              WeaponKind.STARTING,
              2,
              1 + i,
              Optional.empty(),
              false,
              List.of(),
              "",
              "",
              Optional.empty()));
      items.add(
          new Weapon(
              "item-" + i,
              "Item " + i,
              WeaponKind.ITEM,
              3,
              2,
              Optional.empty(),
              i == 0,
              List.of(Effect.of(EffectKind.PUSH, 1)),
              "",
              "",
              Optional.empty()));
    }
    List<Spirit> spirits = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      spirits.add(
          new Spirit(
              "spirit-" + i,
              "Spirit " + i,
              "Gift",
              List.of(Effect.of(EffectKind.MOVE, 1)),
              "",
              new HandLimits(Map.of(Element.FIRE, 2, Element.WATER, 1), 2),
              "",
              Optional.empty()));
    }
    List<ChaosElement> chaos =
        List.of(
            new ChaosElement(
                "chaos-0",
                "Blood Moon",
                List.of(),
                "Spells deal **1** more.",
                "",
                Optional.empty()),
            new ChaosElement(
                "chaos-1", "Fog", List.of(), "Range is 1 less.", "", Optional.empty()));
    List<HyperOrb> orbs =
        heroes.stream()
            .map(h -> new HyperOrb(h.id() + "-orb", "Orb of " + h.name(), h, "", Optional.empty()))
            .toList();
    List<PlayerCard> players =
        List.of(
            new PlayerCard("player-red", "Red Player", "Red", "Take a player turn."),
            new PlayerCard("player-blue", "Blue Player", "Blue", "Take a player turn."),
            new PlayerCard("player-green", "Green Player", "Green", "Take a player turn."),
            new PlayerCard("player-white", "White Player", "White", "Take a player turn."));
    List<Pickup> pickups =
        List.of(
            new Pickup(PickupKind.HYPER, "Hyper Orb", 1, "quarter", "Costs 3 {mana}."),
            new Pickup(PickupKind.HEALING, "Healing Orb", 1, "nickel", "+3 {health}."),
            new Pickup(PickupKind.MANA, "Mana Orb", 3, "penny", "+2 {mana}."),
            new Pickup(PickupKind.ITEM, "Item Orb", 2, "dime", "Top 3 items, keep 1."));
    List<Deck> decks = new ArrayList<>();
    int n = 0;
    for (DeckKind k : DeckKind.values()) {
      decks.add(
          new Deck(
              k.key(),
              k.key().replace('-', ' '),
              k,
              new Sleeve("Colour " + n, String.format("#%06X", 0x102030 * (n + 1) & 0xFFFFFF)),
              "orb",
              "dots"));
      n++;
    }
    return new Catalog(
        new Game("Test Legends", "test-legends", "A test", false),
        heroes,
        spirits,
        spells,
        starting,
        items,
        chaos,
        orbs,
        players,
        terrain(18, 7),
        pickups,
        decks,
        List.of(new Component("Hero figurine pair", 1, true, "")));
  }

  public static List<TerrainCard> terrain(int count, long seed) {
    Random rnd = new Random(seed);
    String[] kinds = {"P", "P", "H", "F", "M", "W", "P~", "F~", "H~"};
    List<TerrainCard> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      List<TerrainCell> cells = new ArrayList<>();
      for (int c = 0; c < 6; c++) {
        String k = kinds[rnd.nextInt(kinds.length)];
        cells.add(new TerrainCell(Terrain.fromLetter(k.charAt(0)).orElseThrow(), k.length() == 2));
      }
      out.add(new TerrainCard(String.format("t%02d", i + 1), cells));
    }
    return out;
  }
}
