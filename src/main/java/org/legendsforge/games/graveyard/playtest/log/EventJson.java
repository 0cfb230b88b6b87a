package org.legendsforge.games.graveyard.playtest.log;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import org.legendsforge.games.graveyard.game.Battlefield;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.Event;

/**
 * One entry of a log line's {@code events}: {@code kind} first, then the hero (a plain id) and what
 * happened to it. game-log.md leaves their shape open; docs/engine.md lists them.
 */
final class EventJson {
  private EventJson() {}

  static void write(JsonGenerator g, Cards cards, Event e) throws IOException {
    g.writeStartObject();
    if (e instanceof Event.Damaged d) {
      head(g, cards, "damage", d.hero());
      g.writeNumberField("amount", d.amount());
      g.writeNumberField("absorbed", d.absorbed());
      g.writeNumberField("lost", d.lost());
    } else if (e instanceof Event.Healed h) {
      head(g, cards, "heal", h.hero());
      g.writeNumberField("amount", h.amount());
    } else if (e instanceof Event.HealthMoved h) {
      head(g, cards, "health", h.hero());
      g.writeNumberField("amount", h.amount());
    } else if (e instanceof Event.ManaChanged m) {
      head(g, cards, "mana", m.hero());
      g.writeNumberField("amount", m.amount());
    } else if (e instanceof Event.Shielded s) {
      head(g, cards, "shield", s.hero());
      g.writeNumberField("amount", s.amount());
    } else if (e instanceof Event.StatusGiven s) {
      head(g, cards, "status", s.hero());
      g.writeStringField("status", s.status());
    } else if (e instanceof Event.DecayGiven d) {
      head(g, cards, "decay", d.hero());
      g.writeNumberField("stacks", d.stacks());
    } else if (e instanceof Event.DecayTicked d) {
      head(g, cards, "decay-tick", d.hero());
      g.writeNumberField("stacks", d.stacks());
    } else if (e instanceof Event.Cleansed c) {
      head(g, cards, "cleanse", c.hero());
    } else if (e instanceof Event.StatusesExpired x) {
      head(g, cards, "expire", x.hero());
      g.writeArrayFieldStart("statuses");
      for (String s : x.statuses()) {
        g.writeString(s);
      }
      g.writeEndArray();
    } else if (e instanceof Event.Moved m) {
      head(g, cards, m.how(), m.hero());
      g.writeStringField("from", Battlefield.name(m.from()));
      g.writeStringField("to", Battlefield.name(m.to()));
    } else if (e instanceof Event.Died d) {
      head(g, cards, "death", d.hero());
      g.writeNumberField("player", d.player());
      g.writeNumberField("deathPoints", d.deathPoints());
    } else if (e instanceof Event.Drew d) {
      g.writeStringField("kind", "draw");
      g.writeNumberField("player", d.player());
      g.writeStringField("spell", cards.spell(cards.spellOfCard(d.card())).id());
      g.writeStringField("deck", Cards.deckKey(cards.deckOfCard(d.card())));
    } else if (e instanceof Event.Discarded d) {
      g.writeStringField("kind", "discard");
      g.writeNumberField("player", d.player());
      g.writeStringField("spell", cards.spell(cards.spellOfCard(d.card())).id());
      g.writeStringField("deck", Cards.deckKey(cards.deckOfCard(d.card())));
    } else if (e instanceof Event.HyperChanged h) {
      head(g, cards, h.holds() ? "hyper-gained" : "hyper-lost", h.hero());
    } else if (e instanceof Event.ChaosRevealed c) {
      g.writeStringField("kind", "chaos");
      g.writeStringField("chaos", cards.chaos(c.chaos()).id());
    }
    g.writeEndObject();
  }

  private static void head(JsonGenerator g, Cards cards, String kind, int hero) throws IOException {
    g.writeStringField("kind", kind);
    g.writeStringField("hero", cards.hero(hero).id());
  }
}
