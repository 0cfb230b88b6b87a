package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Push back (docs/rules-model.md §5): each step moves the target one cell away from the origin
 * along an axis on which the two differ; when they differ on both, the effect's owner chooses, step
 * by step.
 *
 * <p>Decisions where the spec is silent: a push ignores terrain (it is not movement, so allowances
 * do not apply); it stops early, without damage, at the map's edge or before a cell holding a hero
 * (two heroes never share a cell); a target on the origin's own cell is not moved.
 */
public final class PushBack {
  /** The axis of one step: along a row (changing the column) or along a column. */
  public enum Axis {
    COLUMN,
    ROW
  }

  /** The owner's choice when the target differs from the origin on both axes. */
  @FunctionalInterface
  public interface Chooser {
    Axis choose(Cell target);
  }

  private PushBack() {}

  /** The cells the target passes, one per step taken; the last is where it ends. */
  public static List<Cell> path(
      Cell origin, Cell target, int distance, Set<Cell> occupied, Chooser chooser) {
    List<Cell> path = new ArrayList<>();
    Cell at = target;
    for (int i = 0; i < distance; i++) {
      int dc = Integer.signum(at.col() - origin.col());
      int dr = Integer.signum(at.row() - origin.row());
      if (dc == 0 && dr == 0) {
        break;
      }
      Axis axis = dc == 0 ? Axis.ROW : dr == 0 ? Axis.COLUMN : chooser.choose(at);
      int col = at.col() + (axis == Axis.COLUMN ? dc : 0);
      int row = at.row() + (axis == Axis.ROW ? dr : 0);
      if (!Cell.onMap(col, row) || occupied.contains(new Cell(col, row))) {
        break;
      }
      at = new Cell(col, row);
      path.add(at);
    }
    return path;
  }
}
