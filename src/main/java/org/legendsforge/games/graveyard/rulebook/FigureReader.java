package org.legendsforge.games.graveyard.rulebook;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCell;

/**
 * Reads a fenced {@code figure} block of rules text. The info line names the figure ({@code figure
 * card hero}, {@code figure icons}, {@code figure setup}, {@code figure table}, {@code figure
 * player-area}, {@code figure sight}, {@code figure example-turn}); the lines inside give its
 * words:
 *
 * <ul>
 *   <li>{@code card KIND}: {@code part: words} per callout, the part one of {@link #CARD_PARTS};
 *   <li>{@code icons}: {@code icon: words} per icon (a theme icon's name, or a terrain letter);
 *   <li>{@code sight}: {@code FROM TO | ROWS | caption} per case, the rows of the small map as
 *       terrain letters ({@code PPFP PMPP}, a {@code ~} after a land letter for a river);
 *   <li>{@code move}: {@code FROM | MOVEMENT | ROWS | caption} per case, the rows as for sight, a
 *       {@code *} after a cell's letter for another hero standing there;
 *   <li>{@code setup}, {@code table}, {@code player-area} and {@code example-turn}: nothing (they
 *       are drawn from the seed and a game).
 * </ul>
 *
 * Every mistake is a problem at its line (1 = the info line) and column within the block.
 */
public final class FigureReader {
  /** The info word of a figure block. */
  public static final String WORD = "figure";

  public static final List<String> KINDS =
      List.of("card", "icons", "setup", "table", "player-area", "sight", "move", "example-turn");

  /** Kinds of card a {@code card} figure can show: the card layouts that have faces. */
  public static final List<String> CARD_KINDS =
      List.of(
          "hero",
          "spell",
          "weapon-starting",
          "weapon-item",
          "spirit",
          "turn-hero",
          "turn-player",
          "chaos",
          "hyper-orb");

  /** The parts of a face a callout can point at (the deck icon and name are the band). */
  public static final List<String> CARD_PARTS =
      List.of("title", "badge", "art", "type", "stats", "text", "hand", "band", "id");

  /** A figure, or the problems that kept it from being read. */
  public record Result(Optional<Figure> figure, List<Problem> problems) {
    public Result {
      problems = List.copyOf(problems);
    }
  }

  /** A mistake at a line of the block (1 is the info line) and a 1-based column of that line. */
  public record Problem(int line, int column, String message, String hint) {}

  /** The figure of a block whose info is {@code info} (starting with "figure") and content. */
  public Result read(String info, String content) {
    List<Problem> problems = new ArrayList<>();
    String[] words = info.strip().split("\\s+");
    String kind = words.length > 1 ? words[1] : "";
    List<String> lines = lines(content);
    Figure figure =
        switch (kind) {
          case "card" -> card(words, lines, problems);
          case "icons" -> new Figure.IconKey(labels(lines, List.of(), problems));
          case "setup" -> empty(new Figure.SetupMap(), lines, problems);
          case "table" -> empty(new Figure.Table(), lines, problems);
          case "player-area" -> empty(new Figure.PlayerArea(), lines, problems);
          case "example-turn" -> empty(new Figure.ExampleTurn(), lines, problems);
          case "sight" -> sight(lines, problems);
          case "move" -> moves(lines, problems);
          default -> {
            problems.add(
                new Problem(
                    1,
                    1,
                    kind.isEmpty()
                        ? "a figure block names its figure"
                        : "there is no figure \"" + kind + "\"",
                    "write ```figure followed by one of: " + String.join(", ", KINDS)));
            yield null;
          }
        };
    return new Result(
        problems.isEmpty() ? Optional.ofNullable(figure) : Optional.empty(), problems);
  }

  private static List<String> lines(String content) {
    List<String> out = new ArrayList<>(List.of(content.split("\n", -1)));
    while (!out.isEmpty() && out.get(out.size() - 1).isBlank()) {
      out.remove(out.size() - 1);
    }
    return out;
  }

  private static Figure card(String[] words, List<String> lines, List<Problem> problems) {
    String cardKind = words.length > 2 ? words[2] : "";
    if (!CARD_KINDS.contains(cardKind)) {
      problems.add(
          new Problem(
              1,
              1,
              cardKind.isEmpty()
                  ? "a card figure names the kind of card it shows"
                  : "there is no kind of card \"" + cardKind + "\"",
              "write ```figure card KIND, KIND one of: " + String.join(", ", CARD_KINDS)));
    }
    return new Figure.CardParts(cardKind, labels(lines, CARD_PARTS, problems));
  }

