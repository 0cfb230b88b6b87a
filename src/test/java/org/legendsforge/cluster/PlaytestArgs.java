package org.legendsforge.cluster;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of a cluster test's playtest: one thread (the workers have one each too), JSON
 * on standard output to compare byte for byte, the page in {@code out}, then the test's own
 * options.
 */
final class PlaytestArgs {
  private PlaytestArgs() {}

  static List<String> json(Path out, String... options) {
    List<String> args =
        new ArrayList<>(
            List.of("playtest", "--threads", "1", "--format", "json", "--out", out.toString()));
    args.addAll(List.of(options));
    return List.copyOf(args);
  }
}
