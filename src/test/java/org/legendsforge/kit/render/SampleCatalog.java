package org.legendsforge.kit.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
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
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.card.Sleeve;

/**
 * A representative card set for render tests until the shipped card data lands: every card kind,
 * every effect kind, short and long texts, areas, Over, No action, custom movement and rivers.
 */
public final class SampleCatalog {
  private SampleCatalog() {}

  static Effect fx(EffectKind k, int n) {
    return Effect.of(k, n);
  }

  static Effect status(EffectKind k) {
    return Effect.of(k, 1);
  }

  static Spell spell(
      String id,
      String name,
      Element e,
      int cost,
      int range,
      String area,
      boolean over,
      boolean noAction,
      List<Effect> effects,
      String text,
      String flavour) {
    try {
      return new Spell(
          id,
          name,
          e,
          cost,
          range,
          area == null ? Optional.empty() : Optional.of(AreaSpec.parse(area)),
          over,
          noAction,
          effects,
          text,
          flavour,
          Optional.empty());
    } catch (NotationException ex) {
      throw new IllegalArgumentException(ex);
    }
  }

  public static Catalog build() {
    try {
      return catalog();
    } catch (NotationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Catalog catalog() throws NotationException {
    Hero ember =
        new Hero(
            "ember-knight",
            "Ember Knight",
            12,
            MovementSpec.DEFAULT,
            false,
            new HyperAbility(
                "Blazing Heart",
                List.of(fx(EffectKind.DAMAGE, 2)),
                "Your weapon attacks deal +1 {damage}."),
            "She carries the last coal of a burned city.",
            Optional.empty());
    Hero tide =
        new Hero(
            "tide-warden",
            "Tide Warden of the Sunken Bells",
            10,
            MovementSpec.parse("1 any + 3 W"),
            true,
            new HyperAbility(
                "Undertow",
                List.of(fx(EffectKind.PULL, 2), status(EffectKind.SLOW)),
                "Once per turn, when an enemy ends its move next to this hero, it is **Stuck** as well."),
            "The bells still ring below the waves, and she still answers them.",
            Optional.empty());
    Hero moss =
        new Hero(
            "moss-giant",
            "Moss Giant",
            16,
            MovementSpec.parse("2 P H F"),
            true,
            new HyperAbility(
                "Deep Roots", List.of(new Effect(EffectKind.SHIELD, 3, EffectTarget.SELF)), ""),
            "",
            Optional.empty());
    List<Hero> heroes = List.of(ember, tide, moss);

    List<Spell> spells =
        List.of(
            spell(
                "fireball",
                "Fireball",
                Element.FIRE,
                3,
                4,
                "1r0d",
                false,
                false,
                List.of(fx(EffectKind.DAMAGE, 3)),
                "",
                "Loud, bright and brief."),
            spell(
                "ember-lash",
                "Ember Lash",
                Element.FIRE,
                1,
                2,
                null,
                false,
                true,
                List.of(fx(EffectKind.DAMAGE, 1), fx(EffectKind.PUSH, 1)),
                "",
                ""),
            spell(
                "tidal-surge",
                "Tidal Surge",
                Element.WATER,
                4,
                3,
                "2r1d",
                false,
                false,
                List.of(fx(EffectKind.PUSH, 2), status(EffectKind.SLOW), fx(EffectKind.HEAL, 2)),
                "Sea cells in the area count as plains for movement until your next turn.",
                "The tide does not ask."),
            spell(
                "mending-rain",
                "Mending Rain",
                Element.WATER,
                2,
                3,
                "1r1d",
                true,
                false,
                List.of(fx(EffectKind.HEAL, 2), status(EffectKind.CLEANSE)),
                "",
                ""),
            spell(
                "gale-step",
                "Gale Step",
                Element.AIR,
                1,
                0,
                null,
                false,
                true,
                List.of(fx(EffectKind.MOVE, 2)),
                "",
                "Light feet, lighter heart."),
            spell(
                "thunderclap",
                "Thunderclap",
                Element.AIR,
                5,
                5,
                "2r2d",
                true,
                false,
                List.of(fx(EffectKind.DAMAGE, 2), status(EffectKind.STUN)),
                "If three or more enemies are hit, draw a spell from the Air deck. Heroes standing on "
                    + "hills are not stunned but take 1 extra {damage}.",
                "Storms have no favourites, and thunder keeps no promises to anyone who stands too "
                    + "close to the hills when the sky breaks open."),
            spell(
                "stone-skin",
                "Stone Skin",
                Element.EARTH,
                2,
                0,
                null,
                false,
                false,
                List.of(fx(EffectKind.SHIELD, 4)),
                "",
                "Patience, made solid."),
            spell(
                "quake",
                "Quake",
                Element.EARTH,
                4,
                3,
                "1r1d",
                false,
                false,
                List.of(fx(EffectKind.DAMAGE, 2), status(EffectKind.STUCK)),
                "",
                ""),
            spell(
                "radiance",
                "Radiance",
                Element.WHITE,
                3,
                2,
                null,
                false,
                false,
                List.of(fx(EffectKind.HEAL, 4), fx(EffectKind.MANA, 1), fx(EffectKind.DRAW, 1)),
                "",
                "Light remembers every face it touches."),
            spell(
                "blink",
                "Blink",
                Element.WHITE,
                2,
                0,
                null,
                false,
                true,
                List.of(fx(EffectKind.TELEPORT, 3)),
                "",
                ""),
            spell(
                "wither",
                "Wither",
                Element.BLACK,
                2,
                4,
                null,
                false,
                false,
                List.of(fx(EffectKind.DECAY, 2), fx(EffectKind.MANA, -1)),
                "",
                "Slowly, then all at once."),
            spell(
                "soul-drain",
                "Soul Drain",
                Element.BLACK,
                6,
                3,
                null,
                true,
                false,
                List.of(
                    fx(EffectKind.DAMAGE, 4), new Effect(EffectKind.HEAL, 2, EffectTarget.SELF)),
                "",
                ""));

    List<Weapon> starting =
        List.of(
            new Weapon(
                "short-bow",
                "Short Bow",
                WeaponKind.STARTING,
                2,
                4,
                Optional.empty(),
                false,
                List.of(),
                "",
                "Cheap, light, and always strung.",
                Optional.empty()),
            new Weapon(
                "iron-mace",
                "Iron Mace",
                WeaponKind.STARTING,
                3,
                1,
                Optional.empty(),
                false,
                List.of(),
                "",
                "",
                Optional.empty()));
    List<Weapon> items =
        List.of(
            new Weapon(
                "storm-spear",
                "Storm Spear",
                WeaponKind.ITEM,
                4,
                2,
                Optional.of(AreaSpec.parse("1r0d")),
                false,
                List.of(status(EffectKind.STUN)),
                "After the attack, move up to 1 cell.",
                "Forged in a lightning strike.",
                Optional.empty()),
            new Weapon(
                "longbow-of-the-north",
                "Longbow of the Northern Watch",
                WeaponKind.ITEM,
                3,
                6,
                Optional.empty(),
                true,
                List.of(fx(EffectKind.PUSH, 1)),
                "",
                "",
                Optional.empty()));

    List<Spirit> spirits =
        List.of(
            new Spirit(
                "storm-mother",
                "Storm Mother",
                "Gathering Winds",
                List.of(fx(EffectKind.MOVE, 1)),
                "Use it once in your player turn.",
                new HandLimits(Map.of(Element.WATER, 1, Element.AIR, 2), 2),
                "She hums before the rain.",
                Optional.empty()),
            new Spirit(
                "grave-warden",
                "Grave Warden",
                "Toll of Bells",
                List.of(),
                "Once in your player turn, choose an enemy hero within 3 cells of one of your heroes: "
                    + "it gains 1 **Decay**, and you move 1 {mana} from one of your heroes to another.",
                new HandLimits(Map.of(Element.BLACK, 2, Element.EARTH, 1, Element.FIRE, 1), 1),
                "",
                Optional.empty()));

    List<ChaosElement> chaos =
        List.of(
            new ChaosElement(
                "blood-moon",
                "Blood Moon",
                List.of(),
                "Damage from spells is increased by 1.",
                "Even the wolves stay home.",
                Optional.empty()),
            new ChaosElement(
                "ash-fall",
                "Ash Fall",
                List.of(fx(EffectKind.DAMAGE, 1)),
                "",
                "",
                Optional.empty()));

    List<HyperOrb> orbs =
        heroes.stream()
            .map(h -> new HyperOrb(h.id() + "-orb", "Orb of " + h.name(), h, "", Optional.empty()))
            .toList();

    List<PlayerCard> players =
        List.of(
            new PlayerCard(
                "player-red",
                "Red Player",
                "Red",
                "Take a player turn: use your spirit's ability and move up to 3 points of mana or health "
                    + "between your heroes."),
            new PlayerCard(
                "player-blue",
                "Blue Player",
                "Blue",
                "Take a player turn: use your spirit's ability and move up to 3 points of mana or health "
                    + "between your heroes."));

    List<TerrainCard> terrain =
        List.of(
            terrain("t01", "P", "H", "F~", "P~", "M", "W"),
            terrain("t02", "W", "W", "P~", "H", "F", "M"),
            terrain("t03", "H~", "H~", "F", "M~", "P", "P"));

    String[][] decks = {
      {"fire", "Fire Spells", "fire-spells", "Vermillion", "#D55E00", "flame", "rays"},
      {"water", "Water Spells", "water-spells", "Blue", "#0072B2", "drop", "waves"},
      {"air", "Air Spells", "air-spells", "Sky Blue", "#56B4E9", "wind", "swirl"},
      {"earth", "Earth Spells", "earth-spells", "Green", "#009E73", "mountain", "strata"},
      {"white", "White Spells", "white-spells", "Yellow", "#F0E442", "sun", "halo"},
      {"black", "Black Spells", "black-spells", "Black", "#2B2B2B", "skull", "thorns"},
      {"general", "General Spells", "general-spells", "Grey", "#999999", "orb", "chevrons"},
      {
        "starting-weapons",
        "Starting Weapons",
        "starting-weapons",
        "Brown",
        "#8B5A2B",
        "crossed-swords",
        "diamonds"
      },
      {"item-weapons", "Item Weapons", "item-weapons", "Orange", "#E69F00", "bow", "dots"},
      {"chaos", "Chaos Elements", "chaos-elements", "Purple", "#CC79A7", "hourglass", "rings"},
      {"hyper-orbs", "Hyper Orbs", "hyper-orbs", "Gold", "#C9A227", "orb", "stars"},
      {"turn-order", "Turn Order", "turn-order", "White", "#F2F2F2", "hourglass", "stripes"},
      {"hero-control", "Hero Control", "hero-control", "Dark Red", "#8E2C3A", "crown", "scales"},
      {"spirits", "Spirits", "spirits", "Teal", "#2A9D8F", "spirit", "grid"},
      {"terrain", "Terrain", "terrain", "Olive", "#6B8E23", "map", "grid"},
    };
    List<Deck> deckList = new ArrayList<>();
    for (String[] d : decks) {
      deckList.add(
          new Deck(
              d[0],
              d[1],
              DeckKind.fromKey(d[2]).orElseThrow(),
              new Sleeve(d[3], d[4]),
              d[5],
              d[6]));
    }
    return new Catalog(
        new Game("Graveyard of Legends", "graveyard-of-legends", "A tactics game", false),
        heroes,
        spirits,
        spells,
        starting,
        items,
        chaos,
        orbs,
        players,
        terrain,
        List.of(),
        deckList,
        List.of());
  }

  private static TerrainCard terrain(String id, String... cells) throws NotationException {
    List<TerrainCell> list = new ArrayList<>();
    for (String c : cells) {
      list.add(TerrainCell.parse(c));
    }
    return new TerrainCard(id, list);
  }
}
