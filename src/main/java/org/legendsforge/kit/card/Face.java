package org.legendsforge.kit.card;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What one card's face shows, in values that name no game's types: the game turns each of its cards
 * into one of these in one place, and every painter, text template, Tabletop Simulator note and
 * tooltip of the kit reads the card from here.
 *
 * @param id the card's id, which seeds its generated emblem
 * @param kind the layout and text template that draw it ({@code spell}, {@code weapon-item}, {@code
 *     terrain}, …)
 * @param title the name printed in its header
 * @param look how the theme colours its header and what its emblem shows
 * @param badge the cost in the top-right corner, when it has one
 * @param stats the numbers on its stat strip, in the order shown
 * @param text what its text templates read; empty for a face drawn without them (terrain)
 * @param flavour the flavour line under the rules, empty when none
 * @param art its own picture, when it has one
 * @param hand the hand limits it prints in cells, in order; empty when it prints none
 * @param table what the game table reads of it besides its picture
 */
public record Face(
    String id,
    String kind,
    String title,
    Look look,
    Optional<Badge> badge,
    List<Stat> stats,
    Optional<Text> text,
    String flavour,
    Optional<Art> art,
    List<HandCell> hand,
    TableNotes table) {
  public Face {
    stats = List.copyOf(stats);
    hand = List.copyOf(hand);
  }

  /** Whether the art runs under the whole card (a hero's {@code fullBleed} art). */
  public boolean fullBleed() {
    return art.map(Art::fullBleed).orElse(false);
  }

  /**
   * A colour or icon as the theme names it: by a card kind, an element, a seat colour word, or an
   * icon's own name.
   */
  public record Themed(Palette palette, String key) {
    public enum Palette {
      KIND,
      ELEMENT,
      SEAT,
      ICON
    }

    public static Themed icon(String name) {
      return new Themed(Palette.ICON, name);
    }
  }

  /**
   * How the face is coloured and what its generated picture shows.
   *
   * @param header the header's colour
   * @param emblem the icon of its emblem; empty for the deck's own icon
   * @param bearer the hero whose mark the emblem shows instead (the same on all its cards)
   */
  public record Look(Themed header, Optional<Themed> emblem, Optional<Bearer> bearer) {}

  /** A hero a face stands for: its mark is seeded by its id and spells its name's initials. */
  public record Bearer(String id, String name) {}

  /** The card's cost, in a disc with its icon: the top-right corner means cost and only cost. */
  public record Badge(String value, String icon) {}

  /**
   * A number on the card's stat strip, shown by its concept's icon and colour with the concept's
   * label under it ({@code health}, {@code damage}, {@code range}), or the area's diagram.
   *
   * @param concept the theme concept that names the number
   * @param value what is printed ("4", "Self"); empty for an area, which is drawn, not written
   * @param area the area's cells when the stat is an area
   */
  public record Stat(String concept, String value, Optional<AreaCells> area) {
    public static Stat number(String concept, String value) {
      return new Stat(concept, value, Optional.empty());
    }
  }

  /**
   * The cells an area covers, as offsets from its centre within a square of side {@code 2 * reach +
   * 1}; {@code onCaster} when it lies around the one who uses the card, not a cell aimed at.
   */
  public record AreaCells(int reach, Set<List<Integer>> offsets, boolean onCaster) {
    public boolean contains(int dx, int dy) {
      return offsets.contains(List.of(dx, dy));
    }
  }

  /**
   * What the text templates read: {@code card} is the plain view of the card they see as {@code
   * card}; the type line, the rules and (when named) the stat line each come from a template.
   */
  public record Text(
      String typeLineTemplate, String rulesTemplate, Optional<String> statsTemplate, Object card) {}

  /**
   * One cell of a printed hand limit: the theme's key of its deck (its icon and colour), how many
   * cards it allows and the deck's name in words.
   */
  public record HandCell(String key, int limit, String name) {}

  /**
   * What the game table reads of a card: its numbers as the card data spells them (for scripts), in
   * their order, and its tooltip.
   */
  public record TableNotes(Map<String, Object> data, Tooltip tooltip) {
    public TableNotes {
      data = Collections.unmodifiableMap(new LinkedHashMap<>(data));
    }
  }

  /**
   * A tooltip's parts: a headline of the numbers that decide play and a closing line, in plain
   * words, and between them the body: the printed rules text when {@code printed} and the card has
   * some, else {@code summary}, the card summed up in card markup ({@code **bold**}, {@code
   * {icon}}).
   */
  public record Tooltip(String head, String summary, String tail, boolean printed) {}
}
