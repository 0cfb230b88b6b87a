package org.legendsforge.games.graveyard.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.IoProblem;

/**
 * Reads a terrain file: 9 rows of 10 whitespace-separated cells ({@code P H F M W}, a land cell
 * optionally suffixed {@code ~} for a river), north to south; {@code #} starts a comment that runs
 * to the end of the line, and lines with nothing but a comment or blanks are skipped. Every problem
 * is reported at its line and column under the check id {@code terrain-file}.
 */
public final class TerrainFile {
  public static final String CHECK = "terrain-file";

  /** A terrain file is 9 rows of 10 cells: a few hundred bytes, with comments a few KiB. */
  public static final long MAX_BYTES = 64 * 1024;

  private TerrainFile() {}

  /**
   * Reads and parses {@code file}, shown in problems as {@code shown} (as the user typed it): the
   * board, or empty with every problem in {@code sink}.
   */
  public static Optional<Board> read(Path file, String shown, Diagnostics sink) {
    List<String> lines;
    try {
      byte[] bytes = InputFolder.readNamed(file, MAX_BYTES);
      lines =
          StandardCharsets.UTF_8
              .newDecoder()
              .decode(java.nio.ByteBuffer.wrap(bytes))
              .toString()
              .lines()
              .toList();
    } catch (NoSuchFileException e) {
      sink.error(
          CHECK,
          SourceRef.file(shown),
          "no such terrain file",
          "give a file of 9 rows of 10 cells, or seed:N for the map of forge setup --seed N");
      return Optional.empty();
    } catch (java.nio.charset.CharacterCodingException e) {
      sink.error(CHECK, SourceRef.file(shown), "the file is not UTF-8 text", "save it as UTF-8");
      return Optional.empty();
    } catch (IOException e) {
      sink.error(
          CHECK,
          SourceRef.file(shown),
          "cannot read the terrain file: " + IoProblem.describe(e),
          "give a file of 9 rows of 10 cells (a few hundred bytes), or seed:N");
      return Optional.empty();
    }
    return parse(shown, lines, sink);
  }

  /** The board, or empty with every problem in {@code sink}. */
  public static Optional<Board> parse(String path, List<String> lines, Diagnostics sink) {
    List<List<TerrainCell>> rows = new ArrayList<>();
    boolean ok = true;
    int lastLine = 0;
    for (int n = 0; n < lines.size(); n++) {
      String line = lines.get(n);
      int hash = line.indexOf('#');
      String content = hash < 0 ? line : line.substring(0, hash);
      if (content.isBlank()) {
        continue;
      }
      lastLine = n + 1;
      if (rows.size() == Cell.ROWS) {
        sink.error(
            CHECK,
            at(path, n + 1, firstWord(content), line),
            "a map has 9 rows; this is row " + (rows.size() + 1),
            "remove the extra row, or turn it into a comment with #");
        ok = false;
        rows.add(List.of());
        continue;
      }
      List<TerrainCell> row = new ArrayList<>();
      List<int[]> words = words(content);
      for (int w = 0; w < words.size(); w++) {
        int[] word = words.get(w);
        if (w == Cell.COLUMNS) {
          sink.error(
              CHECK,
              at(path, n + 1, word[0], line),
              "row " + (rows.size() + 1) + " has " + words.size() + " cells, a map has 10 across",
              "each row lists the 10 cells from column A to J");
          ok = false;
          break;
        }
        try {
          row.add(TerrainCell.parse(content.substring(word[0], word[1])));
        } catch (NotationException e) {
          sink.error(CHECK, at(path, n + 1, word[0] + e.offset(), line), e.getMessage(), e.hint());
          ok = false;
        }
      }
      if (words.size() < Cell.COLUMNS) {
        sink.error(
            CHECK,
            at(path, n + 1, content.stripTrailing().length(), line),
            "row " + (rows.size() + 1) + " has " + words.size() + " cells, a map has 10 across",
            "each row lists the 10 cells from column A to J");
        ok = false;
      }
      rows.add(row);
    }
    if (rows.size() < Cell.ROWS) {
      SourceRef where =
          lastLine == 0
              ? SourceRef.at(path, 1, 1)
              : at(
                  path,
                  lastLine,
                  lines.get(lastLine - 1).stripTrailing().length(),
                  lines.get(lastLine - 1));
      sink.error(
          CHECK,
          where,
          "the map has " + rows.size() + (rows.size() == 1 ? " row" : " rows") + ", it needs 9",
          "write 9 rows of 10 cells, north (row 1) to south (row 9)");
      ok = false;
    }
    return ok ? Optional.of(Board.ofRows(rows)) : Optional.empty();
  }

  /** A reference at a 0-based character index of a line (shown 1-based, with the line's text). */
  private static SourceRef at(String path, int line, int index, String text) {
    return SourceRef.at(path, line, index + 1).withLineText(text);
  }

  private static int firstWord(String content) {
    int i = 0;
    while (i < content.length() && Character.isWhitespace(content.charAt(i))) {
      i++;
    }
    return i;
  }

  private static List<int[]> words(String content) {
    List<int[]> out = new ArrayList<>();
    int i = 0;
    while (i < content.length()) {
      while (i < content.length() && Character.isWhitespace(content.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < content.length() && !Character.isWhitespace(content.charAt(i))) {
        i++;
      }
      if (start < i) {
        out.add(new int[] {start, i});
      }
    }
    return out;
  }
}
