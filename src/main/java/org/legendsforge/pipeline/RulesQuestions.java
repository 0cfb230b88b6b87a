package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.rules.AreaPicture;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.LineOfSight;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.games.graveyard.rules.Reachability;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * The questions {@code forge rules} and {@code forge setup} put to the rules model, asked in the
 * notation a user types (cells such as {@code C4}, areas such as {@code 2r1d}, movement such as
 * {@code 1 any + 2 P H F}), each answered with the text to print. What the user typed wrong is a
 * usage error whose message names the argument, with the rules model's hint on what to write
 * instead; a terrain file's or the card data's problems are data errors.
 */
public final class RulesQuestions {
  private final ProjectPaths paths;
  private final Path dataOption;

  /**
   * @param dataOption the card-data folder the user named, or null for the project's
   */
  public RulesQuestions(ProjectPaths paths, Path dataOption) {
    this.paths = paths;
    this.dataOption = dataOption;
  }

  /**
   * An answer: the text to print; or, when empty, a usage error or the data errors in {@code
   * problems} (which may also hold warnings beside a text).
   */
  public record Answer(Optional<String> text, Optional<String> usageError, Diagnostics problems) {
    static Answer of(String text, Diagnostics problems) {
      return new Answer(Optional.of(text), Optional.empty(), problems);
    }

    static Answer usage(String message) {
      return new Answer(Optional.empty(), Optional.of(message), new Diagnostics());
    }

    static Answer dataErrors(Diagnostics problems) {
      return new Answer(Optional.empty(), Optional.empty(), problems);
    }
  }

  /** What the user typed is not notation; the message says what to write instead. */
  private static final class Mistyped extends Exception {
    private static final long serialVersionUID = 1L;

    Mistyped(String message) {
      super(message);
    }
  }

  /** {@code forge rules area XrYd}: the area's picture, X inside and O outside, a row a line. */
  public Answer area(String area) {
    try {
      StringBuilder out = new StringBuilder();
      AreaPicture.of(area(area, "area")).forEach(row -> out.append(row).append('\n'));
      return Answer.of(out.toString(), new Diagnostics());
    } catch (Mistyped e) {
      return Answer.usage(e.getMessage());
    }
  }

  /**
   * {@code forge rules los}: {@code visible} or {@code blocked} from {@code from} to {@code to} on
   * the map {@code terrain} names; with both null, a line {@code FROM TO visible|blocked} for every
   * ordered pair of cells, FROM then TO in reading order.
   */
  public Answer lineOfSight(String terrain, String from, String to) {
    try {
      boolean all = from == null && to == null;
      Cell a = all ? null : cell(from, "FROM");
      Cell b = all ? null : cell(to, "TO");
      Diagnostics problems = new Diagnostics();
      Optional<Board> board = terrain(terrain, problems);
      if (board.isEmpty()) {
        return Answer.dataErrors(problems);
      }
      LineOfSight los = new LineOfSight(board.get());
      if (!all) {
        return Answer.of(word(los.visible(a, b)) + "\n", problems);
      }
      StringBuilder sb =
          new StringBuilder(Cell.COLUMNS * Cell.ROWS * Cell.COLUMNS * Cell.ROWS * 16);
      for (Cell x : Cell.all()) {
        for (Cell y : Cell.all()) {
          sb.append(x).append(' ').append(y).append(' ').append(word(los.visible(x, y)));
          sb.append('\n');
        }
      }
      return Answer.of(sb.toString(), problems);
    } catch (Mistyped e) {
      return Answer.usage(e.getMessage());
    }
  }

  private static String word(boolean visible) {
    return visible ? "visible" : "blocked";
  }

  /**
   * {@code forge rules move}: the cells a hero on {@code from} may end its move on with {@code
   * movement}, slowed or not, other heroes on {@code occupied} (comma-separated cells), in reading
   * order on one line (an empty line when none).
   */
  public Answer move(String terrain, String from, String movement, boolean slow, String occupied) {
    try {
      Cell start = cell(from, "--from");
      MovementSpec moves = movement(movement);
      var others = new HashSet<>(cells(occupied, "--occupied"));
      Diagnostics problems = new Diagnostics();
      Optional<Board> board = terrain(terrain, problems);
      if (board.isEmpty()) {
        return Answer.dataErrors(problems);
      }
      return Answer.of(
          new Reachability(board.get())
                  .reachable(start, moves, slow, others).stream()
                      .map(Cell::name)
                      .collect(Collectors.joining(" "))
              + "\n",
          problems);
    } catch (Mistyped e) {
      return Answer.usage(e.getMessage());
    }
  }

  /**
   * {@code forge setup}: the seeded setup of the card data in {@code dataDir} (an existing folder),
   * as text or JSON, drawn as {@link Setup} documents; its problems are the card data's.
   */
  public Answer setup(Path dataDir, long seed, boolean json) {
    LoadResult loaded = Stages.data(paths).run(dataDir);
    if (loaded.catalog().isEmpty()) {
      return Answer.dataErrors(loaded.diagnostics());
    }
    var result = SetupReport.of(loaded.catalog().get(), seed);
    return Answer.of(
        json ? SetupReport.json(result) : SetupReport.text(result), loaded.diagnostics());
  }

  /**
   * The map a {@code --terrain} value names ({@link TerrainSource}): {@code seed:N} with a bad
   * seed, or without the card data it is drawn from, is mistyped; a terrain file's problems go to
   * {@code problems}.
   */
  private Optional<Board> terrain(String value, Diagnostics problems) throws Mistyped {
    TerrainSource source = new TerrainSource(paths, dataOption);
    if (!value.startsWith(TerrainSource.SEED_PREFIX)) {
      return source.fromFile(value, problems);
    }
    try {
      long seed =
          SeedRange.parse("--terrain seed", value.substring(TerrainSource.SEED_PREFIX.length()));
      return source.fromSeed(seed, problems);
    } catch (SeedRange.Refused | TerrainSource.NoCardData e) {
      throw new Mistyped(e.getMessage());
    }
  }

  private static Cell cell(String text, String what) throws Mistyped {
    try {
      return Cell.parse(text);
    } catch (NotationException e) {
      throw mistyped(what, text, e);
    }
  }

  /** A comma-separated list of cells, such as {@code C4,D5}; blanks are ignored. */
  private static List<Cell> cells(String text, String what) throws Mistyped {
    List<Cell> out = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      if (!part.isBlank()) {
        out.add(cell(part, what));
      }
    }
    return out;
  }

  private static AreaSpec area(String text, String what) throws Mistyped {
    try {
      return AreaSpec.parse(text);
    } catch (NotationException e) {
      throw mistyped(what, text, e);
    }
  }

  private static MovementSpec movement(String text) throws Mistyped {
    try {
      return MovementSpec.parseForHero(text);
    } catch (NotationException e) {
      throw mistyped("--spec", text, e);
    }
  }

  /** The rules model's complaint, naming the argument {@code what} and quoting what was typed. */
  private static Mistyped mistyped(String what, String text, NotationException e) {
    String hint = e.hint().isEmpty() ? "" : " (" + e.hint() + ")";
    String quoted = "\"" + text.strip() + "\"";
    String message =
        e.getMessage().contains(quoted)
            ? what + ": " + e.getMessage()
            : what + " " + quoted + ": " + e.getMessage();
    return new Mistyped(message + hint);
  }
}
