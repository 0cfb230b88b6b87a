package org.legendsforge.cli;

import java.nio.file.Path;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.pipeline.CommandConsole;
import org.legendsforge.pipeline.ProjectPaths;
import picocli.CommandLine.Model.CommandSpec;

/** A service's console on a command's streams: problems, notes and progress on standard error. */
final class TerminalConsole implements CommandConsole {
  private final CommandSpec spec;

  TerminalConsole(CommandSpec spec) {
    this.spec = spec;
  }

  @Override
  public void problems(Diagnostics d, ProjectPaths paths, Path dataDir) {
    DiagnosticPrinter.text(d, spec.commandLine().getErr(), paths, dataDir);
  }

  @Override
  public void problems(Diagnostics d) {
    DiagnosticPrinter.text(d, spec.commandLine().getErr());
  }

  @Override
  public void note(String line) {
    spec.commandLine().getErr().println(line);
    spec.commandLine().getErr().flush();
  }

  @Override
  public void answer(String line) {
    spec.commandLine().getOut().println(line);
  }

  @Override
  public Progress progress() {
    return TerminalProgress.forCommandLine(spec.commandLine().getErr(), processStreams());
  }

  @Override
  public Progress plainProgress() {
    return TerminalProgress.forCommandLine(spec.commandLine().getErr(), false);
  }

  /** Whether the command's streams are the process's own (not the build server's client's). */
  private boolean processStreams() {
    Object root =
        spec.commandLine().getParent() == null ? null : spec.commandLine().getParent().getCommand();
    return root instanceof Forge f && f.processStreams;
  }
}
