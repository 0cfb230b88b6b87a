package org.legendsforge.games.graveyard.data;

import static org.legendsforge.kit.data.shape.Field.optional;
import static org.legendsforge.kit.data.shape.Field.required;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.data.YamlReader;
import org.legendsforge.kit.data.shape.Field;
import org.legendsforge.kit.data.shape.IntShape;
import org.legendsforge.kit.data.shape.ListShape;
import org.legendsforge.kit.data.shape.NumberShape;
import org.legendsforge.kit.data.shape.ObjectShape;
import org.legendsforge.kit.data.shape.ShapeContext;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.data.shape.TextShape;
import org.legendsforge.kit.diag.Diagnostics;

/** Reads card-data/balance.yaml, the weights of the balance model, with located errors. */
public final class BalanceWeightsLoader {
  public static final String FILE = "balance.yaml";
  private static final NumberShape WEIGHT = new NumberShape(-20, 20);

  private final Path userDir;

  public BalanceWeightsLoader(Path userDir) {
    this.userDir = userDir;
  }

  public static ObjectShape shape() {
    List<Field> effects = new ArrayList<>();
    for (EffectKind k : EffectKind.values()) {
      effects.add(
          required(k.key(), WEIGHT, k.takesAmount() ? "value of one unit" : "value of the status"));
    }
    ObjectShape range =
        new ObjectShape(
            "range bonus",
            List.of(
                required("from", new IntShape(0, 20), "the range from which it applies"),
                required("bonus", WEIGHT, "value added")));
    ObjectShape area =
        new ObjectShape(
            "area multiplier",
            List.of(
                required("area", TextShape.line(10), "an area like 2r1d"),
                required("multiplier", new NumberShape(0, 20), "how many heroes it can catch")));
    ObjectShape adjustment =
        new ObjectShape(
            "adjustment",
            List.of(
                required("card", CardDataSchemas.ID, "a card id"),
                required("value", WEIGHT, "value added to the card"),
                required("why", TextShape.any(200), "the condition in the card's text")));
    ObjectShape startingRange =
        new ObjectShape(
            "value range",
            List.of(
                required("min", WEIGHT, "lowest value"), required("max", WEIGHT, "highest value")));
    ObjectShape targets =
        new ObjectShape(
            "targets",
            List.of(
                required("spellTolerance", WEIGHT, "allowed distance from cost + spellAction"),
                required("startingWeapon", startingRange, "value range of a starting weapon"),
                required("itemToStarting", WEIGHT, "item weapons' value over starting weapons'"),
                required("itemToStartingTolerance", WEIGHT, "allowed distance from that ratio"),
                required(
                    "heroSpread",
                    WEIGHT,
                    "allowed relative distance of a hero's total from the average")));
    return new ObjectShape(
        "balance file",
        List.of(
            required("effects", new ObjectShape("effect weights", effects), "value of each effect"),
            required("teleportBase", WEIGHT, "value of a teleport besides its cells"),
            required("selfDamage", WEIGHT, "value per point of damage to the card's user"),
            required("weaponAttack", WEIGHT, "value of one weapon attack"),
            required("spellAction", WEIGHT, "value of the spell action a cast uses"),
            required("over", WEIGHT, "value of ignoring line of sight"),
            required("noAction", WEIGHT, "value of needing no spell action"),
            required("movementCell", WEIGHT, "value of one movement unit onto any terrain"),
            required("range", new ListShape(range), "bonuses for long range"),
            required("areas", new ListShape(area), "multipliers of areas"),
            optional("adjustments", new ListShape(adjustment), "hand-priced conditions"),
            required("targets", targets, "when the report flags a card"),
            required(
                "rules",
                rulesShape(),
                "prices of cards' rules: triggers, costs, conditions, modifiers")));
  }

  private static ObjectShape rulesShape() {
    List<Field> triggers = new ArrayList<>();
    for (Trigger t : Trigger.values()) {
      if (t != Trigger.REVEALED) {
        triggers.add(required(t.key(), WEIGHT, "uses of the effects per turn, as a factor"));
      }
    }
    List<Field> actions = new ArrayList<>();
    for (ActionCost a : ActionCost.values()) {
      if (a != ActionCost.NONE) {
        actions.add(required(a.key(), WEIGHT, "value of giving up the " + a.key() + " action"));
      }
    }
    ObjectShape conditions =
        new ObjectShape(
            "condition shares",
            List.of(
                required("standsOn", WEIGHT, "share left when it must stand on some terrain"),
                required("with", WEIGHT, "share left when the target must have some status"),
                required("without", WEIGHT, "share left when the target must lack some status"),
                required(
                    "nearFriend", WEIGHT, "share left when the target must be near a friend")));
    List<Field> modifiers = new ArrayList<>();
    for (String key : MODIFIERS) {
      modifiers.add(required(key, WEIGHT, "value per use it changes"));
    }
    List<Field> uses = new ArrayList<>();
    for (Scope sc : Scope.values()) {
      uses.add(required(sc.key(), WEIGHT, "uses per turn a modifier of " + sc.key() + " changes"));
    }
    return new ObjectShape(
        "rule prices",
        List.of(
            required(
                "triggers",
                new ObjectShape("trigger factors", triggers),
                "how often each trigger happens"),
            required(
                "actions",
                new ObjectShape("action costs", actions),
                "the actions an ability can use up"),
            required("manaCost", WEIGHT, "value per mana an ability costs"),
            required("conditions", conditions, "shares left by conditions"),
            required(
                "modifiers",
                new ObjectShape("modifier values", modifiers),
                "value of each modifier"),
            required(
                "uses", new ObjectShape("uses per turn", uses), "uses per turn of each scope")));
  }

