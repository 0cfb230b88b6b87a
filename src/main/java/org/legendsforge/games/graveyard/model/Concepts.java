package org.legendsforge.games.graveyard.model;

import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * The names under which the theme's visual language ({@code concepts:} in theme.yaml) declares this
 * game's things, so every output that shows one asks for it by the same name.
 */
public final class Concepts {
  public static final String DAMAGE = "damage";
  public static final String MANA = "mana";
  public static final String HEALTH = "health";
  public static final String DECAY = "decay";

  private Concepts() {}

  /**
   * An orb on the map: {@code hyper-orb}, {@code healing-orb}, {@code mana-orb}, {@code item-orb}.
   */
  public static String orb(PickupKind kind) {
    return kind.key() + "-orb";
  }
}
