package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.AreaSpec;

/**
 * How one weapon attack, spell or ability reaches its targets (docs/rules-model.md §3): its range,
 * area and {@code over}, and its effects in order (a weapon's damage first). Range 0 without an
 * area means the user itself.
 */
record Strike(
    int range,
    Optional<AreaSpec> area,
    boolean over,
    List<Effect> effects,
    boolean harmsTarget,
    boolean helpsTarget,
    boolean leavesChoices) {
  private static final java.util.Set<EffectKind> CHOOSING =
      java.util.EnumSet.of(
          EffectKind.PUSH, EffectKind.PULL, EffectKind.MOVE, EffectKind.TELEPORT, EffectKind.DRAW);

  /**
   * {@code harmsTarget} and {@code helpsTarget}: whether some effect on the target is harmful, or
   * helpful; {@code leavesChoices}: whether an effect leaves its owner a choice (see {@link
   * ChoiceOptions}). Worked out once per card: every list of legal actions asks them of every
   * strike it tries.
   */
  Strike {
    effects = List.copyOf(effects);
  }

  Strike(int range, Optional<AreaSpec> area, boolean over, List<Effect> effects) {
    this(
        range,
        area,
        over,
        effects,
        onTarget(effects, true),
        onTarget(effects, false),
        leavesChoices(effects));
  }

  private static boolean onTarget(List<Effect> effects, boolean harmful) {
    for (Effect e : effects) {
      if (e.to() == EffectTarget.TARGET && e.harmful() == harmful) {
        return true;
      }
    }
    return false;
  }

  /** Whether an effect leaves its owner a choice (see {@link ChoiceOptions}). */
  static boolean leavesChoices(List<Effect> effects) {
    for (Effect e : effects) {
      if (CHOOSING.contains(e.kind())) {
        return true;
      }
    }
    return false;
  }

  static Strike of(Weapon w) {
    List<Effect> all = new ArrayList<>();
    all.add(Effect.of(EffectKind.DAMAGE, w.damage()));
    all.addAll(w.effects());
    return new Strike(w.range(), w.area(), w.over(), all);
  }

  static Strike of(Spell s) {
    return new Strike(s.range(), s.area(), s.over(), s.effects());
  }

  /** The user itself is the target (range 0, no area). */
  boolean selfOnly() {
    return range == 0 && area.isEmpty();
  }

  /**
   * Whether a single-hero strike aims at enemies: it does when any effect on its target is harmful
   * (a helpful effect then lands on no one, §12: no healing of enemies); else it aims at friends.
   */
  boolean aimsAtEnemies() {
    return harmsTarget;
  }

  /** Whether any effect lands on the target rather than the user. */
  boolean hasTargetEffects() {
    return harmsTarget || helpsTarget;
  }
}
