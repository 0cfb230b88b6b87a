package org.legendsforge.games.graveyard.rulebook;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Variant;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.games.graveyard.rules.RuleValues;

/**
 * The rulebook's words for the shipped variants (docs/rules-model.md §14), generated from
 * variants.yaml so the chapter prints exactly the variants the data holds: each variant's name and
 * every rule it changes, each as a rule a player can follow (its description only when it changes
 * none), never its data id. A copy built for a variant says so first.
 */
final class VariantRules {
  private VariantRules() {}

  /** The variants as a Markdown list (empty when the data ships none). */
  static String list(Catalog catalog) {
    List<String> lines = new ArrayList<>();
    catalog
        .game()
        .variant()
        .ifPresent(
            v ->
                lines.add(
                    "**This copy is made for the variant "
                        + RulesFacts.escape(v.name())
                        + ".** Every number in it is the variant's; the other variants below"
                        + " change the designer's rules, not this variant's.\n"));
    RuleValues designer = catalog.game().designerRules();
    // a player reads each variant once, as the rules it changes: its data id is for forge's
    // options, and its description only says again in short what those rules say
    for (Variant v : catalog.game().variants()) {
      List<String> rules = new ArrayList<>();
      for (Map.Entry<RuleValue, Integer> c : v.changes().entrySet()) {
        rules.add(sentence(c.getKey(), c.getValue(), designer));
      }
      String said = rules.isEmpty() ? RulesFacts.escape(v.description()) : String.join(" ", rules);
      lines.add("- **" + RulesFacts.escape(v.name()) + "**: " + said);
    }
    if (catalog.game().variants().isEmpty()) {
      lines.add("This card set names no variants.");
    }
    return String.join("\n", lines);
  }

  /** One changed rule value as a rule, with the designer's value beside it. */
  static String sentence(RuleValue r, int value, RuleValues designer) {
    int was = designer.get(r);
    return switch (r) {
      case COMPENSATION_TRADE ->
          "A side trades " + value + " compensation points for mana (the rules: " + was + ").";
      case MANA_PER_TRADE ->
          "Each trade of compensation points gives " + mana(value) + " (the rules: " + was + ").";
      case DEATH_POINTS_TO_LOSE ->
          "A player loses at " + value + " death points (the rules: " + was + ").";
      case CLAIMS_PER_SIDE ->
          "A side may claim " + value + " heroes after its starting hero (the rules: " + was + ").";
      case REDISTRIBUTE_POINTS ->
          "A player turn has " + value + " redistribute points (the rules: " + was + ").";
      case HYPER_REDISTRIBUTE_COST ->
          "Moving a hyper orb costs " + value + " redistribute points (the rules: " + was + ").";
      case HYPER_ORB_COST ->
          "Picking up a hyper orb costs " + mana(value) + " (the rules: " + was + ").";
      case HYPER_ORBS, HEALING_ORBS, MANA_ORBS, ITEM_ORBS ->
          value
              + " "
              + r.meaning().replace("orbs on the map", value == 1 ? "orb lies" : "orbs lie")
              + " on the map.";
      case STARTING_MANA ->
          "Each hero comes into play with " + mana(value) + " (the rules: " + was + ").";
      case MANA_PER_TURN ->
          "A hero gains "
              + mana(value)
              + " at the start of each of its turns (the rules: "
              + was
              + ").";
      case COMPENSATE_SETUP ->
          value != 0
              ? "The orbs placed at setup move the compensation counter once the starting heroes"
                  + " are picked, one after another."
              : "The orbs placed at setup do not move the compensation counter.";
      case CHAOS ->
          // the chapter prints the chaos ruling in its one wording just above the list
          value != 0
              ? "The Chaos Elements deck is played as the rule above says."
              : "No Chaos Element is revealed.";
      case TURN_ORDER_POINTS ->
          "Whenever a Turn Order card gives a side a turn while that side"
              + " has already had more than its share of this round (the cards drawn since the"
              + " last reshuffle, counted against each side's cards in the deck), the other side"
              + " gains "
              + value
              + (value == 1 ? " point" : " points")
              + " on the compensation track, traded for mana as the orbs' points are.";
      case LONE_PLAYER_MANA ->
          "In one against two, the lone player's heroes gain "
              + mana(value)
              + " more at the start of each of their turns.";
    };
  }

  private static String mana(int n) {
    return n + " mana";
  }
}
