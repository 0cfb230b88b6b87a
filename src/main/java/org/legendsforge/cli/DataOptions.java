package org.legendsforge.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --data} option shared by every command that reads card data. */
final class DataOptions {
  @Option(
      names = "--data",
      paramLabel = "DIR",
      description = "The card-data folder (default: card-data in the project).")
  Path data;
}
