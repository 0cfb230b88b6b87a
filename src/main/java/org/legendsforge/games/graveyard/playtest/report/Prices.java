package org.legendsforge.games.graveyard.playtest.report;

import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;

/**
 * The balance model's price of each card a playtest measures, and the part of its value no event
 * shows. A spell's price is its cost plus the spell action (the model's aim); a weapon's is its
 * deck's band (starting weapons {@code startingWeapon.min..max}, item weapons that times {@code
 * itemToStarting}). Range, {@code over}, {@code noAction} and hand-priced adjustments are worth
 * something the events of a use cannot show (the model's bonus for them is added to the value
 * measured in play, so like is compared with like).
 */
final class Prices {
  /** A weapon's price band and its deck's name. */
  record Band(String deck, double low, double high, double bonus) {}

  private final Catalog catalog;
  private final BalanceModel model;
  private final BalanceWeights w;

  Prices(Catalog catalog, BalanceModel model) {
    this.catalog = catalog;
    this.model = model;
    this.w = model.weights();
  }

  double spell(Spell s) {
    return s.cost() + w.spellAction();
  }

  double spellBonus(Spell s) {
    return model.rangeBonus(s.range())
        + (s.over() ? w.over() : 0)
        + (s.noAction() ? w.noAction() : 0)
        + adjustment(s.id());
  }

  Band weapon(Weapon x) {
    BalanceWeights.Targets t = w.targets();
    boolean item = x.kind() == WeaponKind.ITEM;
    double scale = item ? t.itemToStarting() : 1;
    double bonus = model.rangeBonus(x.range()) + (x.over() ? w.over() : 0) + adjustment(x.id());
    String deck = item ? "item" : "starting";
    return new Band(deck, t.startingMin() * scale, t.startingMax() * scale, bonus);
  }

  private double adjustment(String id) {
    BalanceWeights.Adjustment a = w.adjustments().get(id);
    return a == null ? 0 : a.value();
  }

  Catalog catalog() {
    return catalog;
  }
}
