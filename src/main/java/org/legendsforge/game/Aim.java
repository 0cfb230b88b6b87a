package org.legendsforge.game;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.model.Effect;
import org.legendsforge.model.EffectTarget;
import org.legendsforge.rules.AreaSpec;

/**
 * What a strike may be aimed at, and whom it then hits (rules-spec §3, §12): a hero within range
 * and in line of sight unless {@code over}; for an area, a cell within range and sight, every hero
 * in the area being hit without any sight from the centre, harmful effects landing on enemies and
 * helpful ones on friends.
 *
 * <p>Decisions where the spec is silent: an area must be aimed so that it hits at least one hero
 * (an area hitting no one is never offered, nor accepted in a replay); a single-hero strike with a
 * helpful effect may aim at its user; dormant heroes are on no side, so nothing hits them. Heroes
 * in an area are hit farthest from the user first (then in reading order), so a push moves the
 * hero behind before the one in front.
 */
final class Aim {
  private Aim() {}

  static List<Target> targets(GameState s, int user, Strike strike) {
    List<Target> out = new ArrayList<>();
    int from = s.cell(user);
    if (strike.selfOnly()) {
      out.add(Target.hero(user));
      return out;
    }
    Battlefield field = s.table.field();
    if (strike.area().isPresent()) {
      AreaSpec area = strike.area().get();
      int[] hit = hittable(s, user, strike);
      for (int c = 0; c < Battlefield.CELLS; c++) {
        if (hit.length > 0 && inReach(field, from, c, strike) && hitsAny(area, c, hit)) {
          out.add(Target.cell(c));
        }
      }
      return out;
    }
    boolean enemies = strike.aimsAtEnemies();
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE
          && (enemies ? s.enemies(user, h) : s.friends(user, h))
          && inReach(field, from, s.cell(h), strike)) {
        out.add(Target.hero(h));
      }
    }
    return out;
  }

  /** The cells of heroes some effect of the strike would land on. */
  private static int[] hittable(GameState s, int user, Strike strike) {
    int[] cells = new int[s.heroCount()];
    int n = 0;
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE && anyLands(s, user, h, strike)) {
        cells[n++] = s.cell(h);
      }
    }
    return java.util.Arrays.copyOf(cells, n);
  }

  private static boolean hitsAny(AreaSpec area, int centre, int[] cells) {
    for (int c : cells) {
      if (area.contains(
          Battlefield.col(c) - Battlefield.col(centre), Battlefield.row(c) - Battlefield.row(centre))) {
        return true;
      }
    }
    return false;
  }

  private static boolean inReach(Battlefield field, int from, int to, Strike strike) {
    return Battlefield.distance(from, to) <= strike.range() && (strike.over() || field.sees(from, to));
  }

  /** Whether the strike may be aimed at {@code target}. */
  static boolean valid(GameState s, int user, Strike strike, Target target) {
    return targets(s, user, strike).contains(target);
  }

  /** The heroes a strike aimed at {@code target} hits, in the order they are hit. */
  static List<Integer> struck(GameState s, int user, Strike strike, Target target) {
    if (!target.isCell()) {
      return List.of(target.hero());
    }
    AreaSpec area = strike.area().orElseThrow();
    int centre = target.cell();
    int from = s.cell(user);
    List<Integer> out = new ArrayList<>();
    for (int h = 0; h < s.heroCount(); h++) {
      int c = s.cell(h);
      if (s.life(h) == Life.ACTIVE
          && area.contains(Battlefield.col(c) - Battlefield.col(centre),
              Battlefield.row(c) - Battlefield.row(centre))
          && anyLands(s, user, h, strike)) {
        out.add(h);
      }
    }
    out.sort(
        (a, b) -> {
          int da = Battlefield.distance(from, s.cell(a));
          int db = Battlefield.distance(from, s.cell(b));
          return da != db ? Integer.compare(db, da) : Integer.compare(s.cell(a), s.cell(b));
        });
    return out;
  }

  private static boolean anyLands(GameState s, int user, int hero, Strike strike) {
    for (Effect e : strike.effects()) {
      if (e.to() == EffectTarget.TARGET && Effects.lands(s, user, hero, e)) {
        return true;
      }
    }
    return false;
  }
}
