package org.legendsforge.kit.project;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Reads a project's {@code game.yaml}: the game's name and card size, its card types and their
 * fields, its decks and its table pieces. Every mistake is reported where it was written; the
 * declarations that hold are still returned, so the cards can be checked in the same run.
 */
final class GameFileReader {
  static final Set<String> TOP =
      Set.of("game", "card size", "rules", "cards", "types", "decks", "pieces");
  static final Set<String> TYPE = Set.of("label", "frame", "fields");
  static final Set<String> FIELD = Set.of("kind", "required", "min", "max", "of");
  static final Set<String> DECK = Set.of("label", "types", "back", "back colour", "sleeve");
  static final Set<String> PIECE =
      Set.of("kind", "label", "colour", "spaces", "from", "to", "sides", "count");
  static final Set<String> SPACE = Set.of("label", "deck");

  /** The names a card always has, so a type may not declare them as fields. */
  static final Set<String> BUILT_IN = Set.of("name", "type", "deck", "copies");

  /** Poker size, the size most card games print at. */
  static final double POKER_WIDTH = 63;

  static final double POKER_HEIGHT = 88;

  private final YamlFacts facts;

  GameFileReader(YamlDocument doc, Diagnostics sink) {
    this.facts = new YamlFacts(doc, sink);
  }

  Optional<GameFile> read() {
    JsonNode root = facts.doc().root();
    if (!facts.isMapping(root, "", "game.yaml")) {
      return Optional.empty();
    }
    facts.onlyKeys(root, "", TOP, "game.yaml");
    String name = facts.text(root, "", "game", true).orElse("Untitled game");
    double[] size = cardSize(root);
    Map<String, CardType> types = types(root);
    List<DeckSpec> decks = decks(root, types);
    List<TablePiece> pieces = pieces(root, decks);
    List<String> files = facts.words(root, "", "cards");
    Optional<String> rules = facts.text(root, "", "rules", false);
    return Optional.of(new GameFile(name, size[0], size[1], types, decks, pieces, files, rules));
  }

  private double[] cardSize(JsonNode root) {
    JsonNode v = root.get("card size");
    if (v == null) {
      return new double[] {POKER_WIDTH, POKER_HEIGHT};
    }
    if (v.isArray()
        && v.size() == 2
        && v.get(0).isNumber()
        && v.get(1).isNumber()
        && v.get(0).asDouble() >= 25
        && v.get(1).asDouble() >= 25
        && v.get(0).asDouble() <= 200
        && v.get(1).asDouble() <= 200) {
      return new double[] {v.get(0).asDouble(), v.get(1).asDouble()};
    }
    facts.error(
        "project-card-size",
        "/card size",
        "the card size must be a width and a height in millimetres, each 25 to 200",
        "write card size: [63, 88] for poker cards");
    return new double[] {POKER_WIDTH, POKER_HEIGHT};
  }

  private Map<String, CardType> types(JsonNode root) {
    Map<String, CardType> out = new LinkedHashMap<>();
    JsonNode types = root.get("types");
    if (types == null) {
      facts.error(
          "project-missing",
          "",
          "game.yaml declares no card types",
          "add a \"types:\" section naming each kind of card and its fields");
      return out;
    }
    if (!facts.isMapping(types, "/types", "types")) {
      return out;
    }
    types
        .fieldNames()
        .forEachRemaining(
            id ->
                type(id, types.get(id), "/types/" + YamlFacts.escape(id), types)
                    .ifPresent(t -> out.put(id, t)));
    // references are checked once every type is known
    for (CardType t : out.values()) {
      for (FieldSpec f : t.fields()) {
        f.refersTo()
            .filter(r -> !types.has(r))
            .ifPresent(
                r ->
                    facts.error(
                        "project-unknown-type",
                        "/types/"
                            + YamlFacts.escape(t.id())
                            + "/fields/"
                            + YamlFacts.escape(f.name())
                            + "/of",
                        "the field \""
                            + f.name()
                            + "\" refers to cards of a type \""
                            + r
                            + "\", which game.yaml does not declare",
                        Suggestions.hint(r, out.keySet(), "the types are")));
      }
    }
    return out;
  }

  private Optional<CardType> type(String id, JsonNode node, String at, JsonNode all) {
    if (!facts.isMapping(node, at, "the type \"" + id + "\"")) {
      return Optional.empty();
    }
    facts.onlyKeys(node, at, TYPE, "the type \"" + id + "\"");
    String label = facts.text(node, at, "label", false).orElse(capitalised(id));
    Optional<Rgb> frame =
        "none".equals(node.path("frame").asText())
            ? Optional.empty()
            : facts.colour(node, at, "frame");
    List<FieldSpec> fields = new ArrayList<>();
    JsonNode fs = node.get("fields");
    if (fs != null && facts.isMapping(fs, at + "/fields", "the fields of \"" + id + "\"")) {
      fs.fieldNames()
          .forEachRemaining(
              name ->
                  field(name, fs.get(name), at + "/fields/" + YamlFacts.escape(name))
                      .ifPresent(fields::add));
    }
    return Optional.of(new CardType(id, label, frame, fields));
  }

