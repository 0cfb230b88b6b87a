package org.legendsforge.games.graveyard.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.games.graveyard.rules.RuleValues;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.PrintedCard;

/**
 * The whole card set as loaded from card-data, in file order. Derived decks (General Spells, Turn
 * Order, Hero Control) are computed here from the typed cards, never typed twice. {@code
 * terrainArt} holds the illustrations of terrain cards by card id (the rules' terrain cards know
 * only their cells).
 */
public record Catalog(
    Game game,
    List<Hero> heroes,
    List<Spirit> spirits,
    List<Spell> spells,
    List<Weapon> startingWeapons,
    List<Weapon> itemWeapons,
    List<ChaosElement> chaosElements,
    List<HyperOrb> hyperOrbs,
    List<PlayerCard> playerCards,
    List<TerrainCard> terrainCards,
    List<Pickup> pickups,
    List<Deck> decks,
    List<Component> components,
    Map<String, Art> terrainArt)
    implements CardGame {

  /** A catalog whose terrain cards have no art. */
  public Catalog(
      Game game,
      List<Hero> heroes,
      List<Spirit> spirits,
      List<Spell> spells,
      List<Weapon> startingWeapons,
      List<Weapon> itemWeapons,
      List<ChaosElement> chaosElements,
      List<HyperOrb> hyperOrbs,
      List<PlayerCard> playerCards,
      List<TerrainCard> terrainCards,
      List<Pickup> pickups,
      List<Deck> decks,
      List<Component> components) {
    this(
        game,
        heroes,
        spirits,
        spells,
        startingWeapons,
        itemWeapons,
        chaosElements,
        hyperOrbs,
        playerCards,
        terrainCards,
        pickups,
        decks,
        components,
        Map.of());
  }

  public Catalog {
    heroes = List.copyOf(heroes);
    spirits = List.copyOf(spirits);
    spells = List.copyOf(spells);
    startingWeapons = List.copyOf(startingWeapons);
    itemWeapons = List.copyOf(itemWeapons);
    chaosElements = List.copyOf(chaosElements);
    hyperOrbs = List.copyOf(hyperOrbs);
    playerCards = List.copyOf(playerCards);
    terrainCards = List.copyOf(terrainCards);
    pickups = List.copyOf(pickups);
    decks = List.copyOf(decks);
    components = List.copyOf(components);
    terrainArt = Map.copyOf(terrainArt);
  }

  /**
   * The same cards played under a variant (empty: the designer's rules), docs/rules-model.md §14:
   * its orb counts replace game.yaml's in the pickups, so the setup, the checklist, the pieces and
   * the table count them. Applies to a catalog as loaded (or to one already under that variant).
   */
  public Catalog under(Optional<Variant> variant) {
    if (game.variant().isPresent()) {
      // the orb counts below are the designer's only in a catalog as loaded
      if (game.variant().equals(variant)) {
        return this;
      }
      throw new IllegalStateException("a variant applies to the designer's rules, not to another");
    }
    Game g = game.under(variant);
    List<Pickup> counted = new java.util.ArrayList<>();
    for (Pickup p : pickups) {
      int n =
          variant
              .flatMap(v -> Optional.ofNullable(v.changes().get(RuleValue.orbs(p.kind()))))
              .orElse(p.count());
      counted.add(new Pickup(p.kind(), p.name(), n, p.coin(), p.text()));
    }
    return new Catalog(
        g,
        heroes,
        spirits,
        spells,
        startingWeapons,
        itemWeapons,
        chaosElements,
        hyperOrbs,
        playerCards,
        terrainCards,
        counted,
        decks,
        components,
        terrainArt);
  }

  /**
   * The rule values of this card set as played (docs/rules-model.md §14): the game's, with the orb
   * counts its pickups give (a variant's already, after {@link #under}).
   */
  public RuleValues rules() {
    RuleValues r = game.rules();
    java.util.Map<RuleValue, Integer> orbs = new java.util.EnumMap<>(RuleValue.class);
    for (PickupKind k : PickupKind.values()) {
      // game.yaml may list a kind twice (each at most 10); a rule value holds up to its maximum
      orbs.put(RuleValue.orbs(k), Math.min(RuleValue.orbs(k).max(), pickupCount(k)));
    }
    return r.with(orbs);
  }

  /**
   * The catalog behind a card set the kit hands back to this game's own code (its targets and
   * renderer were given this game's card set, so it is a catalog).
   */
  public static Catalog of(CardGame game) {
    if (game instanceof Catalog c) {
      return c;
    }
    throw new IllegalArgumentException("not a card set of this game: " + game.gameName());
  }

  @Override
  public String gameName() {
    return game.name();
  }

  @Override
  public String gameTitle() {
    return game.title();
  }

  @Override
  public String gameSubtitle() {
    return game.subtitle();
  }

  @Override
  public String gameSlug() {
    return game.slug();
  }

  @Override
  public boolean sleevedApart(
      org.legendsforge.kit.card.CardDeck a, org.legendsforge.kit.card.CardDeck b) {
    return a instanceof Deck x
        && b instanceof Deck y
        && x.contents().sleevedApartFrom(y.contents());
  }

  @Override
  public String fingerprint() {
    return toString();
  }

  public List<Spell> spellsOf(Element element) {
    return spells.stream().filter(s -> s.element() == element).toList();
  }

  public Optional<Hero> hero(String id) {
    return heroes.stream().filter(h -> h.id().equals(id)).findFirst();
  }

  public Optional<Deck> deck(DeckKind kind) {
    return decks.stream().filter(d -> d.contents() == kind).findFirst();
  }

  public int pickupCount(PickupKind kind) {
    return pickups.stream().filter(p -> p.kind() == kind).mapToInt(Pickup::count).sum();
  }

  /** The cards of a deck, in the order the data lists them. */
  public List<Card> cardsOf(DeckKind kind) {
    return switch (kind) {
      case FIRE_SPELLS, WATER_SPELLS, AIR_SPELLS, EARTH_SPELLS, WHITE_SPELLS, BLACK_SPELLS ->
          List.copyOf(spellsOf(kind.element().orElseThrow()));
      case GENERAL_SPELLS -> List.copyOf(spells);
      case STARTING_WEAPONS -> List.copyOf(startingWeapons);
      case ITEM_WEAPONS -> List.copyOf(itemWeapons);
      case CHAOS_ELEMENTS -> List.copyOf(chaosElements);
      case HYPER_ORBS -> List.copyOf(hyperOrbs);
      case TURN_ORDER -> turnOrderCards();
      case HERO_CONTROL -> List.copyOf(heroes);
      case SPIRITS -> List.copyOf(spirits);
      case TERRAIN ->
          terrainCards.stream()
              .<Card>map(t -> new TerrainCardFace(t, Optional.ofNullable(terrainArt.get(t.id()))))
              .toList();
    };
  }

  private List<Card> turnOrderCards() {
    List<Card> out = new ArrayList<>();
    heroes.forEach(h -> out.add(new HeroTurnCard(h)));
    out.addAll(playerCards);
    return out;
  }

  /** Every printed card, deck by deck in the order of the deck list. */
  public Stream<DeckCard> printedCards() {
    return decks.stream().flatMap(d -> cardsOf(d.contents()).stream().map(c -> new DeckCard(d, c)));
  }

  /**
   * A card as it is printed in one deck (a spell is printed once in its element deck and once in
   * General).
   */
  public record DeckCard(Deck deck, Card card) implements PrintedCard {
    @Override
    public String id() {
      return card.id();
    }

    @Override
    public String name() {
      return card.name();
    }

    @Override
    public String faceText() {
      return card.toString();
    }
  }
}
