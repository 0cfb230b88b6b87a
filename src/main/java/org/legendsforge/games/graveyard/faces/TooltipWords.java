package org.legendsforge.games.graveyard.faces;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.HandLimits;
import org.legendsforge.games.graveyard.model.HyperAbility;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.TerrainCard;

/**
 * A card summed up in words of the tool's own, for a tooltip that has no printed rules text to show
 * (a renderer without text templates): its effects as short sentences, its reach, its hand.
 */
final class TooltipWords {
  private TooltipWords() {}

  /** A hyper ability summed up: its name in bold, its effects, then its own text. */
  static String hyper(HyperAbility a) {
    return join("**Hyper: " + a.name() + "** " + effects(a.effects()), a.text());
  }

  /** {@code Range 2 · Area 2r1d · Over}; a reach of 0 without an area is the user itself. */
  static String reach(int range, Optional<AreaSpec> area, boolean over) {
    String r = range == 0 && area.isEmpty() ? "Self" : "Range " + range;
    return r + area.map(a -> " · Area " + a.notation()).orElse("") + (over ? " · Over" : "");
  }

  /** {@code Fire 1, Water 0, …, General 2}. */
  static String hand(HandLimits hand) {
    List<String> parts = new ArrayList<>();
    for (Element e : Element.values()) {
      parts.add(e.displayName() + " " + hand.of(e));
    }
    parts.add("General " + hand.general());
    return String.join(", ", parts);
  }

  static String effects(List<Effect> effects) {
    return effects.stream().map(TooltipWords::effect).collect(Collectors.joining(" "));
  }

  static String effect(Effect e) {
    int n = e.amount();
    String core =
        switch (e.kind()) {
          case DAMAGE -> "Deal " + n + " damage.";
          case HEAL -> "Heal " + n + ".";
          case MANA -> n >= 0 ? "Gain " + n + " mana." : "Lose " + -n + " mana.";
          case SHIELD -> "Shield " + n + ".";
          case STUN -> "Stun.";
          case STUCK -> "Stuck.";
          case SLOW -> "Slow.";
          case DECAY -> n + " decay.";
          case PUSH -> "Push back " + n + ".";
          case PULL -> "Pull " + n + ".";
          case MOVE -> "Move " + n + ".";
          case TELEPORT -> "Teleport up to " + n + ".";
          case DRAW -> "Draw " + n + (n == 1 ? " spell." : " spells.");
          case CLEANSE -> "Cleanse.";
        };
    return e.to().key().equals("self") ? core.substring(0, core.length() - 1) + " (self)." : core;
  }

  /** A terrain card's cells, row by row as the data writes them, upright. */
  static String terrain(TerrainCard t) {
    return "Terrain " + t.id() + " (upright):\n" + String.join("\n", TableData.rows(t));
  }

  /** The parts that say something, stripped, one to a line. */
  static String join(String... parts) {
    List<String> kept = new ArrayList<>();
    for (String p : parts) {
      if (p != null && !p.isBlank()) {
        kept.add(p.strip());
      }
    }
    return String.join("\n", kept);
  }
}
