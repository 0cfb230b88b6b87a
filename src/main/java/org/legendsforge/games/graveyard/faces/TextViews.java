package org.legendsforge.games.graveyard.faces;

import java.util.List;

/**
 * The small view models the rules-text templates read ({@code card.cost}, {@code e.amount}). Plain
 * values only: templates never see services or the catalog.
 */
public final class TextViews {
  private TextViews() {}

  /** One effect; {@code harmful} lets a template say "each enemy" or "each friend". */
  public record EffectView(String kind, int amount, boolean toSelf, boolean harmful) {}

  /**
   * A test of one hero's state: terrain letters it stands on (empty: anywhere), statuses it has one
   * of, statuses it has none of.
   */
  public record ConditionView(List<String> standsOn, List<String> with, List<String> without) {}

  /**
   * Whom an ability lands on: {@code kind} self, attacker, one or every; {@code side} enemy, friend
   * or hero; {@code within} and {@code nearFriend} 0 when not limited.
   */
  public record TargetView(
      String kind, String side, int within, boolean over, int nearFriend, ConditionView state) {}

  /** An ability: trigger and action as their card-data words, mana 0 when free. */
  public record AbilityView(
      String trigger,
      String action,
      int mana,
      ConditionView user,
      TargetView target,
      List<EffectView> effects) {}

  /**
   * A modifier: {@code kind} as in card data (extraDamage, doubled, halved, maxRange, clearSight,
   * frozenRivers, handLimit, excludesMove); the fields its kind does not use are 0 or empty.
   */
  public record ModifierView(
      String kind,
      int amount,
      String quantity,
      List<String> against,
      List<String> of,
      List<String> terrains) {}

  public record SpellView(
      String name,
      String element,
      int cost,
      int range,
      String area,
      boolean over,
      boolean noAction,
      String targeting,
      List<EffectView> effects,
      List<ModifierView> modifiers,
      String text) {}

  public record WeaponView(
      String name,
      int damage,
      int range,
      String area,
      boolean over,
      String targeting,
      List<EffectView> effects,
      List<ModifierView> modifiers,
      String text) {}

  /** A hyper ability: its ability as a list of none or one, and its modifiers. */
  public record HyperView(
      String name, List<AbilityView> abilities, List<ModifierView> modifiers, String text) {}

  public record HeroView(
      String name, int health, String movement, boolean customMovement, HyperView hyper) {}

  public record HyperOrbView(String name, String hero, HyperView hyper) {}

  /** A spirit: its ability as a list of none or one. */
  public record SpiritView(
      String name,
      String ability,
      List<AbilityView> abilities,
      List<ModifierView> modifiers,
      String text,
      int handTotal) {}

  /** A chaos element: its ability as a list of none or one. */
  public record ChaosView(
      String name, List<AbilityView> abilities, List<ModifierView> modifiers, String text) {}

  public record PlayerView(String name, String colour, String text) {}
}
