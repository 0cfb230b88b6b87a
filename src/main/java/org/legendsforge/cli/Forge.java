package org.legendsforge.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code forge} command line: the only code that prints or picks exit codes. */
@Command(
    name = "forge",
    mixinStandardHelpOptions = true,
    versionProvider = ForgeVersion.class,
    description = "Turns Graveyard of Legends card data into printable PDFs, card images and a Tabletop Simulator save.",
    subcommands = {
      CommandLine.HelpCommand.class,
      RulesCommand.class,
    })
public final class Forge implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the command line and returns its exit code, without exiting (for tests). */
  public static int run(String... args) {
    return ExitCodes.commandLine(new Forge()).execute(args);
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "say which command to run");
  }
}
