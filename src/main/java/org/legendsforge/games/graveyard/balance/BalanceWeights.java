package org.legendsforge.games.graveyard.balance;

import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.rules.AreaSpec;

/**
 * The balance model's exchange rates (card-data/balance.yaml, docs/rules-model.md §11). Effect
 * weights are per unit for effects with an amount and for the whole status otherwise.
 */
public record BalanceWeights(
    Map<EffectKind, Double> effects,
    double teleportBase,
    double selfDamage,
    double weaponAttack,
    double spellAction,
    double over,
    double noAction,
    double movementCell,
    List<RangeBonus> range,
    Map<AreaSpec, Double> areas,
    Map<String, Adjustment> adjustments,
    Targets targets,
    RuleWeights rules) {

  public record RangeBonus(int from, double bonus) {}

  /** A hand-priced condition that only a card's text states. */
  public record Adjustment(double value, String why) {}

  public record Targets(
      double spellTolerance,
      double startingMin,
      double startingMax,
      double itemToStarting,
      double itemToStartingTolerance,
      double heroSpread) {}

  /**
   * The prices of a card's rules as structure (docs/card-rules.md): how often an ability happens (a
   * factor on its effects), what using it gives up, the share of its value a condition leaves, each
   * modifier's value per use it changes, and how many uses per turn each scope changes.
   */
  public record RuleWeights(
      Map<Trigger, Double> triggers,
      Map<ActionCost, Double> actions,
      double manaCost,
      Conditions conditions,
      Map<String, Double> modifiers,
      Map<Scope, Double> uses) {
    public RuleWeights {
      triggers = Map.copyOf(triggers);
      actions = Map.copyOf(actions);
      modifiers = Map.copyOf(modifiers);
      uses = Map.copyOf(uses);
    }

    public double trigger(Trigger t) {
      return triggers.getOrDefault(t, 1.0);
    }

    public double action(ActionCost a) {
      return actions.getOrDefault(a, 0.0);
    }

    public double modifier(String key) {
      return modifiers.getOrDefault(key, 0.0);
    }

    public double uses(Scope s) {
      return uses.getOrDefault(s, 0.0);
    }
  }

  /** The share of an ability's value left by each kind of condition on whom or where it works. */
  public record Conditions(double standsOn, double with, double without, double nearFriend) {}

  public BalanceWeights {
    effects = Map.copyOf(effects);
    range = List.copyOf(range);
    areas = Map.copyOf(areas);
    adjustments = Map.copyOf(adjustments);
  }

  public double effect(EffectKind kind) {
    return effects.getOrDefault(kind, 0.0);
  }
}
