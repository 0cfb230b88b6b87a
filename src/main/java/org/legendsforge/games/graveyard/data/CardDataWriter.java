package org.legendsforge.games.graveyard.data;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Side;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Target;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.kit.card.Art;

/**
 * Writes a catalog back as card-data files (docs/card-data.md), the inverse of the loader: loading
 * what it writes gives an equal catalog. Tools that edit or generate card data (balance sweeps,
 * synthetic benchmark sets) use it; comments of the original files are not kept.
 */
public final class CardDataWriter {
  private static final Set<Scope> OWN = Set.of(Scope.THIS);
  private final RulesWriter rules = new RulesWriter();
  private final ObjectMapper yaml =
      new ObjectMapper(
          YAMLFactory.builder()
              .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
              .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
              .build());

  /** Each file's text, keyed by its path relative to the data folder. */
  public Map<String, String> write(Catalog c) {
    Map<String, ObjectNode> files = new LinkedHashMap<>();
    files.put("game.yaml", game(c));
    files.put("heroes.yaml", list("heroes", c.heroes().stream().map(this::hero).toList()));
    files.put("hyper-orbs.yaml", list("hyperOrbs", c.hyperOrbs().stream().map(this::orb).toList()));
    files.put("spirits.yaml", list("spirits", c.spirits().stream().map(this::spirit).toList()));
    for (Element e : Element.values()) {
      files.put(
          "spells/" + e.key() + ".yaml",
          list("spells", c.spellsOf(e).stream().map(this::spell).toList()));
    }
    files.put(
        "weapons/starting.yaml",
        list("weapons", c.startingWeapons().stream().map(this::weapon).toList()));
    files.put(
        "weapons/items.yaml", list("weapons", c.itemWeapons().stream().map(this::weapon).toList()));
    files.put("chaos.yaml", list("chaos", c.chaosElements().stream().map(this::chaos).toList()));
    files.put(
        "terrain.yaml",
        list("terrain", c.terrainCards().stream().map(t -> terrain(t, c)).toList()));
    files.put("decks.yaml", list("decks", c.decks().stream().map(this::deck).toList()));
    if (!c.game().variants().isEmpty()) {
      files.put(
          CardDataSchemas.VARIANTS,
          list("variants", c.game().variants().stream().map(this::variant).toList()));
    }
    Map<String, String> out = new LinkedHashMap<>();
    files.forEach((k, v) -> out.put(k, text(v)));
    return out;
  }

