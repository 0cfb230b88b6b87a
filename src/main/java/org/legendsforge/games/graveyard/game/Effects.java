package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.rules.Damage;
import org.legendsforge.games.graveyard.rules.DamageModifier;

/**
 * Structured effects landing on heroes (docs/rules-model.md §3, §5, the glossary of
 * docs/card-data.md): damage through shields, healing to the starting health, mana, statuses until
 * the end of the hero's next turn, decay stacks, push, pull, move, teleport, draws and cleansing.
 *
 * <p>Modifiers in force ({@link InForce}) change damage and healing as docs/card-rules.md says:
 * doubled or halved first, extra damage once per hero per use if the hero had the status before the
 * use began, never on damage a card deals to its own user.
 *
 * <p>Decisions where the spec is silent: a shield takes every kind of damage, decay and damage a
 * hero does to itself included, and shields add up; a status given again does not stack but lasts
 * until the later of the two ends. Push, pull, move and teleport: see {@link Displacement}.
 */
final class Effects {
  private Effects() {}

  /**
   * Applies a use's effects in the order written, each to every target it may land on (targets in
   * the order given), then queues the HIT abilities it set off. {@code self} effects land on the
   * user once (a spirit's: its player, who can only draw). When {@code onlyTarget} the target is
   * the user itself (a range-0 card without an area) and takes every effect.
   */
  static void resolve(
      GameState s,
      Use use,
      List<Effect> effects,
      List<Integer> targets,
      boolean onlyTarget,
      Choices choices,
      Events events) {
    Resolution r = new Resolution(s, use, choices);
    for (Effect e : effects) {
      if (s.over()) {
        return;
      }
      if (e.to() == EffectTarget.SELF) {
        if (use.hero() >= 0) {
          r.apply(use.hero(), e, choices, events);
        } else if (e.kind() == EffectKind.DRAW) {
          draw(s, use.player(), e.amount(), choices.draws(), events);
        }
        continue;
      }
      boolean first = true;
      for (int t : targets) {
        if (s.life(t) == Life.ACTIVE && (onlyTarget || lands(s, use, t, e))) {
          r.apply(t, e, first ? choices : choices.withDestination(-1), events);
          first = false;
        }
      }
    }
    Triggers.hits(s, use, r.hit);
  }

  /**
   * Harmful effects land on enemies only, helpful ones on friends only (§12); a chaos element's
   * land on every hero it names.
   */
  static boolean lands(GameState s, Use use, int target, Effect e) {
    if (use.source() == Use.Source.CHAOS) {
      return true;
    }
    return e.harmful() ? use.enemyOf(s, target) : use.friendOf(s, target);
  }

  /** One use being resolved: its modifiers, the heroes' statuses before it, whom it hurt. */
  private static final class Resolution {
    private final GameState s;
    private final Use use;
    private final int origin;
    private final List<Modifier> modifiers;
    private final int[] before;
    private final boolean[] bonusGiven;
    final boolean[] hit;

    Resolution(GameState s, Use use, Choices choices) {
      this.s = s;
      this.use = use;
      this.origin = use.hero() >= 0 ? s.cell(use.hero()) : -1;
      this.modifiers = InForce.of(s, use);
      int n = s.heroCount();
      // Only extra damage asks what a hero had before the use (most uses have none): the
      // snapshot and the once-per-hero marks are made for the uses that do.
      boolean extra = false;
      boolean asksBefore = false;
      for (Modifier m : modifiers) {
        if (m instanceof Modifier.ExtraDamage x) {
          extra = true;
          asksBefore |= !x.against().isEmpty();
        }
      }
      before = asksBefore ? new int[n] : null;
      if (asksBefore) {
        for (int h = 0; h < n; h++) {
          before[h] = s.statusBits(h);
        }
      }
      bonusGiven = extra ? new boolean[n] : null;
      hit = new boolean[n];
    }

