package org.legendsforge.games.graveyard.playtest.narration;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.game.Battlefield;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * The names a reader of a game knows things by: heroes, weapons and spells by their card names,
 * players by the colour of their Turn Order card ("Red"), sides by their players' colours, orbs by
 * the names game.yaml gives them, cells as {@code C4}.
 */
final class TableNames {
  private final Cards cards;
  private final Lineup lineup;

  TableNames(Cards cards, Lineup lineup) {
    this.cards = cards;
    this.lineup = lineup;
  }

  static TableNames of(GameState s) {
    return new TableNames(s.table().cards(), s.lineup());
  }

  String hero(int hero) {
    return cards.hero(hero).name();
  }

  /** A hero with its player's colour, {@code Caldrin (Red)}; a dormant hero is just its name. */
  String heroOf(GameState s, int hero) {
    int owner = s.owner(hero);
    return owner == 0 ? hero(hero) : hero(hero) + " (" + player(owner) + ")";
  }

  String weapon(int weapon) {
    return cards.weapon(weapon).name();
  }

  String spell(int spell) {
    return cards.spell(spell).name();
  }

  String spellCard(int card) {
    return spell(cards.spellOfCard(card));
  }

  String spirit(int spirit) {
    return cards.spirit(spirit).name();
  }

  String chaos(int chaos) {
    return cards.chaos(chaos).name();
  }

  static String cell(int cell) {
    return Battlefield.name(cell);
  }

  /** Player {@code p} by its Turn Order card's colour, or "player p" when the card has none. */
  String player(int p) {
    Catalog c = cards.catalog();
    if (p >= 1 && p <= c.playerCards().size()) {
      String colour = c.playerCards().get(p - 1).colour();
      if (!colour.isBlank()) {
        return colour;
      }
    }
    return "player " + p;
  }

  /** One against one a side is its player ({@code Blue}); with teams, {@code side 2 (Blue)}. */
  String side(int side) {
    if (lineup == Lineup.ONE_V_ONE) {
      return player(side);
    }
    List<String> players = new ArrayList<>();
    for (int p = 1; p <= lineup.players(); p++) {
      if (Lineup.sideOf(p) == side) {
        players.add(player(p));
      }
    }
    return "side " + side + " (" + String.join(" and ", players) + ")";
  }

  /** The orb's name from game.yaml ("Mana Orb"), or its kind's word. */
  String orb(PickupKind kind) {
    for (Pickup p : cards.catalog().pickups()) {
      if (p.kind() == kind && !p.name().isBlank()) {
        return p.name();
      }
    }
    return kind.key() + " orb";
  }

  /** "a Mana Orb", "an Item Orb". */
  String anOrb(PickupKind kind) {
    return withArticle(orb(kind));
  }

  /** "a mana orb", "an item orb": the article a reader hears before the word. */
  static String withArticle(String words) {
    return ("AEIOUaeiou".indexOf(words.charAt(0)) >= 0 ? "an " : "a ") + words;
  }

  static String plural(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }
}