  /** {@code key: words} lines; {@code keys} lists the keys allowed (any when empty). */
  private static List<Figure.Label> labels(
      List<String> lines, List<String> keys, List<Problem> problems) {
    List<Figure.Label> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank()) {
        continue;
      }
      int colon = line.indexOf(':');
      String key = colon < 0 ? "" : line.substring(0, colon).strip();
      String text = colon < 0 ? "" : line.substring(colon + 1).strip();
      if (key.isEmpty() || text.isEmpty()) {
        problems.add(
            new Problem(
                i + 2,
                1,
                "a figure line is \"key: words\"",
                keys.isEmpty()
                    ? "write an icon's name, a colon and what it means, as \"damage: Damage\""
                    : "write a part (" + String.join(", ", keys) + "), a colon and its words"));
      } else if (!keys.isEmpty() && !keys.contains(key)) {
        problems.add(
            new Problem(
                i + 2,
                line.indexOf(key) + 1,
                "a card has no part \"" + key + "\"",
                "the parts are " + String.join(", ", keys)));
      } else {
        out.add(new Figure.Label(key, text));
      }
    }
    return out;
  }

  private static Figure empty(Figure figure, List<String> lines, List<Problem> problems) {
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).isBlank()) {
        problems.add(
            new Problem(
                i + 2,
                1,
                "the " + figure.kind() + " figure is drawn from the game itself and takes no lines",
                "leave the block empty; write its words in the text around it"));
        break;
      }
    }
    return figure;
  }

  private static Figure sight(List<String> lines, List<Problem> problems) {
    List<Figure.SightCase> cases = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).isBlank()) {
        sightCase(lines.get(i), i + 2, problems).ifPresent(cases::add);
      }
    }
    if (cases.isEmpty() && problems.isEmpty()) {
      problems.add(
          new Problem(
              1,
              1,
              "a sight figure shows at least one case",
              "add a line FROM TO | ROWS | caption"));
    }
    return new Figure.Sight(cases);
  }

  private static Optional<Figure.SightCase> sightCase(
      String line, int lineNo, List<Problem> problems) {
    String[] parts = line.split("\\|", -1);
    if (parts.length != 3 || parts[2].isBlank()) {
      problems.add(
          new Problem(
              lineNo,
              1,
              "a sight case is \"FROM TO | ROWS | caption\"",
              "for example: A2 D2 | PPPP PPFP PPPP | Into a forest"));
      return Optional.empty();
    }
    int rowsAt = parts[0].length() + 1;
    Optional<List<List<TerrainCell>>> rows = rows(parts[1], lineNo, rowsAt, problems);
    String[] ends = parts[0].strip().split("\\s+");
    if (ends.length != 2) {
      problems.add(
          new Problem(lineNo, 1, "a sight case starts with two cells", "as in \"A2 D2 |\""));
      return Optional.empty();
    }
    List<Cell> cells = new ArrayList<>();
    for (String end : ends) {
      try {
        cells.add(Cell.parse(end));
      } catch (NotationException e) {
        problems.add(new Problem(lineNo, line.indexOf(end) + 1, e.getMessage(), e.hint()));
      }
    }
    if (rows.isEmpty() || cells.size() != 2) {
      return Optional.empty();
    }
    int width = rows.get().get(0).size();
    int height = rows.get().size();
    for (int i = 0; i < 2; i++) {
      Cell c = cells.get(i);
      if (c.col() >= width || c.row() >= height) {
        problems.add(
            new Problem(
                lineNo,
                line.indexOf(ends[i]) + 1,
                c.name() + " lies outside the " + width + " × " + height + " map of this case",
                "name cells of the rows given, A1 at their top left"));
        return Optional.empty();
      }
    }
    return Optional.of(
        new Figure.SightCase(
            board(rows.get()), width, height, cells.get(0), cells.get(1), parts[2].strip()));
  }

  private static Figure moves(List<String> lines, List<Problem> problems) {
    List<Figure.MoveCase> cases = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).isBlank()) {
        moveCase(lines.get(i), i + 2, problems).ifPresent(cases::add);
      }
    }
    if (cases.isEmpty() && problems.isEmpty()) {
      problems.add(
          new Problem(
              1,
              1,
              "a move figure shows at least one case",
              "add a line FROM | MOVEMENT | ROWS | caption"));
    }
    return new Figure.Moves(cases);
  }

  private static Optional<Figure.MoveCase> moveCase(
      String line, int lineNo, List<Problem> problems) {
    String[] parts = line.split("\\|", -1);
    if (parts.length != 4 || parts[3].isBlank()) {
      problems.add(
          new Problem(
              lineNo,
              1,
              "a move case is \"FROM | MOVEMENT | ROWS | caption\"",
              "for example: B2 | 1 any + 2 P H F | PPPP PFMP PP*PP | A mountain costs the any step"));
      return Optional.empty();
    }
    Cell from;
    MovementSpec movement;
    try {
      from = Cell.parse(parts[0].strip());
    } catch (NotationException e) {
      problems.add(new Problem(lineNo, 1, e.getMessage(), e.hint()));
      return Optional.empty();
    }
    try {
      movement = MovementSpec.parse(parts[1].strip());
    } catch (NotationException e) {
      problems.add(new Problem(lineNo, parts[0].length() + 2, e.getMessage(), e.hint()));
      return Optional.empty();
    }
    int rowsAt = parts[0].length() + parts[1].length() + 2;
    List<Cell> others = new ArrayList<>();
    Optional<List<List<TerrainCell>>> rows =
        rows(parts[2].replace("*", ""), lineNo, rowsAt, problems);
    if (rows.isEmpty()) {
      return Optional.empty();
    }
    String[] words = parts[2].strip().split("\\s+");
    for (int r = 0; r < words.length; r++) {
      int col = 0;
      for (char c : words[r].toCharArray()) {
        if (c == '*') {
          others.add(new Cell(col - 1, r));
        } else if (c != '~') {
          col++;
        }
      }
    }
    int width = rows.get().get(0).size();
    int height = rows.get().size();
    if (from.col() >= width || from.row() >= height || others.contains(from)) {
      problems.add(
          new Problem(
              lineNo,
              1,
              from.name() + " is not a free cell of the " + width + " × " + height + " map",
              "name a cell of the rows given, A1 at their top left, with no * on it"));
      return Optional.empty();
    }
    return Optional.of(
        new Figure.MoveCase(
            board(rows.get()), width, height, from, movement, others, parts[3].strip()));
  }

  /** The rows of a small map: words of terrain letters, all of one length. */
  private static Optional<List<List<TerrainCell>>> rows(
      String text, int lineNo, int at, List<Problem> problems) {
    List<List<TerrainCell>> rows = new ArrayList<>();
    int column = at;
    for (String word : text.split(" ", -1)) {
      column++;
      if (word.isEmpty()) {
        continue;
      }
      List<TerrainCell> row = new ArrayList<>();
      for (int i = 0; i < word.length(); i++) {
        char c = word.charAt(i);
        boolean river = i + 1 < word.length() && word.charAt(i + 1) == '~';
        Optional<Terrain> t = Terrain.fromLetter(c);
        if (t.isEmpty() || (river && !t.get().isLand())) {
          problems.add(
              new Problem(
                  lineNo,
                  column + i,
                  "\"" + c + (river ? "~" : "") + "\" is not a terrain cell",
                  "write the rows with P, H, F, M and W; ~ after a land letter is a river"));
          return Optional.empty();
        }
        row.add(new TerrainCell(t.get(), river));
        i += river ? 1 : 0;
      }
      rows.add(row);
      column += word.length();
    }
    if (rows.isEmpty()
        || rows.size() > Cell.ROWS
        || rows.stream().anyMatch(r -> r.size() != rows.get(0).size())
        || rows.get(0).size() > Cell.COLUMNS) {
      problems.add(
          new Problem(
              lineNo,
              at + 1,
              "the rows of a sight case are 1 to 9 words of one length, at most 10 letters each",
              "for example: PPPP PPFP PPPP"));
      return Optional.empty();
    }
    return Optional.of(rows);
  }

  /** The full map the case lies in: its rows at the north-west corner, plains around them. */
  private static Board board(List<List<TerrainCell>> rows) {
    List<List<TerrainCell>> full = new ArrayList<>();
    for (int r = 0; r < Cell.ROWS; r++) {
      List<TerrainCell> row = new ArrayList<>();
      for (int c = 0; c < Cell.COLUMNS; c++) {
        row.add(
            r < rows.size() && c < rows.get(r).size()
                ? rows.get(r).get(c)
                : new TerrainCell(Terrain.PLAINS, false));
      }
      full.add(row);
    }
    return Board.ofRows(full);
  }
}