  private String text(ObjectNode node) {
    try {
      return yaml.writeValueAsString(node);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private ObjectNode list(String key, List<ObjectNode> items) {
    ObjectNode root = yaml.createObjectNode();
    ArrayNode a = root.putArray(key);
    items.forEach(a::add);
    return root;
  }

  private ObjectNode variant(org.legendsforge.games.graveyard.model.Variant v) {
    ObjectNode o =
        yaml.createObjectNode()
            .put("id", v.id())
            .put("name", v.name())
            .put("description", v.description());
    ObjectNode rules = o.putObject("rules");
    v.changes()
        .forEach(
            (r, value) -> {
              if (r.yesNo()) {
                rules.put(r.key(), value != 0);
              } else {
                rules.put(r.key(), value);
              }
            });
    return o;
  }

  private ObjectNode game(Catalog c) {
    ObjectNode g = yaml.createObjectNode();
    g.put("name", c.game().name());
    g.put("slug", c.game().slug());
    opt(g, "tagline", c.game().tagline());
    g.put("compensateSetup", c.game().compensateSetup());
    g.put("startingMana", c.game().startingMana());
    g.put("manaPerTurn", c.game().manaPerTurn());
    ArrayNode pickups = g.putArray("pickups");
    for (Pickup p : c.pickups()) {
      ObjectNode o =
          pickups
              .addObject()
              .put("kind", p.kind().key())
              .put("name", p.name())
              .put("count", p.count());
      opt(o, "coin", p.coin());
      opt(o, "text", p.text());
    }
    ArrayNode players = g.putArray("players");
    for (PlayerCard p : c.playerCards()) {
      ObjectNode o =
          players.addObject().put("id", p.id()).put("name", p.name()).put("colour", p.colour());
      opt(o, "text", p.text());
      art(o, p.art());
    }
    ArrayNode components = g.putArray("components");
    for (Component k : c.components()) {
      ObjectNode o = components.addObject().put("name", k.name()).put("count", k.count());
      if (k.perHero()) {
        o.put("perHero", true);
      }
      if (k.perPlayer()) {
        o.put("perPlayer", true);
      }
      opt(o, "note", k.note());
      k.piece().ifPresent(piece -> o.put("piece", piece.key()));
    }
    return g;
  }

  private ObjectNode hero(Hero h) {
    ObjectNode o = card(h.id(), h.name()).put("health", h.health());
    if (h.customMovement()) {
      o.put("movement", h.movement().notation());
    }
    ObjectNode hyper = o.putObject("hyper").put("name", h.hyper().name());
    rules.ability(
        hyper, h.hyper().ability(), false, Target.SELF, n -> effects(n, h.hyper().effects()));
    rules.modifiers(hyper, h.hyper().modifiers(), OWN);
    opt(hyper, "text", h.hyper().text());
    return tail(o, h.flavour(), h.art());
  }

  private ObjectNode orb(HyperOrb h) {
    return tail(card(h.id(), h.name()).put("hero", h.hero().id()), h.flavour(), h.art());
  }

  private ObjectNode spirit(Spirit s) {
    ObjectNode o = card(s.id(), s.name()).put("ability", s.abilityName());
    rules.ability(o, s.ability(), true, Target.SELF, n -> effects(n, s.effects()));
    rules.modifiers(o, s.modifiers(), OWN);
    opt(o, "text", s.text());
    ObjectNode hand = o.putObject("hand");
    for (Element e : Element.values()) {
      hand.put(e.key(), s.hand().of(e));
    }
    hand.put("general", s.hand().general());
    return tail(o, s.flavour(), s.art());
  }

  private ObjectNode spell(Spell s) {
    ObjectNode o = card(s.id(), s.name()).put("cost", s.cost()).put("range", s.range());
    area(o, s.area());
    flag(o, "over", s.over());
    flag(o, "noAction", s.noAction());
    effects(o, s.effects());
    rules.modifiers(o, s.modifiers(), OWN);
    opt(o, "text", s.text());
    return tail(o, s.flavour(), s.art());
  }

  private ObjectNode weapon(Weapon w) {
    ObjectNode o =
        card(w.id(), w.name())
            .put("kind", w.type().key())
            .put("damage", w.damage())
            .put("range", w.range());
    area(o, w.area());
    flag(o, "over", w.over());
    effects(o, w.effects());
    rules.modifiers(o, w.modifiers(), OWN);
    opt(o, "text", w.text());
    return tail(o, w.flavour(), w.art());
  }

  private ObjectNode chaos(ChaosElement c) {
    ObjectNode o = card(c.id(), c.name());
    rules.ability(
        o,
        c.ability(),
        false,
        new Target.EveryHero(HeroFilter.of(Side.ANY)),
        n -> effects(n, c.effects()));
    rules.modifiers(o, c.modifiers(), Scope.EVERYTHING);
    opt(o, "text", c.text());
    return tail(o, c.flavour(), c.art());
  }

  private ObjectNode terrain(TerrainCard t, Catalog c) {
    ObjectNode o = yaml.createObjectNode().put("id", t.id());
    ArrayNode rows = o.putArray("cells");
    for (int r = 0; r < TerrainCard.LENGTH; r++) {
      rows.add(t.cell(0, r).notation() + " " + t.cell(1, r).notation());
    }
    art(o, Optional.ofNullable(c.terrainArt().get(t.id())));
    return o;
  }

  private ObjectNode deck(Deck d) {
    ObjectNode o = card(d.id(), d.name()).put("contents", d.contents().key());
    o.putObject("sleeve").put("name", d.sleeve().name()).put("hex", d.sleeve().hex());
    o.put("icon", d.icon());
    if (d.backImage().isPresent()) {
      Art a = d.backImage().get();
      ObjectNode back = o.putObject("back").put("image", a.file());
      placement(back, a);
      return o;
    }
    return o.put("back", d.backPattern());
  }

  private ObjectNode card(String id, String name) {
    return yaml.createObjectNode().put("id", id).put("name", name);
  }

  private ObjectNode tail(ObjectNode o, String flavour, Optional<Art> art) {
    opt(o, "flavour", flavour);
    art(o, art);
    return o;
  }

  /** A plain path when the art is cover and centred, else the mapping. */
  private static void art(ObjectNode o, Optional<Art> art) {
    art.ifPresent(
        a -> {
          if (a.plain()) {
            o.put("art", a.file());
            return;
          }
          ObjectNode m = o.putObject("art").put("file", a.file());
          placement(m, a);
          if (a.fullBleed()) {
            m.put("fullBleed", true);
          }
        });
  }

  private static void placement(ObjectNode m, Art a) {
    if (a.fit() != Art.Fit.COVER) {
      m.put("fit", a.fit().key());
    }
    if (!a.focus().equals(Art.Focus.CENTER)) {
      m.put("focus", a.focus().notation());
    }
  }

  private void effects(ObjectNode o, List<Effect> effects) {
    if (effects.isEmpty()) {
      return;
    }
    ArrayNode a = o.putArray("effects");
    for (Effect e : effects) {
      if (!e.kind().takesAmount() && e.to() == EffectTarget.TARGET) {
        a.add(e.kind().key());
        continue;
      }
      ObjectNode m = a.addObject();
      if (e.kind().takesAmount()) {
        m.put(e.kind().key(), e.amount());
      } else {
        m.putNull(e.kind().key());
      }
      if (e.to() != EffectTarget.TARGET) {
        m.put("to", e.to().key());
      }
    }
  }

  private static void area(ObjectNode o, Optional<AreaSpec> area) {
    area.ifPresent(a -> o.put("area", a.notation()));
  }

  private static void flag(ObjectNode o, String key, boolean value) {
    if (value) {
      o.put(key, true);
    }
  }

  private static void opt(ObjectNode o, String key, String value) {
    if (value != null && !value.isEmpty()) {
      o.put(key, value);
    }
  }
}
