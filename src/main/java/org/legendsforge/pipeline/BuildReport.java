package org.legendsforge.pipeline;

import java.util.List;
import java.util.Optional;
import org.legendsforge.diag.Diagnostics;

/**
 * How a build went: every diagnostic, the top-level outputs written, and a failure that is not a
 * data problem (an output folder that is not ours, a disk error), if any.
 */
public record BuildReport(
    Diagnostics diagnostics,
    List<String> written,
    Optional<String> failure,
    Optional<String> failureHint) {
  public static BuildReport failed(Diagnostics d, String why, String hint) {
    return new BuildReport(d, List.of(), Optional.of(why), Optional.of(hint));
  }

  public boolean ok() {
    return failure.isEmpty() && !diagnostics.hasErrors();
  }
}
