package org.legendsforge.games.graveyard.playtest.log;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.legendsforge.games.graveyard.game.Battlefield;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Life;
import org.legendsforge.games.graveyard.game.Lineup;

/**
 * The STATE object of the game log (game-log.md), keys in the order shown there: the heroes on the
 * map by id, the orbs by cell, death points, the compensation counter, the hands, the Turn Order
 * deck's two piles. With the chaos variant on, {@code chaos} (the element in force or null) follows
 * as the last key. Death points and hands are keyed by player, every player of the table; in a team
 * game the compensation counter names its {@code side} (one against one: its {@code player}, as
 * game-log.md shows).
 */
final class StateJson {
  private static final String[] STATUSES = {"stun", "stuck", "slow"};

  private StateJson() {}

  static void write(JsonGenerator g, GameState s) throws IOException {
    Cards cards = s.table().cards();
    g.writeStartObject();
    g.writeArrayFieldStart("heroes");
    for (int h : heroesById(s)) {
      hero(g, s, cards, h);
    }
    g.writeEndArray();
    g.writeArrayFieldStart("pickups");
    for (int orb : s.orbs()) {
      g.writeStartObject();
      g.writeStringField("kind", GameState.orbKind(orb).key());
      g.writeStringField("cell", Battlefield.name(GameState.orbCell(orb)));
      g.writeEndObject();
    }
    g.writeEndArray();
    deathPoints(g, s);
    g.writeObjectFieldStart("compensation");
    // the counter belongs to a side: one against one calls it by the side's one player
    String holder = s.lineup() == Lineup.ONE_V_ONE ? "player" : "side";
    if (s.compensationSide() == 0) {
      g.writeNullField(holder);
    } else {
      g.writeNumberField(holder, s.compensationSide());
    }
    g.writeNumberField("points", s.compensationPoints());
    g.writeEndObject();
    g.writeObjectFieldStart("hands");
    for (int p = 1; p <= s.players(); p++) {
      g.writeArrayFieldStart(String.valueOf(p));
      for (int card : s.hand(p)) {
        g.writeString(cards.spell(cards.spellOfCard(card)).id());
      }
      g.writeEndArray();
    }
    g.writeEndObject();
    g.writeObjectFieldStart("turnOrder");
    g.writeNumberField("drawPile", s.turnOrderDrawPile());
    g.writeNumberField("discard", s.turnOrderDiscard());
    g.writeEndObject();
    if (s.table().chaosVariant()) {
      if (s.chaos() < 0) {
        g.writeNullField("chaos");
      } else {
        g.writeStringField("chaos", cards.chaos(s.chaos()).id());
      }
    }
    g.writeEndObject();
  }

  /** {@code "deathPoints":{"1":0,"2":1,...}}, one counter per player (docs/rules-model.md §12). */
  static void deathPoints(JsonGenerator g, GameState s) throws IOException {
    g.writeObjectFieldStart("deathPoints");
    for (int p = 1; p <= s.players(); p++) {
      g.writeNumberField(String.valueOf(p), s.deathPoints(p));
    }
    g.writeEndObject();
  }

  private static void hero(JsonGenerator g, GameState s, Cards cards, int h) throws IOException {
    g.writeStartObject();
    g.writeStringField("hero", cards.hero(h).id());
    g.writeStringField("cell", Battlefield.name(s.cell(h)));
    if (s.owner(h) == 0) {
      g.writeNullField("player");
    } else {
      g.writeNumberField("player", s.owner(h));
    }
    g.writeNumberField("health", s.health(h));
    g.writeNumberField("maxHealth", s.maxHealth(h));
    g.writeNumberField("mana", s.mana(h));
    g.writeArrayFieldStart("statuses");
    boolean[] on = {s.stunned(h), s.stuck(h), s.slowed(h)};
    for (int i = 0; i < STATUSES.length; i++) {
      if (on[i]) {
        g.writeString(STATUSES[i]);
      }
    }
    g.writeEndArray();
    g.writeNumberField("decay", s.decay(h));
    g.writeNumberField("shield", s.shield(h));
    g.writeArrayFieldStart("weapons");
    for (int w : s.weapons(h)) {
      g.writeString(cards.weapon(w).id());
    }
    g.writeEndArray();
    g.writeBooleanField("hyper", s.holdsHyper(h));
    g.writeEndObject();
  }

  /** The heroes on the map, sorted by id (dead and never-played heroes are not listed). */
  static List<Integer> heroesById(GameState s) {
    List<Integer> out = new ArrayList<>();
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.DORMANT || s.life(h) == Life.ACTIVE) {
        out.add(h);
      }
    }
    Cards cards = s.table().cards();
    out.sort(Comparator.comparing(h -> cards.hero(h).id()));
    return out;
  }
}
