package org.legendsforge.bench;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;

/**
 * Larger card sets made from a real one, for measuring how the build scales: every card is copied
 * {@code factor} times under new ids ({@code fireball}, {@code fireball-x2}, …), so the set keeps
 * the real one's mix of kinds, text lengths and decks.
 */
public final class SyntheticCatalog {
  private SyntheticCatalog() {}

  public static Catalog scaled(Catalog c, int factor) {
    List<Hero> heroes =
        copies(
            c.heroes(),
            factor,
            (h, s) ->
                new Hero(
                    h.id() + s,
                    h.name(),
                    h.health(),
                    h.movement(),
                    h.customMovement(),
                    h.hyper(),
                    h.flavour(),
                    h.art()));
    List<HyperOrb> orbs = new ArrayList<>();
    for (int k = 1; k <= factor; k++) {
      String s = suffix(k);
      for (HyperOrb o : c.hyperOrbs()) {
        Hero hero =
            heroes.stream().filter(h -> h.id().equals(o.hero().id() + s)).findFirst().orElseThrow();
        orbs.add(new HyperOrb(o.id() + s, o.name(), hero, o.flavour(), o.art()));
      }
    }
    return new Catalog(
        c.game(),
        heroes,
        copies(
            c.spirits(),
            factor,
            (x, s) ->
                new Spirit(
                    x.id() + s,
                    x.name(),
                    x.abilityName(),
                    x.ability(),
                    x.modifiers(),
                    x.text(),
                    x.hand(),
                    x.flavour(),
                    x.art())),
        copies(
            c.spells(),
            factor,
            (x, s) ->
                new Spell(
                    x.id() + s,
                    x.name(),
                    x.element(),
                    x.cost(),
                    x.range(),
                    x.area(),
                    x.over(),
                    x.noAction(),
                    x.effects(),
                    x.modifiers(),
                    x.text(),
                    x.flavour(),
                    x.art())),
        copies(c.startingWeapons(), factor, SyntheticCatalog::weapon),
        copies(c.itemWeapons(), factor, SyntheticCatalog::weapon),
        copies(
            c.chaosElements(),
            factor,
            (x, s) ->
                new ChaosElement(
                    x.id() + s,
                    x.name(),
                    x.ability(),
                    x.modifiers(),
                    x.text(),
                    x.flavour(),
                    x.art())),
        orbs,
        c.playerCards(),
        c.terrainCards(),
        c.pickups(),
        c.decks(),
        c.components());
  }

  /**
   * A set whose one spell deck ({@code element}) holds {@code cards} spells, the rest as shipped.
   */
  public static Catalog withSpellDeckOf(Catalog c, Element element, int cards) {
    List<Spell> source = c.spellsOf(element);
    List<Spell> spells = new ArrayList<>();
    for (Spell s : c.spells()) {
      if (s.element() != element) {
        spells.add(s);
      }
    }
    for (int i = 0; i < cards; i++) {
      Spell x = source.get(i % source.size());
      String id = x.id() + suffix(i / source.size() + 1);
      spells.add(
          new Spell(
              id,
              x.name(),
              x.element(),
              x.cost(),
              x.range(),
              x.area(),
              x.over(),
              x.noAction(),
              x.effects(),
              x.modifiers(),
              x.text(),
              x.flavour(),
              x.art()));
    }
    return new Catalog(
        c.game(),
        c.heroes(),
        c.spirits(),
        spells,
        c.startingWeapons(),
        c.itemWeapons(),
        c.chaosElements(),
        c.hyperOrbs(),
        c.playerCards(),
        c.terrainCards(),
        c.pickups(),
        c.decks(),
        c.components());
  }

  private static Weapon weapon(Weapon x, String s) {
    return new Weapon(
        x.id() + s,
        x.name(),
        x.kind(),
        x.damage(),
        x.range(),
        x.area(),
        x.over(),
        x.effects(),
        x.modifiers(),
        x.text(),
        x.flavour(),
        x.art());
  }

  private static String suffix(int k) {
    return k == 1 ? "" : "-x" + k;
  }

  private static <T> List<T> copies(
      List<T> items, int factor, java.util.function.BiFunction<T, String, T> copy) {
    List<T> out = new ArrayList<>();
    for (int k = 1; k <= factor; k++) {
      String s = suffix(k);
      for (T t : items) {
        out.add(copy.apply(t, s));
      }
    }
    return out;
  }
}
