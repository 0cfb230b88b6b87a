package org.legendsforge.games.graveyard.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Game;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Variant;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.kit.data.DocumentSourceMap;
import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.data.YamlReader;
import org.legendsforge.kit.data.shape.ListShape;
import org.legendsforge.kit.data.shape.ObjectShape;
import org.legendsforge.kit.data.shape.ShapeContext;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;

/**
 * Loads a card-data folder (docs/card-data.md) into a {@link Catalog}. Never throws on bad data:
 * every problem of every file is collected, each at its line and column, and the catalog is
 * returned only when there is no error.
 */
public final class CardDataLoader {
  private final Path userDir;
  private final YamlReader yaml = new YamlReader();
  private final CardMapper mapper = new CardMapper();

  /**
   * @param userDir where the user stands; paths in messages are relative to it
   */
  public CardDataLoader(Path userDir) {
    this.userDir = userDir;
  }

  public LoadResult load(Path dataDir) {
    return load(dataDir, Map.of());
  }

  /**
   * Loads {@code dataDir} as if the files named in {@code replaced} (relative paths) held the given
   * text: a trial edit, checked like any data and never written.
   */
  public LoadResult load(Path dataDir, Map<String, String> replaced) {
    DataFolder folder = new DataFolder(dataDir, userDir, replaced);
    Diagnostics sink = new Diagnostics();
    DocumentSourceMap sources = new DocumentSourceMap(folder.display(folder.root()));
    if (!Files.isDirectory(folder.root())) {
      String what = Files.exists(folder.root()) ? "is not a folder" : "does not exist";
      sink.error(
          "missing-data",
          SourceRef.file(folder.display(folder.root())),
          "the card-data folder " + what,
          "pass the folder with --data DIR");
      return new LoadResult(Optional.empty(), sink, sources);
    }
    Map<String, ObjectShape> schemas = CardDataSchemas.files();
    try {
      folder.reportUnknownFiles(List.copyOf(schemas.keySet()), sink);
    } catch (IOException e) {
      sink.error(
          "unreadable-file",
          SourceRef.file(folder.display(folder.root())),
          "cannot list the card-data folder",
          "check its permissions");
    }
    Map<String, YamlDocument> docs = new LinkedHashMap<>();
    for (String rel : schemas.keySet()) {
      if (CardDataSchemas.OPTIONAL_FILES.contains(rel) && !folder.holds(rel)) {
        continue;
      }
      sources.addFile(rel, folder.display(folder.root().resolve(rel)));
      folder
          .read(rel, sink)
          .flatMap(text -> yaml.read(text, folder.display(folder.root().resolve(rel)), rel, sink))
          .ifPresent(doc -> docs.put(rel, doc));
    }
    Assembly a = new Assembly(docs, schemas, sink, sources);
    Catalog catalog = a.assemble();
    ReferenceChecks refs = a.refs;
    if (docs.containsKey("decks.yaml")) {
      // a decks.yaml that did not load has its own error; "no deck holds ..." for each of the
      // fifteen kinds would bury it
      refs.decks(catalog.decks(), sources, "decks.yaml", sink);
      refs.sleeveNames(catalog.decks(), a.palette, sources, sink);
    }
    catalog
        .printedCards()
        .map(Catalog.DeckCard::card)
        .distinct()
        .forEach(c -> refs.art(c.id(), c.art(), folder.files(), sources, sink));
    catalog.decks().forEach(d -> refs.backImage(d, folder.files(), sources, sink));
    return new LoadResult(
        sink.hasErrors() ? Optional.empty() : Optional.of(catalog), sink, sources);
  }

  /** One run's mapping of the parsed files into records. */
  private final class Assembly {
    private final Map<String, YamlDocument> docs;
    private final Map<String, ObjectShape> schemas;
    private final Diagnostics sink;
    private final DocumentSourceMap sources;
    final ReferenceChecks refs = new ReferenceChecks();

    Assembly(
        Map<String, YamlDocument> docs,
        Map<String, ObjectShape> schemas,
        Diagnostics sink,
        DocumentSourceMap sources) {
      this.docs = docs;
      this.schemas = schemas;
      this.sink = sink;
      this.sources = sources;
    }

