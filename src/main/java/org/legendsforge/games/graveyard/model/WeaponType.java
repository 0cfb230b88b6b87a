package org.legendsforge.games.graveyard.model;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a weapon is, as the data's {@code kind:} says: it picks the weapon's icon and picture and
 * nothing else (the rules read damage, range and effects, never the kind). Not to be confused with
 * {@link WeaponKind}, the deck a weapon comes from.
 */
public enum WeaponType {
  BLADE,
  AXE,
  SPEAR,
  STAFF,
  MAUL,
  FLAIL,
  SCYTHE,
  WHIP,
  BOW,
  CROSSBOW,
  SLING,
  FLASK,
  NET,
  TORCH;

  /** The word written in card data ({@code blade}), which is also the name of its theme icon. */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static List<String> keys() {
    return Arrays.stream(values()).map(WeaponType::key).toList();
  }

  public static Optional<WeaponType> of(String key) {
    return Arrays.stream(values()).filter(t -> t.key().equals(key)).findFirst();
  }
}
