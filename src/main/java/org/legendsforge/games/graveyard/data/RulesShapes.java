package org.legendsforge.games.graveyard.data;

import static org.legendsforge.kit.data.shape.Field.optional;

import java.util.Arrays;
import java.util.List;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Side;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.kit.data.shape.BoolShape;
import org.legendsforge.kit.data.shape.EitherShape;
import org.legendsforge.kit.data.shape.Field;
import org.legendsforge.kit.data.shape.IntShape;
import org.legendsforge.kit.data.shape.ListShape;
import org.legendsforge.kit.data.shape.ObjectShape;
import org.legendsforge.kit.data.shape.Shape;
import org.legendsforge.kit.data.shape.TextShape;
import org.legendsforge.kit.data.shape.VariantShape;
import org.legendsforge.kit.data.shape.VariantShape.Variant;

/**
 * The shapes of a card's rules as structure (docs/card-rules.md): trigger, cost, condition, target
 * and modifiers. Which card kind may use which part beyond the trigger is checked on the loaded
 * catalog by {@code validate.CardRulesCheck}, with messages that say why.
 */
final class RulesShapes {
  static final List<String> TERRAIN_LETTERS = List.of("P", "H", "F", "M", "W");
  static final List<String> TARGET_WORDS = List.of("self", "attacker");
  private static final IntShape DISTANCE = new IntShape(1, 20);

  private RulesShapes() {}

  static Shape trigger(Trigger... allowed) {
    return TextShape.oneOf(Arrays.stream(allowed).map(Trigger::key).toList());
  }

  static Shape action() {
    return TextShape.oneOf(Arrays.stream(ActionCost.values()).map(ActionCost::key).toList());
  }

  static Shape mana() {
    return new IntShape(0, 20);
  }

  static Shape statuses() {
    return new ListShape(TextShape.oneOf(Arrays.stream(Status.values()).map(Status::key).toList()));
  }

  static Shape terrains() {
    return new ListShape(TextShape.oneOf(TERRAIN_LETTERS));
  }

  /** {@code while:} — what must hold for the hero using the ability. */
  static ObjectShape condition() {
    return new ObjectShape(
        "condition",
        List.of(
            optional(
                "standsOn",
                terrains(),
                "the hero stands on one of these terrains (W: sea or a river)"),
            optional("with", statuses(), "the hero has one of these"),
            optional("without", statuses(), "the hero has none of these")));
  }

  /** {@code target:} — {@code self}, {@code attacker}, or which heroes. */
  static Shape target() {
    List<String> sides = Arrays.stream(Side.values()).map(Side::key).toList();
    ObjectShape heroes =
        new ObjectShape(
            "target",
            List.of(
                optional(
                    "one",
                    TextShape.oneOf(sides),
                    "one hero its player chooses: enemy, friend (itself included) or hero"),
                optional(
                    "every",
                    TextShape.oneOf(sides),
                    "every such hero: enemy, friend (itself included) or hero"),
                optional(
                    "within",
                    DISTANCE,
                    "at most this many cells from the user (one hero: in its line of sight)"),
                optional("over", new BoolShape(), "one hero within range needs no line of sight"),
                optional(
                    "nearFriend",
                    DISTANCE,
                    "at most this many cells from another hero of the user's side"),
                optional(
                    "standsOn",
                    terrains(),
                    "the target stands on one of these terrains (W: sea or a river)"),
                optional("with", statuses(), "the target has one of these"),
                optional("without", statuses(), "the target has none of these")));
    return new EitherShape(TextShape.oneOf(TARGET_WORDS), heroes);
  }

  /** {@code modifiers:} — rules that hold while the card is in force. */
  static Shape modifiers() {
    List<String> scopes = Arrays.stream(Scope.values()).map(Scope::key).toList();
    TextShape quantity =
        TextShape.oneOf(
            Arrays.stream(Modifier.Quantity.values()).map(Modifier.Quantity::key).toList());
    List<Variant> variants =
        List.of(
            new Variant(
                "extraDamage",
                new IntShape(-10, 10),
                List.of("against", "of"),
                "damage added to each hero the damage lands on (negative: less)"),
            new Variant("doubled", quantity, List.of("of"), "damage or healing doubled"),
            new Variant(
                "halved", quantity, List.of("of"), "damage or healing halved, rounding down"),
            new Variant(
                "maxRange",
                new IntShape(0, 20),
                List.of("of"),
                "the farthest any use reaches, with or without over"),
            new Variant(
                "clearSight",
                new ListShape(TextShape.oneOf(List.of("F", "M"))),
                List.of(),
                "terrain that no longer blocks line of sight"),
            new Variant(
                "frozenRivers",
                null,
                List.of(),
                "W movement may not enter land cells with a river"),
            new Variant(
                "handLimit",
                new IntShape(1, 5),
                List.of(),
                "spells its player may keep over the hand limits"),
            new Variant(
                "excludesMove", null, List.of(), "no move action in a turn the card is used"));
    List<Field> qualifiers =
        List.of(
            optional("against", statuses(), "only against a hero with one of these"),
            optional(
                "of",
                new ListShape(TextShape.oneOf(scopes)),
                "what it changes: this, weapons, spells, abilities, orbs"));
    return new ListShape(new VariantShape("modifier", variants, qualifiers));
  }
}
