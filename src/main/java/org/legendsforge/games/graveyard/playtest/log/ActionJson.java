package org.legendsforge.games.graveyard.playtest.log;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.AimAt;
import org.legendsforge.games.graveyard.game.Battlefield;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.Choices;
import org.legendsforge.games.graveyard.game.Outcome;
import org.legendsforge.games.graveyard.rules.PushBack;

/**
 * The {@code action} object of a log line (game-log.md), keys in the order shown there. Fields that
 * name only heroes ({@code hero}, {@code from}, {@code to}, {@code offered}) hold plain ids; {@code
 * target} and {@code card}, which may name other things, are prefixed ({@code hero:id}, {@code
 * player:n}).
 *
 * <p>{@code ability}'s {@code card} is {@code hero:<id>} for a hyper ability (the hero holding it)
 * or {@code spirit:<id>}; its {@code target} is null when it picks no one (every hero its filter
 * admits, or a spirit's own player). One kind game-log.md does not list: {@code discard} ({@code
 * spell}, {@code deck}), a player over its hand limits giving up a spell (§9).
 *
 * <p>Keys game-log.md does not list, each written only when it applies, after the listed ones:
 * {@code kept} on {@code claim} and {@code spawn} (the starting weapon kept), {@code chaos} on
 * {@code turn} (the element revealed), and on {@code attack}, {@code cast} and {@code ability} the
 * owner's choices: {@code to} (where a moved or teleported hero ends), {@code push} (the axes of
 * push or pull steps that could go either way) and {@code draw} (the decks drawn from).
 */
final class ActionJson {
  private ActionJson() {}

  static void write(JsonGenerator g, Cards cards, Action a, Outcome o, List<Integer> path)
      throws IOException {
    g.writeStartObject();
    g.writeStringField("kind", a.kind());
    if (a instanceof Action.DrawTurn) {
      g.writeStringField("card", card(cards, o.card()));
      if (o.reshuffled()) {
        g.writeBooleanField("reshuffled", true);
      }
      if (o.chaos() >= 0) {
        g.writeStringField("chaos", cards.chaos(o.chaos()).id());
      }
      if (o.compensationPoints() > 0) {
        // only a variant's turn-order rule gives points here, so the default log is unchanged
        g.writeObjectFieldStart("compensation");
        g.writeNumberField("side", o.compensationSide());
        g.writeNumberField("points", o.compensationPoints());
        g.writeEndObject();
      }
    } else if (a instanceof Action.Step) {
      g.writeArrayFieldStart("path");
      for (int c : path) {
        g.writeString(Battlefield.name(c));
      }
      g.writeEndArray();
    } else if (a instanceof Action.Attack at) {
      g.writeStringField("weapon", cards.weapon(at.weapon()).id());
      target(g, cards, at.target());
      if (at.target().isCell()) {
        g.writeStringField("area", cards.weapon(at.weapon()).area().orElseThrow().notation());
      }
      choices(g, cards, at.choices());
    } else if (a instanceof Action.Cast c) {
      g.writeStringField("spell", cards.spell(c.spell()).id());
      target(g, cards, c.target());
      if (c.target().isCell()) {
        g.writeStringField("area", cards.spell(c.spell()).area().orElseThrow().notation());
      }
      choices(g, cards, c.choices());
    } else if (a instanceof Action.UseAbility u) {
      g.writeStringField(
          "card",
          u.spirit() >= 0
              ? "spirit:" + cards.spirit(u.spirit()).id()
              : "hero:" + cards.hero(u.hero()).id());
      if (u.target().isHero()) {
        target(g, cards, u.target());
      } else {
        g.writeNullField("target");
      }
      choices(g, cards, u.choices());
    } else if (a instanceof Action.Discard d) {
      g.writeStringField("spell", cards.spell(cards.spellOfCard(d.card())).id());
      g.writeStringField("deck", Cards.deckKey(cards.deckOfCard(d.card())));
    } else if (a instanceof Action.Pickup p) {
      g.writeStringField("orb", o.orb().key());
      g.writeStringField("cell", Battlefield.name(o.cell()));
      if (p.kept() >= 0) {
        g.writeStringField("kept", cards.weapon(p.kept()).id());
      }
    } else if (a instanceof Action.Claim c) {
      g.writeStringField("hero", cards.hero(c.hero()).id());
      kept(g, cards, c.kept());
    } else if (a instanceof Action.Redistribute r) {
      g.writeStringField("what", r.what().key());
      g.writeStringField("from", cards.hero(r.from()).id());
      g.writeStringField("to", cards.hero(r.to()).id());
      g.writeNumberField("points", r.points());
    } else if (a instanceof Action.RespawnOrb r) {
      g.writeStringField("orb", r.orb().key());
      cell(g, "cell", o.cell());
      g.writeObjectFieldStart("compensation");
      if (o.compensationSide() == 0) {
        g.writeNullField("side");
      } else {
        g.writeNumberField("side", o.compensationSide());
      }
      g.writeNumberField("points", o.compensationPoints());
      g.writeEndObject();
    } else if (a instanceof Action.Compensate c) {
      g.writeStringField("hero", cards.hero(c.hero()).id());
    } else if (a instanceof Action.Spawn sp) {
      g.writeStringField("hero", cards.hero(sp.hero()).id());
      cell(g, "cell", o.cell());
      g.writeArrayFieldStart("offered");
      for (int h : o.offered()) {
        g.writeString(cards.hero(h).id());
      }
      g.writeEndArray();
      kept(g, cards, sp.kept());
    }
    g.writeEndObject();
  }

  private static void cell(JsonGenerator g, String key, int cell) throws IOException {
    if (cell < 0) {
      g.writeNullField(key);
    } else {
      g.writeStringField(key, Battlefield.name(cell));
    }
  }

  private static void kept(JsonGenerator g, Cards cards, int kept) throws IOException {
    if (kept >= 0) {
      g.writeStringField("kept", cards.weapon(kept).id());
    }
  }

  static String card(Cards cards, int card) {
    return card < 0 ? "player:" + -card : "hero:" + cards.hero(card).id();
  }

  private static void target(JsonGenerator g, Cards cards, AimAt t) throws IOException {
    g.writeStringField(
        "target", t.isCell() ? Battlefield.name(t.cell()) : "hero:" + cards.hero(t.hero()).id());
  }

  private static void choices(JsonGenerator g, Cards cards, Choices c) throws IOException {
    if (c.destination() >= 0) {
      g.writeStringField("to", Battlefield.name(c.destination()));
    }
    if (!c.pushes().isEmpty()) {
      g.writeArrayFieldStart("push");
      for (Choices.PushChoice p : c.pushes()) {
        g.writeStartObject();
        g.writeStringField("hero", cards.hero(p.hero()).id());
        g.writeArrayFieldStart("axes");
        for (PushBack.Axis axis : p.axes()) {
          g.writeString(axis.name().toLowerCase(Locale.ROOT));
        }
        g.writeEndArray();
        g.writeEndObject();
      }
      g.writeEndArray();
    }
    if (!c.draws().isEmpty()) {
      g.writeArrayFieldStart("draw");
      for (int deck : c.draws()) {
        g.writeString(Cards.deckKey(deck));
      }
      g.writeEndArray();
    }
  }
}
