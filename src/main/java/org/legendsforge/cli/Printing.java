package org.legendsforge.cli;

import java.io.PrintWriter;
import org.legendsforge.diag.DiagnosticFormatter;
import org.legendsforge.diag.Diagnostics;
import picocli.CommandLine;

/** Prints diagnostics of the rules commands to the command's error stream. */
final class Printing {
  private Printing() {}

  static void diagnostics(Diagnostics sink, CommandLine cl) {
    PrintWriter err = cl.getErr();
    err.print(new DiagnosticFormatter().format(sink));
    err.flush();
  }
}
