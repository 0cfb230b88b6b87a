package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Cost;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Game;
import org.legendsforge.games.graveyard.model.HandLimits;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroCondition;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.HyperAbility;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Side;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.model.Target;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Terrain;

/**
 * A small card set for engine tests, with round numbers that say what each test checks: heroes with
 * the default movement and a few others, heroes with one hyper ability each (every trigger, cost
 * and target kind), weapons and spells with one effect each, spirits with abilities and modifiers,
 * and chaos elements of every kind.
 */
final class TestCards {
  private TestCards() {}

  static Catalog catalog() {
    List<Hero> heroes = new ArrayList<>();
    heroes.add(hero("walker", 12, "1 any + 2 P H F"));
    heroes.add(hero("strider", 10, "1 any + 3 P H F"));
    heroes.add(hero("sailor", 12, "2 W + 1 any"));
    heroes.add(hero("brute", 16, "2 P H F M"));
    heroes.add(hero("scout", 10, "1 any + 1 P H F"));
    heroes.add(
        hyper("knight", ability(Trigger.TURN_START, Target.SELF, effect(EffectKind.SHIELD, 2))));
    heroes.add(
        hyper(
            "warden",
            ability(Trigger.TURN_START, one(Side.FRIEND, 2, false), effect(EffectKind.SHIELD, 2))));
    heroes.add(
        hyper(
            "tidecaller",
            ability(
                Trigger.ONCE_PER_TURN,
                one(Side.ENEMY, 2, false),
                effect(EffectKind.PUSH, 2),
                effect(EffectKind.DAMAGE, 1))));
    heroes.add(
        hyper(
            "climber",
            new Ability(
                Trigger.ONCE_PER_TURN,
                Cost.NONE,
                new HeroCondition(Set.of(Terrain.HILLS, Terrain.MOUNTAIN), Set.of(), Set.of()),
                one(Side.ENEMY, 2, false),
                List.of(effect(EffectKind.DAMAGE, 1), effect(EffectKind.STUCK, 1)))));
    heroes.add(
        hyper(
            "seer",
            new Ability(
                Trigger.ONCE_PER_TURN,
                new Cost(ActionCost.MOVE, 0),
                HeroCondition.ANY,
                Target.SELF,
                List.of(effect(EffectKind.TELEPORT, 4)))));
    heroes.add(
        hyper("avenger", ability(Trigger.HIT, Target.ATTACKER, effect(EffectKind.DAMAGE, 2))));
    heroes.add(
        hyper("mourner", ability(Trigger.HERO_DIES, Target.SELF, effect(EffectKind.MANA, 2))));
    heroes.add(
        new Hero(
            "hound",
            "hound",
            12,
            MovementSpec.DEFAULT,
            false,
            new HyperAbility(
                "Blood Trail",
                Optional.empty(),
                List.of(new Modifier.ExtraDamage(1, Set.of(), Set.of(Scope.WEAPONS))),
                ""),
            "",
            Optional.empty()));
    heroes.add(
        new Hero(
            "scholar",
            "scholar",
            11,
            MovementSpec.DEFAULT,
            false,
            new HyperAbility(
                "Kindled Mind",
                Optional.of(ability(Trigger.TURN_START, Target.SELF, effect(EffectKind.DRAW, 1))),
                List.of(new Modifier.HandLimit(1)),
                ""),
            "",
            Optional.empty()));
    heroes.add(
        hyper(
            "crow",
            ability(
                Trigger.ONCE_PER_TURN, one(Side.ENEMY, 4, true), effect(EffectKind.DAMAGE, 1))));
    heroes.add(
        hyper(
            "saint",
            ability(
                Trigger.TURN_START,
                new Target.EveryHero(
                    new HeroFilter(
                        Side.FRIEND,
                        OptionalInt.of(2),
                        false,
                        OptionalInt.empty(),
                        HeroCondition.ANY)),
                effect(EffectKind.HEAL, 1))));
    for (int i = 1; i <= 12; i++) {
      heroes.add(hero(String.format("reserve-%02d", i), 10, "1 any + 2 P H F"));
    }
    List<Weapon> starting =
        List.of(
            weapon("sword", WeaponKind.STARTING, 3, 1, null, false),
            weapon("bow", WeaponKind.STARTING, 2, 4, null, false),
            weapon("spear", WeaponKind.STARTING, 2, 2, null, false, effect(EffectKind.PUSH, 1)),
            weapon("flail", WeaponKind.STARTING, 2, 1, "1r0d", false),
            weapon("sling", WeaponKind.STARTING, 1, 4, null, true),
            new Weapon(
                "knife",
                "knife",
                WeaponKind.STARTING,
                2,
                1,
                Optional.empty(),
                false,
                List.of(),
                List.of(
                    new Modifier.ExtraDamage(
                        1, Set.of(Status.STUCK, Status.STUN), Set.of(Scope.THIS))),
                "",
                "",
                Optional.empty()));
    List<Weapon> items =
        List.of(
            weapon("great-axe", WeaponKind.ITEM, 4, 1, null, false),
            weapon("longbow", WeaponKind.ITEM, 3, 6, null, false),
            weapon("maul", WeaponKind.ITEM, 1, 1, null, false, effect(EffectKind.STUN, 1)),
            weapon("halberd", WeaponKind.ITEM, 3, 2, null, false),
            new Weapon(
                "crossbow",
                "crossbow",
                WeaponKind.ITEM,
                5,
                5,
                Optional.empty(),
                false,
                List.of(),
                List.of(new Modifier.ExcludesMove()),
                "",
                "",
                Optional.empty()));
    List<Spell> spells =
        List.of(
            spell("dart", Element.FIRE, 1, 3, null, false, effect(EffectKind.DAMAGE, 2)),
            spell("blast", Element.FIRE, 2, 4, "1r0d", false, effect(EffectKind.DAMAGE, 2)),
            spell("spark", Element.FIRE, 1, 2, null, true, effect(EffectKind.DAMAGE, 1)),
            spell("rain", Element.WATER, 2, 3, "1r1d", false, effect(EffectKind.HEAL, 2)),
            spell("tow", Element.WATER, 1, 4, null, false, effect(EffectKind.PULL, 3)),
            spell("shove", Element.AIR, 1, 1, null, false, effect(EffectKind.PUSH, 2)),
            spell("blink", Element.AIR, 2, 0, null, false, effect(EffectKind.TELEPORT, 3)),
            spell("tailwind", Element.AIR, 1, 3, null, true, effect(EffectKind.MOVE, 2)),
            spell("roots", Element.EARTH, 1, 4, null, false, effect(EffectKind.STUCK, 1)),
            spell("bulwark", Element.EARTH, 2, 3, null, false, effect(EffectKind.SHIELD, 3)),
            spell("mend", Element.WHITE, 1, 3, null, false, effect(EffectKind.HEAL, 2)),
            spell("insight", Element.WHITE, 1, 0, null, true, effect(EffectKind.DRAW, 1)),
            spell("hex", Element.BLACK, 3, 3, null, false, effect(EffectKind.STUN, 1)),
            spell("rot", Element.BLACK, 1, 1, null, false, effect(EffectKind.DECAY, 2)),
            spell(
                "pact",
                Element.BLACK,
                0,
                0,
                null,
                true,
                new Effect(EffectKind.DAMAGE, 2, EffectTarget.SELF),
                effect(EffectKind.MANA, 2)));
    Map<Element, Integer> even =
        Map.of(Element.FIRE, 1, Element.WATER, 1, Element.AIR, 1, Element.WHITE, 1);
    List<Spirit> spirits =
        List.of(
            spirit("even", even, 1),
            spirit("fiery", Map.of(Element.FIRE, 3, Element.BLACK, 1), 1),
            new Spirit(
                "choir",
                "choir",
                "Stoke",
                Optional.of(
                    ability(
                        Trigger.PLAYER_TURN,
                        new Target.OneHero(
                            new HeroFilter(
                                Side.ENEMY,
                                OptionalInt.empty(),
                                false,
                                OptionalInt.of(3),
                                HeroCondition.ANY)),
                        effect(EffectKind.DAMAGE, 1))),
                List.of(new Modifier.ExtraDamage(1, Set.of(Status.DECAY), Set.of(Scope.THIS))),
                "",
                new HandLimits(new EnumMap<>(even), 1),
                "",
                Optional.empty()),
            new Spirit(
                "herald",
                "herald",
                "Errant Wind",
                Optional.of(
                    ability(
                        Trigger.PLAYER_TURN,
                        new Target.OneHero(
                            new HeroFilter(
                                Side.FRIEND,
                                OptionalInt.empty(),
                                false,
                                OptionalInt.empty(),
                                new HeroCondition(Set.of(), Set.of(), Set.of(Status.STUCK)))),
                        effect(EffectKind.MOVE, 3))),
                List.of(),
                "",
                new HandLimits(new EnumMap<>(even), 1),
                "",
                Optional.empty()),
            new Spirit(
                "pilgrim",
                "pilgrim",
                "Borrowed Memory",
                Optional.of(ability(Trigger.PLAYER_TURN, Target.SELF, effect(EffectKind.DRAW, 1))),
                List.of(),
                "",
                new HandLimits(new EnumMap<>(even), 1),
                "",
                Optional.empty()));
    List<ChaosElement> chaos =
        List.of(
            chaos("red-moon", null, new Modifier.ExtraDamage(1, Set.of(), Set.of(Scope.SPELLS))),
            chaos("fog", null, new Modifier.MaxRange(3, Set.of(Scope.SPELLS, Scope.WEAPONS))),
            chaos("wake", ability(Trigger.HERO_DIES, every(), effect(EffectKind.MANA, 1))),
            chaos("tide", ability(Trigger.REVEALED, every(), effect(EffectKind.MANA, 1))),
            chaos("ice", null, new Modifier.FrozenRivers()),
            chaos(
                "hallow",
                null,
                new Modifier.Scaled(
                    Modifier.Quantity.HEALING, Modifier.Scale.DOUBLED, Scope.EVERYTHING)),
            chaos(
                "eclipse",
                null,
                new Modifier.ClearSight(Set.of(Terrain.FOREST, Terrain.MOUNTAIN))));
    List<Pickup> pickups =
        List.of(
            new Pickup(PickupKind.HYPER, "Hyper Orb", 1, "quarter", ""),
            new Pickup(PickupKind.HEALING, "Healing Orb", 1, "penny", ""),
            new Pickup(PickupKind.MANA, "Mana Orb", 3, "dime", ""),
            new Pickup(PickupKind.ITEM, "Item Orb", 2, "nickel", ""));
    return new Catalog(
        new Game("Test", "test", "", false, 0, 1),
        heroes,
        spirits,
        spells,
        starting,
        items,
        chaos,
        List.of(),
        List.of(),
        List.of(),
        pickups,
        List.of(),
        List.of());
  }

