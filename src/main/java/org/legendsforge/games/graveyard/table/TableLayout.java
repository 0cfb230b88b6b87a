package org.legendsforge.games.graveyard.table;

import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.kit.tts.Transform;

/**
 * Where things lie around the map, in table units. Spell decks stand west of the map, the other
 * decks east, the terrain deck north-west; hero tokens wait south of the map, pickup coins north;
 * the token bags, dice and counters sit at the sides. Seats: the first player card's colour sits
 * south, the second north (two players), the third west and the fourth east (four players). The
 * map, the terrain cards' scale and the tokens' sizes come from the {@link TableGeometry}.
 */
public final class TableLayout {
  static final double DECK_Y = 1.6;

  private final TableGeometry map;

  public TableLayout(TableGeometry map) {
    this.map = map;
  }

  public TableGeometry map() {
    return map;
  }

  /** The n-th deck of its side (spells west, others east), two columns of four. */
  public Transform deck(DeckKind kind, int indexOnSide) {
    if (kind == DeckKind.TERRAIN) {
      return Transform.faceDown(-20.5, DECK_Y, 4.0, 180, map.terrainScale());
    }
    boolean spells = isSpell(kind);
    double side = spells ? -1 : 1;
    double x = side * (11.8 + 3.0 * (indexOnSide % 2));
    double z = 6.9 - 4.6 * (indexOnSide / 2);
    return Transform.faceDown(x, DECK_Y, z, 180, 1.0);
  }

  /**
   * Where each deck of {@code decks} (in the save's order) stands: the terrain deck north-west,
   * spells west and the others east, each side filled in order. The Global script stacks decks back
   * here on every Setup.
   */
  public java.util.Map<String, Transform> deckPlaces(
      java.util.List<org.legendsforge.games.graveyard.model.Deck> decks) {
    java.util.Map<String, Transform> out = new java.util.LinkedHashMap<>();
    int spells = 0;
    int others = 0;
    for (org.legendsforge.games.graveyard.model.Deck d : decks) {
      DeckKind kind = d.contents();
      int n = kind == DeckKind.TERRAIN ? 0 : isSpell(kind) ? spells++ : others++;
      out.put(d.id(), deck(kind, n));
    }
    return out;
  }

  public static boolean isSpell(DeckKind kind) {
    return kind.element().isPresent() || kind == DeckKind.GENERAL_SPELLS;
  }

  /** A label lying just north of a deck. */
  public Transform labelFor(Transform deck) {
    return new Transform(deck.posX(), 1.05, deck.posZ() + 2.15, 90, 0, 0, 1, 1, 1);
  }

  public Transform heroToken(int index) {
    double x = -map.width() / 2 + 0.75 + 1.5 * (index % 10);
    double z = -map.length() / 2 - 2.2 - 1.6 * (index / 10);
    return Transform.at(x, 1.1, z, 180, TableGeometry.tileScale(map.heroTokenWidth()));
  }

  public Transform pickup(int index) {
    double x = -map.width() / 2 + 0.75 + 1.5 * (index % 10);
    double z = map.length() / 2 + 2.2 + 1.5 * (index / 10);
    return Transform.at(x, 1.1, z, 180, TableGeometry.tileScale(map.pickupWidth()));
  }

  public Transform mat() {
    return new Transform(0, 1.0, 0, 0, 180, 0, 1, 1, 1)
        .withScale(
            TableGeometry.tileScale(map.matSize()), 1, TableGeometry.tileScale(map.matSize()));
  }

  public Transform bag(int index) {
    return Transform.at(20.5, 1.5, -1.5 + 3.5 * index, 0, 1.0);
  }

  public Transform die(int index) {
    return Transform.at(-19.5 + 1.8 * index, 1.5, -6.0, 0, 1.0);
  }

  public Transform compensationCounter() {
    return Transform.at(-19.5, 1.1, -2.5, 0, 1.0);
  }

  public Transform deathCounter(int index) {
    return Transform.at(20.5 - 3.2 * (index % 2), 1.1, -7.0 - 2.2 * (index / 2), 0, 1.0);
  }

  /** Hand zone of seat {@code index}: south, north, west, east. */
  public Transform hand(int index) {
    double[][] seats = {{0, -24, 0}, {0, 24, 180}, {-32, 0, 90}, {32, 0, 270}};
    double[] s = seats[index % seats.length];
    return new Transform(s[0], 4.8, s[1], 0, s[2], 0, 11.77, 9.17, 4.87);
  }
}
