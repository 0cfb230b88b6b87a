package org.legendsforge.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.TerrainSource;
import org.legendsforge.rules.AreaSpec;
import org.legendsforge.rules.Board;
import org.legendsforge.rules.Cell;
import org.legendsforge.rules.MovementSpec;
import org.legendsforge.rules.NotationException;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Parses notation typed on the command line. A bad value is a usage error (exit 2): the user typed
 * it, so the message names the argument and the rules model's hint says what to write instead.
 */
final class Notation {
  private Notation() {}

  /**
   * The map a {@code --terrain} value names ({@link TerrainSource}): {@code seed:N} with a bad
   * seed, or without the card data it is drawn from, is a usage error; a terrain file's problems go
   * to {@code sink}.
   */
  static Optional<Board> terrain(CommandLine cl, Path dataOption, String value, Diagnostics sink) {
    TerrainSource source = new TerrainSource(ProjectPaths.fromSystem(), dataOption);
    if (!value.startsWith(TerrainSource.SEED_PREFIX)) {
      return source.fromFile(value, sink);
    }
    long seed =
        SeedOption.parse(cl, "--terrain seed", value.substring(TerrainSource.SEED_PREFIX.length()));
    try {
      return source.fromSeed(seed, sink);
    } catch (TerrainSource.NoCardData e) {
      throw new ParameterException(cl, e.getMessage());
    }
  }

  static Cell cell(CommandLine cl, String what, String text) {
    try {
      return Cell.parse(text);
    } catch (NotationException e) {
      throw bad(cl, what, text, e);
    }
  }

  /** A comma-separated list of cells, such as {@code C4,D5}; blanks are ignored. */
  static List<Cell> cells(CommandLine cl, String what, String text) {
    List<Cell> out = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      if (!part.isBlank()) {
        out.add(cell(cl, what, part));
      }
    }
    return out;
  }

  static AreaSpec area(CommandLine cl, String text) {
    try {
      return AreaSpec.parse(text);
    } catch (NotationException e) {
      throw bad(cl, "area", text, e);
    }
  }

  static MovementSpec movement(CommandLine cl, String text) {
    try {
      return MovementSpec.parseForHero(text);
    } catch (NotationException e) {
      throw bad(cl, "--spec", text, e);
    }
  }

  private static ParameterException bad(
      CommandLine cl, String what, String text, NotationException e) {
    String hint = e.hint().isEmpty() ? "" : " (" + e.hint() + ")";
    String quoted = "\"" + text.strip() + "\"";
    String message =
        e.getMessage().contains(quoted)
            ? what + ": " + e.getMessage()
            : what + " " + quoted + ": " + e.getMessage();
    return new ParameterException(cl, message + hint);
  }
}
