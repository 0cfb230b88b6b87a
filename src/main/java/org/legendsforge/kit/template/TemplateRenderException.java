package org.legendsforge.kit.template;

import org.legendsforge.kit.diag.SourceRef;

/**
 * A template failed while rendering (a missing value, a wrong type). It carries the template's
 * location so the caller can turn it into a diagnostic instead of a stack trace.
 */
public final class TemplateRenderException extends RuntimeException {
  private final transient SourceRef where;

  public TemplateRenderException(SourceRef where, String message, Throwable cause) {
    super(message, cause);
    this.where = where;
  }

  public SourceRef where() {
    return where;
  }
}
