package org.legendsforge.games.graveyard.model;

import java.util.Locale;
import org.legendsforge.games.graveyard.rules.PickupKind;

/** An orb kind on the map: how many lie out, what it does, and the coin the rules suggest. */
public record Pickup(PickupKind kind, String name, int count, String coin, String text) {
  /** How many, in the words of a list: "1 hyper orb", "3 mana orbs". */
  public String counted() {
    String words = name.toLowerCase(Locale.ROOT);
    if (count == 1) {
      return count + " " + words;
    }
    boolean hissing = words.matches(".*(s|x|z|ch|sh)");
    return count + " " + words + (hissing ? "es" : "s");
  }
}
