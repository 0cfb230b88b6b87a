package org.legendsforge.games.graveyard.balance;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.Allowance;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.Terrain;

/**
 * Prices cards in one unit, "value" (docs/rules-model.md §11): each effect by its weight, effects
 * that land on an area's targets multiplied by the heroes the area can catch, plus range, over and
 * no-action bonuses, the card's rules as structure ({@link RulesPricer}: how often an ability
 * happens, its conditions and costs, its modifiers) and any hand-priced adjustment.
 */
public final class BalanceModel {
  private final BalanceWeights w;
  private final RulesPricer rules;

  public BalanceModel(BalanceWeights weights) {
    this.w = weights;
    this.rules = new RulesPricer(this);
  }

  public BalanceWeights weights() {
    return w;
  }

  public double effect(Effect e) {
    EffectKind k = e.kind();
    if (k == EffectKind.DAMAGE && e.to() == EffectTarget.SELF) {
      return w.selfDamage() * e.amount();
    }
    if (!k.takesAmount()) {
      return w.effect(k);
    }
    double v = w.effect(k) * Math.abs(e.amount());
    return k == EffectKind.TELEPORT ? v + w.teleportBase() : v;
  }

  /** How many heroes an area can catch, from the table or interpolated by its cell count. */
  public double areaMultiplier(Optional<AreaSpec> area) {
    if (area.isEmpty()) {
      return 1.0;
    }
    Double known = w.areas().get(area.get());
    if (known != null) {
      return known;
    }
    List<double[]> points = new ArrayList<>();
    points.add(new double[] {1, 1.0});
    for (Map.Entry<AreaSpec, Double> e : w.areas().entrySet()) {
      points.add(new double[] {e.getKey().offsets().size(), e.getValue()});
    }
    points.sort(Comparator.comparingDouble(p -> p[0]));
    double cells = area.get().offsets().size();
    int i = 1;
    while (i < points.size() - 1 && points.get(i)[0] < cells) {
      i++;
    }
    double[] a = points.get(i - 1);
    double[] b = points.get(i);
    return b[0] == a[0] ? b[1] : a[1] + (b[1] - a[1]) * (cells - a[0]) / (b[0] - a[0]);
  }

  public double rangeBonus(int range) {
    double bonus = 0;
    for (BalanceWeights.RangeBonus r : w.range()) {
      if (range >= r.from()) {
        bonus = Math.max(bonus, r.bonus());
      }
    }
    return bonus;
  }

  public CardValue spell(Spell s, String deck) {
    List<CardValue.Part> parts = effects(s.effects(), s.area());
    addIf(parts, "range " + s.range(), rangeBonus(s.range()));
    addIf(parts, "over", s.over() ? w.over() : 0);
    addIf(parts, "no action", s.noAction() ? w.noAction() : 0);
    parts.addAll(rules.modifiers(s.modifiers(), ""));
    adjustment(s.id(), parts);
    return value(deck, s.id(), s.name(), s.cost(), parts, Optional.of(s.cost() + w.spellAction()));
  }

  public CardValue weapon(Weapon x, String deck) {
    List<CardValue.Part> parts = new ArrayList<>();
    double m = areaMultiplier(x.area());
    addIf(
        parts,
        "damage " + x.damage() + areaLabel(x.area(), m),
        w.effect(EffectKind.DAMAGE) * x.damage() * m);
    parts.addAll(effects(x.effects(), x.area()));
    addIf(parts, "range " + x.range(), rangeBonus(x.range()));
    addIf(parts, "over", x.over() ? w.over() : 0);
    parts.addAll(rules.modifiers(x.modifiers(), ""));
    adjustment(x.id(), parts);
    return value(deck, x.id(), x.name(), 0, parts, Optional.empty());
  }

  /**
   * A hero's health, its movement beyond the default, and one turn of its hyper ability: one use as
   * its trigger, conditions and cost make it, and its modifiers.
   */
  public CardValue hero(Hero h, String deck) {
    List<CardValue.Part> parts = new ArrayList<>();
    parts.add(new CardValue.Part("health " + h.health(), h.health()));
    addIf(
        parts,
        "movement " + h.movement().notation(),
        movement(h)
            - movementValue(
                org.legendsforge.games.graveyard.rules.MovementSpec.DEFAULT.allowances()));
    h.hyper().ability().ifPresent(a -> parts.addAll(rules.ability(a, "hyper: ")));
    parts.addAll(rules.modifiers(h.hyper().modifiers(), "hyper: "));
    adjustment(h.id(), parts);
    return value(deck, h.id(), h.name(), 0, parts, Optional.empty());
  }

  /** One player turn of the spirit's ability, and its modifiers. */
  public CardValue spirit(Spirit s, String deck) {
    List<CardValue.Part> parts = new ArrayList<>();
    s.ability().ifPresent(a -> parts.addAll(rules.ability(a, "")));
    parts.addAll(rules.modifiers(s.modifiers(), ""));
    adjustment(s.id(), parts);
    return value(deck, s.id(), s.name(), 0, parts, Optional.empty());
  }

  private double movement(Hero h) {
    return movementValue(h.movement().allowances());
  }

  private double movementValue(List<Allowance> allowances) {
    double v = 0;
    for (Allowance a : allowances) {
      v += a.count() * w.movementCell() * a.terrains().size() / Terrain.values().length;
    }
    return v;
  }

  private List<CardValue.Part> effects(List<Effect> effects, Optional<AreaSpec> area) {
    double m = areaMultiplier(area);
    List<CardValue.Part> parts = new ArrayList<>();
    for (Effect e : effects) {
      boolean spread = e.to() == EffectTarget.TARGET;
      String label =
          e.kind().key()
              + (e.kind().takesAmount() ? " " + e.amount() : "")
              + (e.to() == EffectTarget.SELF ? " to self" : "")
              + (spread ? areaLabel(area, m) : "");
      parts.add(new CardValue.Part(label, effect(e) * (spread ? m : 1.0)));
    }
    return parts;
  }

  private static String areaLabel(Optional<AreaSpec> area, double m) {
    return area.map(a -> " in " + a.notation() + " (x" + trim(m) + ")").orElse("");
  }

  static String trim(double d) {
    return d == Math.rint(d)
        ? String.valueOf((long) d)
        : String.format(java.util.Locale.ROOT, "%.2f", d).replaceAll("0$", "");
  }

  private void adjustment(String id, List<CardValue.Part> parts) {
    BalanceWeights.Adjustment a = w.adjustments().get(id);
    if (a != null) {
      parts.add(new CardValue.Part(a.why(), a.value()));
    }
  }

  private static void addIf(List<CardValue.Part> parts, String label, double value) {
    if (value != 0) {
      parts.add(new CardValue.Part(label, value));
    }
  }

  private static CardValue value(
      String deck,
      String id,
      String name,
      int cost,
      List<CardValue.Part> parts,
      Optional<Double> aim) {
    double total = parts.stream().mapToDouble(CardValue.Part::value).sum();
    return new CardValue(deck, id, name, cost, total, aim, parts, Optional.empty());
  }
}
