package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.model.Modifier;

/**
 * The modifiers that may be in force for a use ({@link InForce}), worked out once per card set, as
 * they are asked for every attack and cast a player could make: a weapon's or spell's own, and per
 * hyper ability, spirit and chaos element and per kind of use, those of the card that cover such a
 * use ({@link InForce#covers}), in the card's order.
 *
 * <p>Whether a use is a card's own is known from the kind of use alone for a hyper ability and a
 * spirit (the hero's own hyper, the player's own spirit: {@link InForce} takes only those); a chaos
 * element's own use must also be of the element in force, which {@link InForce} checks.
 */
final class CoveringModifiers {
  private static final Use.Source[] SOURCES = Use.Source.values();

  /** Some modifiers, with what the engine asks of them most: MaxRange and ExcludesMove. */
  record Group(List<Modifier> modifiers, int maxRange, boolean excludesMove) {
    static final Group NONE = of(List.of());

    static Group of(List<Modifier> modifiers) {
      int range = Integer.MAX_VALUE;
      boolean excludes = false;
      for (Modifier m : modifiers) {
        if (m instanceof Modifier.MaxRange r) {
          range = Math.min(range, r.cells());
        } else if (m instanceof Modifier.ExcludesMove) {
          excludes = true;
        }
      }
      return new Group(List.copyOf(modifiers), range, excludes);
    }
  }

  private final Group[] weapons;
  private final Group[] spells;
  private final Group[][] hypers;
  private final Group[][] spirits;
  private final Group[][] chaos;
  private final boolean playersLimitRange;
  private final boolean[] playersExcludeMove = new boolean[SOURCES.length];

  CoveringModifiers(Cards cards) {
    weapons = cards.weapons.stream().map(w -> Group.of(w.modifiers())).toArray(Group[]::new);
    spells = cards.spells.stream().map(s -> Group.of(s.modifiers())).toArray(Group[]::new);
    hypers =
        table(cards.heroes.stream().map(h -> h.hyper().modifiers()).toList(), Use.Source.HYPER);
    spirits = table(cards.spirits.stream().map(s -> s.modifiers()).toList(), Use.Source.SPIRIT);
    chaos = table(cards.chaos.stream().map(c -> c.modifiers()).toList(), Use.Source.CHAOS);
    playersLimitRange =
        limitsRange(weapons)
            || limitsRange(spells)
            || java.util.Arrays.stream(hypers).anyMatch(CoveringModifiers::limitsRange)
            || java.util.Arrays.stream(spirits).anyMatch(CoveringModifiers::limitsRange);
    for (Use.Source source : SOURCES) {
      Group[] own =
          source == Use.Source.WEAPON
              ? weapons
              : source == Use.Source.SPELL ? spells : new Group[0];
      playersExcludeMove[source.ordinal()] =
          java.util.Arrays.stream(own).anyMatch(Group::excludesMove)
              || java.util.Arrays.stream(hypers).anyMatch(g -> g[source.ordinal()].excludesMove())
              || java.util.Arrays.stream(spirits).anyMatch(g -> g[source.ordinal()].excludesMove());
    }
  }

  /**
   * Whether a weapon's or spell's own modifiers, a hyper ability or a spirit could make a use of
   * kind {@code source} exclude its user's move: when none can, only a chaos element in force
   * could.
   */
  boolean playersExcludeMove(Use.Source source) {
    return playersExcludeMove[source.ordinal()];
  }

  private static boolean limitsRange(Group[] groups) {
    return java.util.Arrays.stream(groups).anyMatch(g -> g.maxRange() != Integer.MAX_VALUE);
  }

  /**
   * Whether some weapon, spell, hyper ability or spirit has a MaxRange: when none does, a range is
   * only ever cut by a chaos element in force (in the shipped cards only a chaos element has one).
   */
  boolean playersLimitRange() {
    return playersLimitRange;
  }

  Group weapon(int weapon) {
    return weapons[weapon];
  }

  Group spell(int spell) {
    return spells[spell];
  }

  /** The hero's hyper modifiers covering a use of kind {@code source} (while it holds the orb). */
  Group hyper(int hero, Use.Source source) {
    return hypers[hero][source.ordinal()];
  }

  Group spirit(int spirit, Use.Source source) {
    return spirits[spirit][source.ordinal()];
  }

  /** The chaos element's modifiers covering a use of kind {@code source} that is its own. */
  Group chaosOwn(int element, Use.Source source) {
    return chaos[element][source.ordinal()];
  }

  private static Group[][] table(List<List<Modifier>> cards, Use.Source ownSource) {
    Group[][] out = new Group[cards.size()][SOURCES.length];
    for (int c = 0; c < cards.size(); c++) {
      for (Use.Source source : SOURCES) {
        Use use = new Use(source, -1, -1, 0);
        List<Modifier> covering = new ArrayList<>();
        for (Modifier m : cards.get(c)) {
          if (InForce.covers(m, use, source == ownSource)) {
            covering.add(m);
          }
        }
        out[c][source.ordinal()] = Group.of(covering);
      }
    }
    return out;
  }
}
