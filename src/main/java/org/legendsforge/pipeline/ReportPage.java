package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A report's page written into the output folder as a build writes it (staged and committed, the
 * rest of the last build kept, so a reader never sees half a page and a failure leaves the last
 * one), then the report in the format asked for.
 */
final class ReportPage {
  private ReportPage() {}

  /**
   * Writes {@code html} at {@code relative} in the output folder and answers {@code answer}; the
   * failure to write it otherwise. {@code what} names the page in the notes ("the playtest page").
   */
  static RunOutcome write(
      ProjectPaths paths,
      Path out,
      CommandConsole console,
      String what,
      String relative,
      String html,
      Supplier<String> answer) {
    OutputPart.Written written = new OutputPart(paths.output(out)).write(Map.of(relative, html));
    if (written.done()) {
      console.note(
          "forge: wrote " + what + " " + paths.display(written.folder().resolve(relative)));
      return RunOutcome.ok(answer.get());
    }
    return switch (written.failure().get()) {
      case NOT_MADE_BY_FORGE -> RunOutcome.notMadeByForge(paths, written.folder());
      case CANNOT_WRITE, UNKNOWN_VARIANT -> cannotWrite(what, written.problem());
    };
  }

  /** A file forge could not write: an output failure. */
  static RunOutcome cannotWrite(String what, String problem) {
    return RunOutcome.environment(
        "cannot write " + what + ": " + problem, "check that the folder exists and can be written");
  }
}
