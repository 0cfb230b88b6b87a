package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.kit.tts.Colour;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.Transform;

/**
 * The card side of the Global script's view: every deck with the CardIDs of its cards in card-data
 * order and the place it is stacked on, which decks setup shuffles, the spirits' hand limits by
 * deck, the players and their seats, and where each hero's and player's card lies in the Turn Order
 * deck. The script finds cards by CardID wherever they are (a deck made on the table gets a new
 * GUID; a card's CardID never changes).
 */
final class LuaDecks {
  /**
   * The decks players draw from, in the order Setup shuffles them from the game's generator ({@link
   * Setup#shuffleDecks}): the order the game engine shuffles them in, so a seed gives the same
   * decks on the table as in a simulated game (with the chaos variant on).
   */
  static final List<DeckKind> SHUFFLE_ORDER =
      List.of(
          DeckKind.STARTING_WEAPONS,
          DeckKind.ITEM_WEAPONS,
          DeckKind.FIRE_SPELLS,
          DeckKind.WATER_SPELLS,
          DeckKind.AIR_SPELLS,
          DeckKind.EARTH_SPELLS,
          DeckKind.WHITE_SPELLS,
          DeckKind.BLACK_SPELLS,
          DeckKind.GENERAL_SPELLS,
          DeckKind.CHAOS_ELEMENTS);

  /** The standard seat colours' RGB, for lighting up a player's hero tokens. */
  static final Map<String, Colour> SEATS =
      Map.of(
          "White", new Colour(1, 1, 1),
          "Brown", new Colour(0.443, 0.231, 0.09),
          "Red", new Colour(0.856, 0.1, 0.094),
          "Orange", new Colour(0.956, 0.392, 0.113),
          "Yellow", new Colour(0.905, 0.898, 0.172),
          "Green", new Colour(0.192, 0.701, 0.168),
          "Teal", new Colour(0.129, 0.694, 0.607),
          "Blue", new Colour(0.118, 0.53, 1),
          "Purple", new Colour(0.627, 0.125, 0.941),
          "Pink", new Colour(0.96, 0.439, 0.807));

  private LuaDecks() {}

  /** Every deck that has cards, in the save's order, with its CardIDs and place. */
  static List<LuaView.DeckView> decks(List<DeckSheet<Deck, DeckCard>> plan, TableLayout layout) {
    Map<Deck, List<Integer>> ids = new LinkedHashMap<>();
    for (DeckSheet<Deck, DeckCard> sheet : plan) {
      List<Integer> list = ids.computeIfAbsent(sheet.deck(), d -> new ArrayList<>());
      for (int slot = 0; slot < sheet.cards().size(); slot++) {
        list.add(sheet.cardId(slot));
      }
    }
    Map<String, Transform> places = layout.deckPlaces(List.copyOf(ids.keySet()));
    List<LuaView.DeckView> out = new ArrayList<>();
    ids.forEach(
        (deck, cardIds) -> {
          Transform t = places.get(deck.id());
          out.add(
              new LuaView.DeckView(
                  deck.id(),
                  deck.name(),
                  DeckBuilder.description(deck),
                  deck.contents().key(),
                  cardIds,
                  t.posX(),
                  t.posY(),
                  t.posZ(),
                  t.rotY()));
        });
    return out;
  }

  /** The players in card-data order; player 1, 3 … sit on side 1, player 2, 4 … on side 2. */
  static List<LuaView.PlayerView> players(Catalog catalog, TableIndex index) {
    List<LuaView.PlayerView> out = new ArrayList<>();
    int i = 0;
    for (PlayerCard p : catalog.playerCards()) {
      Colour c = SEATS.getOrDefault(p.colour(), Colour.WHITE);
      out.add(
          new LuaView.PlayerView(
              p.id(),
              p.name(),
              p.colour(),
              i % 2 + 1,
              c.r(),
              c.g(),
              c.b(),
              index.deathCounters().get(p.colour())));
      i++;
    }
    return out;
  }

  /** The ids of the decks Setup shuffles, in the order it shuffles them. */
  static List<String> shuffleOrder(Catalog catalog) {
    List<String> out = new ArrayList<>();
    for (DeckKind kind : SHUFFLE_ORDER) {
      catalog
          .deck(kind)
          .filter(d -> !catalog.cardsOf(kind).isEmpty())
          .ifPresent(d -> out.add(d.id()));
    }
    return out;
  }

  /**
   * Each spirit's hand limit by the id of the spell deck it draws from, Fire to Black then General:
   * the order a starting hand is dealt in.
   */
  static List<LuaView.SpiritView> spirits(Catalog catalog) {
    List<LuaView.SpiritView> out = new ArrayList<>();
    for (Spirit s : catalog.spirits()) {
      List<LuaView.HandView> hand = new ArrayList<>();
      for (Element e : Element.values()) {
        DeckKind kind =
            java.util.Arrays.stream(DeckKind.values())
                .filter(k -> k.element().equals(java.util.Optional.of(e)))
                .findFirst()
                .orElseThrow();
        catalog
            .deck(kind)
            .filter(d -> s.hand().of(e) > 0)
            .ifPresent(d -> hand.add(new LuaView.HandView(d.id(), s.hand().of(e))));
      }
      catalog
          .deck(DeckKind.GENERAL_SPELLS)
          .filter(d -> s.hand().general() > 0)
          .ifPresent(d -> hand.add(new LuaView.HandView(d.id(), s.hand().general())));
      out.add(new LuaView.SpiritView(s.id(), s.name(), hand));
    }
    return out;
  }

  /**
   * Where each hero's and each player's card lies (1-based) in the Turn Order deck's card-data
   * order: the heroes first, then the players ({@code Catalog#cardsOf(TURN_ORDER)}).
   */
  static LuaView.TurnOrderView turnOrder(Catalog catalog) {
    Map<String, Integer> heroes = new LinkedHashMap<>();
    int n = 1;
    for (Hero h : catalog.heroes()) {
      heroes.put(h.id(), n++);
    }
    Map<String, Integer> players = new LinkedHashMap<>();
    for (PlayerCard p : catalog.playerCards()) {
      players.put(p.colour(), n++);
    }
    String deck = catalog.deck(DeckKind.TURN_ORDER).map(Deck::id).orElse("");
    return new LuaView.TurnOrderView(deck, heroes, players);
  }
}