  /**
   * The same cards with what a whole game also needs: 15 terrain cards (a map of every terrain,
   * rivers too) and four player cards, so games from a seed can be played without the shipped data.
   */
  static Catalog playable() {
    Catalog c = catalog();
    String[] rows = {"PPHFWM", "PPHHFP", "FMPPHW", "HPFPPP", "PHPMFP"};
    List<org.legendsforge.games.graveyard.rules.TerrainCard> terrain = new ArrayList<>();
    for (int i = 0; i < 15; i++) {
      List<org.legendsforge.games.graveyard.rules.TerrainCell> cells = new ArrayList<>();
      String row = rows[i % rows.length];
      for (int j = 0; j < 6; j++) {
        Terrain t = Terrain.fromLetter(row.charAt((j + i) % row.length())).orElseThrow();
        boolean river = t != Terrain.SEA && (i + j) % 7 == 0;
        cells.add(new org.legendsforge.games.graveyard.rules.TerrainCell(t, river));
      }
      terrain.add(
          new org.legendsforge.games.graveyard.rules.TerrainCard(
              String.format("t%02d", i + 1), cells));
    }
    List<org.legendsforge.games.graveyard.model.PlayerCard> players = new ArrayList<>();
    for (String colour : List.of("red", "blue", "green", "yellow")) {
      players.add(
          new org.legendsforge.games.graveyard.model.PlayerCard(
              "player-" + colour, colour, colour, ""));
    }
    return new Catalog(
        c.game(),
        c.heroes(),
        c.spirits(),
        c.spells(),
        c.startingWeapons(),
        c.itemWeapons(),
        c.chaosElements(),
        c.hyperOrbs(),
        players,
        terrain,
        c.pickups(),
        c.decks(),
        c.components());
  }

