package org.legendsforge.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code forge rules}: asks the rules model questions (areas, line of sight, movement). */
@Command(
    name = "rules",
    mixinStandardHelpOptions = true,
    description = "Ask the rules model: area pictures, line of sight, movement.",
    subcommands = {RulesAreaCommand.class, RulesLosCommand.class, RulesMoveCommand.class})
final class RulesCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        spec.commandLine(), "say which question to ask: area, los or move");
  }
}