    Catalog assemble() {
      readPalette();
      List<Hero> heroes = new ArrayList<>();
      cards("heroes.yaml", "heroes", it -> heroes.add(mapper.hero(it)));
      Map<String, Hero> heroById = new LinkedHashMap<>();
      heroes.forEach(h -> heroById.put(h.id(), h));
      // heroes.yaml that did not parse has its own error: every hero an orb names counts as
      // written, so the orbs are left out quietly instead of each reported as dangling
      java.util.Set<String> declaredHeroes =
          docs.containsKey("heroes.yaml")
              ? declaredIds("heroes.yaml", "heroes")
              : namedIn("hyper-orbs.yaml", "hyperOrbs", "hero");
      List<HyperOrb> orbs = new ArrayList<>();
      cards(
          "hyper-orbs.yaml",
          "hyperOrbs",
          it -> mapper.hyperOrb(it, heroById, declaredHeroes).ifPresent(orbs::add));
      List<Spirit> spirits = new ArrayList<>();
      cards("spirits.yaml", "spirits", it -> spirits.add(mapper.spirit(it)));
      List<Spell> spells = new ArrayList<>();
      for (Element e : Element.values()) {
        cards("spells/" + e.key() + ".yaml", "spells", it -> spells.add(mapper.spell(it, e)));
      }
      List<Weapon> starting = new ArrayList<>();
      cards(
          "weapons/starting.yaml",
          "weapons",
          it -> starting.add(mapper.weapon(it, WeaponKind.STARTING)));
      List<Weapon> items = new ArrayList<>();
      cards("weapons/items.yaml", "weapons", it -> items.add(mapper.weapon(it, WeaponKind.ITEM)));
      List<ChaosElement> chaos = new ArrayList<>();
      cards("chaos.yaml", "chaos", it -> chaos.add(mapper.chaos(it)));
      List<TerrainCard> terrain = new ArrayList<>();
      Map<String, org.legendsforge.kit.card.Art> terrainArt = new LinkedHashMap<>();
      cards(
          "terrain.yaml",
          "terrain",
          it ->
              mapper
                  .terrain(it)
                  .ifPresent(
                      t -> {
                        terrain.add(t);
                        it.art("art").ifPresent(a -> terrainArt.put(t.id(), a));
                      }));
      List<Deck> decks = new ArrayList<>();
      cards("decks.yaml", "decks", it -> decks.add(mapper.deck(it, palette)));
      GameParts game = game();
      List<Variant> variants = variants(game.pickups);
      return new Catalog(
          variants.isEmpty()
              ? game.game
              : new Game(
                  game.game.name(),
                  game.game.slug(),
                  game.game.tagline(),
                  game.game.compensateSetup(),
                  game.game.startingMana(),
                  game.game.manaPerTurn(),
                  variants,
                  Optional.empty()),
          heroes,
          spirits,
          spells,
          starting,
          items,
          chaos,
          orbs,
          game.players,
          terrain,
          game.pickups,
          decks,
          game.components,
          terrainArt);
    }

    /** The sleeve colours of decks.yaml by name, in file order; a name given twice is an error. */
    final Map<String, org.legendsforge.kit.card.Sleeve> palette = new LinkedHashMap<>();

    private void readPalette() {
      YamlDocument doc = docs.get("decks.yaml");
      if (doc == null || !doc.root().path("sleeves").isArray()) {
        return;
      }
      JsonNode list = doc.root().get("sleeves");
      for (int i = 0; i < list.size(); i++) {
        JsonNode s = list.get(i);
        if (!s.path("name").isTextual() || !s.path("hex").asText().matches("#[0-9A-Fa-f]{6}")) {
          continue; // reported by the file's shape check
        }
        String name = s.get("name").asText();
        if (palette.containsKey(name)) {
          sink.error(
              "duplicate-sleeve",
              doc.locate("/sleeves/" + i + "/name"),
              "sleeve colour \"" + name + "\" is listed twice in the palette",
              "keep one entry per name");
          continue;
        }
        palette.put(
            name,
            new org.legendsforge.kit.card.Sleeve(
                name, s.get("hex").asText().toUpperCase(java.util.Locale.ROOT)));
      }
    }

