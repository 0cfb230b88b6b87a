package org.legendsforge.validate;

import java.util.List;
import java.util.Map;
import org.legendsforge.model.EffectKind;
import org.legendsforge.rules.AreaSpec;

/**
 * The balance model's exchange rates (card-data/balance.yaml, rules-spec §11). Effect weights are
 * per unit for effects with an amount and for the whole status otherwise.
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
    Targets targets) {

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
