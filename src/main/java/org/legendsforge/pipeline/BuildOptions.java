package org.legendsforge.pipeline;

import java.nio.file.Path;

/** Resolved inputs of a build. */
public record BuildOptions(Path data, Path templates, Path out, long seed) {}
