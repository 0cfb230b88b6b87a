package org.legendsforge.testing;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.legendsforge.cli.Forge;

/** One run of the forge command line with its output captured. */
public record ForgeRun(int exitCode, String out, String err) {
  public static ForgeRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Forge.run(new PrintWriter(out), new PrintWriter(err), args);
    return new ForgeRun(code, out.toString(), err.toString());
  }
}
