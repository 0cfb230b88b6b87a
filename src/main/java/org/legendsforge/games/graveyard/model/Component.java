package org.legendsforge.games.graveyard.model;

/**
 * A physical component for the checklist. When {@code perHero} is true the count is per hero in the
 * set, so adding a hero adds its standee without editing the list; when {@code perPlayer} is true
 * it is per player card (one death-point counter per player, docs/rules-model.md §12). {@code
 * piece}: the printed piece it is (a standee or a counter has one; dice do not).
 */
public record Component(
    String name,
    int count,
    boolean perHero,
    boolean perPlayer,
    String note,
    java.util.Optional<PrintedPiece> piece) {
  public Component {
    if (perHero && perPlayer) {
      throw new IllegalArgumentException(name + ": a count is per hero or per player, not both");
    }
  }

  /** A component no printed piece stands in for. */
  public Component(String name, int count, boolean perHero, boolean perPlayer, String note) {
    this(name, count, perHero, perPlayer, note, java.util.Optional.empty());
  }

  /** A component whose count does not depend on the players. */
  public Component(String name, int count, boolean perHero, String note) {
    this(name, count, perHero, false, note);
  }

  public int total(int heroes, int players) {
    return perHero ? count * heroes : perPlayer ? count * players : count;
  }
}
