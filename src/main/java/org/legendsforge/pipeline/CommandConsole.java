package org.legendsforge.pipeline;

import java.nio.file.Path;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.Progress;

/**
 * Where a service tells the user what happens while it runs, as the command line shows it: the
 * problems it found, notes on what it wrote, its progress, and lines of its answer that cannot wait
 * for the end (a game told while it is played). What it answers at the end is its {@link
 * RunOutcome}.
 */
public interface CommandConsole {
  /** Problems of the card data in {@code dataDir}, whose paths are relative to its project. */
  void problems(Diagnostics d, ProjectPaths paths, Path dataDir);

  /** Problems whose paths are shown as they are. */
  void problems(Diagnostics d);

  /** A line on the error stream: what was written, which side has errors. */
  void note(String line);

  /** A line of the answer, on the standard output, now. */
  void answer(String line);

  /** Progress as the terminal allows: a live bar on an interactive one. */
  Progress progress();

  /** Progress as plain lines, never a live bar. */
  Progress plainProgress();
}
