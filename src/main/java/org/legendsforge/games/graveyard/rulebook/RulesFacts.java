package org.legendsforge.games.graveyard.rulebook;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.MapRulers;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PrintedPiece;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.Numbers;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Respawn;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.games.graveyard.rules.RuleValues;
import org.legendsforge.games.graveyard.rules.Ruling;
import org.legendsforge.games.graveyard.rules.Setup;

/**
 * Everything rules text may name in a placeholder, as Markdown: numbers and names from the card
 * data (so a changed orb count or mana income changes the rulebook), the fixed numbers of the rules
 * model, the §12 rulings in their one wording, glossary definitions, and whole lists (decks,
 * components, orbs, spirits' hands). Data text is escaped, so a name with a star prints a star.
 */
public final class RulesFacts {
  /** A placeholder's Markdown; a {@code block} one is a whole list and stands on its own line. */
  public record Fact(String markdown, boolean block) {
    static Fact text(Object value) {
      return new Fact(String.valueOf(value), false);
    }
  }

  private static final Pattern ICON = Pattern.compile("\\{([A-Za-z]+)}");

  private RulesFacts() {}

  /** The facts of {@code catalog}; {@code glossary} maps a term's key to its definition. */
  public static Map<String, Fact> of(Catalog catalog, Map<String, String> glossary) {
    Map<String, Fact> f = new TreeMap<>();
    // the rules in force: a kit built for a variant prints the variant's numbers throughout
    RuleValues rules = catalog.rules();
    f.put("game.name", Fact.text(escape(catalog.game().name())));
    f.put("game.startingMana", Fact.text(rules.get(RuleValue.STARTING_MANA)));
    f.put("game.manaPerTurn", Fact.text(rules.get(RuleValue.MANA_PER_TURN)));
    f.put("heroes.count", Fact.text(catalog.heroes().size()));
    f.put("heroes.onMap", Fact.text(Setup.HEROES_ON_MAP));
    f.put("heroes.claims", Fact.text(rules.get(RuleValue.CLAIMS_PER_SIDE)));
    f.put("heroes.max", Fact.text(rules.get(RuleValue.CLAIMS_PER_SIDE) + 1));
    f.put("heroes.respawnChoices", Fact.text(Respawn.CHOICES));
    f.put("players.max", Fact.text(catalog.playerCards().size()));
    f.put("players.lineups", Fact.text(lineups(catalog.playerCards().size())));
    // no-break spaces: a movement is never split over two lines
    f.put(
        "movement.default",
        Fact.text(escape(MovementSpec.DEFAULT.notation()).replace(' ', '\u00A0')));
    f.put("rules.deathPoints", Fact.text(rules.get(RuleValue.DEATH_POINTS_TO_LOSE)));
    f.put("rules.redistributePoints", Fact.text(rules.get(RuleValue.REDISTRIBUTE_POINTS)));
    f.put("rules.hyperOrbCost", Fact.text(rules.get(RuleValue.HYPER_ORB_COST)));
    f.put("rules.usualHand", Fact.text(Numbers.USUAL_HAND));
    f.put("rules.weaponChoices", Fact.text(Numbers.WEAPON_CHOICES));
    f.put("rules.compensationTrade", Fact.text(rules.get(RuleValue.COMPENSATION_TRADE)));
    pickups(catalog, f);
    f.put("setup.compensation", Fact.text(setupCompensation(rules.on(RuleValue.COMPENSATE_SETUP))));
    glossary.forEach((term, definition) -> f.put("glossary." + term, Fact.text(definition)));
    for (Ruling r : Ruling.values()) {
      f.put("ruling." + r.key(), Fact.text(boldHead(ruling(r, f))));
    }
    f.put("list.decks", new Fact(decks(catalog), true));
    f.put("list.components", new Fact(components(catalog), true));
    f.put("list.pickups", new Fact(pickupList(catalog), true));
    f.put("list.spirits", new Fact(spirits(catalog), true));
    f.put("list.variants", new Fact(VariantRules.list(catalog), true));
    f.put("rules.hyperOrbMove", Fact.text(rules.get(RuleValue.HYPER_REDISTRIBUTE_COST)));
    f.put("rules.manaPerTrade", Fact.text(rules.get(RuleValue.MANA_PER_TRADE)));
    return f;
  }

  /**
   * A ruling with the few words before its colon in bold ("**Decay**: at the start ..."), as the
   * rules text writes its other terms; a longer lead-in stays as it is.
   */
  static String boldHead(String ruling) {
    int colon = ruling.indexOf(": ");
    if (colon <= 0 || ruling.substring(0, colon).split(" ").length > 3) {
      return ruling;
    }
    return "**" + ruling.substring(0, colon) + "**" + ruling.substring(colon);
  }

  /** A ruling's wording with its data numbers filled in (the same for print and the table). */
  public static String ruling(Ruling r, Map<String, Fact> facts) {
    Placeholders.Result filled = new Placeholders(facts).resolve(r.text());
    if (!filled.problems().isEmpty()) {
      throw new IllegalStateException("ruling " + r.key() + ": " + filled.problems());
    }
    return filled.text();
  }

