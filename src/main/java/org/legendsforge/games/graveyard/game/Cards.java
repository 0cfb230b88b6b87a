package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * The card set as the engine counts it: every hero, weapon, spell, spirit and chaos element by a
 * small index (its position in the card data), so a game state holds numbers instead of objects.
 *
 * <p>Weapons: the starting weapons first, then the item weapons. Spell decks: the six element decks
 * in {@link Element} order, then General (deck {@link #GENERAL}); a spell card is one copy of a
 * spell in one deck, numbered deck by deck, so a spell has two cards (its element's and General's).
 */
public final class Cards {
  public static final int GENERAL = Element.values().length;
  public static final int SPELL_DECKS = GENERAL + 1;

  final Catalog catalog;
  final List<Hero> heroes;
  final List<Weapon> weapons;
  final int startingWeapons;
  final List<Spell> spells;
  final List<Spirit> spirits;
  final List<ChaosElement> chaos;

  /** Per spell card: its deck and its spell (index into {@link #spells}). */
  final int[] cardDeck;

  final int[] cardSpell;
  private final int[] heroesById;
  private final Strike[] weaponStrikes;
  private final Strike[] spellStrikes;

  /** Per spirit and spell deck, its hand limit (asked for after every action). */
  private final int[][] handLimits;

  /** Per hero, the spells over the limits its hyper ability lets its player keep; per spirit. */
  private final int[] hyperHandExtra;

  private final int[] spiritHandExtra;

  private final CoveringModifiers covering;

  private final Map<String, Integer> heroIndex = new HashMap<>();
  private final Map<String, Integer> weaponIndex = new HashMap<>();
  private final Map<String, Integer> spellIndex = new HashMap<>();
  private final Map<String, Integer> spiritIndex = new HashMap<>();
  private final Map<PickupKind, Integer> orbCounts = new EnumMap<>(PickupKind.class);
  private final org.legendsforge.games.graveyard.rules.RuleValues rules;

  public Cards(Catalog catalog) {
    this.catalog = catalog;
    rules = catalog.rules();
    heroes = catalog.heroes();
    List<Weapon> w = new ArrayList<>(catalog.startingWeapons());
    startingWeapons = w.size();
    w.addAll(catalog.itemWeapons());
    weapons = List.copyOf(w);
    spells = catalog.spells();
    spirits = catalog.spirits();
    chaos = catalog.chaosElements();
    index(heroes.stream().map(Hero::id).toList(), heroIndex);
    index(weapons.stream().map(Weapon::id).toList(), weaponIndex);
    index(spells.stream().map(Spell::id).toList(), spellIndex);
    index(spirits.stream().map(Spirit::id).toList(), spiritIndex);
    List<int[]> cards = new ArrayList<>();
    for (int deck = 0; deck < SPELL_DECKS; deck++) {
      for (int s = 0; s < spells.size(); s++) {
        if (deck == GENERAL || spells.get(s).element().ordinal() == deck) {
          cards.add(new int[] {deck, s});
        }
      }
    }
    cardDeck = cards.stream().mapToInt(c -> c[0]).toArray();
    cardSpell = cards.stream().mapToInt(c -> c[1]).toArray();
    for (PickupKind k : PickupKind.values()) {
      orbCounts.put(k, catalog.pickupCount(k));
    }
    heroesById =
        java.util.stream.IntStream.range(0, heroes.size())
            .boxed()
            .sorted(java.util.Comparator.comparing(h -> heroes.get(h).id()))
            .mapToInt(Integer::intValue)
            .toArray();
    weaponStrikes = weapons.stream().map(Strike::of).toArray(Strike[]::new);
    spellStrikes = spells.stream().map(Strike::of).toArray(Strike[]::new);
    covering = new CoveringModifiers(this);
    handLimits = new int[spirits.size()][SPELL_DECKS];
    for (int s = 0; s < spirits.size(); s++) {
      for (int deck = 0; deck < SPELL_DECKS; deck++) {
        var hand = spirits.get(s).hand();
        handLimits[s][deck] = deck == GENERAL ? hand.general() : hand.of(Element.values()[deck]);
      }
    }
    hyperHandExtra =
        heroes.stream().mapToInt(h -> InForce.handLimits(h.hyper().modifiers())).toArray();
    spiritHandExtra = spirits.stream().mapToInt(s -> InForce.handLimits(s.modifiers())).toArray();
  }

  /** The HandLimit a hero's hyper ability gives while it holds the orb (rules in card-rules.md). */
  int hyperHandExtra(int hero) {
    return hyperHandExtra[hero];
  }

  /** The HandLimit a spirit gives its player. */
  int spiritHandExtra(int spirit) {
    return spiritHandExtra[spirit];
  }

  /**
   * What of the card set the engine cannot play, one sentence each: a chaos element's ability whose
   * effects would need a choice (a move, teleport, push, pull or draw), which no player makes for a
   * card that belongs to no side. Empty for the shipped cards.
   */
  public List<String> unplayable() {
    List<String> out = new ArrayList<>();
    for (ChaosElement c : chaos) {
      c.ability()
          .ifPresent(
              a ->
                  a.effects().stream()
                      .filter(e -> Strike.leavesChoices(List.of(e)))
                      .findFirst()
                      .ifPresent(
                          e ->
                              out.add(
                                  "chaos element \""
                                      + c.id()
                                      + "\": its "
                                      + e.kind().key()
                                      + " effect needs a choice no player makes for it")));
    }
    return out;
  }

  /** Every hero's index, sorted by id (the order abilities happening together resolve in). */
  int[] heroesById() {
    return heroesById;
  }

  /** How a weapon's attack reaches its targets. */
  /** Which modifiers of the hyper abilities, spirits and chaos elements cover which uses. */
  CoveringModifiers covering() {
    return covering;
  }

  Strike weaponStrike(int weapon) {
    return weaponStrikes[weapon];
  }

  /** How a spell reaches its targets. */
  Strike spellStrike(int spell) {
    return spellStrikes[spell];
  }

  private static void index(List<String> ids, Map<String, Integer> into) {
    for (int i = 0; i < ids.size(); i++) {
      into.put(ids.get(i), i);
    }
  }

  public Catalog catalog() {
    return catalog;
  }

  /** The rule values of the catalog, worked out once for every game played with these cards. */
  org.legendsforge.games.graveyard.rules.RuleValues rules() {
    return rules;
  }

  public int heroCount() {
    return heroes.size();
  }

  public Hero hero(int h) {
    return heroes.get(h);
  }

  public Weapon weapon(int w) {
    return weapons.get(w);
  }

  public Spell spell(int s) {
    return spells.get(s);
  }

  /**
   * Whether spell {@code s} costs no action and draws a card or gives mana: casting it opens a turn
   * to actions that were out of reach, so a planner looks one step past it.
   */
  public boolean isEnabler(int s) {
    Spell spell = spells.get(s);
    return spell.noAction()
        && spell.effects().stream()
            .anyMatch(
                e ->
                    e.kind() == EffectKind.DRAW || (e.kind() == EffectKind.MANA && e.amount() > 0));
  }

  public Spirit spirit(int s) {
    return spirits.get(s);
  }

  public int spiritCount() {
    return spirits.size();
  }

  public ChaosElement chaos(int c) {
    return chaos.get(c);
  }

  public int chaosCount() {
    return chaos.size();
  }

  public int spellCardCount() {
    return cardDeck.length;
  }

  /** The spell of a spell card. */
  public int spellOfCard(int card) {
    return cardSpell[card];
  }

  /** The deck a spell card belongs to (0-5 the elements, {@link #GENERAL}). */
  public int deckOfCard(int card) {
    return cardDeck[card];
  }

  public boolean isItem(int weapon) {
    return weapon >= startingWeapons;
  }

  public int startingWeaponCount() {
    return startingWeapons;
  }

  public int weaponCount() {
    return weapons.size();
  }

  /** How many orbs of a kind the data lays on the map (docs/rules-model.md §6). */
  public int orbCount(PickupKind kind) {
    return orbCounts.get(kind);
  }

  /** A spirit's hand limit for a spell deck (docs/rules-model.md §9). */
  public int handLimit(int spirit, int deck) {
    return handLimits[spirit][deck];
  }

  /** The word a deck is known by in the log: {@code fire} … {@code black}, {@code general}. */
  public static String deckKey(int deck) {
    return deck == GENERAL ? "general" : Element.values()[deck].key();
  }

  public int heroIndex(String id) {
    return lookup(heroIndex, id, "hero");
  }

  public int weaponIndex(String id) {
    return lookup(weaponIndex, id, "weapon");
  }

  public int spellIndex(String id) {
    return lookup(spellIndex, id, "spell");
  }

  public int spiritIndex(String id) {
    return lookup(spiritIndex, id, "spirit");
  }

  private static int lookup(Map<String, Integer> map, String id, String what) {
    Integer i = map.get(id);
    if (i == null) {
      throw new IllegalArgumentException("no " + what + " \"" + id + "\" in the card data");
    }
    return i;
  }
}
