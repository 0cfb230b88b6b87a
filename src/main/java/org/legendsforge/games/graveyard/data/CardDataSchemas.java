package org.legendsforge.games.graveyard.data;

import static org.legendsforge.kit.data.shape.Field.optional;
import static org.legendsforge.kit.data.shape.Field.required;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.data.shape.EffectShape;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.model.WeaponType;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.data.shape.BoolShape;
import org.legendsforge.kit.data.shape.EitherShape;
import org.legendsforge.kit.data.shape.IntShape;
import org.legendsforge.kit.data.shape.ListShape;
import org.legendsforge.kit.data.shape.ObjectShape;
import org.legendsforge.kit.data.shape.Shape;
import org.legendsforge.kit.data.shape.TextShape;

/**
 * The shape of every card-data file (docs/card-data.md), declared once: the loader checks files
 * against it and {@code forge schema} writes it as JSON Schema.
 */
public final class CardDataSchemas {
  /** Ids are kebab-case so they can name files and stay stable. */
  static final TextShape ID =
      TextShape.matching(
          "[a-z0-9]+(-[a-z0-9]+)*",
          "ids are lower-case words joined by hyphens, like \"ember-knight\"");

  static final TextShape NAME = TextShape.line(40);
  static final TextShape RULES_TEXT = TextShape.any(400);

  /** Printed after the generated rules; the engine never reads it, so it holds no rules. */
  static final String REMINDER = "a reminder printed after the rules (the engine never reads it)";

  /** The free-text trigger line of card data before rules were structure. */
  static final String WHEN_RETIRED =
      "write it as trigger, action, while and target, which the engine plays and the card prints (docs/card-data.md, \"Rules\")";

  static final TextShape FLAVOUR = TextShape.any(200);
  static final TextShape NOTATION = TextShape.line(60);
  static final TextShape ART_FILE =
      TextShape.matching(
          "[A-Za-z0-9_./-]+\\.(png|jpg|jpeg|svg)",
          "an art path is a .png, .jpg or .svg file inside card-data, like art/ember-knight.png");
  static final TextShape FIT = TextShape.oneOf(List.of("cover", "contain", "stretch"));
  static final TextShape FOCUS =
      TextShape.matching(
          "center|top|bottom|(0(\\.[0-9]+)?|1(\\.0+)?) *, *(0(\\.[0-9]+)?|1(\\.0+)?)",
          "write center, top, bottom, or x,y as fractions of the picture from its top-left corner, like 0.5,0.2");

  /** A picture: a plain path (cover, centred), or a mapping saying how it fills its box. */
  static final Shape ART = art(false);

  /** A hero's picture, which may also ask for the full-bleed hero layout. */
  static final Shape HERO_ART = art(true);

  /** The deck icons the shipped theme draws (a theme may add its own). */
  public static final List<String> ICONS =
      List.of(
          "flame",
          "drop",
          "wind",
          "mountain",
          "sun",
          "skull",
          "tome",
          "crossed-swords",
          "chest",
          "vortex",
          "orb",
          "hourglass",
          "crown",
          "spirit",
          "map");

  public static final List<String> BACK_PATTERNS =
      List.of(
          "rays",
          "waves",
          "swirl",
          "strata",
          "halo",
          "thorns",
          "chevrons",
          "diamonds",
          "dots",
          "rings",
          "stripes",
          "grid",
          "scales",
          "stars");
  private static final Shape EFFECTS = new ListShape(new EffectShape());

  private static Shape art(boolean hero) {
    List<org.legendsforge.kit.data.shape.Field> fields =
        new java.util.ArrayList<>(
            List.of(
                required("file", ART_FILE, "a PNG, JPEG or SVG file inside card-data"),
                optional(
                    "fit",
                    FIT,
                    "cover (fill, cropping; the default), contain (whole picture) or stretch"),
                optional(
                    "focus", FOCUS, "what stays in view: center (default), top, bottom or x,y")));
    if (hero) {
      fields.add(
          optional(
              "fullBleed",
              new BoolShape(),
              "the picture runs under the whole card, bleed included"));
    }
    return new EitherShape(ART_FILE, new ObjectShape("art", fields));
  }

  private CardDataSchemas() {}

