package org.legendsforge.games.graveyard.pieces;

import java.awt.Color;
import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * How printed pages mark an orb: a symbol no terrain letter, hero number or coordinate uses, and a
 * colour, the same on the map preview and the printed orb tokens. {@code word}: the orb's name in
 * the key ("mana orb").
 */
public record OrbMark(String symbol, Color colour, String word) {
  public static OrbMark of(PickupKind kind) {
    return switch (kind) {
      case HYPER -> new OrbMark("\u2605", new Color(0x7B3FA0), "hyper orb");
      case HEALING -> new OrbMark("\u271A", new Color(0x009E73), "healing orb");
      case MANA -> new OrbMark("\u25C6", new Color(0x0072B2), "mana orb");
      case ITEM -> new OrbMark("\u2694", new Color(0x9C6B30), "item orb");
    };
  }
}
