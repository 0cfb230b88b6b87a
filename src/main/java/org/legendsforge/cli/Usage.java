package org.legendsforge.cli;

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

  static int error(CommandSpec spec, String message, String hint) {
    var err = spec.commandLine().getErr();
    err.println("forge: error: " + message);
    err.println("  hint: " + hint);
    err.flush();
    return ExitCodes.USAGE;
  }
}
