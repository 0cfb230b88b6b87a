package org.legendsforge.tts;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Deck;
import org.legendsforge.model.DeckKind;
import org.legendsforge.model.Element;
import org.legendsforge.model.Hero;
import org.legendsforge.model.PlayerCard;
import org.legendsforge.model.Spirit;
import org.legendsforge.rules.Setup;

/**
 * The card side of the Global script's view: every deck with the CardIDs of its cards in card-data
 * order and the place it is stacked on, which decks setup shuffles, the spirits' hand limits by
 * deck, the players and their seats, and where each hero's and player's card lies in the Turn Order
 * deck. The script finds cards by CardID wherever they are (a deck made on the table gets a new
 * GUID; a card's CardID never changes).
 */
final class LuaDecks {
  /** The decks players draw from, shuffled by Setup from the seed ({@link Setup#shuffleDecks}). */
  static final Set<DeckKind> SHUFFLED =
      EnumSet.of(
          DeckKind.FIRE_SPELLS,
          DeckKind.WATER_SPELLS,
          DeckKind.AIR_SPELLS,
          DeckKind.EARTH_SPELLS,
          DeckKind.WHITE_SPELLS,
          DeckKind.BLACK_SPELLS,
          DeckKind.GENERAL_SPELLS,
          DeckKind.STARTING_WEAPONS,
          DeckKind.ITEM_WEAPONS,
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
  static List<LuaView.DeckView> decks(List<SheetSpec> plan, TableLayout layout) {
    Map<Deck, List<Integer>> ids = new LinkedHashMap<>();
    for (SheetSpec sheet : plan) {
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
                  deck.contents().key(),
                  SHUFFLED.contains(deck.contents()),
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

  /** Each spirit's hand limit by the id of the spell deck it draws from. */
  static List<LuaView.SpiritView> spirits(Catalog catalog) {
    List<LuaView.SpiritView> out = new ArrayList<>();
    for (Spirit s : catalog.spirits()) {
      List<LuaView.HandView> hand = new ArrayList<>();
      for (Deck d : catalog.decks()) {
        int limit =
            d.contents() == DeckKind.GENERAL_SPELLS
                ? s.hand().general()
                : d.contents().element().map((Element e) -> s.hand().of(e)).orElse(0);
        if (limit > 0) {
          hand.add(new LuaView.HandView(d.id(), limit));
        }
      }
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
