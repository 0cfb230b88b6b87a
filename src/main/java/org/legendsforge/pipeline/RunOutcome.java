package org.legendsforge.pipeline;

import java.nio.file.Path;
import org.legendsforge.kit.diag.OutputFailure;

/**
 * How a command's run ended, as its service answers it: done with the text to print on the standard
 * output, or refused with the error and hint to show and the kind of exit it calls for. The service
 * has shown the problems of the card data on the console already; {@code message} is null when
 * there is nothing more to say.
 */
public record RunOutcome(Kind kind, String output, String message, String hint) {
  /** What kind of ending it is (the command line picks the exit status from it). */
  public enum Kind {
    /** Done: print {@link #output}. */
    OK,
    /** The card data (or a batch, a log) has errors. */
    DATA,
    /** The user asked for something that cannot be done, told as forge's own errors are. */
    USAGE,
    /** An option's value turned out wrong once the data was read, told as the parser's are. */
    OPTION,
    /** The output or a file could not be written or read. */
    ENVIRONMENT
  }

  /** The hint of a run refused because the output folder is not forge's. */
  public static final String OTHER_OUTPUT_HINT = "name another with --out DIR, or empty it";

  public static RunOutcome ok(String output) {
    return new RunOutcome(Kind.OK, output, null, null);
  }

  /** The card data has errors, shown already. */
  public static RunOutcome dataErrors() {
    return new RunOutcome(Kind.DATA, "", null, null);
  }

  public static RunOutcome data(String message, String hint) {
    return new RunOutcome(Kind.DATA, "", message, hint);
  }

  public static RunOutcome usage(String message, String hint) {
    return new RunOutcome(Kind.USAGE, "", message, hint);
  }

  public static RunOutcome option(String message) {
    return new RunOutcome(Kind.OPTION, "", message, null);
  }

  public static RunOutcome environment(String message, String hint) {
    return new RunOutcome(Kind.ENVIRONMENT, "", message, hint);
  }

  /** The card-data folder the user named (or the project's) is not there. */
  public static RunOutcome missingDataFolder(ProjectPaths paths, Path dir) {
    return usage(
        "card-data folder " + paths.display(dir) + " does not exist",
        "pass an existing folder with --data DIR");
  }

  /** The output folder the user named (or the project's) is someone else's: nothing is written. */
  public static RunOutcome notMadeByForge(ProjectPaths paths, Path folder) {
    return usage(OutputFailure.notMadeByForge(paths.display(folder)), OTHER_OUTPUT_HINT);
  }

  public boolean ok() {
    return kind == Kind.OK;
  }
}
