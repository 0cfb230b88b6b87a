package org.legendsforge.games.graveyard.data;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.HeroCondition;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.model.Target;

/**
 * Writes a card's rules as structure back as card-data keys, the inverse of {@link RulesMapper}:
 * defaults (the kind's own trigger, its default target and scope) are left out, as a person writing
 * the file would.
 */
final class RulesWriter {

  /**
   * @param impliedTrigger whether the card kind has only one trigger, not written (a spirit's)
   * @param defaultTarget the kind's default target, not written
   * @param writeEffects writes the effects list into the mapping
   */
  void ability(
      ObjectNode o,
      Optional<Ability> ability,
      boolean impliedTrigger,
      Target defaultTarget,
      Consumer<ObjectNode> writeEffects) {
    if (ability.isEmpty()) {
      return;
    }
    Ability a = ability.get();
    if (!impliedTrigger) {
      o.put("trigger", a.trigger().key());
    }
    if (a.cost().action() != ActionCost.NONE) {
      o.put("action", a.cost().action().key());
    }
    if (a.cost().mana() != 0) {
      o.put("mana", a.cost().mana());
    }
    if (!a.user().isAny()) {
      condition(o.putObject("while"), a.user());
    }
    if (!a.target().equals(defaultTarget)) {
      target(o, a.target());
    }
    writeEffects.accept(o);
  }

  private static void target(ObjectNode o, Target t) {
    if (t instanceof Target.Self) {
      o.put("target", "self");
    } else if (t instanceof Target.Attacker) {
      o.put("target", "attacker");
    } else {
      boolean one = t instanceof Target.OneHero;
      HeroFilter f = one ? ((Target.OneHero) t).filter() : ((Target.EveryHero) t).filter();
      ObjectNode m = o.putObject("target").put(one ? "one" : "every", f.side().key());
      f.within().ifPresent(n -> m.put("within", n));
      if (f.over()) {
        m.put("over", true);
      }
      f.nearFriend().ifPresent(n -> m.put("nearFriend", n));
      condition(m, f.state());
    }
  }

  private static void condition(ObjectNode o, HeroCondition c) {
    words(o, "standsOn", c.standsOn(), t -> String.valueOf(t.letter()));
    words(o, "with", c.with(), Status::key);
    words(o, "without", c.without(), Status::key);
  }

  private static <E> void words(
      ObjectNode o, String key, Collection<E> values, Function<E, String> word) {
    if (!values.isEmpty()) {
      ArrayNode a = o.putArray(key);
      values.forEach(v -> a.add(word.apply(v)));
    }
  }

  /**
   * @param defaultOf the kind's scope when a modifier names none, not written
   */
  void modifiers(ObjectNode o, List<Modifier> modifiers, Set<Scope> defaultOf) {
    if (modifiers.isEmpty()) {
      return;
    }
    ArrayNode a = o.putArray("modifiers");
    for (Modifier m : modifiers) {
      if (m instanceof Modifier.FrozenRivers || m instanceof Modifier.ExcludesMove) {
        a.add(m.key());
        continue;
      }
      ObjectNode n = a.addObject();
      boolean healing = m instanceof Modifier.Scaled s && s.quantity() == Modifier.Quantity.HEALING;
      Set<Scope> kindDefault = RulesMapper.defaultOf(defaultOf, healing);
      Set<Scope> of = kindDefault;
      if (m instanceof Modifier.ExtraDamage x) {
        n.put(m.key(), x.amount());
        words(n, "against", x.against(), Status::key);
        of = x.of();
      } else if (m instanceof Modifier.Scaled sc) {
        n.put(m.key(), sc.quantity().key());
        of = sc.of();
      } else if (m instanceof Modifier.MaxRange r) {
        n.put(m.key(), r.cells());
        of = r.of();
      } else if (m instanceof Modifier.ClearSight c) {
        words(n.putArray(m.key()), c.terrains(), t -> String.valueOf(t.letter()));
      } else if (m instanceof Modifier.HandLimit h) {
        n.put(m.key(), h.extra());
      }
      if (!of.equals(kindDefault)) {
        words(n, "of", of, Scope::key);
      }
    }
  }

  private static <E> void words(ArrayNode a, Collection<E> values, Function<E, String> word) {
    values.forEach(v -> a.add(word.apply(v)));
  }
}
