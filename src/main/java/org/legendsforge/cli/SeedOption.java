package org.legendsforge.cli;

import org.legendsforge.pipeline.SeedRange;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** Seeds accepted on the command line ({@link SeedRange}): a seed out of range is a usage error. */
final class SeedOption {
  static final long MAX = SeedRange.MAX;

  private SeedOption() {}

  static long check(CommandLine cl, String what, long seed) {
    try {
      return SeedRange.check(what, seed);
    } catch (SeedRange.Refused e) {
      throw new ParameterException(cl, e.getMessage());
    }
  }
}
