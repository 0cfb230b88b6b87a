package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.PushBack;

/**
 * Every set of {@link Choices} a strike leaves its owner once aimed: the destination of its first
 * move or teleport, the axes of each push or pull that could go either way, the decks of a draw.
 *
 * <p>Axis choices that take a hero along the same path are offered once (the first in the order
 * column steps before row steps); a choice only offered when it changes something keeps the list of
 * legal actions short for a search.
 */
final class ChoiceOptions {
  private ChoiceOptions() {}

  private static final List<Choices> ONLY_NONE = List.of(Choices.NONE);

  static List<Choices> of(GameState s, Use use, Strike strike, List<Integer> struck) {
    return of(s, use, strike.effects(), struck, strike.selfOnly());
  }

  /**
   * The choices of a use's {@code effects} landing on {@code struck}; {@code selfOnly}: every
   * effect lands on the user.
   */
  static List<Choices> of(
      GameState s, Use use, List<Effect> effects, List<Integer> struck, boolean selfOnly) {
    if (!Strike.leavesChoices(effects)) {
      return ONLY_NONE;
    }
    List<Choices> out = new ArrayList<>(List.of(Choices.NONE));
    out = destinations(s, use, effects, struck, selfOnly, out);
    out = pushes(s, use, effects, struck, selfOnly, out);
    return draws(s, use, effects, struck, selfOnly, out);
  }

  /**
   * The hero an effect's choice is about: the user, or the first struck hero it lands on; -1 for
   * none (or a spirit's own player, whose draws {@link #drawer} finds).
   */
  private static int subject(
      GameState s, Use use, List<Integer> struck, boolean selfOnly, Effect e) {
    if (e.to() == EffectTarget.SELF || selfOnly) {
      return use.hero();
    }
    for (int h : struck) {
      if (s.life(h) == Life.ACTIVE && Effects.lands(s, use, h, e)) {
        return h;
      }
    }
    return -1;
  }

  private static List<Choices> destinations(
      GameState s,
      Use use,
      List<Effect> effects,
      List<Integer> struck,
      boolean selfOnly,
      List<Choices> in) {
    for (Effect e : effects) {
      if (e.kind() != EffectKind.MOVE && e.kind() != EffectKind.TELEPORT) {
        continue;
      }
      int hero = subject(s, use, struck, selfOnly, e);
      if (hero < 0 || s.stuck(hero)) {
        return in;
      }
      int from = s.cell(hero);
      List<Choices> out = new ArrayList<>();
      for (int c = 0; c < Battlefield.CELLS; c++) {
        if (Displacement.canRelocate(s, from, c, e.amount())) {
          for (Choices ch : in) {
            out.add(ch.withDestination(c));
          }
        }
      }
      return out;
    }
    return in;
  }

  private static List<Choices> pushes(
      GameState s,
      Use use,
      List<Effect> effects,
      List<Integer> struck,
      boolean selfOnly,
      List<Choices> in) {
    if (use.hero() < 0) {
      return in; // a spirit or chaos element stands nowhere: nothing to push from
    }
    List<Choices> out = in;
    List<Integer> heroes = selfOnly ? List.of(use.hero()) : struck;
    for (int hero : heroes) {
      for (Effect e : effects) {
        boolean moving = e.kind() == EffectKind.PUSH || e.kind() == EffectKind.PULL;
        if (!moving || e.to() == EffectTarget.SELF || !Effects.lands(s, use, hero, e)) {
          continue;
        }
        List<List<PushBack.Axis>> options = axisOptions(s, s.cell(use.hero()), hero, e);
        if (options.size() > 1) {
          List<Choices> next = new ArrayList<>();
          for (Choices ch : out) {
            for (List<PushBack.Axis> axes : options) {
              List<Choices.PushChoice> p = new ArrayList<>(ch.pushes());
              p.add(new Choices.PushChoice(hero, axes));
              next.add(ch.withPushes(p));
            }
          }
          out = next;
        }
        break;
      }
    }
    return out;
  }

