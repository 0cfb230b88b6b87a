package org.legendsforge.games.graveyard.playtest.narration;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Life;
import org.legendsforge.games.graveyard.game.Lineup;

/**
 * The opening lines of a told game: who plays whom with which bot, who starts, the spirits, the
 * heroes in play and the dormant ones, the orbs on the map and the spells in hand, as setup and the
 * players' picks left them.
 */
final class SetupWords {
  private final TableNames names;
  private final List<String> bots;

  SetupWords(TableNames names, List<String> bots) {
    this.names = names;
    this.bots = List.copyOf(bots);
  }

  List<String> lines(GameState s) {
    List<String> out = new ArrayList<>();
    out.add(
        s.table().cards().catalog().game().name()
            + ", seed "
            + s.table().seed()
            + ": "
            + seats(s, 1)
            + " against "
            + seats(s, 2)
            + s.table()
                .cards()
                .catalog()
                .game()
                .variant()
                .map(v -> ", played with the " + v.name() + " variant")
                .orElse(s.table().chaosVariant() ? ", with the chaos elements variant" : "")
            + ".");
    List<String> spirits = new ArrayList<>();
    for (int p = 1; p <= s.players(); p++) {
      spirits.add(names.player(p) + " has " + names.spirit(s.spirit(p)));
    }
    out.add(
        "Setup: "
            + names.player(s.startPlayer())
            + " starts. Spirits: "
            + String.join(", ", spirits)
            + ".");
    List<String> inPlay = new ArrayList<>();
    List<String> dormant = new ArrayList<>();
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE) {
        inPlay.add(
            names.heroOf(s, h)
                + " at "
                + TableNames.cell(s.cell(h))
                + " with "
                + s.health(h)
                + " health"
                + weapons(s, h));
      } else if (s.life(h) == Life.DORMANT) {
        dormant.add(names.hero(h) + " " + TableNames.cell(s.cell(h)));
      }
    }
    out.add("Heroes: " + String.join("; ", inPlay) + ".");
    out.add("Dormant heroes, to be claimed: " + String.join(", ", dormant) + ".");
    List<String> orbs = new ArrayList<>();
    for (int o : s.orbs()) {
      orbs.add(names.orb(GameState.orbKind(o)) + " " + TableNames.cell(GameState.orbCell(o)));
    }
    out.add("Orbs: " + String.join(", ", orbs) + ".");
    List<String> hands = new ArrayList<>();
    for (int p = 1; p <= s.players(); p++) {
      List<String> spells = new ArrayList<>();
      for (int card : s.hand(p)) {
        spells.add(names.spellCard(card));
      }
      hands.add(names.player(p) + " " + (spells.isEmpty() ? "nothing" : String.join(", ", spells)));
    }
    out.add("Spells in hand: " + String.join("; ", hands) + ".");
    return out;
  }

  /**
   * "Red (player 1, greedy)", or with teams "Red (player 1, greedy) and Green (player 3, random)":
   * the colours the turns use, tied to the player numbers of the summary and the playtest.
   */
  private String seats(GameState s, int side) {
    List<String> out = new ArrayList<>();
    for (int p = 1; p <= s.players(); p++) {
      if (Lineup.sideOf(p) == side) {
        out.add(
            names.player(p)
                + " (player "
                + p
                + (p <= bots.size() ? ", " + bots.get(p - 1) : "")
                + ")");
      }
    }
    return String.join(" and ", out);
  }

  private String weapons(GameState s, int hero) {
    List<String> held = new ArrayList<>();
    for (int w : s.weapons(hero)) {
      held.add(names.weapon(w));
    }
    return held.isEmpty() ? "" : " and the " + String.join(", the ", held);
  }
}
