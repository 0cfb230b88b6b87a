package org.legendsforge.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.rules.Board;
import org.legendsforge.rules.Cell;
import org.legendsforge.rules.LineOfSight;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code forge rules los --terrain FILE FROM TO} prints {@code visible} or {@code blocked}; with
 * {@code --all} instead of two cells, one line {@code FROM TO visible|blocked} per ordered pair of
 * cells, FROM then TO in reading order (8,100 lines).
 */
@Command(
    name = "los",
    mixinStandardHelpOptions = true,
    description = "Line of sight between two cells, or between every pair with --all.")
final class RulesLosCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin DataOptions dataOptions;

  @Option(
      names = "--terrain",
      required = true,
      paramLabel = "FILE",
      description = "A terrain file (9 rows of 10 cells), or seed:N for the map of setup seed N.")
  String terrain;

  @Option(names = "--all", description = "Every ordered pair of cells, one per line.")
  boolean all;

  @Parameters(arity = "0..2", paramLabel = "CELL", description = "FROM and TO, e.g. A1 C4.")
  List<String> cells = new ArrayList<>();

  @Override
  public Integer call() {
    CommandLine cl = spec.commandLine();
    boolean complete = all ? cells.isEmpty() : cells.size() == 2;
    if (!complete) {
      throw new CommandLine.ParameterException(cl, "give either two cells FROM TO, or --all");
    }
    Cell from = all ? null : Notation.cell(cl, "FROM", cells.get(0));
    Cell to = all ? null : Notation.cell(cl, "TO", cells.get(1));
    Diagnostics sink = new Diagnostics();
    Optional<Board> board = Notation.terrain(cl, dataOptions.data, terrain, sink);
    DiagnosticPrinter.text(sink, cl.getErr());
    if (board.isEmpty()) {
      return ExitCodes.DATA;
    }
    LineOfSight los = new LineOfSight(board.get());
    PrintWriter out = cl.getOut();
    if (all) {
      StringBuilder sb = new StringBuilder(8100 * 16);
      for (Cell a : Cell.all()) {
        for (Cell b : Cell.all()) {
          sb.append(a)
              .append(' ')
              .append(b)
              .append(' ')
              .append(word(los.visible(a, b)))
              .append('\n');
        }
      }
      out.print(sb);
    } else {
      out.println(word(los.visible(from, to)));
    }
    out.flush();
    return ExitCodes.OK;
  }

  private static String word(boolean visible) {
    return visible ? "visible" : "blocked";
  }
}
