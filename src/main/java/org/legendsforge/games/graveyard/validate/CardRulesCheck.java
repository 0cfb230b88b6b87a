package org.legendsforge.games.graveyard.validate;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Side;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Target;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * {@code card-rule} (error): a card's rules must be something the engine can execute
 * (docs/card-rules.md). The shape of the data is checked when it loads; this check knows what each
 * kind of card is: a spirit has no cell on the map, so nothing is "within" it and it pushes no one;
 * a chaos element belongs to no side, so it chooses no one and hits friend and enemy alike; only a
 * hero's chosen ability has a price; no effect is friendly fire.
 */
public final class CardRulesCheck implements CatalogCheck {
  /** What a card belongs to, which decides what its rules may say. */
  enum Owner {
    HERO,
    SPIRIT,
    CHAOS,
    WEAPON,
    SPELL
  }

  private static final Set<Trigger> HERO_TRIGGERS =
      Set.of(Trigger.TURN_START, Trigger.ONCE_PER_TURN, Trigger.HIT, Trigger.HERO_DIES);
  private static final Set<Trigger> CHAOS_TRIGGERS = Set.of(Trigger.REVEALED, Trigger.HERO_DIES);

  @Override
  public void check(Catalog c, SourceMap where, Diagnostics sink) {
    for (Hero h : c.heroes()) {
      Report r = new Report(h.id(), "hyper/", where, sink);
      h.hyper().ability().ifPresent(a -> ability(a, Owner.HERO, r));
      modifiers(h.hyper().modifiers(), Owner.HERO, h.hyper().effects(), r);
    }
    for (Spirit s : c.spirits()) {
      Report r = new Report(s.id(), "", where, sink);
      s.ability().ifPresent(a -> ability(a, Owner.SPIRIT, r));
      modifiers(s.modifiers(), Owner.SPIRIT, s.effects(), r);
    }
    for (ChaosElement x : c.chaosElements()) {
      Report r = new Report(x.id(), "", where, sink);
      x.ability().ifPresent(a -> ability(a, Owner.CHAOS, r));
      modifiers(x.modifiers(), Owner.CHAOS, x.effects(), r);
    }
    for (Spell s : c.spells()) {
      modifiers(s.modifiers(), Owner.SPELL, s.effects(), new Report(s.id(), "", where, sink));
    }
    for (Weapon w : weapons(c)) {
      List<Effect> own =
          w.damage() > 0
              ? prepend(Effect.of(EffectKind.DAMAGE, w.damage()), w.effects())
              : w.effects();
      modifiers(w.modifiers(), Owner.WEAPON, own, new Report(w.id(), "", where, sink));
    }
  }

  private static List<Weapon> weapons(Catalog c) {
    return java.util.stream.Stream.concat(c.startingWeapons().stream(), c.itemWeapons().stream())
        .toList();
  }

  private static List<Effect> prepend(Effect first, List<Effect> rest) {
    return java.util.stream.Stream.concat(java.util.stream.Stream.of(first), rest.stream())
        .toList();
  }

  private static void ability(Ability a, Owner owner, Report r) {
    Set<Trigger> allowed =
        owner == Owner.HERO
            ? HERO_TRIGGERS
            : owner == Owner.CHAOS ? CHAOS_TRIGGERS : Set.of(Trigger.PLAYER_TURN);
    if (!allowed.contains(a.trigger())) {
      r.error(
          "trigger",
          "a "
              + owner.name().toLowerCase(java.util.Locale.ROOT)
              + " cannot have the trigger \""
              + a.trigger().key()
              + "\"",
          "see the triggers in docs/card-data.md");
    }
    if (!a.cost().free() && a.trigger() != Trigger.ONCE_PER_TURN) {
      r.error(
          a.cost().mana() > 0 ? "mana" : "action",
          "only an ability used once per turn at its player's choice has a cost; \""
              + a.trigger().key()
              + "\" happens by itself",
          "remove the cost, or make the trigger once-per-turn");
    }
    target(a, owner, r);
    for (int i = 0; i < a.effects().size(); i++) {
      effect(a.effects().get(i), a.target(), owner, "effects/" + i, r);
    }
  }

