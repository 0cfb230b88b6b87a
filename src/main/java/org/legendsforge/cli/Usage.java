package org.legendsforge.cli;

import org.legendsforge.kit.diag.OutputFailure;
import picocli.CommandLine.Model.CommandSpec;

/** Reports a usage error the same way picocli's own are reported. */
final class Usage {
  private Usage() {}

  /** The card-data folder the user named (or the project's) is not there. */
  static int missingDataFolder(
      CommandSpec spec, org.legendsforge.pipeline.ProjectPaths paths, java.nio.file.Path dir) {
    return error(
        spec,
        "card-data folder " + paths.display(dir) + " does not exist",
        "pass an existing folder with --data DIR");
  }

  /** The output folder the user named (or the project's) is someone else's: nothing is written. */
  static int notMadeByForge(
      CommandSpec spec,
      org.legendsforge.pipeline.ProjectPaths paths,
      java.nio.file.Path folder,
      String hint) {
    error(spec, OutputFailure.notMadeByForge(paths.display(folder)), hint);
    return ExitCodes.of(OutputFailure.NOT_MADE_BY_FORGE);
  }

  static int error(CommandSpec spec, String message, String hint) {
    var err = spec.commandLine().getErr();
    err.println("forge: error: " + message);
    err.println("  hint: " + hint);
    err.flush();
    return ExitCodes.USAGE;
  }
}
