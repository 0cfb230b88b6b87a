package org.legendsforge.games.graveyard.diff;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;

/**
 * A difference as JSON for tools: the same content as the text, with values in their own types
 * (absent: null).
 */
public final class DiffJson {
  private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /**
   * @param files the reprint PDFs written, when they were asked for (otherwise {@code files} is
   *     null)
   */
  public String format(
      DataDiff d, ReprintList r, Optional<List<String>> files, String oldLabel, String newLabel) {
    ObjectNode root = mapper.createObjectNode();
    root.put("old", oldLabel);
    root.put("new", newLabel);
    ObjectNode counts = root.putObject("cards");
    counts
        .put("added", d.counts().added())
        .put("removed", d.counts().removed())
        .put("changed", d.counts().changed());
    ArrayNode decks = root.putArray("decks");
    for (DeckDiff deck : d.decks()) {
      ObjectNode o =
          decks
              .addObject()
              .put("id", deck.deckId())
              .put("name", deck.name())
              .put("derived", deck.derived());
      changes(o.putArray("changes"), deck.cards());
    }
    changes(root.putArray("deckChanges"), d.deckChanges());
    fields(root.putArray("game"), d.game());
    d.balance()
        .ifPresentOrElse(b -> balance(root.putObject("balance"), b), () -> root.putNull("balance"));
    reprint(root.putObject("reprint"), r, files);
    try {
      return mapper.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void reprint(ObjectNode into, ReprintList r, Optional<List<String>> files) {
    ArrayNode cards = into.putArray("cards");
    for (ReprintCard c : r.cards()) {
      ObjectNode o =
          cards
              .addObject()
              .put("deck", c.deckId())
              .put("deckName", c.deckName())
              .put("card", c.cardId())
              .put("name", c.cardName())
              .put("why", c.why().words());
      ArrayNode causes = o.putArray("causes");
      c.causes().forEach(causes::add);
    }
    into.put("compared", r.compared()).put("everyCard", r.everyCard());
    if (files.isPresent()) {
      ArrayNode f = into.putArray("files");
      files.get().forEach(f::add);
    } else {
      into.putNull("files");
    }
  }

  private static void changes(ArrayNode into, List<CardChange> changes) {
    for (CardChange c : changes) {
      ObjectNode o =
          into.addObject().put("change", c.kind().word()).put("id", c.id()).put("name", c.name());
      fields(o.putArray("fields"), c.fields());
    }
  }

  private static void fields(ArrayNode into, List<FieldChange> fields) {
    for (FieldChange f : fields) {
      ObjectNode o = into.addObject().put("path", f.path());
      // set() stores an absent value as JSON null.
      o.set("old", f.old().orElse(null));
      o.set("new", f.now().orElse(null));
    }
  }

  private static void balance(ObjectNode into, BalanceDiff b) {
    ArrayNode cards = into.putArray("cards");
    for (BalanceDiff.CardDelta c : b.cards()) {
      ObjectNode o =
          cards.addObject().put("id", c.id()).put("name", c.name()).put("deck", c.deck());
      value(o, "old", c.old());
      value(o, "new", c.now());
      c.flagChange().ifPresentOrElse(f -> o.put("flagChange", f), () -> o.putNull("flagChange"));
    }
    ArrayNode decks = into.putArray("decks");
    for (BalanceDiff.DeckDelta d : b.decks()) {
      ObjectNode o = decks.addObject().put("deck", d.deck());
      o.putObject("old")
          .put("sum", round(d.oldSum()))
          .put("average", round(d.oldAverage()))
          .put("cards", d.oldCount());
      o.putObject("new")
          .put("sum", round(d.newSum()))
          .put("average", round(d.newAverage()))
          .put("cards", d.newCount());
    }
  }

  private static void value(ObjectNode o, String key, Optional<BalanceDiff.Value> v) {
    if (v.isEmpty()) {
      o.putNull(key);
      return;
    }
    ObjectNode x = o.putObject(key).put("value", round(v.get().value()));
    v.get().aim().ifPresentOrElse(a -> x.put("aim", round(a)), () -> x.putNull("aim"));
    v.get().flag().ifPresentOrElse(f -> x.put("flag", f), () -> x.putNull("flag"));
  }

  /** Two decimals, as the text shows, so float noise (3.4999999) never reaches a tool. */
  private static double round(double v) {
    return Math.round(v * 100) / 100.0;
  }
}
