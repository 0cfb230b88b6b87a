package org.legendsforge.cli;

import picocli.CommandLine.Option;

/** {@code --seed} of the commands that build the whole output: build and watch. */
final class SetupSeed {
  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Seed of the map preview and the scripted setup (default: ${DEFAULT-VALUE}).")
  long seed = 1;
}
