package org.legendsforge.games.graveyard.rules;

import java.util.List;

/**
 * The game's one seeded generator: MINSTD (Park–Miller, multiplier 48271, modulus 2^31−1). Every
 * intermediate value stays below 2^47, so a Lua script where every number is a double (Tabletop
 * Simulator) replays it exactly, draw for draw.
 *
 * <p>The mappings, to be copied literally by any port:
 *
 * <pre>
 * M = 2147483647                          -- 2^31 - 1
 * seed:      x = seed mod M (floored, so never negative); if x == 0 then x = 1
 *            (Lua: x = seed % M, exact for |seed| &lt;= 2^53)
 * next():    x = (48271 * x) % M; return x                 -- 1 .. M-1
 * below(n):  -- uniform in 0 .. n-1, 1 &lt;= n &lt;= M-1, by rejection (no modulo bias)
 *            limit = (M - 1) - ((M - 1) % n)
 *            repeat r = next() - 1 until r &lt; limit
 *            return r % n
 * die(n):    return below(n) + 1                            -- a face 1 .. n; a d10 is die(10)
 * shuffle(list):  -- Fisher–Yates from the back, 0-based:
 *            for i = size-1 down to 1: j = below(i + 1); swap(list[i], list[j])
 *            (Lua, 1-based: for i = #t, 2, -1 do local j = below(i) + 1; t[i], t[j] = t[j], t[i] end)
 * cell():    col = die(10) - 1                              -- a d10 for the column, A..J
 *            repeat f = die(10) until f &lt;= 9; row = f - 1  -- a d10 rerolled on 10, rows 1..9
 * </pre>
 *
 * A generator is a mutable cursor over one sequence: give each setup its own instance.
 */
public final class MinStd {
  public static final long MODULUS = 2147483647L;
  public static final long MULTIPLIER = 48271L;

  private long state;

  public MinStd(long seed) {
    long x = Math.floorMod(seed, MODULUS);
    state = x == 0 ? 1 : x;
  }

  /** The state after the last draw (the seeded state before any draw). */
  public long state() {
    return state;
  }

  /** The next raw value, 1 to 2^31−2. */
  public long next() {
    state = (MULTIPLIER * state) % MODULUS;
    return state;
  }

  /** A uniform integer 0 ≤ r &lt; n, by rejection of the top partial block of raw values. */
  public int below(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("below(" + n + ")");
    }
    long span = MODULUS - 1;
    long limit = span - span % n;
    long r;
    do {
      r = next() - 1;
    } while (r >= limit);
    return (int) (r % n);
  }

  /** A roll of an n-sided die, 1 to n. */
  public int die(int n) {
    return below(n) + 1;
  }

  /** Shuffles {@code list} in place, Fisher–Yates from the back (see the class comment). */
  public <T> void shuffle(List<T> list) {
    for (int i = list.size() - 1; i >= 1; i--) {
      int j = below(i + 1);
      T t = list.get(i);
      list.set(i, list.get(j));
      list.set(j, t);
    }
  }

  /** A random map cell: a d10 for the column, then a d10 rerolled on 10 for the row (§7). */
  public Cell cell() {
    int col = die(10) - 1;
    int face;
    do {
      face = die(10);
    } while (face > Cell.ROWS);
    return new Cell(col, face - 1);
  }
}