  /** Every file of a card-data folder, by its path relative to the folder. */
  public static Map<String, ObjectShape> files() {
    Map<String, ObjectShape> files = new LinkedHashMap<>();
    files.put("game.yaml", game());
    files.put("heroes.yaml", top("heroes", hero()));
    files.put("hyper-orbs.yaml", top("hyperOrbs", hyperOrb()));
    files.put("spirits.yaml", top("spirits", spirit()));
    for (Element e : Element.values()) {
      files.put("spells/" + e.key() + ".yaml", top("spells", spell()));
    }
    files.put("weapons/starting.yaml", top("weapons", weapon()));
    files.put("weapons/items.yaml", top("weapons", weapon()));
    files.put("chaos.yaml", top("chaos", chaos()));
    files.put("terrain.yaml", top("terrain", terrain()));
    files.put("decks.yaml", decksFile());
    files.put(VARIANTS, top("variants", variant()));
    return files;
  }

  /** The file of rule variants (docs/card-data.md, "Variants"); a folder may leave it out. */
  public static final String VARIANTS = "variants.yaml";

  /** Files a card-data folder may leave out: the game is then played by its designer's rules. */
  public static final java.util.Set<String> OPTIONAL_FILES = java.util.Set.of(VARIANTS);

  private static ObjectShape variant() {
    List<org.legendsforge.kit.data.shape.Field> values = new java.util.ArrayList<>();
    for (org.legendsforge.games.graveyard.rules.RuleValue r :
        org.legendsforge.games.graveyard.rules.RuleValue.values()) {
      values.add(
          optional(
              r.key(),
              r.yesNo() ? new BoolShape() : new IntShape(r.min(), r.max()),
              r.meaning() + " (the designer's rules: " + designerValue(r) + ")"));
    }
    return new ObjectShape(
        "variant",
        List.of(
            required(
                "id", ID, "names the variant on the command line, like turn-order-compensation"),
            required("name", TextShape.line(40), "the variant's name, as outputs print it"),
            required(
                "description", TextShape.any(300), "what it changes and why, in a sentence or two"),
            required(
                "rules",
                new ObjectShape("variant's rules", values),
                "the rule values it changes")));
  }

  private static String designerValue(org.legendsforge.games.graveyard.rules.RuleValue r) {
    return switch (r) {
      case STARTING_MANA, MANA_PER_TURN, COMPENSATE_SETUP -> "game.yaml's";
      default ->
          r.yesNo() ? (r.designerDefault() == 1 ? "true" : "false") : "" + r.designerDefault();
    };
  }

  private static ObjectShape top(String key, ObjectShape item) {
    return new ObjectShape(
        "file", List.of(required(key, new ListShape(item), "the list of " + key)));
  }

  private static ObjectShape game() {
    ObjectShape pickup =
        new ObjectShape(
            "pickup",
            List.of(
                required(
                    "kind",
                    TextShape.oneOf(
                        Arrays.stream(PickupKind.values()).map(PickupKind::key).toList()),
                    "hyper, healing, mana or item"),
                required("name", NAME, "the orb's name"),
                required("count", new IntShape(0, 10), "how many lie on the map"),
                optional("coin", NAME, "the coin that stands for it"),
                optional("text", RULES_TEXT, "what collecting it does")));
    ObjectShape player =
        new ObjectShape(
            "player card",
            List.of(
                required("id", ID, "a stable kebab-case id"),
                required("name", NAME, "the name printed on the card"),
                required(
                    "colour", TextShape.oneOf(PlayerCard.SEAT_COLOURS), "the player's seat colour"),
                optional("text", RULES_TEXT, "what drawing the card means"),
                optional("art", ART, "a picture inside card-data")));
    ObjectShape component =
        new ObjectShape(
            "component",
            List.of(
                required("name", NAME, "what the component is"),
                required("count", new IntShape(1, 500), "how many"),
                optional("perHero", new BoolShape(), "count is per hero in the set"),
                optional(
                    "perPlayer",
                    new BoolShape(),
                    "count is per player card (per player of the largest game)"),
                optional("note", RULES_TEXT, "what it is for"),
                optional(
                    "piece",
                    TextShape.oneOf(org.legendsforge.games.graveyard.model.PrintedPiece.keys()),
                    "the printed piece of the components PDF that stands in for it")));
    return new ObjectShape(
        "game",
        List.of(
            required("name", TextShape.line(60), "the game's name"),
            required("slug", ID, "the short name used for output files"),
            optional("tagline", TextShape.line(80), "one line under the name"),
            optional(
                "compensateSetup",
                new BoolShape(),
                "whether setup's pickups move the compensation counter once the starting heroes are picked"),
            optional(
                "startingMana",
                new IntShape(0, 20),
                "each controlled hero's mana when the game starts (default 0)"),
            optional(
                "manaPerTurn",
                new IntShape(0, 10),
                "mana a hero gains at the start of each of its turns (default 1)"),
            required("pickups", new ListShape(pickup), "the orbs on the map"),
            required("players", new ListShape(player), "the player cards of the Turn Order deck"),
            required("components", new ListShape(component), "the physical components")));
  }