  /**
   * The modifiers the balance model prices; table-wide ones belong to chaos elements, not priced.
   */
  static final List<String> MODIFIERS =
      List.of("extraDamage", "doubled", "halved", "maxRange", "handLimit", "excludesMove");

  /** The weights, or empty when the file is missing or has errors (reported to {@code sink}). */
  public Optional<BalanceWeights> load(Path dataDir, Set<String> cardIds, Diagnostics sink) {
    DataFolder folder = new DataFolder(dataDir, userDir);
    Optional<YamlDocument> doc =
        folder
            .read(FILE, sink)
            .flatMap(
                text ->
                    new YamlReader()
                        .read(text, folder.display(folder.root().resolve(FILE)), FILE, sink));
    if (doc.isEmpty() || !shape().check(doc.get().root(), "", new ShapeContext(doc.get(), sink))) {
      return Optional.empty();
    }
    long before = sink.errorCount();
    BalanceWeights w = map(doc.get(), cardIds, sink);
    return sink.errorCount() > before ? Optional.empty() : Optional.of(w);
  }

  private static BalanceWeights map(YamlDocument doc, Set<String> cardIds, Diagnostics sink) {
    JsonNode root = doc.root();
    Map<EffectKind, Double> effects = new EnumMap<>(EffectKind.class);
    root.get("effects")
        .fields()
        .forEachRemaining(
            e ->
                effects.put(
                    EffectKind.valueOf(e.getKey().toUpperCase(Locale.ROOT)),
                    e.getValue().doubleValue()));
    List<BalanceWeights.RangeBonus> range = new ArrayList<>();
    root.get("range")
        .forEach(
            r ->
                range.add(
                    new BalanceWeights.RangeBonus(
                        r.get("from").intValue(), r.get("bonus").doubleValue())));
    Map<AreaSpec, Double> areas = new HashMap<>();
    for (int i = 0; i < root.get("areas").size(); i++) {
      Item it = new Item(doc, "/areas/" + i, root.get("areas").get(i), sink);
      it.area("area").ifPresent(a -> areas.put(a, it.node().get("multiplier").doubleValue()));
    }
    Map<String, BalanceWeights.Adjustment> adjustments = new HashMap<>();
    JsonNode adj = root.path("adjustments");
    for (int i = 0; i < adj.size(); i++) {
      String card = adj.get(i).get("card").asText();
      if (!cardIds.contains(card)) {
        sink.error(
            "dangling-reference",
            doc.locate("/adjustments/" + i + "/card"),
            "adjustment names card \"" + card + "\", which does not exist",
            Suggestions.hint(card, cardIds, "card ids are"));
      }
      adjustments.put(
          card,
          new BalanceWeights.Adjustment(
              adj.get(i).get("value").doubleValue(), adj.get(i).get("why").asText()));
    }
    JsonNode t = root.get("targets");
    BalanceWeights.Targets targets =
        new BalanceWeights.Targets(
            t.get("spellTolerance").doubleValue(),
            t.get("startingWeapon").get("min").doubleValue(),
            t.get("startingWeapon").get("max").doubleValue(),
            t.get("itemToStarting").doubleValue(),
            t.get("itemToStartingTolerance").doubleValue(),
            t.get("heroSpread").doubleValue());
    return new BalanceWeights(
        effects,
        root.get("teleportBase").doubleValue(),
        root.get("selfDamage").doubleValue(),
        root.get("weaponAttack").doubleValue(),
        root.get("spellAction").doubleValue(),
        root.get("over").doubleValue(),
        root.get("noAction").doubleValue(),
        root.get("movementCell").doubleValue(),
        range,
        areas,
        adjustments,
        targets,
        rules(root.get("rules")));
  }

  private static BalanceWeights.RuleWeights rules(JsonNode r) {
    Map<Trigger, Double> triggers = new EnumMap<>(Trigger.class);
    r.get("triggers")
        .fields()
        .forEachRemaining(
            e ->
                triggers.put(
                    Trigger.fromKey(e.getKey()).orElseThrow(), e.getValue().doubleValue()));
    Map<ActionCost, Double> actions = new EnumMap<>(ActionCost.class);
    r.get("actions")
        .fields()
        .forEachRemaining(
            e ->
                actions.put(
                    ActionCost.fromKey(e.getKey()).orElseThrow(), e.getValue().doubleValue()));
    JsonNode c = r.get("conditions");
    Map<String, Double> modifiers = new HashMap<>();
    r.get("modifiers")
        .fields()
        .forEachRemaining(e -> modifiers.put(e.getKey(), e.getValue().doubleValue()));
    Map<Scope, Double> uses = new EnumMap<>(Scope.class);
    r.get("uses")
        .fields()
        .forEachRemaining(
            e -> uses.put(Scope.fromKey(e.getKey()).orElseThrow(), e.getValue().doubleValue()));
    return new BalanceWeights.RuleWeights(
        triggers,
        actions,
        r.get("manaCost").doubleValue(),
        new BalanceWeights.Conditions(
            c.get("standsOn").doubleValue(),
            c.get("with").doubleValue(),
            c.get("without").doubleValue(),
            c.get("nearFriend").doubleValue()),
        modifiers,
        uses);
  }
}