    /**
     * Checks the keys of a list file other than its list (decks.yaml's sleeves, and misspelt keys),
     * once: the list's items are checked one by one by the caller.
     */
    private void checkBeside(JsonNode root, String key, ObjectShape fileShape, ShapeContext ctx) {
      com.fasterxml.jackson.databind.node.ObjectNode rest =
          ((com.fasterxml.jackson.databind.node.ObjectNode) root).deepCopy();
      rest.remove(key);
      if (rest.isEmpty()) {
        return;
      }
      List<org.legendsforge.kit.data.shape.Field> fields =
          fileShape.fields().values().stream()
              .map(
                  f ->
                      f.name().equals(key)
                          ? new org.legendsforge.kit.data.shape.Field(
                              f.name(), f.shape(), false, f.description())
                          : f)
              .toList();
      new ObjectShape("file", fields).check(rest, "", ctx);
    }

    /** Every value of {@code field} in the items of a list file. */
    private java.util.Set<String> namedIn(String rel, String key, String field) {
      java.util.Set<String> named = new java.util.HashSet<>();
      YamlDocument doc = docs.get(rel);
      if (doc != null) {
        doc.root().path(key).forEach(item -> named.add(item.path(field).asText()));
      }
      return named;
    }

    /**
     * Every id written in a list file, also of cards too broken to load: a reference to one of
     * those is not reported again as dangling.
     */
    private java.util.Set<String> declaredIds(String rel, String key) {
      java.util.Set<String> ids = new java.util.HashSet<>();
      YamlDocument doc = docs.get(rel);
      if (doc != null) {
        doc.root()
            .path(key)
            .forEach(
                item -> {
                  if (item.path("id").isTextual()) {
                    ids.add(item.get("id").asText());
                  }
                });
      }
      return ids;
    }

    private record GameParts(
        Game game, List<Pickup> pickups, List<PlayerCard> players, List<Component> components) {}

    private GameParts game() {
      List<Pickup> pickups = new ArrayList<>();
      List<PlayerCard> players = new ArrayList<>();
      List<Component> components = new ArrayList<>();
      Game game = new Game("", "", "", false);
      YamlDocument doc = docs.get("game.yaml");
      if (doc == null) {
        return new GameParts(game, pickups, players, components);
      }
      ObjectShape shape = schemas.get("game.yaml");
      ShapeContext ctx = new ShapeContext(doc, sink);
      if (!shape.check(doc.root(), "", ctx)) {
        return new GameParts(game, pickups, players, components);
      }
      Item root = new Item(doc, "", doc.root(), sink);
      game =
          new Game(
              root.text("name"),
              root.text("slug"),
              root.optText("tagline"),
              root.flag("compensateSetup"),
              root.integer("startingMana", Game.DEFAULT_STARTING_MANA),
              root.integer("manaPerTurn", Game.DEFAULT_MANA_PER_TURN));
      each(root, "pickups", it -> pickups.add(mapper.pickup(it)));
      each(
          root,
          "players",
          it -> {
            if (refs.claimId(it.text("id"), doc.locate(it.pointer()).location(), it, sink)) {
              sources.addCard(it.text("id"), doc, it.pointer());
              players.add(mapper.player(it));
            }
          });
      each(root, "components", it -> components.add(mapper.component(it)));
      return new GameParts(game, pickups, players, components);
    }

