package org.legendsforge.cli;

import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code forge playtest --quality[=KIND=SECONDS,...]}: the game-quality report instead of the
 * playtest's, optionally at the designer's own pace (docs/quality.md).
 */
final class QualityOption {
  @Option(
      names = "--quality",
      arity = "0..1",
      fallbackValue = "",
      paramLabel = "PACE",
      description =
          "Report on the shape of the games instead (how early the winner is known, lead changes,"
              + " comebacks, real choices, waiting, table time); writes reports/quality.html."
              + " PACE sets seconds per action, e.g. attack=20,cast=30.")
  String pace;

  boolean on() {
    return pace != null;
  }

  /**
   * --quality plays its own games by the rules: no study but the variants' comparison, no batch or
   * verdict check beside it.
   */
  void check(CommandLine cl, PlaytestModes modes, boolean compensation) {
    if (!on()) {
      return;
    }
    if (modes.batch != null
        || modes.merge != null
        || modes.since != null
        || modes.compare != null
        || modes.checkWith != null
        || modes.ladder != null
        || compensation) {
      throw new ParameterException(
          cl,
          "--quality plays its own games by the rules: it does not go with --batch, --merge,"
              + " --since, --compare, --check-with, --ladder or --compensation (with"
              + " --compare-variants it adds each variant's figures to the comparison)");
    }
  }
}