  private Optional<FieldSpec> field(String name, JsonNode node, String at) {
    if (BUILT_IN.contains(name)) {
      facts.error(
          "project-built-in-field",
          at,
          "\"" + name + "\" is a column every card has already",
          "remove it from the fields: name, type, deck and copies need no declaration");
      return Optional.empty();
    }
    if (node != null && node.isValueNode()) {
      // "cost: number" is short for "cost: {kind: number}"
      node =
          com.fasterxml.jackson.databind.node.JsonNodeFactory.instance
              .objectNode()
              .put("kind", node.asText());
    }
    if (!facts.isMapping(node, at, "the field \"" + name + "\"")) {
      return Optional.empty();
    }
    facts.onlyKeys(node, at, FIELD, "the field \"" + name + "\"");
    String word = node.path("kind").asText("");
    Optional<FieldKind> kind = FieldKind.of(word);
    if (kind.isEmpty()) {
      List<String> kinds =
          java.util.Arrays.stream(FieldKind.values()).map(FieldKind::word).toList();
      facts.error(
          "project-field-kind",
          node.has("kind") ? at + "/kind" : at,
          "the field \"" + name + "\" has no kind" + (word.isEmpty() ? "" : " \"" + word + "\""),
          Suggestions.hint(word, kinds, "the kinds are"));
      return Optional.empty();
    }
    Optional<Integer> min = facts.whole(node, at, "min");
    Optional<Integer> max = facts.whole(node, at, "max");
    if (min.isPresent() && max.isPresent() && min.get() > max.get()) {
      facts.error(
          "project-range",
          at + "/max",
          "the range of \"" + name + "\" is empty: max " + max.get() + " is below min " + min.get(),
          "swap the two numbers");
    }
    if ((min.isPresent() || max.isPresent()) && kind.get() != FieldKind.NUMBER) {
      facts.error(
          "project-range",
          at,
          "only a number field has a range; \"" + name + "\" is " + kind.get().word(),
          "remove min and max, or make it kind: number");
    }
    Optional<String> of = facts.text(node, at, "of", kind.get() == FieldKind.CARD);
    boolean required = facts.flag(node, at, "required").orElse(false);
    return Optional.of(new FieldSpec(name, kind.get(), required, min, max, of));
  }

  private List<DeckSpec> decks(JsonNode root, Map<String, CardType> types) {
    List<DeckSpec> out = new ArrayList<>();
    JsonNode decks = root.get("decks");
    if (decks == null) {
      facts.error(
          "project-missing",
          "",
          "game.yaml declares no decks",
          "add a \"decks:\" section naming each deck and the card types it holds");
      return out;
    }
    if (!facts.isMapping(decks, "/decks", "decks")) {
      return out;
    }
    decks
        .fieldNames()
        .forEachRemaining(
            id -> {
              JsonNode d = decks.get(id);
              String at = "/decks/" + YamlFacts.escape(id);
              if (!facts.isMapping(d, at, "the deck \"" + id + "\"")) {
                return;
              }
              facts.onlyKeys(d, at, DECK, "the deck \"" + id + "\"");
              List<String> held = facts.words(d, at, "types");
              if (held.isEmpty()) {
                facts.error(
                    "project-missing",
                    at,
                    "the deck \"" + id + "\" names no card types",
                    "add types: [" + String.join(", ", types.keySet()) + "]");
              }
              for (int i = 0; i < held.size(); i++) {
                if (!types.containsKey(held.get(i))) {
                  facts.error(
                      "project-unknown-type",
                      d.get("types").isArray() ? at + "/types/" + i : at + "/types",
                      "the deck \""
                          + id
                          + "\" holds a type \""
                          + held.get(i)
                          + "\", which game.yaml does not declare",
                      Suggestions.hint(held.get(i), types.keySet(), "the types are"));
                }
              }
              String label = facts.text(d, at, "label", false).orElse(capitalised(id));
              String back = facts.text(d, at, "back", false).orElse(label);
              Rgb backColour = facts.colour(d, at, "back colour").orElse(Rgb.NAMED.get("black"));
              Rgb sleeve = facts.colour(d, at, "sleeve").orElse(backColour);
              out.add(new DeckSpec(id, label, held, back, backColour, sleeve));
            });
    return out;
  }

