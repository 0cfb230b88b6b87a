package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.rules.Terrain;

/**
 * The modifiers in force for a use (docs/card-rules.md, "Modifier"): the weapon's or spell's own,
 * the hyper ability of the hero using it while it holds an orb, its player's spirit, and the chaos
 * element in force (variant only). Each applies when its {@code of} covers the use, seen from its
 * card's owner: {@code THIS} is the card's own use.
 */
final class InForce {
  private InForce() {}

  static List<Modifier> of(GameState s, Use use) {
    List<Modifier> out = List.of();
    for (int i = 0; i < GROUPS; i++) {
      out = more(out, group(s, use, i).modifiers());
    }
    return out;
  }

  /** The four places modifiers in force come from, in the order {@link #of} lists them. */
  private static final int GROUPS = 4;

  /**
   * Group {@code i} of the modifiers in force for the use: 0 the weapon's or spell's own, 1 its
   * user's hyper ability (while it holds the orb), 2 its player's spirit, 3 the chaos element.
   */
  private static CoveringModifiers.Group group(GameState s, Use use, int i) {
    CoveringModifiers covering = s.table.cards().covering();
    int hero = use.hero();
    switch (i) {
      case 0:
        if (use.source() == Use.Source.WEAPON) {
          return covering.weapon(use.card());
        }
        return use.source() == Use.Source.SPELL
            ? covering.spell(use.card())
            : CoveringModifiers.Group.NONE;
      case 1:
        return hero >= 0 && s.holdsHyper(hero) && s.life(hero) == Life.ACTIVE
            ? covering.hyper(hero, use.source())
            : CoveringModifiers.Group.NONE;
      case 2:
        return use.player() > 0 && s.spirit(use.player()) >= 0
            ? covering.spirit(s.spirit(use.player()), use.source())
            : CoveringModifiers.Group.NONE;
      default:
        return s.chaos() >= 0 && (use.source() != Use.Source.CHAOS || use.card() == s.chaos())
            ? covering.chaosOwn(s.chaos(), use.source())
            : CoveringModifiers.Group.NONE;
    }
  }

  /**
   * {@code list} with {@code more} added: most uses have no modifier in force, so no list is made
   * until one is (this is asked for every attack, cast and ability a bot tries).
   */
  private static List<Modifier> more(List<Modifier> list, List<Modifier> more) {
    if (more.isEmpty()) {
      return list;
    }
    if (list.isEmpty()) {
      return more;
    }
    List<Modifier> out = new ArrayList<>(list.size() + more.size());
    out.addAll(list);
    out.addAll(more);
    return out;
  }

  /**
   * Whether a hyper ability's, spirit's or chaos element's modifier covers the use; {@code own}:
   * the use is that card's own ability. (A weapon's or spell's modifiers are its own: they apply to
   * its own use only, and {@link #of} takes them directly.)
   */
  static boolean covers(Modifier m, Use use, boolean own) {
    Set<Scope> of = scopes(m);
    if (of == null) {
      return false;
    }
    return switch (use.source()) {
      case WEAPON -> of.contains(Scope.WEAPONS);
      case SPELL -> of.contains(Scope.SPELLS);
      case HYPER, SPIRIT -> of.contains(Scope.ABILITIES) || own && of.contains(Scope.THIS);
      case CHAOS -> own && of.contains(Scope.THIS);
      case ORB -> of.contains(Scope.ORBS);
    };
  }

  private static Set<Scope> scopes(Modifier m) {
    if (m instanceof Modifier.ExtraDamage e) {
      return e.of();
    } else if (m instanceof Modifier.Scaled sc) {
      return sc.of();
    } else if (m instanceof Modifier.MaxRange r) {
      return r.of();
    }
    return null;
  }

  /**
   * The extra spells a player may hold over its limits (HandLimit of its hyper holders, spirit).
   */
  static int handExtra(GameState s, int player) {
    Cards cards = s.table.cards();
    int extra = 0;
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.owner(h) == player && s.holdsHyper(h) && s.life(h) == Life.ACTIVE) {
        extra += cards.hyperHandExtra(h);
      }
    }
    if (s.spirit(player) >= 0) {
      extra += cards.spiritHandExtra(s.spirit(player));
    }
    return extra;
  }

  /** What HandLimit modifiers add up to among {@code modifiers}. */
  static int handLimits(List<Modifier> modifiers) {
    int n = 0;
    for (Modifier m : modifiers) {
      if (m instanceof Modifier.HandLimit h) {
        n += h.extra();
      }
    }
    return n;
  }

  /** The terrain a chaos element in force clears of blocking sight (empty for none). */
  static Set<Terrain> clearSight(GameState s) {
    if (s.chaos() >= 0) {
      for (Modifier m : s.table.cards().chaos(s.chaos()).modifiers()) {
        if (m instanceof Modifier.ClearSight c) {
          return c.terrains();
        }
      }
    }
    return Set.of();
  }

  /** Whether a chaos element in force freezes rivers for water movement. */
  static boolean frozenRivers(GameState s) {
    if (s.chaos() >= 0) {
      for (Modifier m : s.table.cards().chaos(s.chaos()).modifiers()) {
        if (m instanceof Modifier.FrozenRivers) {
          return true;
        }
      }
    }
    return false;
  }

  /** The range a use reaches at most under MaxRange modifiers, or {@code range} itself. */
  static int range(GameState s, Use use, int range) {
    if (s.chaos() < 0 && !s.table.cards().covering().playersLimitRange()) {
      return range;
    }
    int out = range;
    for (int i = 0; i < GROUPS; i++) {
      out = Math.min(out, group(s, use, i).maxRange());
    }
    return out;
  }

  /** Whether the use's card and its user's move action exclude each other (ExcludesMove). */
  static boolean excludesMove(GameState s, Use use) {
    if (s.chaos() < 0 && !s.table.cards().covering().playersExcludeMove(use.source())) {
      return false;
    }
    for (int i = 0; i < GROUPS; i++) {
      if (group(s, use, i).excludesMove()) {
        return true;
      }
    }
    return false;
  }
}
