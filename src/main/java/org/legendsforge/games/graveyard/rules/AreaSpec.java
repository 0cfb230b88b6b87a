package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An area of effect written {@code XrYd}: X steps out from the centre, at most Y of them diagonal
 * (docs/rules-model.md §3). A cell at offset (dx,dy) is inside when {@code
 * |dx|+|dy|-min(Y,|dx|,|dy|) <= X}.
 */
public record AreaSpec(int steps, int diagonals) {
  private static final Pattern FORM = Pattern.compile("([0-9]{1,2})r([0-9]{1,2})d");

  public AreaSpec {
    if (steps < 0 || diagonals < 0 || diagonals > steps) {
      throw new IllegalArgumentException("bad area " + steps + "r" + diagonals + "d");
    }
  }

  public boolean contains(int dx, int dy) {
    int ax = Math.abs(dx);
    int ay = Math.abs(dy);
    return ax + ay - Math.min(diagonals, Math.min(ax, ay)) <= steps;
  }

  /** Every offset inside the area, row by row from the north-west corner of its square. */
  public List<int[]> offsets() {
    List<int[]> out = new ArrayList<>();
    for (int dy = -steps; dy <= steps; dy++) {
      for (int dx = -steps; dx <= steps; dx++) {
        if (contains(dx, dy)) {
          out.add(new int[] {dx, dy});
        }
      }
    }
    return out;
  }

  /** The cells of the map inside this area around {@code centre}, in reading order. */
  public List<Cell> cellsAround(Cell centre) {
    List<Cell> out = new ArrayList<>();
    for (Cell c : Cell.all()) {
      if (contains(c.col() - centre.col(), c.row() - centre.row())) {
        out.add(c);
      }
    }
    return out;
  }

  public String notation() {
    return steps + "r" + diagonals + "d";
  }

  @Override
  public String toString() {
    return notation();
  }

  /**
   * Parses {@code XrYd}: X and Y of one or two ASCII digits without a leading zero, lower-case
   * {@code r} and {@code d}, ASCII spaces around; the Tabletop Simulator script accepts exactly the
   * same text.
   */
  public static AreaSpec parse(String text) throws NotationException {
    String t = AsciiText.trim(text);
    Matcher m = FORM.matcher(t);
    if (!m.matches()
        || AsciiText.number(m.group(1), 2) < 0
        || AsciiText.number(m.group(2), 2) < 0) {
      throw new NotationException(
          "\"" + text + "\" is not an area",
          0,
          "write an area as XrYd: X steps out, at most Y of them diagonal, e.g. 2r1d");
    }
    int steps = Integer.parseInt(m.group(1));
    int diagonals = Integer.parseInt(m.group(2));
    if (diagonals > steps) {
      throw new NotationException(
          "area \"" + t + "\" has more diagonals than steps (" + diagonals + " > " + steps + ")",
          m.start(2),
          "the diagonal count Y in XrYd can be at most X, e.g. " + steps + "r" + steps + "d");
    }
    return new AreaSpec(steps, diagonals);
  }
}
