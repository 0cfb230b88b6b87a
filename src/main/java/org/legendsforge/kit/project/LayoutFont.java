package org.legendsforge.kit.project;

/** The faces a project's layout may set words in: the kit's one sans family. */
public enum LayoutFont {
  REGULAR,
  BOLD,
  ITALIC,
  CONDENSED,
  CONDENSED_BOLD,
  CONDENSED_ITALIC;

  /** The name a layout file writes, such as {@code condensed bold}. */
  public String written() {
    return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }
}
