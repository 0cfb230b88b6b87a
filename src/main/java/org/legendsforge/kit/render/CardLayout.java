package org.legendsforge.kit.render;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One card layout from {@code templates/layouts/<name>.yaml} with its {@code extends:} chain
 * resolved: the card size and its named regions.
 */
public record CardLayout(String name, CardSize size, Map<String, Region> regions) {
  /** Regions a face layout must have. */
  public static final List<String> FACE_REGIONS =
      List.of("title", "art", "type", "text", "band", "deck-icon", "deck-name", "id");

  /** Every region name a layout may use; the painter draws what a layout has. */
  public static final List<String> KNOWN_REGIONS =
      List.of(
          "title",
          "badge",
          "art",
          "type",
          "text",
          "stats",
          "hand",
          "band",
          "deck-icon",
          "deck-name",
          "id",
          "grid",
          "deck-tab",
          "border",
          "medallion",
          "game-name");

  /** The layouts the painter draws with, and the regions each needs. */
  public static final Map<String, List<String>> USED =
      Map.ofEntries(
          Map.entry("hero", withFace("stats")),
          Map.entry("hero-full-art", withFace("stats")),
          Map.entry("turn-hero", withFace()),
          Map.entry("turn-player", withFace()),
          Map.entry("spirit", withFace("hand")),
          Map.entry("spell", withFace("badge")),
          Map.entry("weapon-starting", withFace()),
          Map.entry("weapon-item", withFace()),
          Map.entry("chaos", withFace()),
          Map.entry("hyper-orb", withFace()),
          Map.entry("terrain", List.of("grid", "id", "deck-tab")),
          Map.entry("back", List.of("border", "medallion", "deck-name", "game-name")),
          Map.entry("back-terrain", List.of("border", "medallion", "deck-name", "game-name")));

  /** Regions holding text, which must stay inside the safe zone. */
  public static final List<String> TEXT_REGIONS =
      List.of("title", "badge", "type", "text", "stats", "hand", "deck-name", "id", "game-name");

  public CardLayout {
    regions = Map.copyOf(regions);
  }

  public Optional<Region> region(String name) {
    return Optional.ofNullable(regions.get(name));
  }

  /** A region the load-time checks guaranteed to exist. */
  public Region get(String name) {
    Region r = regions.get(name);
    if (r == null) {
      throw new IllegalStateException("layout " + this.name + " has no region " + name);
    }
    return r;
  }

  private static List<String> withFace(String... extra) {
    List<String> out = new java.util.ArrayList<>(FACE_REGIONS);
    out.addAll(List.of(extra));
    return List.copyOf(out);
  }
}
