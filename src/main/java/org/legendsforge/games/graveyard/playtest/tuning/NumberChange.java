package org.legendsforge.games.graveyard.playtest.tuning;

/**
 * One number of a card changed: {@code field} is its path below the card as the data writes it
 * ({@code effects/0/damage}), {@code from} what it is and {@code to} what {@code forge tune} tries
 * or proposes.
 */
public record NumberChange(String cardId, String field, int from, int to) {
  /** How far the number moves. */
  public int step() {
    return Math.abs(to - from);
  }

  /** The field as a reader writes a path: {@code effects[0].damage}. */
  public String path() {
    return path(field);
  }

  /** {@code effects/0/damage} as {@code effects[0].damage}. */
  public static String path(String field) {
    StringBuilder out = new StringBuilder();
    for (String part : field.split("/")) {
      if (part.chars().allMatch(Character::isDigit) && !part.isEmpty()) {
        out.append('[').append(part).append(']');
      } else {
        out.append(out.length() == 0 ? "" : ".").append(part);
      }
    }
    return out.toString();
  }

  /** {@code effects[0].damage} as the data's field path {@code effects/0/damage}. */
  public static String field(String path) {
    return path.replace("].", "/").replace("[", "/").replace("]", "").replace('.', '/');
  }
}