  private static ObjectShape hero() {
    ObjectShape hyper =
        new ObjectShape(
            "hyper ability",
            List.of(
                required("name", NAME, "the ability's name"),
                optional(
                    "trigger",
                    RulesShapes.trigger(
                        Trigger.TURN_START, Trigger.ONCE_PER_TURN, Trigger.HIT, Trigger.HERO_DIES),
                    "when it happens (needed with effects)"),
                optional(
                    "action",
                    RulesShapes.action(),
                    "the action it uses instead (once-per-turn only; default none)"),
                optional(
                    "mana",
                    RulesShapes.mana(),
                    "mana the hero pays to use it (once-per-turn only)"),
                optional("while", RulesShapes.condition(), "what must hold for the hero"),
                optional(
                    "target", RulesShapes.target(), "whom it lands on (default: the hero itself)"),
                optional("effects", EFFECTS, "what it does, in order"),
                optional(
                    "modifiers", RulesShapes.modifiers(), "rules that hold while the orb is held"),
                optional("text", RULES_TEXT, REMINDER)),
            Map.of("when", WHEN_RETIRED));
    return new ObjectShape(
        "hero",
        List.of(
            required("id", ID, "a stable kebab-case id"),
            required("name", NAME, "the hero's name"),
            required("health", new IntShape(1, 40), "starting (and maximum) health"),
            optional("movement", NOTATION, "movement like \"1 any + 2 P H F\""),
            required("hyper", hyper, "the ability a hyper orb grants"),
            optional("flavour", FLAVOUR, "a line of flavour"),
            optional("art", HERO_ART, "a picture inside card-data")));
  }

  private static ObjectShape hyperOrb() {
    return new ObjectShape(
        "hyper orb",
        List.of(
            required("id", ID, "a stable kebab-case id"),
            required("hero", ID, "the id of the hero whose ability it grants"),
            required("name", NAME, "the orb card's name"),
            optional("flavour", FLAVOUR, "a line of flavour"),
            optional("art", ART, "a picture inside card-data")));
  }

  private static ObjectShape spirit() {
    IntShape limit = new IntShape(0, 5);
    ObjectShape hand =
        new ObjectShape(
            "hand limits",
            List.of(
                optional("fire", limit, "Fire spells kept in hand"),
                optional("water", limit, "Water spells kept in hand"),
                optional("air", limit, "Air spells kept in hand"),
                optional("earth", limit, "Earth spells kept in hand"),
                optional("white", limit, "White spells kept in hand"),
                optional("black", limit, "Black spells kept in hand"),
                optional("general", limit, "General spells kept in hand")));
    return new ObjectShape(
        "spirit",
        List.of(
            required("id", ID, "a stable kebab-case id"),
            required("name", NAME, "the spirit's name"),
            required("ability", NAME, "the ability's name"),
            optional(
                "target",
                RulesShapes.target(),
                "whom the ability lands on (default: you, for draw)"),
            optional(
                "effects", EFFECTS, "what the ability does, once in each of your player turns"),
            optional("modifiers", RulesShapes.modifiers(), "rules that hold all game"),
            optional("text", RULES_TEXT, REMINDER),
            required("hand", hand, "spell-hand limits per deck"),
            optional("flavour", FLAVOUR, "a line of flavour"),
            optional("art", ART, "a picture inside card-data")),
        Map.of("when", WHEN_RETIRED));
  }

  private static ObjectShape spell() {
    return new ObjectShape(
        "spell",
        List.of(
            required("id", ID, "a stable kebab-case id"),
            required("name", NAME, "the spell's name"),
            required("cost", new IntShape(0, 20), "mana cost"),
            required("range", new IntShape(0, 20), "range in cells; 0 with no area is the caster"),
            optional("area", NOTATION, "an area like 2r1d"),
            optional("over", new BoolShape(), "ignores line of sight"),
            optional("noAction", new BoolShape(), "needs no spell action"),
            optional("effects", EFFECTS, "what it does, in order"),
            optional("modifiers", RulesShapes.modifiers(), "rules that change its own effects"),
            optional("text", RULES_TEXT, REMINDER),
            optional("flavour", FLAVOUR, "a line of flavour"),
            optional("art", ART, "a picture inside card-data")));
  }

