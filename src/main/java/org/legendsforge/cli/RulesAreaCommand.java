package org.legendsforge.cli;

import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.RulesQuestions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code forge rules area XrYd}: the area's picture, X inside and O outside. */
@Command(
    name = "area",
    mixinStandardHelpOptions = true,
    description = "Print the picture of an area XrYd: X inside, O outside, one row per line.")
final class RulesAreaCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(paramLabel = "XrYd", description = "The area, e.g. 2r1d.")
  String area;

  @Override
  public void run() {
    RulesReply.print(
        spec.commandLine(), new RulesQuestions(ProjectPaths.fromSystem(), null).area(area));
  }
}
