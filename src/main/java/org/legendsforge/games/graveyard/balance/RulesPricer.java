package org.legendsforge.games.graveyard.balance;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.HeroCondition;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.model.Target;
import org.legendsforge.games.graveyard.rules.AreaSpec;

/**
 * Prices a card's rules as structure (card-data/balance.yaml {@code rules}): an ability's effects
 * as one use, times how often its trigger happens and the share each condition leaves, plus reach
 * and minus what using it gives up; each modifier by its value per use times the uses per turn it
 * changes. Every factor is its own part, so the report says why.
 */
final class RulesPricer {
  private final BalanceModel model;
  private final BalanceWeights.RuleWeights w;

  RulesPricer(BalanceModel model) {
    this.model = model;
    this.w = model.weights().rules();
  }

  /** The parts of one ability's value, each label starting with {@code prefix}. */
  List<CardValue.Part> ability(Ability a, String prefix) {
    List<CardValue.Part> parts = new ArrayList<>();
    Optional<HeroFilter> filter = a.target().heroes();
    Optional<AreaSpec> area =
        a.target() instanceof Target.EveryHero ? filter.map(this::area) : Optional.empty();
    double m = model.areaMultiplier(area);
    double value = 0;
    for (Effect e : a.effects()) {
      boolean spread = e.to() == EffectTarget.TARGET && area.isPresent();
      double v = model.effect(e) * (spread ? m : 1.0);
      String label =
          e.kind().key()
              + (e.kind().takesAmount() ? " " + e.amount() : "")
              + (e.to() == EffectTarget.SELF ? " to self" : "");
      parts.add(
          new CardValue.Part(
              prefix
                  + label
                  + (spread
                      ? " on every "
                          + filter.get().side().key()
                          + reach(filter.get())
                          + " (x"
                          + BalanceModel.trim(m)
                          + ")"
                      : ""),
              v));
      value += v;
    }
    double t = w.trigger(a.trigger());
    value = scale(parts, prefix + a.trigger().key(), t, value);
    value = conditions(parts, prefix + "while it ", a.user(), value);
    if (filter.isPresent()) {
      value = conditions(parts, prefix + "target ", filter.get().state(), value);
      if (filter.get().nearFriend().isPresent()) {
        value = scale(parts, prefix + "target near a friend", w.conditions().nearFriend(), value);
      }
      if (a.target() instanceof Target.OneHero && filter.get().within().isPresent()) {
        add(
            parts,
            prefix + "within " + filter.get().within().getAsInt(),
            model.rangeBonus(filter.get().within().getAsInt()));
        add(parts, prefix + "over", filter.get().over() ? model.weights().over() : 0);
      }
    }
    if (a.cost().action() != ActionCost.NONE) {
      add(
          parts,
          prefix + "instead of its " + a.cost().action().key() + " action",
          w.action(a.cost().action()));
    }
    add(parts, prefix + "costs " + a.cost().mana() + " mana", a.cost().mana() * w.manaCost());
    return parts;
  }

  private static String reach(HeroFilter f) {
    return f.within().isPresent() ? " within " + f.within().getAsInt() : "";
  }

  /** Every hero within N is the area {@code Nr0d}; every hero anywhere the largest known area. */
  private AreaSpec area(HeroFilter f) {
    if (f.within().isPresent()) {
      return new AreaSpec(f.within().getAsInt(), 0);
    }
    return model.weights().areas().entrySet().stream()
        .max(java.util.Map.Entry.comparingByValue())
        .map(java.util.Map.Entry::getKey)
        .orElse(new AreaSpec(2, 0));
  }

  private double conditions(
      List<CardValue.Part> parts, String label, HeroCondition c, double value) {
    if (!c.standsOn().isEmpty()) {
      String on =
          c.standsOn().stream()
              .map(x -> String.valueOf(x.letter()))
              .collect(Collectors.joining(" "));
      value = scale(parts, label + "stands on " + on, w.conditions().standsOn(), value);
    }
    if (!c.with().isEmpty()) {
      value = scale(parts, label + "has " + words(c.with()), w.conditions().with(), value);
    }
    if (!c.without().isEmpty()) {
      value = scale(parts, label + "has no " + words(c.without()), w.conditions().without(), value);
    }
    return value;
  }

  /** A factor on the value so far, shown as the part it adds or takes away. */
  private static double scale(
      List<CardValue.Part> parts, String label, double factor, double value) {
    if (factor != 1) {
      parts.add(
          new CardValue.Part(
              label + " (x" + BalanceModel.trim(factor) + ")", value * (factor - 1)));
    }
    return value * factor;
  }

  private static String words(Set<Status> statuses) {
    return statuses.stream().map(Status::key).collect(Collectors.joining(" or "));
  }

  /** The parts of a card's modifiers' value, each label starting with {@code prefix}. */
  List<CardValue.Part> modifiers(List<Modifier> modifiers, String prefix) {
    List<CardValue.Part> parts = new ArrayList<>();
    for (Modifier m : modifiers) {
      double per = w.modifier(m.key());
      if (m instanceof Modifier.ExtraDamage x) {
        double share = x.against().isEmpty() ? 1 : w.conditions().with();
        String against = x.against().isEmpty() ? "" : " against " + words(x.against());
        add(
            parts,
            prefix + "extraDamage " + x.amount() + against + of(x.of()),
            x.amount() * per * uses(x.of()) * share);
      } else if (m instanceof Modifier.Scaled s) {
        add(
            parts,
            prefix + s.scale().key() + " " + s.quantity().key() + of(s.of()),
            per * uses(s.of()));
      } else if (m instanceof Modifier.MaxRange r) {
        add(parts, prefix + "maxRange " + r.cells() + of(r.of()), per * uses(r.of()));
      } else if (m instanceof Modifier.HandLimit h) {
        add(parts, prefix + "handLimit " + h.extra(), per * h.extra());
      } else if (m instanceof Modifier.ExcludesMove) {
        add(parts, prefix + "excludesMove", per);
      }
    }
    return parts;
  }

  private double uses(Set<Scope> of) {
    return of.stream().mapToDouble(w::uses).sum();
  }

  private static String of(Set<Scope> of) {
    return of.equals(Set.of(Scope.THIS))
        ? ""
        : " of " + of.stream().map(Scope::key).collect(Collectors.joining(" "));
  }

  private static void add(List<CardValue.Part> parts, String label, double value) {
    if (value != 0) {
      parts.add(new CardValue.Part(label, value));
    }
  }
}
