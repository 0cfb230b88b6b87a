package org.legendsforge.games.graveyard.playtest.log;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.AimAt;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.Choices;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.PushBack;

/**
 * Reads the {@code action} object of a log line back into engine actions (a move of several cells
 * becomes one step per cell). What chance decided (the card drawn, a placed cell) is not read: the
 * replay lets the engine decide it again and compares.
 */
final class ActionReader {
  /** A log line that does not say a readable action; {@code key} is where. */
  static final class Unreadable extends Exception {
    final String key;

    Unreadable(String key, String message) {
      super(message);
      this.key = key;
    }
  }

  private final Cards cards;

  ActionReader(Cards cards) {
    this.cards = cards;
  }

  /** The actions a log line's action object says, for the game {@code s} as it stands. */
  List<Action> read(JsonNode a, org.legendsforge.games.graveyard.game.GameState s)
      throws Unreadable {
    String kind = text(a, "kind");
    return switch (kind) {
      case "turn" -> List.of(new Action.DrawTurn());
      case "move" -> steps(a);
      case "attack" -> List.of(new Action.Attack(weapon(text(a, "weapon")), target(a), choices(a)));
      case "cast" -> List.of(new Action.Cast(spell(a), target(a), choices(a)));
      case "pickup" -> List.of(new Action.Pickup(a.has("kept") ? weapon(text(a, "kept")) : -1));
      case "claim" -> List.of(new Action.Claim(hero(text(a, "hero")), kept(a)));
      case "redistribute" ->
          List.of(
              new Action.Redistribute(
                  resource(text(a, "what")),
                  hero(text(a, "from")),
                  hero(text(a, "to")),
                  a.path("points").asInt()));
      case "respawn" -> List.of(new Action.RespawnOrb(orb(text(a, "orb"))));
      case "compensate" -> List.of(new Action.Compensate(hero(text(a, "hero"))));
      case "spawn" -> List.of(new Action.Spawn(hero(text(a, "hero")), kept(a)));
      case "end" -> List.of(new Action.EndTurn());
      case "ability" -> List.of(ability(a));
      case "discard" -> List.of(new Action.Discard(discarded(a, s)));
      default -> throw new Unreadable("kind", "unknown action kind \"" + kind + "\"");
    };
  }

  private List<Action> steps(JsonNode a) throws Unreadable {
    JsonNode path = a.path("path");
    if (!path.isArray() || path.isEmpty()) {
      throw new Unreadable("path", "a move needs a path of at least one cell");
    }
    List<Action> out = new ArrayList<>();
    for (JsonNode c : path) {
      out.add(new Action.Step(cell(c.asText(), "path")));
    }
    return out;
  }

  private Action ability(JsonNode a) throws Unreadable {
    String card = text(a, "card");
    JsonNode t = a.get("target");
    AimAt target = t == null || t.isNull() ? AimAt.NONE : target(a);
    if (card.startsWith("spirit:")) {
      String id = card.substring("spirit:".length());
      int spirit = known(() -> cards.spiritIndex(id), "spirit", id);
      return new Action.UseAbility(-1, spirit, target, choices(a));
    }
    if (!card.startsWith("hero:")) {
      throw new Unreadable(
          "card", "an ability's card is hero:<id> or spirit:<id>, not \"" + card + "\"");
    }
    return new Action.UseAbility(hero(card.substring("hero:".length())), -1, target, choices(a));
  }

  /** The card of the discarding player's hand with that spell from that deck. */
  private int discarded(JsonNode a, org.legendsforge.games.graveyard.game.GameState s)
      throws Unreadable {
    int spell = spell(a);
    int deck = deck(text(a, "deck"));
    int player = s.decider();
    if (player > 0) {
      for (int card : s.hand(player)) {
        if (cards.spellOfCard(card) == spell && cards.deckOfCard(card) == deck) {
          return card;
        }
      }
    }
    throw new Unreadable(
        "spell",
        "the deciding player holds no \"" + text(a, "spell") + "\" from " + text(a, "deck"));
  }

  private int kept(JsonNode a) throws Unreadable {
    return a.has("kept") ? weapon(text(a, "kept")) : -1;
  }

  private AimAt target(JsonNode a) throws Unreadable {
    String t = text(a, "target");
    if (t.startsWith("hero:")) {
      return AimAt.hero(hero(t.substring("hero:".length())));
    }
    return AimAt.cell(cell(t, "target"));
  }

  private Choices choices(JsonNode a) throws Unreadable {
    int to = a.has("to") ? cell(text(a, "to"), "to") : -1;
    List<Choices.PushChoice> pushes = new ArrayList<>();
    for (JsonNode p : a.path("push")) {
      List<PushBack.Axis> axes = new ArrayList<>();
      for (JsonNode x : p.path("axes")) {
        try {
          axes.add(PushBack.Axis.valueOf(x.asText().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
          throw new Unreadable("push", "\"" + x.asText() + "\" is not an axis (column or row)");
        }
      }
      pushes.add(new Choices.PushChoice(hero(p.path("hero").asText()), axes));
    }
    List<Integer> draws = new ArrayList<>();
    for (JsonNode d : a.path("draw")) {
      draws.add(deck(d.asText()));
    }
    return new Choices(to, pushes, draws);
  }

  private static String text(JsonNode a, String key) throws Unreadable {
    JsonNode v = a.get(key);
    if (v == null || !v.isTextual()) {
      throw new Unreadable(key, "the action has no \"" + key + "\"");
    }
    return v.asText();
  }

  private static int cell(String name, String key) throws Unreadable {
    try {
      return Cell.parse(name).index();
    } catch (NotationException e) {
      throw new Unreadable(key, "\"" + name + "\" is not a cell");
    }
  }

  private int hero(String id) throws Unreadable {
    return known(() -> cards.heroIndex(id), "hero", id);
  }

  private int weapon(String id) throws Unreadable {
    return known(() -> cards.weaponIndex(id), "weapon", id);
  }

  private int spell(JsonNode a) throws Unreadable {
    String id = text(a, "spell");
    return known(() -> cards.spellIndex(id), "spell", id);
  }

  private static int deck(String key) throws Unreadable {
    for (int d = 0; d < Cards.SPELL_DECKS; d++) {
      if (Cards.deckKey(d).equals(key)) {
        return d;
      }
    }
    throw new Unreadable("deck", "\"" + key + "\" is not a spell deck");
  }

  private static Action.Resource resource(String key) throws Unreadable {
    for (Action.Resource r : Action.Resource.values()) {
      if (r.key().equals(key)) {
        return r;
      }
    }
    throw new Unreadable("what", "\"" + key + "\" is not mana, health or hyper");
  }

  private static PickupKind orb(String key) throws Unreadable {
    for (PickupKind k : PickupKind.values()) {
      if (k.key().equals(key)) {
        return k;
      }
    }
    throw new Unreadable("orb", "\"" + key + "\" is not an orb kind");
  }

  private interface Lookup {
    int get();
  }

  private static int known(Lookup lookup, String what, String id) throws Unreadable {
    try {
      return lookup.get();
    } catch (IllegalArgumentException e) {
      throw new Unreadable(what, "no " + what + " \"" + id + "\" in the card data");
    }
  }
}