  private static void pickups(Catalog catalog, Map<String, Fact> f) {
    int total = 0;
    for (PickupKind kind : PickupKind.values()) {
      int count = catalog.pickupCount(kind);
      total += count;
      Pickup p = catalog.pickups().stream().filter(x -> x.kind() == kind).findFirst().orElse(null);
      String prefix = "pickups." + kind.key() + ".";
      f.put(prefix + "count", Fact.text(count));
      f.put(prefix + "name", Fact.text(p == null ? kind.key() : escape(p.name())));
      f.put(prefix + "text", Fact.text(p == null ? "" : cardText(p.text())));
      f.put(prefix + "coin", Fact.text(p == null ? "" : escape(p.coin())));
    }
    f.put("pickups.total", Fact.text(total));
  }

  /** Who can play, by how many player cards the game has (one per player). */
  static String lineups(int players) {
    if (players >= 4) {
      return "2 (one against one), 3 (one against two) or 4 (two against two)";
    }
    if (players == 3) {
      return "2 (one against one) or 3 (one against two)";
    }
    return "2 (one against one)";
  }

  private static String setupCompensation(boolean on) {
    return on
        ? "This game's data asks for setup's orbs to count: once both starting heroes are picked,"
            + " measure each orb setup placed, in the order it was placed, as for an orb that"
            + " comes back."
        : "The orbs placed during setup are not measured; compensation starts with the first"
            + " orb that comes back.";
  }

  private static String decks(Catalog catalog) {
    List<String> lines = new ArrayList<>();
    for (Deck d : catalog.decks()) {
      int n = catalog.cardsOf(d.contents()).size();
      lines.add("- **" + escape(d.name()) + "**: " + n + (n == 1 ? " card" : " cards"));
    }
    return String.join("\n", lines);
  }

  /**
   * The pieces a player takes out of the box, named as the components PDF prints them (orb tokens,
   * standees, counters, track, boards, the map rulers), then whatever the data lists that no sheet
   * prints (the dice): the book teaches with the pieces the kit ships, and names no coin or
   * figurine.
   */
  private static String components(Catalog catalog) {
    List<String> lines = new ArrayList<>();
    int heroes = catalog.heroes().size();
    int players = catalog.playerCards().size();
    int orbs = 0;
    List<String> kinds = new ArrayList<>();
    for (Pickup p : catalog.pickups()) {
      if (p.count() > 0) {
        orbs += p.count();
        kinds.add(escape(p.counted()));
      }
    }
    if (orbs > 0) {
      lines.add("- " + orbs + " × orb tokens for the map: " + String.join(", ", kinds));
    }
    List<String> unprinted = new ArrayList<>();
    for (Component c : catalog.components()) {
      int n = c.total(heroes, players);
      String note = c.note().isBlank() ? "" : ": " + escape(c.note());
      if (c.piece().isEmpty()) {
        unprinted.add("- " + n + " × " + escape(c.name()) + note);
        continue;
      }
      PrintedPiece piece = c.piece().get();
      String what =
          switch (piece) {
            case STANDEE -> ": one per hero, in the colours and with the initials of its cards";
            case DEATH_POINTS -> ": one per player, with the turn reference and its death points";
            case DAMAGE, MANA -> note + "; chits worth 1, 3 and 5";
            default -> note;
          };
      lines.add("- " + n + " × " + piece.name(n) + what);
    }
    // the components PDF prints them for the random-cell rule whatever the data lists
    lines.add(
        "- "
            + MapRulers.count()
            + " × map rulers: laid along the map's top and left edges, they name its columns and"
            + " rows, and which face of the dice picks each");
    lines.addAll(unprinted);
    return String.join("\n", lines);
  }

  private static String pickupList(Catalog catalog) {
    List<String> lines = new ArrayList<>();
    for (PickupKind kind : Setup.PICKUP_ORDER) {
      for (Pickup p : catalog.pickups()) {
        if (p.kind() == kind) {
          lines.add(
              "- " + p.count() + " × **" + escape(p.name()) + "**" + ": " + cardText(p.text()));
        }
      }
    }
    return String.join("\n", lines);
  }

  private static String spirits(Catalog catalog) {
    List<String> lines = new ArrayList<>();
    for (Spirit s : catalog.spirits()) {
      List<String> parts = new ArrayList<>();
      for (Element e : Element.values()) {
        if (s.hand().of(e) > 0) {
          parts.add(s.hand().of(e) + " " + e.displayName());
        }
      }
      if (s.hand().general() > 0) {
        parts.add(s.hand().general() + " General");
      }
      lines.add(
          "- **"
              + escape(s.name())
              + "**: "
              + String.join(", ", parts)
              + " ("
              + s.hand().total()
              + " in all)");
    }
    return String.join("\n", lines);
  }

  /** Card text as rules text: icons become words, {@code **bold**} stays, the rest is escaped. */
  static String cardText(String text) {
    if (text == null || text.isBlank()) {
      return "";
    }
    String t = text.strip().replace('\n', ' ');
    StringBuilder out = new StringBuilder();
    Matcher m = ICON.matcher(t);
    int from = 0;
    while (m.find()) {
      out.append(escape(t.substring(from, m.start()), "*")).append(iconWord(m.group(1)));
      from = m.end();
    }
    return out.append(escape(t.substring(from), "*")).toString();
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

  /** Data text as literal Markdown: what Markdown would read as syntax is backslash-escaped. */
  public static String escape(String text) {
    return escape(text, "");
  }

  private static String escape(String text, String keep) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (char c : text.replace('\n', ' ').toCharArray()) {
      if ("\\`*_[]<>#!|~{}&".indexOf(c) >= 0 && keep.indexOf(c) < 0) {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }
}
