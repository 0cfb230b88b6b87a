package org.legendsforge.cli;

import java.io.PrintWriter;
import org.legendsforge.kit.diag.OutputFailure;
import org.legendsforge.pipeline.BuildReport;
import picocli.CommandLine;

/**
 * Exit codes: 0 ok (warnings allowed), 1 data errors, 2 usage errors, 3 environment or output
 * failure, 4 internal bug. A stack trace is shown only with {@code --verbose}.
 */
public final class ExitCodes {
  public static final int OK = 0;
  public static final int DATA = 1;
  public static final int USAGE = 2;
  public static final int ENVIRONMENT = 3;
  public static final int BUG = 4;

  private ExitCodes() {}

  /**
   * The exit status of an output failure: a folder that is not forge's was named by the user (a
   * usage error); a disk that refuses is the environment's.
   */
  static int of(OutputFailure kind) {
    return switch (kind) {
      case NOT_MADE_BY_FORGE, UNKNOWN_VARIANT -> USAGE;
      case CANNOT_WRITE -> ENVIRONMENT;
    };
  }

  /** Prints a build's failure as every error is printed (message, then hint); its exit status. */
  static int failed(PrintWriter err, BuildReport.Failure f) {
    err.println("forge: error: " + f.message());
    err.println("  hint: " + f.hint());
    err.flush();
    return of(f.kind());
  }

  /**
   * The exit status of a build that wrote nothing, said on {@code err}: it failed, or its data has
   * errors (the last good output stays); empty when it wrote its outputs.
   */
  static java.util.OptionalInt unwritten(PrintWriter err, BuildReport report) {
    if (report.failure().isPresent()) {
      return java.util.OptionalInt.of(failed(err, report.failure().get()));
    }
    if (report.diagnostics().hasErrors()) {
      err.println("forge: nothing was written; the last good output is unchanged");
      err.flush();
      return java.util.OptionalInt.of(DATA);
    }
    return java.util.OptionalInt.empty();
  }

  /** A picocli command line with this project's exit codes and error messages. */
  static CommandLine commandLine(Object command) {
    return commandLine(command, java.util.List.of());
  }

  /** The same, with {@code subcommands} (command classes) added in order. */
  static CommandLine commandLine(Object command, java.util.List<Class<?>> subcommands) {
    CommandLine cl = new CommandLine(command);
    for (Class<?> sub : subcommands) {
      cl.addSubcommand(sub);
    }
    cl.setExitCodeExceptionMapper(t -> BUG);
    cl.setParameterExceptionHandler(
        (ex, args) -> {
          PrintWriter err = ex.getCommandLine().getErr();
          err.println("forge: error: " + ex.getMessage());
          CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
          err.println(
              "  hint: run 'forge "
                  + subcommandPath(ex.getCommandLine())
                  + "--help' to see the options");
          return USAGE;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, parse) -> {
          PrintWriter err = c.getErr();
          if (ex instanceof java.util.concurrent.CancellationException) {
            // its thread was interrupted: the build server's client went away, or Ctrl-C
            err.println(
                "forge: the run was cancelled before it finished; the last good output is unchanged");
            return ENVIRONMENT;
          }
          boolean verbose = parse.originalArgs().contains("--verbose");
          err.println("forge: internal error: " + ex);
          if (verbose) {
            ex.printStackTrace(err);
          } else {
            err.println(
                "  hint: this is a bug in forge; run again with --verbose and report the output");
          }
          return BUG;
        });
    return cl;
  }

  private static String subcommandPath(CommandLine cl) {
    StringBuilder path = new StringBuilder();
    for (CommandLine c = cl; c.getParent() != null; c = c.getParent()) {
      path.insert(0, c.getCommandName() + " ");
    }
    return path.toString();
  }
}
