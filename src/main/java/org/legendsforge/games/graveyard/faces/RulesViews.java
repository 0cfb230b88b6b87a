package org.legendsforge.games.graveyard.faces;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.legendsforge.games.graveyard.faces.TextViews.AbilityView;
import org.legendsforge.games.graveyard.faces.TextViews.ConditionView;
import org.legendsforge.games.graveyard.faces.TextViews.EffectView;
import org.legendsforge.games.graveyard.faces.TextViews.ModifierView;
import org.legendsforge.games.graveyard.faces.TextViews.TargetView;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.HeroCondition;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.model.Target;

/**
 * A card's rules as the plain values the text templates read: words from the card data ({@code
 * once-per-turn}, {@code enemy}, {@code H}), so {@code templates/text/rules.ftl} alone decides the
 * wording.
 */
final class RulesViews {
  private RulesViews() {}

  static List<AbilityView> abilities(Optional<Ability> ability) {
    return ability.map(a -> List.of(ability(a))).orElse(List.of());
  }

  static AbilityView ability(Ability a) {
    return new AbilityView(
        a.trigger().key(),
        a.cost().action().key(),
        a.cost().mana(),
        condition(a.user()),
        target(a.target()),
        effects(a.effects()));
  }

  static List<EffectView> effects(List<Effect> effects) {
    return effects.stream()
        .map(
            e ->
                new EffectView(
                    e.kind().key(), e.amount(), e.to() == EffectTarget.SELF, e.harmful()))
        .toList();
  }

  private static TargetView target(Target t) {
    if (t instanceof Target.OneHero o) {
      return filter("one", o.filter());
    } else if (t instanceof Target.EveryHero e) {
      return filter("every", e.filter());
    }
    String kind = t instanceof Target.Attacker ? "attacker" : "self";
    return new TargetView(kind, "", 0, false, 0, condition(HeroCondition.ANY));
  }

  private static TargetView filter(String kind, HeroFilter f) {
    return new TargetView(
        kind,
        f.side().key(),
        f.within().orElse(0),
        f.over(),
        f.nearFriend().orElse(0),
        condition(f.state()));
  }

  private static ConditionView condition(HeroCondition c) {
    return new ConditionView(
        words(c.standsOn(), t -> String.valueOf(t.letter())),
        words(c.with(), Status::key),
        words(c.without(), Status::key));
  }

  static List<ModifierView> modifiers(List<Modifier> modifiers) {
    return modifiers.stream().map(RulesViews::modifier).toList();
  }

  private static ModifierView modifier(Modifier m) {
    int amount = 0;
    String quantity = "";
    List<String> against = List.of();
    List<String> of = List.of();
    List<String> terrains = List.of();
    if (m instanceof Modifier.ExtraDamage x) {
      amount = x.amount();
      against = words(x.against(), Status::key);
      of = words(x.of(), Scope::key);
    } else if (m instanceof Modifier.Scaled s) {
      quantity = s.quantity().key();
      of = words(s.of(), Scope::key);
    } else if (m instanceof Modifier.MaxRange r) {
      amount = r.cells();
      of = words(r.of(), Scope::key);
    } else if (m instanceof Modifier.ClearSight c) {
      terrains = words(c.terrains(), t -> String.valueOf(t.letter()));
    } else if (m instanceof Modifier.HandLimit h) {
      amount = h.extra();
    }
    return new ModifierView(m.key(), amount, quantity, against, of, terrains);
  }

  private static <E> List<String> words(Collection<E> values, Function<E, String> word) {
    return values.stream().map(word).toList();
  }
}
