package org.legendsforge.cli;

import picocli.CommandLine.Option;

/** {@code --allow-overflow}, shared by the commands that measure card text. */
final class OverflowOption {
  @Option(
      names = "--allow-overflow",
      description =
          "Text that overflows its box even at the smallest size is an error (exit 1); with this,"
              + " it is a warning and the cards are drawn anyway.")
  boolean allow;
}
