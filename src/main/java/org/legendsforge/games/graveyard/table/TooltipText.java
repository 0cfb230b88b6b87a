package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.Face.Tooltip;

/**
 * A card's rules text for its in-game tooltip ({@code Description}): the numbers that decide play,
 * then the rules text the card itself prints (from the card's text templates, so the tooltip and
 * the card say the same words). Inline icons ({@code {mana}}) become words and {@code **bold**}
 * becomes the game's BBCode, since tooltips cannot draw icons. Without the printed text (a test
 * renderer has none) the effects are summed up in words of its own.
 */
public final class TooltipText {
  private final Function<Face, String> printed;

  /** Tooltips that sum up effects in their own words. */
  public TooltipText() {
    this(face -> "");
  }

  /**
   * @param printed the rules text each face prints ({@code CardRenderer.rulesText})
   */
  public TooltipText(Function<Face, String> printed) {
    this.printed = printed;
  }

  /** The face's headline, its printed rules (or its summary when it prints none), its last line. */
  public String describe(Face face) {
    Tooltip t = face.table().tooltip();
    String rules = t.printed() ? plain(printed.apply(face)) : "";
    return join(t.head(), rules.isEmpty() ? plain(t.summary()) : rules, t.tail());
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
