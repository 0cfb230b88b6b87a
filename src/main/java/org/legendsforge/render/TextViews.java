package org.legendsforge.render;

import java.util.List;

/**
 * The small view models the rules-text templates read ({@code card.cost}, {@code e.amount}).
 * Plain values only: templates never see services or the catalog.
 */
public final class TextViews {
  private TextViews() {}

  /** One effect; {@code harmful} lets a template say "each enemy" or "each friend". */
  public record EffectView(String kind, int amount, boolean toSelf, boolean harmful) {}

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
      String text) {}

  public record WeaponView(
      String name,
      int damage,
      int range,
      String area,
      boolean over,
      String targeting,
      List<EffectView> effects,
      String text) {}

  public record HeroView(
      String name,
      int health,
      String movement,
      boolean customMovement,
      String hyperName,
      String hyperWhen,
      List<EffectView> hyperEffects,
      String hyperText) {}

  public record HyperOrbView(
      String name,
      String hero,
      String hyperName,
      String hyperWhen,
      List<EffectView> hyperEffects,
      String hyperText) {}

  public record SpiritView(
      String name, String ability, String when, List<EffectView> effects, String text, int handTotal) {}

  public record ChaosView(String name, List<EffectView> effects, String text) {}

  public record PlayerView(String name, String colour, String text) {}
}