  private List<TablePiece> pieces(JsonNode root, List<DeckSpec> decks) {
    List<TablePiece> out = new ArrayList<>();
    JsonNode pieces = root.get("pieces");
    if (pieces == null || !facts.isMapping(pieces, "/pieces", "pieces")) {
      return out;
    }
    List<String> deckIds = decks.stream().map(DeckSpec::id).toList();
    pieces
        .fieldNames()
        .forEachRemaining(
            id -> {
              JsonNode p = pieces.get(id);
              String at = "/pieces/" + YamlFacts.escape(id);
              if (!facts.isMapping(p, at, "the piece \"" + id + "\"")) {
                return;
              }
              facts.onlyKeys(p, at, PIECE, "the piece \"" + id + "\"");
              String word = p.path("kind").asText("");
              Optional<PieceKind> kind = PieceKind.of(word);
              if (kind.isEmpty()) {
                List<String> kinds =
                    java.util.Arrays.stream(PieceKind.values()).map(PieceKind::word).toList();
                facts.error(
                    "project-piece-kind",
                    p.has("kind") ? at + "/kind" : at,
                    "the piece \""
                        + id
                        + "\" has no kind"
                        + (word.isEmpty() ? "" : " \"" + word + "\""),
                    Suggestions.hint(word, kinds, "the kinds are"));
                return;
              }
              String label = facts.text(p, at, "label", false).orElse(capitalised(id));
              Rgb colour = facts.colour(p, at, "colour").orElse(Rgb.NAMED.get("brown"));
              List<TablePiece.Space> spaces = spaces(p, at, deckIds);
              int from = facts.whole(p, at, "from").orElse(kind.get() == PieceKind.TRACK ? 0 : 0);
              int to =
                  facts
                      .whole(p, at, "to")
                      .or(() -> facts.whole(p, at, "sides"))
                      .orElse(kind.get() == PieceKind.DICE ? 6 : 10);
              int count = facts.whole(p, at, "count").orElse(1);
              if (count < 1 || count > 100) {
                facts.error(
                    "project-range",
                    at + "/count",
                    "a game holds 1 to 100 of a piece, not " + count,
                    "write count: 1 or more");
              }
              if (kind.get() == PieceKind.TRACK && (to <= from || to - from > 60)) {
                facts.error(
                    "project-range",
                    at,
                    "a track runs up from \"from\" to \"to\", at most 60 steps",
                    "write from: 0 and to: 20, say");
              }
              if (kind.get() == PieceKind.COUNTER && (to <= from || to - from > 99)) {
                // its printed dial shows every number from "from" to "to" round the rim
                facts.error(
                    "project-range",
                    at,
                    "a counter counts up from \"from\" to \"to\", at most 99 steps",
                    "write from: 0 and to: 10, say");
              }
              if (kind.get() == PieceKind.DICE && (to < 2 || to > 20)) {
                facts.error(
                    "project-range", at, "a die has 2 to 20 sides, not " + to, "write sides: 6");
              }
              if (kind.get() == PieceKind.BOARD && spaces.isEmpty()) {
                facts.error(
                    "project-missing",
                    at,
                    "the board \"" + id + "\" has no spaces",
                    "add spaces: [first, second] or entries with a label and a deck");
              }
              out.add(new TablePiece(id, kind.get(), label, colour, spaces, from, to, count));
            });
    return out;
  }

  private List<TablePiece.Space> spaces(JsonNode p, String at, List<String> deckIds) {
    List<TablePiece.Space> out = new ArrayList<>();
    JsonNode s = p.get("spaces");
    if (s == null) {
      return out;
    }
    if (!s.isArray()) {
      facts.error(
          "project-shape",
          at + "/spaces",
          "\"spaces\" must be a list",
          "write each space on its own line starting with \"- \"");
      return out;
    }
    for (int i = 0; i < s.size(); i++) {
      JsonNode e = s.get(i);
      String ep = at + "/spaces/" + i;
      if (e.isValueNode()) {
        out.add(new TablePiece.Space(e.asText(), ""));
        continue;
      }
      if (!facts.isMapping(e, ep, "a space")) {
        continue;
      }
      facts.onlyKeys(e, ep, SPACE, "a space");
      Optional<String> deck = facts.text(e, ep, "deck", false);
      deck.filter(d -> !deckIds.contains(d))
          .ifPresent(
              d ->
                  facts.error(
                      "project-unknown-deck",
                      ep + "/deck",
                      "the space names a deck \"" + d + "\", which game.yaml does not declare",
                      Suggestions.hint(d, deckIds, "the decks are")));
      String label = facts.text(e, ep, "label", false).or(() -> deck).orElse("Space " + (i + 1));
      out.add(new TablePiece.Space(label, deck.orElse("")));
    }
    return out;
  }

  static String capitalised(String id) {
    String words = id.replace('-', ' ').replace('_', ' ');
    return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1);
  }
}
