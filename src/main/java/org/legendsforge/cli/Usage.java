package org.legendsforge.cli;

import picocli.CommandLine.Model.CommandSpec;

/** Reports a usage error the same way picocli's own are reported. */
final class Usage {
  private Usage() {}

  static int error(CommandSpec spec, String message, String hint) {
    var err = spec.commandLine().getErr();
    err.println("forge: error: " + message);
    err.println("  hint: " + hint);
    err.flush();
    return ExitCodes.USAGE;
  }
}
