package org.legendsforge.cli;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Seeds accepted on the command line: 0 to 2^53−1. Larger seeds would work in Java, but the
 * Tabletop Simulator script holds numbers as doubles, which are exact only up to 2^53; limiting the
 * range keeps every seed forge prints replayable there.
 */
final class SeedOption {
  static final long MAX = (1L << 53) - 1;

  private SeedOption() {}

  static long check(CommandLine cl, String what, long seed) {
    if (seed < 0 || seed > MAX) {
      throw new ParameterException(
          cl, what + " " + seed + " is out of range (seeds run from 0 to " + MAX + ")");
    }
    return seed;
  }

  static long parse(CommandLine cl, String what, String text) {
    try {
      return check(cl, what, Long.parseLong(text.strip()));
    } catch (NumberFormatException e) {
      throw new ParameterException(
          cl, what + " \"" + text + "\" is not a seed (a whole number from 0 to " + MAX + ")");
    }
  }
}
