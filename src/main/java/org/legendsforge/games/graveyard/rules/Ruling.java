package org.legendsforge.games.graveyard.rules;

import java.util.Locale;

/**
 * The rulings of docs/rules-model.md §12, where the designer's rules are silent or contradict
 * themselves, each in the one wording the rulebook, the player aid and the Tabletop Simulator
 * notebook print (they take it through a {@code {{ruling.<key>}}} placeholder, so the words cannot
 * drift apart). {@code {{game.…}}} placeholders in a wording are numbers from the card data. The
 * twelfth ruling, player-facing definitions of pull, teleport, move, cleanse and shield, has no
 * sentence of its own: those words are glossary entries.
 */
public enum Ruling {
  ITEM_ORB(
      "Item orb: the hero keeps its starting weapon and adds the item weapon. A hero may carry any"
          + " number of weapons and attacks with one of them per weapon action."),
  DECAY(
      "Decay: at the start of each of its own turns, a hero takes 1 damage for every decay stack"
          + " on it, until a cleanse removes them."),
  MANA_INCOME(
      "Mana: every controlled hero starts the game with {{game.startingMana}} mana and gains"
          + " {{game.manaPerTurn}} mana at the start of each of its own turns, stunned or not."),
  ORB_RESPAWN(
      "Orbs come back: at the end of every turn, if fewer orbs lie on the map than the game sets"
          + " out, the player whose turn it was (for a hero's turn, the hero's controller) picks"
          + " one missing orb. It lands on a random free cell and is compensated."),
  HYPER_ORB(
      "Hyper orbs: a collected orb leaves the map and comes back at the end of that turn, so"
          + " several heroes may hold a hyper orb at once. The holder keeps the Hyper Orb card"
          + " beside its hero card; the orb is lost when the hero dies and passes to another hero"
          + " only by redistribution (3 points)."),
  COMPENSATION_START(
      "Compensation: the marker starts on 0 of the compensation track, favouring no side, every"
          + " time a game is set up."),
  DEATH_POINTS(
      "Death points: every player marks the deaths of the heroes it controls on its player board;"
          + " a side loses as soon as one of its players reaches 4."),
  TURN_ORDER(
      "Turn Order deck at the start: one card for each controlled hero and one for each player;"
          + " the cards of dormant heroes are set aside. When a hero is claimed or spawns, its card"
          + " goes into the deck and the deck is shuffled."),
  CHAOS_VARIANT(
      "Chaos elements, a variant (not in the designer's rules): reveal one when the Turn Order"
          + " deck is first shuffled at setup and one each time its discard pile is shuffled into a"
          + " new draw pile; it holds until the next is revealed. Shuffling in a claimed or spawned"
          + " hero's card reveals none."),
  AREAS(
      "Areas: harmful effects hit every enemy in the area and helpful effects every friend; no"
          + " effect hits both."),
  TEAMS(
      "Teams of two: each player of a side controls 2 of the side's 4 heroes. The first player"
          + " controls the first hero, the partner the next two claimed, the first player the last"
          + " one. Each player has its own spirit and spell hand.");

  /** What print and the table must say a chaos element is. */
  public static final String VARIANT_LABEL = "variant (not in the designer's rules)";

  private final String text;

  Ruling(String text) {
    this.text = text;
  }

  /** The wording, with {@code {{game.…}}} placeholders for numbers from the card data. */
  public String text() {
    return text;
  }

  /** The name in a {@code {{ruling.<key>}}} placeholder: {@code item-orb}, {@code decay}. */
  public String key() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
