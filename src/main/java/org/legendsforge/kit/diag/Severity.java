package org.legendsforge.kit.diag;

import java.util.Locale;

public enum Severity {
  ERROR,
  WARNING;

  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
