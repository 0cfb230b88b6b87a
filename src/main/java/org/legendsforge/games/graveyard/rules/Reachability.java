package org.legendsforge.games.graveyard.rules;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Where a hero may end its move (docs/rules-model.md §4): orthogonal steps, each entering a cell
 * with one unit of any allowance that admits that cell (water admits sea and river cells), the
 * allowances used in any order. A hero may pass through occupied cells but not end on one, and its
 * start cell is never a destination.
 *
 * <p>Searches breadth-first over (cell, units left per allowance) states, so every order of
 * spending allowances is tried; the state space is tiny (90 cells × a few small counts).
 */
public final class Reachability {
  private final Board board;

  public Reachability(Board board) {
    this.board = board;
  }

  /** The destinations, in reading order. {@code occupied} are cells holding any other hero. */
  public List<Cell> reachable(Cell start, MovementSpec spec, Set<Cell> occupied) {
    List<Allowance> allowances = spec.allowances();
    Set<Cell> visited = new TreeSet<>();
    Set<State> seen = new HashSet<>();
    Deque<State> queue = new ArrayDeque<>();
    State first = new State(start, allowances.stream().mapToInt(Allowance::count).toArray());
    queue.add(first);
    seen.add(first);
    while (!queue.isEmpty()) {
      State s = queue.removeFirst();
      for (Cell next : s.cell.orthogonalNeighbours()) {
        TerrainCell terrain = board.at(next);
        for (int i = 0; i < allowances.size(); i++) {
          if (s.left[i] == 0 || !allowances.get(i).admits(terrain)) {
            continue;
          }
          int[] left = s.left.clone();
          left[i]--;
          State t = new State(next, left);
          if (seen.add(t)) {
            queue.addLast(t);
            visited.add(next);
          }
        }
      }
    }
    visited.remove(start);
    visited.removeAll(occupied);
    return List.copyOf(visited);
  }

  /** Reachable cells under the spec, slowed first when {@code slow}. */
  public List<Cell> reachable(Cell start, MovementSpec spec, boolean slow, Set<Cell> occupied) {
    return reachable(start, slow ? spec.slowed() : spec, occupied);
  }

  private record State(Cell cell, int[] left) {
    @Override
    public boolean equals(Object o) {
      return o instanceof State s && s.cell.equals(cell) && Arrays.equals(s.left, left);
    }

    @Override
    public int hashCode() {
      return cell.hashCode() * 31 + Arrays.hashCode(left);
    }
  }
}
