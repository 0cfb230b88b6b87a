package org.legendsforge.games.graveyard.game;

import java.util.Arrays;
import java.util.List;
import org.legendsforge.games.graveyard.rules.Allowance;
import org.legendsforge.games.graveyard.rules.MovementSpec;

/**
 * A movement spec on one map (docs/rules-model.md §4), in the form a move taken step by step needs:
 * which cells each allowance admits, and the units left as a packed vector (6 bits per allowance).
 *
 * <p>A move in progress is the <em>set</em> of unit vectors its path could have left: allowances
 * are used in any order, and which unit paid for a step only matters later (a plains step paid from
 * {@code 1 any} leaves no unit for a mountain), so every choice is kept until it matters. This is
 * the search of {@link org.legendsforge.games.graveyard.rules.Reachability}, one step at a time.
 */
final class MoveBudget {
  static final int MAX_ALLOWANCES = org.legendsforge.games.graveyard.rules.MovementSpec.MAX_PARTS;
  private static final int BITS = 6;
  private static final long MASK = (1L << BITS) - 1;

  private static final long[] NONE = {};

  private final int parts;
  private final boolean[][] admits;
  private final long full;

  MoveBudget(MovementSpec spec, Battlefield field) {
    List<Allowance> allowances = spec.allowances();
    if (allowances.size() > MAX_ALLOWANCES) {
      throw new IllegalArgumentException("a movement of more than 10 parts: " + spec.notation());
    }
    parts = allowances.size();
    admits = new boolean[parts][Battlefield.CELLS];
    long f = 0;
    for (int i = 0; i < parts; i++) {
      Allowance a = allowances.get(i);
      for (int c = 0; c < Battlefield.CELLS; c++) {
        admits[i][c] = a.admits(field.terrain(c));
      }
      f |= (long) Math.min(a.count(), (int) MASK) << (BITS * i);
    }
    full = f;
  }

  /** The budget of a move not yet begun. */
  long[] start() {
    return new long[] {full};
  }

  /** The vectors left after entering {@code cell}; empty when no unit admits it. */
  long[] step(long[] left, int cell) {
    long[] out = new long[left.length * parts];
    int n = 0;
    for (long v : left) {
      for (int i = 0; i < parts; i++) {
        if (admits[i][cell] && ((v >>> (BITS * i)) & MASK) > 0) {
          out[n++] = v - (1L << (BITS * i));
        }
      }
    }
    if (n == 0) {
      return out.length == 0 ? out : NONE;
    }
    if (n == 1) {
      return out.length == 1 ? out : new long[] {out[0]};
    }
    Arrays.sort(out, 0, n);
    int k = 1;
    for (int i = 1; i < n; i++) {
      if (out[i] != out[k - 1]) {
        out[k++] = out[i];
      }
    }
    return Arrays.copyOf(out, k);
  }

  /** Whether some unit left admits {@code cell}: {@link #step} would not be empty. */
  boolean canStep(long[] left, int cell) {
    for (long v : left) {
      for (int i = 0; i < parts; i++) {
        if (admits[i][cell] && ((v >>> (BITS * i)) & MASK) > 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether any unit is left to enter some cell. */
  boolean anyLeft(long[] left) {
    for (long v : left) {
      if (v != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a move standing on {@code cell} with {@code left} can still end legally: on {@code
   * cell} itself when it is free, or on a free cell further steps reach (a hero may pass through
   * others but not stop on one).
   */
  boolean canEnd(int cell, long[] left, boolean[] occupied, Battlefield field) {
    if (!occupied[cell]) {
      return true;
    }
    // Depth-first over (cell, vector); the space is a few hundred states at most.
    java.util.HashSet<Visit> seen = new java.util.HashSet<>();
    java.util.ArrayDeque<long[]> todo = new java.util.ArrayDeque<>();
    for (long v : left) {
      todo.push(new long[] {cell, v});
    }
    while (!todo.isEmpty()) {
      long[] s = todo.pop();
      int at = (int) s[0];
      for (int next : field.neighbours(at)) {
        long[] after = step(new long[] {s[1]}, next);
        for (long v : after) {
          if (!occupied[next]) {
            return true;
          }
          if (seen.add(new Visit(next, v))) {
            todo.push(new long[] {next, v});
          }
        }
      }
    }
    return false;
  }

  private record Visit(int cell, long left) {}
}
