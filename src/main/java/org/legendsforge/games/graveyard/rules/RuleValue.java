package org.legendsforge.games.graveyard.rules;

import java.util.Optional;

/**
 * A number the rules fix, which a variant may change (docs/rules-model.md §14): its name as
 * variants.yaml writes it, the designer's value, the range a variant may set and what it means.
 * Yes/no rules are 0 or 1. The values of {@link #STARTING_MANA}, {@link #MANA_PER_TURN}, {@link
 * #COMPENSATE_SETUP} and the orb counts default to game.yaml's, not to {@link #designerDefault()}.
 *
 * <p>Ranges are what the engine, the printed counters and the table can hold: a side never claims
 * more than 3 heroes (a side's 4 hero slots), and the death-point counter prints 0 to 6.
 */
public enum RuleValue {
  COMPENSATION_TRADE("compensationTrade", 3, 1, 9, "compensation points a side trades for mana"),
  MANA_PER_TRADE("manaPerTrade", 1, 0, 3, "mana one trade of compensation points buys"),
  DEATH_POINTS_TO_LOSE("deathPointsToLose", 4, 1, 6, "death points at which a player loses"),
  CLAIMS_PER_SIDE("claimsPerSide", 3, 0, 3, "heroes a side may claim after its starting hero"),
  REDISTRIBUTE_POINTS("redistributePoints", 3, 0, 9, "redistribute points of a player turn"),
  HYPER_REDISTRIBUTE_COST(
      "hyperOrbRedistributeCost", 3, 1, 9, "redistribute points that moving a hyper orb costs"),
  HYPER_ORB_COST("hyperOrbCost", 3, 0, 9, "mana a hero pays to pick up the hyper orb"),
  HYPER_ORBS("hyperOrbs", 1, 0, 10, "hyper orbs on the map"),
  HEALING_ORBS("healingOrbs", 1, 0, 10, "healing orbs on the map"),
  MANA_ORBS("manaOrbs", 3, 0, 10, "mana orbs on the map"),
  ITEM_ORBS("itemOrbs", 2, 0, 10, "item orbs on the map"),
  STARTING_MANA("startingMana", 0, 0, 9, "mana each hero has when it comes into play"),
  MANA_PER_TURN("manaPerTurn", 1, 0, 5, "mana a hero gains at the start of its turn"),
  COMPENSATE_SETUP("compensateSetup", 0, 0, 1, "whether setup's orbs move the counter"),
  CHAOS("chaos", 0, 0, 1, "whether a chaos element is revealed at each reshuffle"),
  TURN_ORDER_POINTS(
      "turnOrderPoints",
      0,
      0,
      9,
      "compensation points the other side gains when a side's Turn Order card comes while that"
          + " side is ahead in the round"),
  LONE_PLAYER_MANA(
      "lonePlayerMana", 0, 0, 3, "extra mana per turn for the heroes of the lone player of 1 v 2");

  private final String key;
  private final int designerDefault;
  private final int min;
  private final int max;
  private final String meaning;

  RuleValue(String key, int designerDefault, int min, int max, String meaning) {
    this.key = key;
    this.designerDefault = designerDefault;
    this.min = min;
    this.max = max;
    this.meaning = meaning;
  }

  /** As variants.yaml writes it. */
  public String key() {
    return key;
  }

  public int designerDefault() {
    return designerDefault;
  }

  public int min() {
    return min;
  }

  public int max() {
    return max;
  }

  /** What the value means, in a few words (schema descriptions, the rulebook, error hints). */
  public String meaning() {
    return meaning;
  }

  /** Whether the value is a yes/no rule written true or false. */
  public boolean yesNo() {
    return min == 0 && max == 1;
  }

  /** The orb count of a kind of pickup. */
  public static RuleValue orbs(PickupKind kind) {
    return switch (kind) {
      case HYPER -> HYPER_ORBS;
      case HEALING -> HEALING_ORBS;
      case MANA -> MANA_ORBS;
      case ITEM -> ITEM_ORBS;
    };
  }

  /** Whether the value is an orb count, which only a kind game.yaml lists may change. */
  public boolean isOrbCount() {
    return this == HYPER_ORBS || this == HEALING_ORBS || this == MANA_ORBS || this == ITEM_ORBS;
  }

  public static Optional<RuleValue> of(String key) {
    for (RuleValue v : values()) {
      if (v.key.equals(key)) {
        return Optional.of(v);
      }
    }
    return Optional.empty();
  }
}