  private static void target(Ability a, Owner owner, Report r) {
    Target t = a.target();
    if (t instanceof Target.Attacker && a.trigger() != Trigger.HIT) {
      r.error(
          "target",
          "\"attacker\" is only known when the trigger is \"hit\"",
          "make the trigger hit, or name another target");
    }
    if (t instanceof Target.Self && owner == Owner.CHAOS) {
      r.error(
          "target",
          "a chaos element has no user to land on",
          "use \"target: { every: hero }\" (the default)");
    }
    if (t instanceof Target.OneHero && owner == Owner.CHAOS) {
      r.error(
          "target/one",
          "a chaos element belongs to no one, so no one chooses a hero for it",
          "write \"every: hero\": it lands on every hero that matches");
    }
    if (t.heroes().isEmpty()) {
      return;
    }
    HeroFilter f = t.heroes().get();
    String kind = t instanceof Target.OneHero ? "target/one" : "target/every";
    if (owner == Owner.CHAOS && f.side() != Side.ANY) {
      r.error(
          kind,
          "a chaos element belongs to no side: it has no enemies or friends",
          "write \"hero\": every hero in play, friend or enemy");
    }
    if (f.within().isPresent() && owner != Owner.HERO) {
      r.error(
          "target/within",
          "a "
              + (owner == Owner.SPIRIT ? "spirit" : "chaos element")
              + " has no cell on the map to measure \"within\" from",
          owner == Owner.SPIRIT
              ? "use \"nearFriend\": within that many cells of one of your heroes"
              : "remove \"within\"");
    }
    if (f.nearFriend().isPresent() && owner == Owner.CHAOS) {
      r.error("target/nearFriend", "a chaos element has no friends", "remove \"nearFriend\"");
    }
    if (f.over() && (f.within().isEmpty() || t instanceof Target.EveryHero)) {
      r.error(
          "target/over",
          "\"over\" only matters for one hero within a range, which otherwise needs line of sight",
          "remove \"over\"");
    }
  }

  private static void effect(Effect e, Target t, Owner owner, String field, Report r) {
    if (e.to() == EffectTarget.SELF) {
      if (owner == Owner.CHAOS) {
        r.error(
            field,
            "a chaos element has no user for \"to: self\"",
            "remove \"to: self\"; its effects land on every hero it names");
      } else if (owner == Owner.SPIRIT && e.kind() != EffectKind.DRAW) {
        r.error(
            field,
            "a spirit's own effect lands on its player, who can only draw",
            "let it land on a hero with a target");
      }
      return;
    }
    if (t instanceof Target.Self && owner == Owner.SPIRIT && e.kind() != EffectKind.DRAW) {
      r.error(
          field,
          "a spirit's ability without a target lands on its player, who can only draw, not \""
              + e.kind().key()
              + "\"",
          "add \"target: { one: friend }\" or another target");
    }
    if ((e.kind() == EffectKind.PUSH || e.kind() == EffectKind.PULL)
        && (owner != Owner.HERO || t instanceof Target.Self)) {
      r.error(
          field,
          e.kind().key()
              + " moves a hero away from or towards its user, and "
              + (owner == Owner.HERO
                  ? "this hero cannot push or pull itself"
                  : "a "
                      + (owner == Owner.SPIRIT ? "spirit" : "chaos element")
                      + " stands nowhere"),
          "use move or teleport, or remove the effect");
    }
    Side side = t.heroes().map(HeroFilter::side).orElse(Side.ANY);
    if (side == Side.FRIEND && e.harmful()) {
      r.error(
          field,
          "\""
              + e.kind().key()
              + "\" is harmful and the target is a friend: there is no friendly fire",
          "target enemies, or use a helpful effect");
    } else if (side == Side.ENEMY && !e.harmful()) {
      r.error(
          field,
          "\""
              + e.kind().key()
              + "\" is helpful and the target is an enemy: enemies are never healed or helped",
          "target friends, or use a harmful effect");
    }
  }

