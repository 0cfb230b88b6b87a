package org.legendsforge.cli;

import java.io.PrintWriter;
import org.legendsforge.pipeline.RunOutcome;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** How a service's {@link RunOutcome} ends a command: what it prints, and its exit status. */
final class RunOutcomes {
  private RunOutcomes() {}

  /** Prints the outcome's answer or error; its exit status. */
  static int exit(CommandSpec spec, RunOutcome outcome) {
    if (outcome.kind() == RunOutcome.Kind.OPTION) {
      throw new ParameterException(spec.commandLine(), outcome.message());
    }
    if (outcome.ok()) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(outcome.output());
      out.flush();
      return ExitCodes.OK;
    }
    if (outcome.message() != null) {
      PrintWriter err = spec.commandLine().getErr();
      err.println("forge: error: " + outcome.message());
      err.println("  hint: " + outcome.hint());
      err.flush();
    }
    return switch (outcome.kind()) {
      case DATA -> ExitCodes.DATA;
      case USAGE -> ExitCodes.USAGE;
      case ENVIRONMENT -> ExitCodes.ENVIRONMENT;
      case OK, OPTION -> throw new IllegalStateException("handled above: " + outcome.kind());
    };
  }
}
