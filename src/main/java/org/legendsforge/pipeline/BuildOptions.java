package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Resolved inputs of a build. {@code allowOverflow}: text that overflows its box is a warning, not
 * an error. {@code imageBaseUrl}: where the TTS images are hosted (from forge.yaml), so the build
 * also writes the hosted save.
 */
public record BuildOptions(
    Path data,
    Path templates,
    Path out,
    long seed,
    boolean allowOverflow,
    Optional<String> imageBaseUrl,
    Optional<String> variant) {
  public BuildOptions(
      Path data,
      Path templates,
      Path out,
      long seed,
      boolean allowOverflow,
      Optional<String> imageBaseUrl) {
    this(data, templates, out, seed, allowOverflow, imageBaseUrl, Optional.empty());
  }

  /** The same options for the variant {@code id} (empty: the designer's rules). */
  public BuildOptions withVariant(Optional<String> id) {
    return new BuildOptions(data, templates, out, seed, allowOverflow, imageBaseUrl, id);
  }

  /** Options of a build where overflowing text is an error and no images are hosted. */
  public BuildOptions(Path data, Path templates, Path out, long seed) {
    this(data, templates, out, seed, false, Optional.empty());
  }

  public BuildOptions(Path data, Path templates, Path out, long seed, boolean allowOverflow) {
    this(data, templates, out, seed, allowOverflow, Optional.empty());
  }
}
