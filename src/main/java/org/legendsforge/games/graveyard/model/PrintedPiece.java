package org.legendsforge.games.graveyard.model;

import java.util.Locale;
import java.util.Optional;

/**
 * The printed piece of the components PDF that a component of the card data is: a component names
 * one with {@code piece:} and is named as it is here, so the checklist, the rulebook and the table
 * call it what the sheet prints; the PDF prints as many as the component counts.
 */
public enum PrintedPiece {
  /** A folding standee per hero: it stands on the map. */
  STANDEE("hero standee", "hero standees"),
  /** A marker on the card of a hero that holds a hyper orb. */
  HYPER_HELD("hyper orb marker", "hyper orb markers"),
  DAMAGE("damage counter", "damage counters"),
  MANA("mana counter", "mana counters"),
  DECAY("decay counter", "decay counters"),
  /** The compensation track with its marker. */
  COMPENSATION("compensation track and marker", "compensation tracks and markers"),
  /** A player board: the turn-order reference and the death-point track, with its marker. */
  DEATH_POINTS("player board with death-point track", "player boards with death-point track");

  private final String one;
  private final String many;

  PrintedPiece(String one, String many) {
    this.one = one;
    this.many = many;
  }

  /** The word of card data: {@code standee}, {@code hyper-held}, {@code death-points}. */
  public String key() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** What {@code n} of them are called on the checklist. */
  public String name(int n) {
    return n == 1 ? one : many;
  }

  public static Optional<PrintedPiece> byKey(String key) {
    for (PrintedPiece p : values()) {
      if (p.key().equals(key)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  public static java.util.List<String> keys() {
    return java.util.Arrays.stream(values()).map(PrintedPiece::key).toList();
  }
}
