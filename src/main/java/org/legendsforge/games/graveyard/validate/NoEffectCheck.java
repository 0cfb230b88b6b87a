package org.legendsforge.games.graveyard.validate;

import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * {@code no-effect} (error): reach written on a card that changes nothing, so the card does not do
 * what its writer meant.
 *
 * <ul>
 *   <li>An area {@code 0r0d} is its centre cell alone. At range 0 that centre is the user's own
 *       cell, where the card lands without an area anyway; farther, it hits the one hero on the
 *       centre, as aiming at that hero does. It means something only for a card with both harmful
 *       and helpful effects on its target: aimed at a cell it helps a friend there or hurts an
 *       enemy there, where aimed at a hero it can only hurt an enemy.
 *   <li>{@code over} at range 0: the card reaches only the user's own cell, which it always sees.
 *   <li>{@code maxRange} of 17 or more: no two cells of the map are farther apart.
 * </ul>
 */
public final class NoEffectCheck implements CatalogCheck {
  @Override
  public void check(Catalog c, SourceMap where, Diagnostics sink) {
    for (Spell s : c.spells()) {
      check(s.id(), s.range(), s.area(), s.over(), s.effects(), where, sink);
    }
    for (var h : c.heroes()) {
      maxRange(h.id(), "hyper/", h.hyper().modifiers(), where, sink);
    }
    for (var s : c.spirits()) {
      maxRange(s.id(), "", s.modifiers(), where, sink);
    }
    for (var x : c.chaosElements()) {
      maxRange(x.id(), "", x.modifiers(), where, sink);
    }
    for (Weapon w : weapons(c)) {
      List<Effect> onTarget = new java.util.ArrayList<>();
      if (w.damage() > 0) {
        onTarget.add(Effect.of(EffectKind.DAMAGE, w.damage()));
      }
      onTarget.addAll(w.effects());
      check(w.id(), w.range(), w.area(), w.over(), onTarget, where, sink);
    }
  }

  private static List<Weapon> weapons(Catalog c) {
    return java.util.stream.Stream.concat(c.startingWeapons().stream(), c.itemWeapons().stream())
        .toList();
  }

  private static void check(
      String id,
      int range,
      Optional<AreaSpec> area,
      boolean over,
      List<Effect> effects,
      SourceMap where,
      Diagnostics sink) {
    if (area.isPresent() && area.get().steps() == 0 && !(range > 0 && mixed(effects))) {
      sink.error(
          "no-effect",
          where.locate(id, "area"),
          "\""
              + id
              + "\": area "
              + area.get()
              + " is only its centre cell, "
              + (range == 0
                  ? "the user's own, where the card lands without an area"
                  : "so it hits the one hero there, as aiming at that hero does"),
          "remove the area, or give it steps (1r0d reaches the cells next to the centre)");
    }
    if (over && range == 0) {
      sink.error(
          "no-effect",
          where.locate(id, "over"),
          "\""
              + id
              + "\": over lets a card reach past what blocks sight, but at range 0 it"
              + " reaches only the user's own cell",
          "remove over, or give the card a range");
    }
  }

  /**
   * A {@code maxRange} of the longest distance on the map or more: nothing on the map is farther,
   * so it limits nothing.
   */
  private static void maxRange(
      String id, String prefix, List<Modifier> modifiers, SourceMap where, Diagnostics sink) {
    for (int i = 0; i < modifiers.size(); i++) {
      if (modifiers.get(i) instanceof Modifier.MaxRange m && m.cells() >= RangeCheck.LONGEST) {
        sink.error(
            "no-effect",
            where.locate(id, prefix + "modifiers/" + i + "/maxRange"),
            "\""
                + id
                + "\": maxRange "
                + m.cells()
                + " limits nothing: no two cells of the map are more than "
                + RangeCheck.LONGEST
                + " apart",
            "use a maxRange below " + RangeCheck.LONGEST + ", or remove the modifier");
      }
    }
  }

  /** Whether some effect on the target hurts and another helps. */
  private static boolean mixed(List<Effect> effects) {
    boolean harms = false;
    boolean helps = false;
    for (Effect e : effects) {
      if (e.to() == EffectTarget.TARGET) {
        harms |= e.harmful();
        helps |= !e.harmful();
      }
    }
    return harms && helps;
  }
}
