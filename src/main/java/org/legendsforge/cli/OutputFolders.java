package org.legendsforge.cli;

import java.nio.file.Path;
import org.legendsforge.pipeline.ProjectPaths;
import picocli.CommandLine.Option;

/**
 * {@code --out} and {@code --templates}, shared by the commands that draw outputs from templates.
 */
final class OutputFolders {
  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "The output folder (default: output in the project).")
  Path out;

  @Option(
      names = "--templates",
      paramLabel = "DIR",
      description = "The templates folder (default: templates in the project).")
  Path templates;

  /** The output folder: the option's, else output in the project. */
  Path out(ProjectPaths paths) {
    return paths.output(out);
  }

  /** The templates folder: the option's, else templates in the project. */
  Path templates(ProjectPaths paths) {
    return paths.templates(templates);
  }
}