  private static void modifiers(List<Modifier> mods, Owner owner, List<Effect> own, Report r) {
    for (int i = 0; i < mods.size(); i++) {
      Modifier m = mods.get(i);
      String field = "modifiers/" + i;
      Optional<String> problem = problem(m, owner, own);
      problem.ifPresent(p -> r.error(field, p, "see the modifiers in docs/card-data.md"));
    }
  }

  /** Why {@code m} cannot be executed on a card of {@code owner}, if it cannot. */
  static Optional<String> problem(Modifier m, Owner owner, List<Effect> own) {
    String kind = "\"" + m.key() + "\"";
    boolean weaponOrSpell = owner == Owner.WEAPON || owner == Owner.SPELL;
    if ((m instanceof Modifier.ClearSight || m instanceof Modifier.FrozenRivers)
        && owner != Owner.CHAOS) {
      return Optional.of(kind + " changes the whole table; only a chaos element may");
    }
    if (m instanceof Modifier.ClearSight c && c.terrains().isEmpty()) {
      return Optional.of(kind + " names no terrain, so it changes nothing");
    }
    if (m instanceof Modifier.ExcludesMove && !weaponOrSpell) {
      return Optional.of(
          kind + " belongs on a weapon or a spell, whose use it ties to the move action");
    }
    if ((m instanceof Modifier.HandLimit || m instanceof Modifier.MaxRange) && weaponOrSpell) {
      return Optional.of(
          kind
              + " cannot be on a "
              + owner.name().toLowerCase(java.util.Locale.ROOT)
              + (m instanceof Modifier.MaxRange ? "; give it a shorter range instead" : ""));
    }
    Set<Scope> of =
        m instanceof Modifier.ExtraDamage x
            ? x.of()
            : m instanceof Modifier.Scaled s
                ? s.of()
                : m instanceof Modifier.MaxRange g ? g.of() : Set.of();
    if (m instanceof Modifier.ExtraDamage
        || m instanceof Modifier.Scaled
        || m instanceof Modifier.MaxRange) {
      if (of.isEmpty()) {
        return Optional.of(kind + " with \"of: []\" changes nothing");
      }
      if (weaponOrSpell && !of.equals(Set.of(Scope.THIS))) {
        return Optional.of(
            "a "
                + owner.name().toLowerCase(java.util.Locale.ROOT)
                + "'s "
                + kind
                + " changes only its own effects: \"of\" may only be [this]");
      }
      boolean healing = m instanceof Modifier.Scaled s && s.quantity() == Modifier.Quantity.HEALING;
      if (of.contains(Scope.ORBS) && !healing) {
        return Optional.of(
            kind
                + " cannot change orbs: only the healing orb's health can be changed, by \"doubled: healing\" or \"halved: healing\"");
      }
      if (m instanceof Modifier.MaxRange && of.contains(Scope.THIS)) {
        return Optional.of(
            kind
                + " cannot limit the card's own reach; give it a shorter range or \"within\" instead");
      }
      EffectKind needed = healing ? EffectKind.HEAL : EffectKind.DAMAGE;
      if (of.contains(Scope.THIS)
          && own.stream().noneMatch(e -> e.kind() == needed && e.to() == EffectTarget.TARGET)) {
        return Optional.of(
            kind
                + " changes this card's own "
                + (healing ? "healing" : "damage")
                + ", but the card deals none");
      }
    }
    return Optional.empty();
  }

  /** Errors of one card, located below its rules' path ({@code hyper/} for a hero). */
  private record Report(String id, String prefix, SourceMap where, Diagnostics sink) {
    void error(String field, String message, String hint) {
      sink.error("card-rule", where.locate(id, prefix + field), "\"" + id + "\": " + message, hint);
    }
  }
}
