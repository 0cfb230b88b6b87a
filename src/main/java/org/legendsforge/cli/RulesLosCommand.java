package org.legendsforge.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.RulesQuestions;
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
    RulesQuestions rules = new RulesQuestions(ProjectPaths.fromSystem(), dataOptions.data);
    return RulesReply.print(
        cl,
        all
            ? rules.lineOfSight(terrain, null, null)
            : rules.lineOfSight(terrain, cells.get(0), cells.get(1)));
  }
}
