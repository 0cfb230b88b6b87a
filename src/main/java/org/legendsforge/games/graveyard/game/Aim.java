package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.Cell;

/**
 * What a strike may be aimed at, and whom it then hits (docs/rules-model.md §3, §12): a hero within
 * range and in line of sight unless {@code over}; for an area, a cell within range and sight, every
 * hero in the area being hit without any sight from the centre, harmful effects landing on enemies
 * and helpful ones on friends.
 *
 * <p>Decisions where the spec is silent: an area must be aimed so that it hits at least one hero
 * (an area hitting no one is never offered, nor accepted in a replay); a single-hero strike with a
 * helpful effect may aim at its user; dormant heroes are on no side, so nothing hits them. Heroes
 * in an area are hit farthest from the user first (then in reading order), so a push moves the hero
 * behind before the one in front.
 */
final class Aim {
  private Aim() {}

  static List<AimAt> targets(GameState s, Use use, Strike strike) {
    int user = use.hero();
    int from = s.cell(user);
    if (strike.selfOnly()) {
      return List.of(AimAt.hero(user));
    }
    Battlefield field = s.sight();
    int range = InForce.range(s, use, strike.range());
    List<AimAt> out = new ArrayList<>();
    if (strike.area().isPresent()) {
      long[] centres = centresHitting(strike.area().get(), hittable(s, use, strike));
      for (int word = 0; word < centres.length; word++) {
        for (long bits = centres[word]; bits != 0; bits &= bits - 1) {
          int c = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
          if (inReach(field, from, c, range, strike.over())) {
            out.add(AimAt.cell(c));
          }
        }
      }
      return out;
    }
    boolean enemies = strike.aimsAtEnemies();
    for (int h : s.activeHeroes()) {
      if ((enemies ? use.enemyOf(s, h) : use.friendOf(s, h))
          && inReach(field, from, s.cell(h), range, strike.over())) {
        out.add(AimAt.hero(h));
      }
    }
    return out;
  }

  /** Within {@code range} and, unless {@code over}, in line of sight (docs/rules-model.md §3). */
  static boolean inReach(Battlefield field, int from, int to, int range, boolean over) {
    return Battlefield.distance(from, to) <= range && (over || field.sees(from, to));
  }

  /** The cells of heroes some effect of the strike would land on. */
  private static int[] hittable(GameState s, Use use, Strike strike) {
    int[] active = s.activeHeroes();
    int[] cells = new int[active.length];
    int n = 0;
    for (int h : active) {
      if (anyLands(s, use, h, strike)) {
        cells[n++] = s.cell(h);
      }
    }
    return java.util.Arrays.copyOf(cells, n);
  }

  /**
   * The cells an area centred there would hit one of {@code cells} from, as a set of cell numbers
   * (bit {@code c % 64} of word {@code c / 64}, so they come out in reading order): the area's
   * cells around each (an area is symmetric), so only the few near a hero are looked at, not the
   * whole map.
   */
  private static long[] centresHitting(AreaSpec area, int[] cells) {
    long[] out = new long[(Battlefield.CELLS + Long.SIZE - 1) / Long.SIZE];
    int steps = area.steps();
    for (int c : cells) {
      int col = Battlefield.col(c);
      int row = Battlefield.row(c);
      for (int y = Math.max(0, row - steps); y <= Math.min(Cell.ROWS - 1, row + steps); y++) {
        for (int x = Math.max(0, col - steps); x <= Math.min(Cell.COLUMNS - 1, col + steps); x++) {
          if (area.contains(col - x, row - y)) {
            int centre = y * Cell.COLUMNS + x;
            out[centre / Long.SIZE] |= 1L << (centre % Long.SIZE);
          }
        }
      }
    }
    return out;
  }

  /** The heroes a strike aimed at {@code target} hits, in the order they are hit. */
  static List<Integer> struck(GameState s, Use use, Strike strike, AimAt target) {
    if (!target.isCell()) {
      return List.of(target.hero());
    }
    AreaSpec area = strike.area().orElseThrow();
    int centre = target.cell();
    int from = s.cell(use.hero());
    List<Integer> out = new ArrayList<>();
    for (int h : s.activeHeroes()) {
      int c = s.cell(h);
      if (area.contains(
              Battlefield.col(c) - Battlefield.col(centre),
              Battlefield.row(c) - Battlefield.row(centre))
          && anyLands(s, use, h, strike)) {
        out.add(h);
      }
    }
    byDistance(s, from, out);
    return out;
  }

  /** Farthest from {@code from} first, then in reading order ({@code from} -1: reading order). */
  static void byDistance(GameState s, int from, List<Integer> heroes) {
    heroes.sort(
        (a, b) -> {
          int da = from < 0 ? 0 : Battlefield.distance(from, s.cell(a));
          int db = from < 0 ? 0 : Battlefield.distance(from, s.cell(b));
          return da != db ? Integer.compare(db, da) : Integer.compare(s.cell(a), s.cell(b));
        });
  }

  /**
   * Whether some effect on the target lands on {@code hero} ({@link Effects#lands}, asked of the
   * strike's flags instead of its effects one by one).
   */
  private static boolean anyLands(GameState s, Use use, int hero, Strike strike) {
    if (use.source() == Use.Source.CHAOS) {
      return strike.harmsTarget() || strike.helpsTarget();
    }
    return strike.harmsTarget() && use.enemyOf(s, hero)
        || strike.helpsTarget() && use.friendOf(s, hero);
  }
}
