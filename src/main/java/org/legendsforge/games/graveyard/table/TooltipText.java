package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroTurnCard;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.TerrainCardFace;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.TerrainCard;

/**
 * A card's rules text for its in-game tooltip ({@code Description}): the numbers that decide play,
 * then the rules text the card itself prints (from the card's text templates, so the tooltip and
 * the card say the same words). Inline icons ({@code {mana}}) become words and {@code **bold**}
 * becomes the game's BBCode, since tooltips cannot draw icons. Without the printed text (a test
 * renderer has none) the effects are summed up in words of its own.
 */
public final class TooltipText {
  private final Function<Card, String> printed;

  /** Tooltips that sum up effects in their own words. */
  public TooltipText() {
    this(card -> "");
  }

  /**
   * @param printed the rules text each card prints ({@code CardRenderer.rulesText})
   */
  public TooltipText(Function<Card, String> printed) {
    this.printed = printed;
  }

  public String describe(Card card) {
    String rules = plain(printed.apply(card));
    if (card instanceof Spell s) {
      return join(
          s.element().displayName()
              + " spell · Cost "
              + s.cost()
              + " mana · "
              + reach(s.range(), s.area(), s.over())
              + (s.noAction() ? " · No action" : ""),
          rules.isEmpty() ? join(effects(s.effects()), plain(s.text())) : rules);
    }
    if (card instanceof Weapon w) {
      return join(
          (w.kind() == WeaponKind.STARTING ? "Starting" : "Item")
              + " weapon · Damage "
              + w.damage()
              + " · "
              + reach(w.range(), w.area(), w.over()),
          rules.isEmpty() ? join(effects(w.effects()), plain(w.text())) : rules);
    }
    if (card instanceof Hero h) {
      return join(
          "Health " + h.health() + " · Move " + h.movement().notation(),
          rules.isEmpty() ? hyper(h.hyper()) : rules);
    }
    if (card instanceof Spirit s) {
      return join(
          rules.isEmpty()
              ? join("[b]" + s.abilityName() + "[/b] " + effects(s.effects()), plain(s.text()))
              : rules,
          "Hand: " + hand(s));
    }
    if (card instanceof ChaosElement c) {
      return rules.isEmpty() ? join(effects(c.effects()), plain(c.text())) : rules;
    }
    if (card instanceof HyperOrb o) {
      return rules.isEmpty()
          ? join("Hyper orb of " + o.hero().name() + ":", hyper(o.hero().hyper()))
          : rules;
    }
    if (card instanceof PlayerCard p) {
      return join(p.colour() + " player", plain(p.text()));
    }
    if (card instanceof HeroTurnCard t) {
      return "Turn of " + t.hero().name() + ": this hero acts.";
    }
    return terrain(((TerrainCardFace) card).terrain());
  }

  /** A hyper ability summed up without the printed text. */
  private static String hyper(org.legendsforge.games.graveyard.model.HyperAbility a) {
    return join("[b]Hyper: " + a.name() + "[/b] " + effects(a.effects()), plain(a.text()));
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
    return effects.stream().map(TooltipText::effect).collect(Collectors.joining(" "));
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
