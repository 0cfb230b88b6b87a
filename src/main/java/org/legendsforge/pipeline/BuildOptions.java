package org.legendsforge.pipeline;

import java.nio.file.Path;

/**
 * Resolved inputs of a build. {@code allowOverflow}: text that overflows its box is a warning, not
 * an error.
 */
public record BuildOptions(Path data, Path templates, Path out, long seed, boolean allowOverflow) {
  /** Options of a build where overflowing text is an error. */
  public BuildOptions(Path data, Path templates, Path out, long seed) {
    this(data, templates, out, seed, false);
  }
}
