package org.legendsforge.cli;

import java.util.concurrent.Callable;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.RulesQuestions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code forge rules move --terrain FILE --from CELL --spec "1 any + 2 P H F" [--slow] [--occupied
 * C4,D5]}: the cells a hero may end its move on, in reading order, space-separated on one line (an
 * empty line when none).
 */
@Command(
    name = "move",
    mixinStandardHelpOptions = true,
    description = "The cells a hero can move to, in reading order on one line.")
final class RulesMoveCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin DataOptions dataOptions;

  @Option(
      names = "--terrain",
      required = true,
      paramLabel = "FILE",
      description = "A terrain file (9 rows of 10 cells), or seed:N for the map of setup seed N.")
  String terrain;

  @Option(names = "--from", required = true, paramLabel = "CELL", description = "The hero's cell.")
  String from;

  @Option(
      names = "--spec",
      paramLabel = "MOVEMENT",
      defaultValue = "1 any + 2 P H F",
      description = "The movement spec (default: ${DEFAULT-VALUE}).")
  String movement;

  @Option(names = "--slow", description = "The hero is slowed: movement halved.")
  boolean slow;

  @Option(
      names = "--occupied",
      paramLabel = "CELLS",
      description = "Cells holding other heroes, comma-separated, e.g. C4,D5.")
  String occupied = "";

  @Override
  public Integer call() {
    return RulesReply.print(
        spec.commandLine(),
        new RulesQuestions(ProjectPaths.fromSystem(), dataOptions.data)
            .move(terrain, from, movement, slow, occupied));
  }
}
