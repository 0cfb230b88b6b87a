package org.legendsforge.games.graveyard.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.Cost;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.HeroCondition;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Side;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.model.Target;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.rules.Terrain;

/**
 * Reads a card's rules as structure (trigger, cost, condition, target, effects, modifiers) from a
 * shape-checked mapping. Reports what the shape cannot see: effects without a trigger, a trigger or
 * target with nothing to do, a target that names neither one hero nor every hero.
 */
final class RulesMapper {

  /**
   * The card's ability, from the keys of {@code it}.
   *
   * @param triggers the triggers this kind of card may have; a kind with only one (a spirit) does
   *     not name it, the others must
   * @param defaultTarget whom the effects land on when no {@code target} is given
   */
  Optional<Ability> ability(Item it, List<Trigger> triggers, Target defaultTarget) {
    List<Effect> effects = it.effects("effects");
    Optional<Trigger> written = it.maybe("trigger").flatMap(Trigger::fromKey);
    if (effects.isEmpty()) {
      for (String key : List.of("trigger", "action", "mana", "while", "target")) {
        if (it.node().has(key)) {
          it.error(
              "card-rule",
              key,
              "\"" + key + "\" is given but there are no effects for it to apply to",
              "add effects, or remove \"" + key + "\"");
        }
      }
      return Optional.empty();
    }
    Optional<Trigger> trigger = triggers.size() == 1 ? Optional.of(triggers.get(0)) : written;
    if (trigger.isEmpty()) {
      it.error(
          "card-rule",
          "effects",
          "these effects have no trigger: nothing says when they happen",
          "add \"trigger:\" ("
              + String.join(", ", triggers.stream().map(Trigger::key).toList())
              + ")");
      return Optional.empty();
    }
    Cost cost =
        new Cost(
            it.maybe("action").flatMap(ActionCost::fromKey).orElse(ActionCost.NONE),
            it.integer("mana", 0));
    HeroCondition user = it.node().has("while") ? condition(it.child("while")) : HeroCondition.ANY;
    Optional<Target> target =
        it.node().has("target") ? target(it.child("target")) : Optional.of(defaultTarget);
    return target.map(t -> new Ability(trigger.get(), cost, user, t, effects));
  }

  Optional<Target> target(Item it) {
    JsonNode node = it.node();
    if (node.isTextual()) {
      return Optional.of(node.asText().equals("attacker") ? Target.ATTACKER : Target.SELF);
    }
    boolean one = node.has("one");
    if (one == node.has("every")) {
      it.error(
          "card-rule",
          "",
          one
              ? "a target is either one hero or every hero, not both"
              : "this target says neither \"one:\" nor \"every:\"",
          "write \"one: enemy\" (the player chooses one) or \"every: enemy\" (all of them)");
      return Optional.empty();
    }
    Side side = Side.fromKey(it.text(one ? "one" : "every")).orElseThrow();
    HeroFilter filter =
        new HeroFilter(
            side,
            distance(it, "within"),
            it.flag("over"),
            distance(it, "nearFriend"),
            condition(it));
    return Optional.of(one ? new Target.OneHero(filter) : new Target.EveryHero(filter));
  }

  private static OptionalInt distance(Item it, String field) {
    return it.node().has(field) ? OptionalInt.of(it.integer(field)) : OptionalInt.empty();
  }

  /** {@code standsOn}, {@code with} and {@code without} of a mapping. */
  HeroCondition condition(Item it) {
    return new HeroCondition(
        words(
            it.node().path("standsOn"),
            w -> Terrain.fromLetter(w.charAt(0)).orElseThrow(),
            Terrain.class),
        statuses(it.node().path("with")),
        statuses(it.node().path("without")));
  }

  private static Set<Status> statuses(JsonNode list) {
    return words(list, w -> Status.fromKey(w).orElseThrow(), Status.class);
  }

  private static <E extends Enum<E>> Set<E> words(
      JsonNode list, Function<String, E> parse, Class<E> type) {
    Set<E> out = EnumSet.noneOf(type);
    list.forEach(w -> out.add(parse.apply(w.asText())));
    return out;
  }

  /**
   * The card's modifiers.
   *
   * @param defaultOf what a modifier with no {@code of:} changes for this kind of card
   */
  List<Modifier> modifiers(Item it, Set<Scope> defaultOf) {
    List<Modifier> out = new ArrayList<>();
    JsonNode list = it.node().path("modifiers");
    for (int i = 0; i < list.size(); i++) {
      Item m = new Item(it.doc(), it.pointer() + "/modifiers/" + i, list.get(i), it.sink());
      modifier(m, defaultOf).ifPresent(out::add);
    }
    return out;
  }

  /**
   * What a modifier with no {@code of:} changes: the card kind's default, without the orbs unless
   * it changes healing (an orb deals no damage and has no range).
   */
  static Set<Scope> defaultOf(Set<Scope> kindDefault, boolean healing) {
    Set<Scope> of = EnumSet.noneOf(Scope.class);
    of.addAll(kindDefault);
    if (!healing) {
      of.remove(Scope.ORBS);
    }
    return of;
  }

  private Optional<Modifier> modifier(Item it, Set<Scope> defaultOf) {
    JsonNode node = it.node();
    if (node.isTextual()) {
      return Optional.of(
          node.asText().equals("frozenRivers")
              ? new Modifier.FrozenRivers()
              : new Modifier.ExcludesMove());
    }
    boolean healing =
        node.path("doubled").asText().equals("healing")
            || node.path("halved").asText().equals("healing");
    Set<Scope> of =
        node.has("of")
            ? words(node.get("of"), w -> Scope.fromKey(w).orElseThrow(), Scope.class)
            : defaultOf(defaultOf, healing);
    if (node.has("extraDamage")) {
      int amount = it.integer("extraDamage");
      if (amount == 0) {
        it.error(
            "card-rule",
            "extraDamage",
            "extra damage of 0 changes nothing",
            "give it an amount, or remove the modifier");
        return Optional.empty();
      }
      return Optional.of(new Modifier.ExtraDamage(amount, statuses(node.path("against")), of));
    }
    for (Modifier.Scale scale : Modifier.Scale.values()) {
      if (node.has(scale.key())) {
        Modifier.Quantity q =
            Modifier.Quantity.valueOf(it.text(scale.key()).toUpperCase(java.util.Locale.ROOT));
        return Optional.of(new Modifier.Scaled(q, scale, of));
      }
    }
    if (node.has("maxRange")) {
      return Optional.of(new Modifier.MaxRange(it.integer("maxRange"), of));
    }
    if (node.has("clearSight")) {
      return Optional.of(
          new Modifier.ClearSight(
              words(
                  node.get("clearSight"),
                  w -> Terrain.fromLetter(w.charAt(0)).orElseThrow(),
                  Terrain.class)));
    }
    if (node.has("handLimit")) {
      return Optional.of(new Modifier.HandLimit(it.integer("handLimit")));
    }
    return Optional.of(
        node.has("frozenRivers") ? new Modifier.FrozenRivers() : new Modifier.ExcludesMove());
  }
}
