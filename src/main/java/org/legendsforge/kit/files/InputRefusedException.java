package org.legendsforge.kit.files;

import java.io.IOException;

/** A file of an input folder that forge will not open, and why, in a user's words. */
public final class InputRefusedException extends IOException {
  private final transient Refusal refusal;

  public InputRefusedException(Refusal refusal) {
    super(refusal.problem());
    this.refusal = refusal;
  }

  public Refusal refusal() {
    return refusal;
  }

  /**
   * The problem as a message about the path: "the file leads through a link to ...", "this is a
   * named pipe, not a file".
   */
  public String sentence() {
    return (refusal.kind() == Refusal.Kind.NOT_A_FILE ? "this " : "the file ") + refusal.problem();
  }

  public Refusal.Kind kind() {
    return refusal.kind();
  }

  /** What is wrong with a path ("is a named pipe, not a file") and what to do about it. */
  public record Refusal(Kind kind, String problem, String hint) {
    public enum Kind {
      /** It lies outside its folder, or links to a place outside. */
      OUTSIDE,
      /** A folder, named pipe, device or socket where a file belongs. */
      NOT_A_FILE,
      /** Larger than forge reads. */
      TOO_LARGE,
      /** A folder with more entries than forge looks through. */
      TOO_MANY_FILES
    }
  }
}
