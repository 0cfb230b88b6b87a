package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.book.Chapter;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.tts.RulesBbcode;
import org.legendsforge.kit.tts.TabState;

/**
 * The notebook: the player aid (the page the notebook opens on), how to use this table, one tab per
 * chapter of the rulebook, and the deck list with sleeve colours. The rules tabs are set from the
 * same rules text as the printed rulebook and player aid, in the game's BBCode. Only what the
 * players use: the designer's balance figures are in the balance report, not in the save.
 */
public final class NotebookTabs {
  private final RulesBbcode bbcode = new RulesBbcode();

  public Map<String, TabState> tabs(Catalog catalog, Rulebook rulebook) {
    List<TabState> tabs = new ArrayList<>();
    tabs.add(TabState.grey(0, "Player aid", bbcode.chapter(rulebook.playerAid())));
    tabs.add(TabState.grey(1, "This table", table(catalog)));
    for (Chapter c : rulebook.chapters()) {
      tabs.add(TabState.grey(tabs.size(), c.title(), bbcode.chapter(c)));
    }
    tabs.add(TabState.grey(tabs.size(), "Decks", deckList(catalog)));
    Map<String, TabState> out = new LinkedHashMap<>();
    tabs.forEach(t -> out.put(Integer.toString(t.id()), t));
    return out;
  }

  /** How this save is played: the panel's buttons, in the order a game uses them. */
  String table(Catalog catalog) {
    return String.join(
        "\n",
        "[b]" + catalog.game().title() + " on this table[/b]",
        "",
        "[b]Setup[/b]: type a seed in the panel at the top right (or keep the one shown) and press"
            + " Setup. The script clears the table of any earlier game, lays the terrain, the"
            + " dormant heroes and the orbs exactly as [i]forge setup --seed N[/i] does, shuffles"
            + " the spell, weapon and chaos decks from the same seed, puts the counters at 0 and"
            + " names the start player. Press it again for a new game.",
        "",
        "[b]Picks[/b]: pick each player's spirit in the panel. Right-click a hero's standee (a"
            + " round tile on this table) and choose its player to make it that player's hero"
            + " (choose Dormant to undo); the standee lights up in the player's colour. Each"
            + " player takes its starting weapon from the Starting Weapons deck by hand (top 3,"
            + " keep 1).",
        "",
        "[b]Start[/b]: makes the Turn Order deck of the controlled heroes' cards and the players'"
            + " cards, shuffled from the seed (the dormant heroes' cards lie beside it), and deals"
            + " each player its starting spells into its hand.",
        "",
        "[b]Orbs[/b]: when a hero collects an orb, take its orb token off the map; a hero holding"
            + " a hyper orb gets a hyper orb marker from its bag on its card. At the end of the"
            + " turn press the Respawn button of the missing orb: the orb token lands on a random"
            + " free cell and the compensation marker moves ("
            + sides(catalog)
            + "). Every random draw comes from one generator whose state is saved with the"
            + " table, so a reload changes nothing.",
        "",
        "[b]Counters[/b]: each player's death points on its own counter; damage, mana and decay"
            + " counters and hyper orb markers come from the bags on the right.",
        "",
        "[b]Rules reference[/b]: the panel measures distance and sight between two heroes, shows"
            + " an area XrYd around a cell and the cells a hero can move to (tick Slow for a slowed"
            + " hero). Results are outlined on the map; Clear removes the outlines.");
  }

  /**
   * Which way the compensation marker leans, in the players' colours as the printed track names its
   * ends: the players at odd places of the player cards on one side, those at even places on the
   * other.
   */
  static String sides(Catalog catalog) {
    List<String> first = new ArrayList<>();
    List<String> second = new ArrayList<>();
    List<org.legendsforge.games.graveyard.model.PlayerCard> players = catalog.playerCards();
    for (int i = 0; i < players.size(); i++) {
      (i % 2 == 0 ? first : second).add(players.get(i).colour());
    }
    return "positive: "
        + String.join(" and ", first)
        + " hold the points, negative: "
        + (second.isEmpty() ? "no one" : String.join(" and ", second));
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
              + " cards, "
              + sleeve(d));
    }
    return String.join("\n", lines);
  }

  /**
   * The sleeve a deck's cards go in, or that they go in none: index cards lie on the table bare, so
   * naming a sleeve colour for them would send a player to buy sleeves the game never uses.
   */
  private static String sleeve(Deck d) {
    if (d.contents().indexCardSize()) {
      return "3 × 5 in index cards, played without sleeves";
    }
    return "sleeve " + d.sleeve().name() + " (" + d.sleeve().hex() + ")";
  }
}
