package org.legendsforge.games.graveyard.diff;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.legendsforge.games.graveyard.data.CardDataWriter;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Element;

/**
 * A catalog as flat field maps, one per card, deck and the game, with paths named as the card-data
 * files name them ({@code cost}, {@code effects[0].damage}, {@code sleeve.hex}). The maps come from
 * {@link CardDataWriter}, so defaults and spelling are normalised the way the loader reads them: an
 * omitted {@code over: false} and a written one compare equal.
 */
final class CardFields {
  /** Every card's fields by id, every deck's by id, and the game's own settings. */
  record Flat(
      Map<String, Map<String, JsonNode>> cards,
      Map<String, Map<String, JsonNode>> decks,
      Map<String, JsonNode> game) {}

  private final ObjectMapper yaml = new ObjectMapper(new YAMLFactory());

  Flat of(Catalog c) {
    Map<String, String> files = new CardDataWriter().write(c);
    Map<String, Map<String, JsonNode>> cards = new LinkedHashMap<>();
    Map<String, JsonNode> heroHyper = new LinkedHashMap<>();
    for (JsonNode h : read(files.get("heroes.yaml")).path("heroes")) {
      cards.put(h.path("id").asText(), flatten(h));
      heroHyper.put(h.path("id").asText(), h.path("hyper"));
    }
    for (JsonNode o : read(files.get("hyper-orbs.yaml")).path("hyperOrbs")) {
      // The orb prints its hero's hyper ability, so a change of that ability changes the orb.
      ObjectNode withHyper = ((ObjectNode) o).deepCopy();
      withHyper.set("hyper", heroHyper.get(o.path("hero").asText()));
      cards.put(o.path("id").asText(), flatten(withHyper));
    }
    list(files.get("spirits.yaml"), "spirits", cards, null, null);
    for (Element e : Element.values()) {
      list(files.get("spells/" + e.key() + ".yaml"), "spells", cards, "element", e.key());
    }
    list(files.get("weapons/starting.yaml"), "weapons", cards, "kind", "starting");
    list(files.get("weapons/items.yaml"), "weapons", cards, "kind", "item");
    list(files.get("chaos.yaml"), "chaos", cards, null, null);
    list(files.get("terrain.yaml"), "terrain", cards, null, null);
    JsonNode game = read(files.get("game.yaml"));
    for (JsonNode p : game.path("players")) {
      cards.put(p.path("id").asText(), flatten(p));
    }
    Map<String, Map<String, JsonNode>> decks = new LinkedHashMap<>();
    list(files.get("decks.yaml"), "decks", decks, null, null);
    ObjectNode settings = ((ObjectNode) game).deepCopy();
    settings.remove("players");
    return new Flat(cards, decks, flatten(settings));
  }

  private void list(
      String text,
      String key,
      Map<String, Map<String, JsonNode>> into,
      String extraKey,
      String extraValue) {
    for (JsonNode item : read(text).path(key)) {
      Map<String, JsonNode> fields = new LinkedHashMap<>();
      if (extraKey != null) {
        // The file a card lives in says its element or weapon kind; moving it is a change too.
        fields.put(extraKey, TextNode.valueOf(extraValue));
      }
      fields.putAll(flatten(item));
      into.put(item.path("id").asText(), fields);
    }
  }

  private JsonNode read(String text) {
    try {
      return yaml.readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException("the card-data writer wrote YAML it cannot read back", e);
    }
  }

  static Map<String, JsonNode> flatten(JsonNode node) {
    Map<String, JsonNode> out = new LinkedHashMap<>();
    walk(node, "", out);
    return out;
  }

  private static void walk(JsonNode node, String path, Map<String, JsonNode> out) {
    if (node.isObject() && node.size() > 0) {
      Iterator<Map.Entry<String, JsonNode>> it = node.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        walk(e.getValue(), path.isEmpty() ? e.getKey() : path + "." + e.getKey(), out);
      }
    } else if (node.isArray() && node.size() > 0) {
      for (int i = 0; i < node.size(); i++) {
        walk(node.get(i), path + "[" + i + "]", out);
      }
    } else {
      out.put(path, node);
    }
  }
}