    void apply(int hero, Effect e, Choices choices, Events events) {
      if (s.life(hero) != Life.ACTIVE) {
        return;
      }
      int n = e.amount();
      switch (e.kind()) {
        case DAMAGE -> {
          boolean enemy = use.enemyOf(s, hero);
          int amount = hero == use.hero() ? n : Damage.apply(n, damageModifiers(hero));
          if (Roster.damage(s, hero, amount, events) > 0 && enemy) {
            hit[hero] = true;
          }
        }
        case HEAL -> heal(s, hero, Damage.apply(n, scaled(Modifier.Quantity.HEALING)), events);
        case MANA -> gainMana(s, hero, n, events);
        case SHIELD -> {
          s.board.setShield(hero, s.shield(hero) + n);
          events.add(new Event.Shielded(hero, n));
        }
        case STUN -> status(s, hero, Status.STUN, events);
        case STUCK -> status(s, hero, Status.STUCK, events);
        case SLOW -> status(s, hero, Status.SLOW, events);
        case DECAY -> {
          s.board.addDecay(hero, n);
          events.add(new Event.DecayGiven(hero, n));
        }
        case PUSH -> Displacement.push(s, hero, origin, n, choices.axesFor(hero), events);
        case PULL -> Displacement.pull(s, hero, origin, n, choices.axesFor(hero), events);
        case MOVE -> Displacement.relocate(s, hero, choices.destination(), n, "move", events);
        case TELEPORT ->
            Displacement.relocate(s, hero, choices.destination(), n, "teleport", events);
        case DRAW -> draw(s, s.owner(hero), n, choices.draws(), events);
        case CLEANSE -> cleanse(s, hero, events);
      }
    }

    /** Doubled or halved damage, then extra damage once per hero per use (§5 order). */
    private List<DamageModifier> damageModifiers(int hero) {
      List<DamageModifier> out = scaled(Modifier.Quantity.DAMAGE);
      for (Modifier m : modifiers) {
        if (m instanceof Modifier.ExtraDamage x && !bonusGiven[hero] && had(hero, x.against())) {
          out.add(x.asDamageModifier());
          bonusGiven[hero] = true;
        }
      }
      return out;
    }

    private List<DamageModifier> scaled(Modifier.Quantity quantity) {
      List<DamageModifier> out = new ArrayList<>();
      for (Modifier m : modifiers) {
        if (m instanceof Modifier.Scaled sc && sc.quantity() == quantity) {
          out.add(sc.asDamageModifier());
        }
      }
      return out;
    }

    /** Whether the hero had one of {@code against} before the use began (empty: always). */
    private boolean had(int hero, Set<Status> against) {
      if (against.isEmpty()) {
        return true;
      }
      for (Status st : against) {
        if ((before[hero] & (1 << st.ordinal())) != 0) {
          return true;
        }
      }
      return false;
    }
  }

  static void heal(GameState s, int hero, int amount, Events events) {
    int before = s.health(hero);
    int after = Math.min(s.maxHealth(hero), before + Math.max(0, amount));
    s.board.setHealth(hero, after);
    events.add(new Event.Healed(hero, after - before));
  }

  /** Mana gained (or lost, never below 0). */
  static void gainMana(GameState s, int hero, int amount, Events events) {
    int before = s.mana(hero);
    int after = Math.max(0, before + amount);
    s.board.setMana(hero, after);
    events.add(new Event.ManaChanged(hero, after - before));
  }

  /** The log's words for stun, stuck and slow, by {@link Status} ordinal. */
  static final String[] STATUS_WORDS = {"stun", "stuck", "slow"};

  /** Stun, stuck or slow until the end of the hero's next turn (§5): its own turn number + 1. */
  static void status(GameState s, int hero, Status timed, Events events) {
    s.board.giveStatus(hero, timed);
    events.add(new Event.StatusGiven(hero, STATUS_WORDS[timed.ordinal()]));
  }

  static void cleanse(GameState s, int hero, Events events) {
    s.board.cleanse(hero);
    events.add(new Event.Cleansed(hero));
  }

  /**
   * A draw effect: each card from the deck its player chose (a hand over a limit discards after).
   */
  private static void draw(GameState s, int player, int n, List<Integer> decks, Events events) {
    for (int i = 0; i < n && i < decks.size(); i++) {
      SpellDecks.draw(s, player, decks.get(i), events);
    }
  }
}
