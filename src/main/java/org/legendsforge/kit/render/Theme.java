package org.legendsforge.kit.render;

import java.awt.Color;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The look of the cards as loaded from {@code templates/theme/theme.yaml}: named colours, font
 * roles, element and kind colours, terrain fills, seat colours, bold keywords, vector icons, and
 * the designer's own font files the roles name (drawn through {@code FontSet.with}). Every lookup
 * the painter makes was checked at load time, so the accessors never fail on shipped names. {@code
 * cardId} says whether faces print the card's id on their band (theme.yaml's {@code card-id}).
 */
public record Theme(
    Map<String, Color> colours,
    Map<String, FontRole> fonts,
    Map<String, Color> elementColours,
    Map<String, String> elementIcons,
    Map<String, Color> kindColours,
    Map<String, Color> terrainColours,
    Map<String, Color> seats,
    List<String> keywords,
    Map<String, Icon> icons,
    List<Color> emblems,
    Map<String, Color> heroColours,
    Map<String, Concept> concepts,
    List<FontFile> fontFiles,
    boolean cardId) {

  public static final List<String> COLOURS = List.of("ink", "paper", "panel", "rule", "muted");
  public static final List<String> FONT_ROLES =
      List.of(
          "title",
          "badge",
          "type",
          "body",
          "keyword",
          "flavour",
          "stat",
          "band",
          "small",
          "back-title",
          "back-game",
          "terrain-letter");
  public static final List<String> ELEMENT_KEYS =
      List.of("fire", "water", "air", "earth", "white", "black", "general");
  public static final List<String> KINDS =
      List.of(
          "hero", "turn-hero", "spirit", "weapon-starting", "weapon-item", "chaos", "hyper-orb");
  public static final List<String> TERRAIN_KEYS =
      List.of("plains", "hills", "forest", "mountain", "sea", "river", "river-edge", "grid");

  /** The deck icons of the shipped data, one per deck (docs/card-data.md). */
  public static final List<String> DECK_ICONS =
      List.of(
          "flame",
          "drop",
          "wind",
          "mountain",
          "sun",
          "skull",
          "tome",
          "crossed-swords",
          "chest",
          "vortex",
          "orb",
          "hourglass",
          "crown",
          "spirit",
          "map");

  /** Icons drawn inside card text and on the table's tokens. */
  public static final List<String> INLINE_ICONS =
      List.of("mana", "damage", "health", "stun", "range", "shield", "decay");

  /**
   * Icons every card set of a game needs: the deck icons, the inline ones and those the game's
   * cards need besides ({@link GameFaces#themeIcons}: one per weapon kind, named as the kind).
   */
  public static List<String> requiredIcons(GameFaces game) {
    return java.util.stream.Stream.of(DECK_ICONS, INLINE_ICONS, game.themeIcons())
        .flatMap(List::stream)
        .toList();
  }

  public Theme {
    colours = Map.copyOf(colours);
    fonts = Map.copyOf(fonts);
    elementColours = Map.copyOf(elementColours);
    elementIcons = Map.copyOf(elementIcons);
    kindColours = Map.copyOf(kindColours);
    terrainColours = Map.copyOf(terrainColours);
    seats = Map.copyOf(seats);
    keywords = List.copyOf(keywords);
    icons = Map.copyOf(icons);
    emblems = List.copyOf(emblems);
    heroColours = Map.copyOf(heroColours);
    concepts = Map.copyOf(concepts);
    fontFiles = List.copyOf(fontFiles);
  }

  /**
   * The concepts every output draws alike (see {@link Concept}); a theme must declare each of
   * these.
   */
  public static final List<String> CONCEPTS =
      List.of(
          "damage",
          "mana",
          "health",
          "range",
          "area",
          "shield",
          "stun",
          "decay",
          "hyper-orb",
          "healing-orb",
          "mana-orb",
          "item-orb");

  /**
   * A hero's colour, the same on every card of that hero and every piece that stands for it: its
   * own under {@code heroes:}, else one of the emblem colours chosen by its id.
   */
  public Color emblem(String heroId) {
    Color own = heroColours.get(heroId);
    return own != null ? own : emblems.get(Math.floorMod(heroId.hashCode(), emblems.size()));
  }

  /** The concept {@code key} of {@link #CONCEPTS} (or another the theme declares). */
  public Optional<Concept> concept(String key) {
    return Optional.ofNullable(concepts.get(key));
  }

  public Color colour(String name) {
    return colours.get(name);
  }

  public FontRole font(String role) {
    return fonts.get(role);
  }

  public Icon elementIcon(String elementKey) {
    return icons.get(elementIcons.get(elementKey));
  }

  public Color kind(String kind) {
    return kindColours.get(kind);
  }

  /** A terrain colour by its key under {@code terrain:} ({@link #TERRAIN_KEYS}). */
  public Color terrain(String key) {
    return terrainColours.get(key);
  }

  public Optional<Icon> icon(String name) {
    return Optional.ofNullable(icons.get(name));
  }

  /** A seat colour by the data's colour word, any case; grey when the theme has none. */
  public Color seat(String colourWord) {
    return seats.getOrDefault(colourWord.toLowerCase(java.util.Locale.ROOT), colours.get("rule"));
  }
}
