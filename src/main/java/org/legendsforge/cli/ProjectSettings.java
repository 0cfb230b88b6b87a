package org.legendsforge.cli;

import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.pipeline.ForgeYaml;
import org.legendsforge.pipeline.ProjectPaths;
import picocli.CommandLine.Model.CommandSpec;

/** Reads forge.yaml for a command, printing what is wrong with it. */
final class ProjectSettings {
  private ProjectSettings() {}

  /**
   * The settings beside {@code dataDir}, or empty after printing its errors (the command exits 1).
   */
  static Optional<ForgeYaml> read(CommandSpec spec, ProjectPaths paths, Path dataDir) {
    Diagnostics problems = new Diagnostics();
    Optional<ForgeYaml> settings = ForgeYaml.read(dataDir, paths.userDir(), problems);
    if (!problems.isEmpty()) {
      DiagnosticPrinter.text(problems, spec.commandLine().getErr());
    }
    return settings;
  }
}
