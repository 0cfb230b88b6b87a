package org.legendsforge.pipeline;

import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.OutputFailure;

/**
 * How a build went: every diagnostic, the top-level outputs written, and a failure that is not a
 * data problem (an output folder that is not ours, a disk error), if any; the game's name when the
 * card data loaded (the outputs' file names are made from it).
 */
public record BuildReport(
    Diagnostics diagnostics,
    List<String> written,
    Optional<Failure> failure,
    Optional<String> game) {
  /** Why nothing was written: its kind, what happened and what to do about it. */
  public record Failure(OutputFailure kind, String message, String hint) {}

  public static BuildReport failed(Diagnostics d, OutputFailure kind, String why, String hint) {
    return new BuildReport(
        d, List.of(), Optional.of(new Failure(kind, why, hint)), Optional.empty());
  }

  /** A build that wrote {@code written}, or nothing when the diagnostics hold errors. */
  static BuildReport of(Diagnostics d, List<String> written) {
    return new BuildReport(d, written, Optional.empty(), Optional.empty());
  }

  /** This report, of a build of the game {@code name}. */
  BuildReport ofGame(String name) {
    return new BuildReport(diagnostics, written, failure, Optional.of(name));
  }

  public boolean ok() {
    return failure.isEmpty() && !diagnostics.hasErrors();
  }
}