    /**
     * The variants of variants.yaml, checked like cards but with their own ids (a variant is not a
     * card): an id used twice, or the designer's rules' own id, is an error.
     */
    private List<Variant> variants(List<Pickup> pickups) {
      List<Variant> out = new ArrayList<>();
      YamlDocument doc = docs.get(CardDataSchemas.VARIANTS);
      if (doc == null) {
        return out;
      }
      ObjectShape fileShape = schemas.get(CardDataSchemas.VARIANTS);
      ShapeContext ctx = new ShapeContext(doc, sink);
      JsonNode root = doc.root();
      if (!root.isObject() || !root.path("variants").isArray()) {
        fileShape.check(root, "", ctx);
        return out;
      }
      checkBeside(root, "variants", fileShape, ctx);
      // each variant checked on its own, so one mistake does not hide the others'
      ObjectShape itemShape =
          (ObjectShape) ((ListShape) fileShape.fields().get("variants").shape()).item();
      Item top = new Item(doc, "", root, sink);
      Map<String, String> seen = new LinkedHashMap<>();
      each(
          top,
          "variants",
          it -> {
            if (!itemShape.check(it.node(), it.pointer(), ctx)) {
              return;
            }
            String id = it.text("id");
            if (id.equals(Variant.RULES_ID)) {
              it.error(
                  "reserved-id",
                  "id",
                  "\"" + id + "\" names the designer's rules, so no variant may use it",
                  "give the variant an id that says what it changes, like turn-order-compensation");
              return;
            }
            String first = seen.putIfAbsent(id, it.pointer());
            if (first != null) {
              it.error(
                  "duplicate-id",
                  "id",
                  "variant id \""
                      + id
                      + "\" is already used at "
                      + doc.locate(first + "/id").location(),
                  "give each variant its own id");
              return;
            }
            java.util.Map<RuleValue, Integer> changes = new java.util.EnumMap<>(RuleValue.class);
            JsonNode rules = it.node().path("rules");
            rules
                .fieldNames()
                .forEachRemaining(
                    key ->
                        RuleValue.of(key)
                            .ifPresent(
                                r -> {
                                  JsonNode v = rules.get(key);
                                  changes.put(
                                      r, v.isBoolean() ? (v.asBoolean() ? 1 : 0) : v.asInt());
                                }));
            for (RuleValue r : changes.keySet()) {
              if (r.isOrbCount()
                  && pickups.stream().noneMatch(p -> RuleValue.orbs(p.kind()) == r)) {
                it.error(
                    "unknown-orb",
                    "rules",
                    "the variant \""
                        + id
                        + "\" counts "
                        + r.meaning()
                        + ", but game.yaml lists none",
                    "add the orb to game.yaml's pickups (its name, coin and text), or leave "
                        + r.key()
                        + " out");
              }
            }
            if (changes.isEmpty()) {
              sink.warning(
                  "no-effect",
                  doc.locate(it.pointer() + "/rules"),
                  "the variant \""
                      + id
                      + "\" changes no rule value, so it plays the designer's rules",
                  "set at least one rule value under rules:, or remove the variant");
            }
            out.add(new Variant(id, it.text("name"), it.text("description"), changes));
          });
      return out;
    }

    private void each(Item root, String key, Consumer<Item> use) {
      JsonNode list = root.node().path(key);
      for (int i = 0; i < list.size(); i++) {
        use.accept(new Item(root.doc(), "/" + key + "/" + i, list.get(i), sink));
      }
    }

    /**
     * Checks a list file item by item, so one broken card does not hide the problems of the others,
     * and maps each card that has the right shape and an unused id.
     */
    private void cards(String rel, String key, Consumer<Item> use) {
      YamlDocument doc = docs.get(rel);
      if (doc == null) {
        return;
      }
      ShapeContext ctx = new ShapeContext(doc, sink);
      ObjectShape fileShape = schemas.get(rel);
      JsonNode root = doc.root();
      if (!root.isObject() || !root.has(key) || !root.get(key).isArray()) {
        fileShape.check(root, "", ctx);
        return;
      }
      checkBeside(root, key, fileShape, ctx);
      ObjectShape itemShape =
          (ObjectShape) ((ListShape) fileShape.fields().get(key).shape()).item();
      JsonNode list = root.get(key);
      if (list.isEmpty()) {
        sink.warning(
            "empty-list",
            doc.locate("/" + key),
            rel + " lists no " + key,
            "add cards, or the deck that holds them will be empty");
      }
      for (int i = 0; i < list.size(); i++) {
        String pointer = "/" + key + "/" + i;
        if (!itemShape.check(list.get(i), pointer, ctx)) {
          continue;
        }
        Item it = new Item(doc, pointer, list.get(i), sink);
        String id = it.text("id");
        if (refs.claimId(id, doc.locate(pointer).location(), it, sink)) {
          sources.addCard(id, doc, pointer);
          use.accept(it);
        }
      }
    }
  }
}