  private static ObjectShape weapon() {
    return new ObjectShape(
        "weapon",
        List.of(
            required("id", ID, "a stable kebab-case id"),
            required("name", NAME, "the weapon's name"),
            required(
                "kind",
                TextShape.oneOf(WeaponType.keys()),
                "what it is, which picks its icon: " + String.join(", ", WeaponType.keys())),
            required("damage", new IntShape(0, 20), "damage of one attack"),
            required("range", new IntShape(0, 20), "range in cells"),
            optional("area", NOTATION, "an area like 1r0d"),
            optional("over", new BoolShape(), "ignores line of sight"),
            optional("effects", EFFECTS, "effects extra to the damage"),
            optional("modifiers", RulesShapes.modifiers(), "rules that change its own attacks"),
            optional("text", RULES_TEXT, REMINDER),
            optional("flavour", FLAVOUR, "a line of flavour"),
            optional("art", ART, "a picture inside card-data")));
  }

  private static ObjectShape chaos() {
    return new ObjectShape(
        "chaos element",
        List.of(
            required("id", ID, "a stable kebab-case id"),
            required("name", NAME, "the chaos element's name"),
            optional(
                "trigger",
                RulesShapes.trigger(Trigger.REVEALED, Trigger.HERO_DIES),
                "when its effects happen (needed with effects)"),
            optional(
                "target",
                RulesShapes.target(),
                "whom its effects land on (default: every hero in play)"),
            optional("effects", EFFECTS, "what it does, in order"),
            optional("modifiers", RulesShapes.modifiers(), "rules that hold while it is in force"),
            optional("text", RULES_TEXT, REMINDER),
            optional("flavour", FLAVOUR, "a line of flavour"),
            optional("art", ART, "a picture inside card-data")));
  }

  private static ObjectShape terrain() {
    return new ObjectShape(
        "terrain card",
        List.of(
            required("id", ID, "a stable kebab-case id"),
            required("cells", new ListShape(NOTATION), "3 rows of 2 cells, like \"P F~\""),
            optional("art", ART, "a picture drawn under the cells")));
  }

  static final TextShape HEX =
      TextShape.matching(
          "#[0-9A-Fa-f]{6}", "write the colour as #RRGGBB, like \"#D55E00\" (quoted)");

  /** A sleeve colour written out: a name players can buy by and its colour. */
  private static ObjectShape sleeve() {
    return new ObjectShape(
        "sleeve",
        List.of(
            required("name", NAME, "a sleeve colour name players can buy"),
            required("hex", HEX, "the colour as #RRGGBB")));
  }

  private static ObjectShape deck() {
    ObjectShape backImage =
        new ObjectShape(
            "back image",
            List.of(
                required(
                    "image",
                    ART_FILE,
                    "a PNG, JPEG or SVG file inside card-data, filling the whole back"),
                optional("fit", FIT, "cover (the default), contain or stretch"),
                optional(
                    "focus", FOCUS, "what stays in view: center (default), top, bottom or x,y")));
    return new ObjectShape(
        "deck",
        List.of(
            required("id", ID, "a stable kebab-case id"),
            required("name", NAME, "the deck's name"),
            required(
                "contents",
                TextShape.oneOf(Arrays.stream(DeckKind.values()).map(DeckKind::key).toList()),
                "what the deck holds"),
            required(
                "sleeve",
                new EitherShape(NAME, sleeve()),
                "a colour of the sleeves palette by name, or { name, hex }"),
            // any icon of the theme (its own ones too): the fit check knows the theme's icons
            required(
                "icon",
                TextShape.matching(
                    "[a-z0-9]+(-[a-z0-9]+)*",
                    "an icon of the theme, like flame: "
                        + String.join(", ", ICONS)
                        + ", or one the theme adds"),
                "the deck's icon"),
            required(
                "back",
                new EitherShape(TextShape.oneOf(BACK_PATTERNS), backImage),
                "the back's pattern, or { image: FILE }")));
  }

  /** decks.yaml: the sleeve colours by name, then the decks. */
  private static ObjectShape decksFile() {
    return new ObjectShape(
        "file",
        List.of(
            optional("sleeves", new ListShape(sleeve()), "the sleeve colours the decks name"),
            required("decks", new ListShape(deck()), "the list of decks")));
  }
}
