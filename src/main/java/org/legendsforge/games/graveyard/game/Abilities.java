package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.Cost;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.Side;
import org.legendsforge.games.graveyard.model.Target;

/**
 * Executes card abilities from their structure (docs/card-rules.md, {@code Ability}): who may be
 * chosen ({@code Target}, {@code HeroFilter}), whether the user may use it ({@code user}, {@code
 * Cost}), and its effects through {@link Effects}. Hyper abilities, spirits' abilities and chaos
 * elements' abilities all come through here, whether a player uses them or they happen by
 * themselves ({@link Triggers}).
 */
final class Abilities {
  private Abilities() {}

  /**
   * Every way the ability can be used now: a target (or {@link AimAt#NONE}) and the effects'
   * choices; empty when its user's condition fails or no hero may be chosen.
   */
  static List<Action.UseAbility> options(GameState s, Use use, Ability ability, int attacker) {
    List<Action.UseAbility> out = new ArrayList<>();
    if (use.hero() >= 0
        && !ability.user().isAny()
        && !ability
            .user()
            .test(s.table.field().terrain(s.cell(use.hero())), s.statuses(use.hero()))) {
      return out;
    }
    int hero = use.source() == Use.Source.HYPER ? use.card() : -1;
    int spirit = use.source() == Use.Source.SPIRIT ? use.card() : -1;
    List<Effect> effects = effects(use, ability);
    boolean choosing = Strike.leavesChoices(effects);
    for (AimAt aim : aims(s, use, ability, attacker)) {
      if (!choosing) {
        out.add(new Action.UseAbility(hero, spirit, aim, Choices.NONE));
        continue;
      }
      List<Integer> struck = struck(s, use, ability, aim);
      boolean selfOnly = ability.target() instanceof Target.Self;
      for (Choices c : ChoiceOptions.of(s, use, effects, struck, selfOnly)) {
        out.add(new Action.UseAbility(hero, spirit, aim, c));
      }
    }
    return out;
  }

  /** The ability used as {@code a} says: its effects land; costs are the caller's. */
  static void use(GameState s, Use use, Ability ability, AimAt aim, Choices c, Events events) {
    List<Integer> struck = struck(s, use, ability, aim);
    boolean selfOnly = ability.target() instanceof Target.Self && use.hero() >= 0;
    Effects.resolve(s, use, effects(use, ability), struck, selfOnly, c, events);
  }

  /** A chaos element's ability, which nobody chooses for: on every hero it names. */
  static void happen(GameState s, Use use, Ability ability, Events events) {
    use(s, use, ability, AimAt.NONE, Choices.NONE, events);
  }

  /** A spirit's {@code Self} is its player: its effects land as the player's own (a draw). */
  private static List<Effect> effects(Use use, Ability ability) {
    if (use.hero() >= 0 || !(ability.target() instanceof Target.Self)) {
      return ability.effects();
    }
    List<Effect> out = new ArrayList<>();
    for (Effect e : ability.effects()) {
      out.add(new Effect(e.kind(), e.amount(), EffectTarget.SELF));
    }
    return out;
  }

  private static List<AimAt> aims(GameState s, Use use, Ability ability, int attacker) {
    Target target = ability.target();
    List<AimAt> out = new ArrayList<>();
    if (target instanceof Target.Self) {
      out.add(use.hero() >= 0 ? AimAt.hero(use.hero()) : AimAt.NONE);
    } else if (target instanceof Target.OneHero one) {
      for (int h : s.activeHeroes()) { // admits no other
        if (admits(s, use, one.filter(), h, true)) {
          out.add(AimAt.hero(h));
        }
      }
    } else if (target instanceof Target.EveryHero) {
      out.add(AimAt.NONE);
    } else if (attacker >= 0 && s.life(attacker) == Life.ACTIVE) {
      out.add(AimAt.hero(attacker));
    }
    return out;
  }

  /** The heroes an ability aimed so lands on, in the order they are hit. */
  static List<Integer> struck(GameState s, Use use, Ability ability, AimAt aim) {
    if (ability.target() instanceof Target.EveryHero every) {
      List<Integer> out = new ArrayList<>();
      for (int h : s.activeHeroes()) { // admits no other
        if (admits(s, use, every.filter(), h, false)) {
          out.add(h);
        }
      }
      Aim.byDistance(s, use.hero() >= 0 ? s.cell(use.hero()) : -1, out);
      return out;
    }
    return aim.isHero() ? List.of(aim.hero()) : List.of();
  }

  /**
   * Whether a filter admits a hero (docs/card-rules.md, {@code HeroFilter}); {@code one}: the hero
   * is chosen, so {@code within} also needs line of sight unless {@code over}.
   */
  static boolean admits(GameState s, Use use, HeroFilter f, int h, boolean one) {
    if (s.life(h) != Life.ACTIVE) {
      return false;
    }
    if (f.side() == Side.ENEMY && !use.enemyOf(s, h)
        || f.side() == Side.FRIEND && !use.friendOf(s, h)) {
      return false;
    }
    if (f.within().isPresent()) {
      if (use.hero() < 0) {
        return false;
      }
      int range = InForce.range(s, use, f.within().getAsInt());
      int from = s.cell(use.hero());
      boolean sightNeeded = one && !f.over();
      if (!Aim.inReach(s.sight(), from, s.cell(h), range, !sightNeeded)) {
        return false;
      }
    }
    if (f.nearFriend().isPresent() && !nearFriend(s, use, h, f.nearFriend().getAsInt())) {
      return false;
    }
    return f.state().isAny() || f.state().test(s.table.field().terrain(s.cell(h)), s.statuses(h));
  }

  private static boolean nearFriend(GameState s, Use use, int h, int n) {
    for (int f = 0; f < s.heroCount(); f++) {
      if (f != h
          && s.life(f) == Life.ACTIVE
          && use.friendOf(s, f)
          && Battlefield.distance(s.cell(f), s.cell(h)) <= n) {
        return true;
      }
    }
    return false;
  }

  /** Whether the hero can pay a chosen ability's cost now (docs/card-rules.md, {@code Cost}). */
  static boolean canPay(GameState s, int hero, Cost cost) {
    if (s.mana(hero) < cost.mana()) {
      return false;
    }
    return switch (cost.action()) {
      case NONE -> true;
      case MOVE -> !s.actions.moveUsed() && !s.actions.moveBarred();
      case WEAPON -> !s.actions.weaponUsed() && !s.stunned(hero);
      case SPELL -> !s.actions.spellUsed() && !s.stunned(hero);
    };
  }

  static void pay(GameState s, int hero, Cost cost, Events events) {
    if (cost.mana() > 0) {
      Effects.gainMana(s, hero, -cost.mana(), events);
    }
    if (cost.action() == ActionCost.MOVE) {
      s.actions.useMoveUp();
    } else if (cost.action() == ActionCost.WEAPON) {
      s.actions.useWeapon();
    } else if (cost.action() == ActionCost.SPELL) {
      s.actions.useSpell();
    }
  }
}
