package org.legendsforge.kit.diag;

/**
 * One problem found in the user's input. {@code checkId} is stable (tests and users may grep for
 * it); {@code hint} tells the user what to do and may be empty.
 */
public record Diagnostic(
    Severity severity, String checkId, SourceRef where, String message, String hint) {

  public static Diagnostic error(String checkId, SourceRef where, String message, String hint) {
    return new Diagnostic(Severity.ERROR, checkId, where, message, hint);
  }

  public static Diagnostic warning(String checkId, SourceRef where, String message, String hint) {
    return new Diagnostic(Severity.WARNING, checkId, where, message, hint);
  }

  public boolean isError() {
    return severity == Severity.ERROR;
  }
}
