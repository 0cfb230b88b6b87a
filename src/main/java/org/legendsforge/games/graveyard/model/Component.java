package org.legendsforge.games.graveyard.model;

/**
 * A physical component for the checklist. When {@code perHero} is true the count is per hero in the
 * set, so adding a hero adds a figurine pair without editing the list; when {@code perPlayer} is
 * true it is per player card (one death-point counter per player, docs/rules-model.md §12). {@code
 * piece}: the printed piece that can stand in for it (a coin or a figurine has one; dice do not).
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

  /**
   * What a printed copy needs besides its cards: a coin for every orb on the map (from the pickups,
   * so a changed orb count changes the checklist), then the components the data lists.
   */
  public static java.util.List<Component> checklist(Catalog catalog) {
    java.util.List<Component> out = new java.util.ArrayList<>(orbCoins(catalog));
    out.addAll(catalog.components());
    return out;
  }

  /** A coin for every orb on the map, one line per kind of orb (what the orb tokens replace). */
  public static java.util.List<Component> orbCoins(Catalog catalog) {
    java.util.List<Component> out = new java.util.ArrayList<>();
    for (Pickup p : catalog.pickups()) {
      if (p.count() > 0 && !p.coin().isBlank()) {
        String coin = Character.toUpperCase(p.coin().charAt(0)) + p.coin().substring(1);
        String what = p.name().toLowerCase(java.util.Locale.ROOT);
        out.add(
            new Component(
                coin + " (" + what + ")",
                p.count(),
                false,
                "one for each " + what + " on the map"));
      }
    }
    return out;
  }

  public int total(int heroes, int players) {
    return perHero ? count * heroes : perPlayer ? count * players : count;
  }
}