  /** The distinct paths of one push or pull, each with the axes that take it. */
  private static List<List<PushBack.Axis>> axisOptions(
      GameState s, int origin, int hero, Effect e) {
    int n = e.amount();
    Map<List<Integer>, List<PushBack.Axis>> byPath = new LinkedHashMap<>();
    boolean[] occupied = s.occupied();
    java.util.Set<Cell> taken = e.kind() == EffectKind.PUSH ? occupiedSet(occupied) : null;
    for (int bits = 0; bits < (1 << n); bits++) {
      List<PushBack.Axis> axes = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        axes.add((bits >> (n - 1 - i) & 1) == 0 ? PushBack.Axis.COLUMN : PushBack.Axis.ROW);
      }
      int[] used = {0};
      List<Integer> path;
      if (e.kind() == EffectKind.PUSH) {
        path = new ArrayList<>();
        for (Cell c :
            PushBack.path(
                Battlefield.cell(origin),
                Battlefield.cell(s.cell(hero)),
                n,
                taken,
                at -> axes.get(used[0]++))) {
          path.add(c.index());
        }
      } else {
        List<PushBack.Axis> counting = new Counting(axes, used);
        path = Displacement.pullPath(origin, s.cell(hero), n, occupied, counting);
      }
      byPath.putIfAbsent(path, List.copyOf(axes.subList(0, used[0])));
      if (used[0] == 0) {
        break; // no step could go either way, so every choice of axes takes the same path
      }
    }
    return new ArrayList<>(byPath.values());
  }

  private static java.util.Set<Cell> occupiedSet(boolean[] occupied) {
    java.util.Set<Cell> out = new java.util.HashSet<>();
    for (int c = 0; c < occupied.length; c++) {
      if (occupied[c]) {
        out.add(Battlefield.cell(c));
      }
    }
    return out;
  }

  /** A list that counts how far it was read, to learn how many axes a pull used. */
  private static final class Counting extends java.util.AbstractList<PushBack.Axis> {
    private final List<PushBack.Axis> axes;
    private final int[] used;

    Counting(List<PushBack.Axis> axes, int[] used) {
      this.axes = axes;
      this.used = used;
    }

    @Override
    public PushBack.Axis get(int i) {
      used[0] = Math.max(used[0], i + 1);
      return axes.get(i);
    }

    @Override
    public int size() {
      return axes.size();
    }
  }

  private static List<Choices> draws(
      GameState s,
      Use use,
      List<Effect> effects,
      List<Integer> struck,
      boolean selfOnly,
      List<Choices> in) {
    for (Effect e : effects) {
      if (e.kind() != EffectKind.DRAW) {
        continue;
      }
      int hero = subject(s, use, struck, selfOnly, e);
      int player = hero >= 0 ? s.owner(hero) : e.to() == EffectTarget.SELF ? use.player() : 0;
      if (player <= 0) {
        return in;
      }
      List<List<Integer>> sequences = new ArrayList<>();
      deckSequences(s, e.amount(), 0, new int[Cards.SPELL_DECKS], new ArrayList<>(), sequences);
      List<Choices> out = new ArrayList<>();
      for (Choices ch : in) {
        for (List<Integer> seq : sequences) {
          out.add(ch.withDraws(seq));
        }
      }
      return out;
    }
    return in;
  }

  /**
   * Decks to draw {@code left} more cards from, in deck order (any deck with a card left: a hand
   * over a limit then discards, §9).
   */
  private static void deckSequences(
      GameState s,
      int left,
      int fromDeck,
      int[] taken,
      List<Integer> seq,
      List<List<Integer>> out) {
    boolean any = false;
    if (left > 0) {
      for (int d = fromDeck; d < Cards.SPELL_DECKS; d++) {
        int available = s.piles.spellDraw(d).length + s.piles.spellDiscard(d).length - taken[d];
        if (available > 0) {
          any = true;
          taken[d]++;
          seq.add(d);
          deckSequences(s, left - 1, d, taken, seq, out);
          seq.remove(seq.size() - 1);
          taken[d]--;
        }
      }
    }
    if (!any) {
      out.add(List.copyOf(seq));
    }
  }
}
