package org.legendsforge.tts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Deck;
import org.legendsforge.model.Spell;
import org.legendsforge.model.Weapon;

/**
 * The notebook: tab 0 "Rules" (the player aid, the page the notebook opens on), the deck list with
 * sleeve colours, and balance notes. Text is the project's own summary of rules-spec.md, in the
 * game's BBCode.
 */
public final class NotebookTabs {

  /**
   * {@code balanceReport} is the balance model's report as BBCode lines, when the card data has
   * weights; without it the tab lists spells by cost and weapons by damage.
   */
  public Map<String, TabState> tabs(Catalog catalog, java.util.Optional<String> balanceReport) {
    Map<String, TabState> tabs = new LinkedHashMap<>();
    tabs.put("0", TabState.grey(0, "Rules", playerAid(catalog)));
    tabs.put("1", TabState.grey(1, "Decks", deckList(catalog)));
    tabs.put("2", TabState.grey(2, "Balance notes", balance(catalog, balanceReport)));
    return tabs;
  }

  String playerAid(Catalog catalog) {
    return String.join(
        "\n",
        "[b]" + catalog.game().name() + " — player aid[/b]",
        "",
        "[b]Setup[/b]: type a seed in the Setup panel (or keep the one shown) and press Setup. The"
            + " script lays the 15 terrain cards, puts 8 dormant heroes on the map and places the"
            + " pickups, then names the start player. The other player picks a spirit first; the"
            + " start player then picks a starting hero among the 8, then the other player.",
        "",
        "[b]Turns[/b]: draw from the Turn Order deck. A hero card: that hero moves once, makes one"
            + " weapon attack and casts one spell, in any order. A player card: that player gets 3"
            + " redistribute points (1 point moves 1 mana or 1 health between friendly heroes; 3"
            + " points move a hyper orb) and uses the spirit's ability. Whenever the Turn Order"
            + " deck is reshuffled, reveal a chaos element: it holds until the next reshuffle.",
        "",
        "[b]Movement[/b]: orthogonal steps; each step spends one unit of an allowance that admits"
            + " the cell entered (W: sea and river cells). Default: 1 any + 2 P H F. Pass through"
            + " heroes, never stop on one. Slow halves movement, rounded down.",
        "",
        "[b]Sight[/b]: forest and mountain cells block the line between cell centres; the end"
            + " cells never block; a line through a corner is blocked only when both cells it"
            + " squeezes between block. [i]over[/i] ignores sight.",
        "",
        "[b]Areas XrYd[/b]: cells X steps from the centre, at most Y of them diagonal.",
        "",
        "[b]Pickups[/b]: mana +2 mana; healing +3 health (or +2 mana at full health); item: top 3"
            + " item weapons, keep 1; hyper: pay 3 mana, gain the hero's hyper ability. At the end"
            + " of a turn a missing pickup is respawned with the Respawn buttons; the compensation"
            + " counter then moves by the difference of the sides' closest heroes, and a side at 3"
            + " points trades them for 1 mana on one of its heroes.",
        "",
        "[b]Heroes[/b]: claim an adjacent dormant hero once per turn (at most 3 more). A claimed or"
            + " respawned hero starts at full health with a starting weapon (top 3, keep 1). A hero"
            + " at 0 health dies: its player gains a death point and loses at 4.",
        "",
        "[b]Rules reference[/b]: the panel at the top right measures distance and sight between"
            + " two heroes, shows an area around a cell and a hero's reachable cells. Right-click a"
            + " hero token to put it on Side 1 or Side 2 (or back to Dormant): the compensation"
            + " counter needs to know the sides.");
  }

  String deckList(Catalog catalog) {
    List<String> lines = new ArrayList<>();
    lines.add("[b]Decks and sleeves[/b]");
    for (Deck d : catalog.decks()) {
      String hex = d.sleeve().hex().substring(1).toUpperCase(java.util.Locale.ROOT);
      lines.add(
          "["
              + hex
              + "]■[-] [b]"
              + d.name()
              + "[/b] — "
              + catalog.cardsOf(d.contents()).size()
              + " cards, sleeve "
              + d.sleeve().name()
              + " ("
              + d.sleeve().hex()
              + ")");
    }
    return String.join("\n", lines);
  }

  String balance(Catalog catalog, java.util.Optional<String> report) {
    List<String> lines = new ArrayList<>();
    lines.add("[b]Exchange rates the numbers follow[/b]");
    lines.add(
        "1 damage = 1 health = 1 mana. A weapon attack is worth 2 mana. Stun is worth 3 damage.");
    lines.add("Item weapons aim to be about half again as strong as starting weapons.");
    lines.add("");
    if (report.isPresent()) {
      lines.add(report.get());
      return String.join("\n", lines);
    }
    lines.add("[b]Spells by cost[/b]");
    catalog.spells().stream()
        .sorted(Comparator.comparingInt(Spell::cost).thenComparing(Spell::id))
        .forEach(
            s ->
                lines.add(s.cost() + " mana — " + s.name() + ": " + CardText.effects(s.effects())));
    lines.add("");
    lines.add("[b]Weapons by damage[/b]");
    java.util.stream.Stream.concat(
            catalog.startingWeapons().stream(), catalog.itemWeapons().stream())
        .sorted(Comparator.comparingInt(Weapon::damage).thenComparing(Weapon::id))
        .forEach(
            w ->
                lines.add(
                    w.damage()
                        + " damage, range "
                        + w.range()
                        + " — "
                        + w.name()
                        + (w.kind().name().equals("ITEM") ? " (item)" : " (starting)")));
    return String.join("\n", lines);
  }
}