  static Effect effect(EffectKind kind, int amount) {
    return Effect.of(kind, kind.takesAmount() ? amount : 1);
  }

  private static Ability ability(Trigger trigger, Target target, Effect... effects) {
    return Ability.of(trigger, target, List.of(effects));
  }

  private static Target one(Side side, int within, boolean over) {
    return new Target.OneHero(
        new HeroFilter(side, OptionalInt.of(within), over, OptionalInt.empty(), HeroCondition.ANY));
  }

  private static Target every() {
    return new Target.EveryHero(HeroFilter.of(Side.ANY));
  }

  private static Hero hyper(String id, Ability ability) {
    return new Hero(
        id,
        id,
        12,
        MovementSpec.DEFAULT,
        false,
        new HyperAbility(id, Optional.of(ability), List.of(), ""),
        "",
        Optional.empty());
  }

  private static ChaosElement chaos(String id, Ability ability, Modifier... modifiers) {
    return new ChaosElement(
        id, id, Optional.ofNullable(ability), List.of(modifiers), "", "", Optional.empty());
  }

  private static Hero hero(String id, int health, String movement) {
    try {
      return new Hero(
          id,
          id,
          health,
          MovementSpec.parse(movement),
          true,
          new HyperAbility("Surge", List.of(), ""),
          "",
          Optional.empty());
    } catch (NotationException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
  }

  private static Optional<AreaSpec> area(String area) {
    try {
      return area == null ? Optional.empty() : Optional.of(AreaSpec.parse(area));
    } catch (NotationException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
  }

  private static Weapon weapon(
      String id,
      WeaponKind kind,
      int damage,
      int range,
      String area,
      boolean over,
      Effect... effects) {
    return new Weapon(
        id, id, kind, damage, range, area(area), over, List.of(effects), "", "", Optional.empty());
  }

  private static Spell spell(
      String id,
      Element element,
      int cost,
      int range,
      String area,
      boolean noAction,
      Effect... effects) {
    return new Spell(
        id,
        id,
        element,
        cost,
        range,
        area(area),
        false,
        noAction,
        List.of(effects),
        "",
        "",
        Optional.empty());
  }

  private static Spirit spirit(String id, Map<Element, Integer> limits, int general) {
    return new Spirit(
        id,
        id,
        "Ability",
        List.of(),
        "",
        new HandLimits(new EnumMap<>(limits), general),
        "",
        Optional.empty());
  }
}
