package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import org.legendsforge.kit.output.OutputTree;

/** What a command may ask of an output folder before it starts a long run. */
public final class OutputFolder {
  private OutputFolder() {}

  /**
   * Whether forge may write into {@code out}: it is absent, empty or made by forge. A folder that
   * cannot be read counts as someone else's.
   */
  public static boolean isOurs(Path out) {
    try {
      return new OutputTree(out).isOurs();
    } catch (IOException e) {
      return false;
    }
  }
}
