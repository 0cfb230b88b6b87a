package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.PushBack;

/**
 * Effects that move a hero (docs/rules-model.md §5, docs/card-rules.md): push back away from the
 * user, pull towards it, the axis of each step the owner's choice when both differ; move and
 * teleport to a cell the owner chooses.
 *
 * <p>Decisions where the spec is silent: push and pull ignore terrain (they are not movement), stop
 * at the map's edge or before a cell holding a hero, and a pull stops next to its source; a move or
 * teleport takes its hero to a free cell (no hero on it) at most N away, or leaves it where it is;
 * Stuck stops move and teleport (the hero's own movement) but not push or pull.
 */
final class Displacement {
  private Displacement() {}

  static void push(
      GameState s, int hero, int origin, int n, List<PushBack.Axis> axes, Events events) {
    int from = s.cell(hero);
    int[] next = {0};
    List<Cell> path =
        PushBack.path(
            Battlefield.cell(origin),
            Battlefield.cell(from),
            n,
            occupiedCells(s),
            at -> next[0] < axes.size() ? axes.get(next[0]++) : PushBack.Axis.COLUMN);
    if (!path.isEmpty()) {
      place(s, hero, from, path.get(path.size() - 1).index(), "push", events);
    }
  }

  /** The cells a pull takes its hero through, towards {@code origin} (see the class comment). */
  static List<Integer> pullPath(
      int origin, int from, int n, boolean[] occupied, List<PushBack.Axis> axes) {
    List<Integer> path = new ArrayList<>();
    int at = from;
    int chosen = 0;
    for (int i = 0; i < n; i++) {
      int dc = Integer.signum(Battlefield.col(origin) - Battlefield.col(at));
      int dr = Integer.signum(Battlefield.row(origin) - Battlefield.row(at));
      if (dc == 0 && dr == 0) {
        break;
      }
      boolean alongRow;
      if (dc != 0 && dr != 0) {
        alongRow =
            (chosen < axes.size() ? axes.get(chosen++) : PushBack.Axis.COLUMN)
                == PushBack.Axis.COLUMN;
      } else {
        alongRow = dc != 0;
      }
      int nextCell = alongRow ? at + dc : at + dr * Cell.COLUMNS;
      if (nextCell == origin || occupied[nextCell]) {
        break;
      }
      at = nextCell;
      path.add(at);
    }
    return path;
  }

  static void pull(
      GameState s, int hero, int origin, int n, List<PushBack.Axis> axes, Events events) {
    int from = s.cell(hero);
    List<Integer> path = pullPath(origin, from, n, s.occupied(), axes);
    if (!path.isEmpty()) {
      place(s, hero, from, path.get(path.size() - 1), "pull", events);
    }
  }

  /** Whether a move or teleport of {@code n} may take the hero from {@code from} to {@code to}. */
  static boolean canRelocate(GameState s, int from, int to, int n) {
    return to == from || (to >= 0 && Battlefield.distance(from, to) <= n && s.heroAt(to) < 0);
  }

  /** Moves and teleports are the hero's own movement: a Stuck hero is not moved by them. */
  static void relocate(GameState s, int hero, int to, int n, String how, Events events) {
    int from = s.cell(hero);
    if (!s.stuck(hero) && to != from && canRelocate(s, from, to, n)) {
      place(s, hero, from, to, how, events);
    }
  }

  private static void place(GameState s, int hero, int from, int to, String how, Events events) {
    s.board.moveTo(hero, to);
    events.add(new Event.Moved(hero, from, to, how));
  }

  private static Set<Cell> occupiedCells(GameState s) {
    Set<Cell> out = new HashSet<>();
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.cell(h) >= 0) {
        out.add(Battlefield.cell(s.cell(h)));
      }
    }
    return out;
  }
}
