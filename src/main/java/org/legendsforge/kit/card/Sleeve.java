package org.legendsforge.kit.card;

/** A deck's sleeve colour: a name players can buy by, and its colour as {@code #RRGGBB}. */
public record Sleeve(String name, String hex) {
  public int rgb() {
    return Integer.parseInt(hex.substring(1), 16);
  }
}
