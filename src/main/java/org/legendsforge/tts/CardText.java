package org.legendsforge.tts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.legendsforge.model.Card;
import org.legendsforge.model.ChaosElement;
import org.legendsforge.model.Effect;
import org.legendsforge.model.Element;
import org.legendsforge.model.Hero;
import org.legendsforge.model.HeroTurnCard;
import org.legendsforge.model.HyperOrb;
import org.legendsforge.model.PlayerCard;
import org.legendsforge.model.Spell;
import org.legendsforge.model.Spirit;
import org.legendsforge.model.TerrainCardFace;
import org.legendsforge.model.Weapon;
import org.legendsforge.model.WeaponKind;
import org.legendsforge.rules.AreaSpec;
import org.legendsforge.rules.TerrainCard;

/**
 * A card's rules text for its in-game tooltip ({@code Description}): the numbers that decide play,
 * the effects in words, then the card's own extra text. Inline icons ({@code {mana}}) become words
 * and {@code **bold**} becomes the game's BBCode, since tooltips cannot draw icons.
 */
public final class CardText {

  public String describe(Card card) {
    if (card instanceof Spell s) {
      return join(
          s.element().displayName()
              + " spell · Cost "
              + s.cost()
              + " mana · "
              + reach(s.range(), s.area(), s.over())
              + (s.noAction() ? " · No action" : ""),
          effects(s.effects()),
          plain(s.text()));
    }
    if (card instanceof Weapon w) {
      return join(
          (w.kind() == WeaponKind.STARTING ? "Starting" : "Item")
              + " weapon · Damage "
              + w.damage()
              + " · "
              + reach(w.range(), w.area(), w.over()),
          effects(w.effects()),
          plain(w.text()));
    }
    if (card instanceof Hero h) {
      return join(
          "Health " + h.health() + " · Move " + h.movement().notation(),
          "[b]Hyper: "
              + h.hyper().name()
              + "[/b] "
              + trigger(h.hyper())
              + effects(h.hyper().effects()),
          plain(h.hyper().text()));
    }
    if (card instanceof Spirit s) {
      return join(
          "[b]" + s.abilityName() + "[/b] " + (s.when().isBlank() ? "" : plain(s.when()) + ": ") + effects(s.effects()),
          plain(s.text()),
          "Hand: " + hand(s));
    }
    if (card instanceof ChaosElement c) {
      return join(effects(c.effects()), plain(c.text()));
    }
    if (card instanceof HyperOrb o) {
      return join(
          "Hyper orb of "
              + o.hero().name()
              + ": [b]"
              + o.hero().hyper().name()
              + "[/b] "
              + trigger(o.hero().hyper())
              + effects(o.hero().hyper().effects()),
          plain(o.hero().hyper().text()));
    }
    if (card instanceof PlayerCard p) {
      return join(p.colour() + " player", plain(p.text()));
    }
    if (card instanceof HeroTurnCard t) {
      return "Turn of " + t.hero().name() + ": this hero acts.";
    }
    return terrain(((TerrainCardFace) card).terrain());
  }

  /**
   * The ability's optional trigger, as written in the data: "At the start of each of its turns: ".
   */
  private static String trigger(org.legendsforge.model.HyperAbility a) {
    return a.when() == null || a.when().isBlank() ? "" : plain(a.when()) + ": ";
  }

  private static String reach(int range, Optional<AreaSpec> area, boolean over) {
    String r = range == 0 && area.isEmpty() ? "Self" : "Range " + range;
    return r + area.map(a -> " · Area " + a.notation()).orElse("") + (over ? " · Over" : "");
  }

  private static String hand(Spirit s) {
    List<String> parts = new ArrayList<>();
    for (Element e : Element.values()) {
      parts.add(e.displayName() + " " + s.hand().of(e));
    }
    parts.add("General " + s.hand().general());
    return String.join(", ", parts);
  }

  static String effects(List<Effect> effects) {
    return effects.stream().map(CardText::effect).collect(Collectors.joining(" "));
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

  private static String terrain(TerrainCard t) {
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < TerrainCard.LENGTH; r++) {
      rows.add(t.cell(0, r).notation() + " " + t.cell(1, r).notation());
    }
    return "Terrain " + t.id() + " (upright):\n" + String.join("\n", rows);
  }

  /** {@code {mana}} → mana, {@code {P}} → plains, {@code **x**} → [b]x[/b]. */
  static String plain(String text) {
    if (text == null || text.isBlank()) {
      return "";
    }
    String t = text.strip().replaceAll("\\*\\*(.+?)\\*\\*", "[b]$1[/b]");
    StringBuilder out = new StringBuilder();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([A-Za-z]+)}").matcher(t);
    while (m.find()) {
      m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(iconWord(m.group(1))));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static String iconWord(String icon) {
    return switch (icon) {
      case "P" -> "plains";
      case "H" -> "hills";
      case "F" -> "forest";
      case "M" -> "mountain";
      case "W" -> "water";
      default -> icon.toLowerCase(Locale.ROOT);
    };
  }

  private static String join(String... parts) {
    List<String> kept = new ArrayList<>();
    for (String p : parts) {
      if (!p.isBlank()) {
        kept.add(p.strip());
      }
    }
    return String.join("\n", kept);
  }
}
