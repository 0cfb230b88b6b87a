package org.legendsforge.games.graveyard.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Life;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.rules.MinStd;

/**
 * Bots in team games: the heuristic scores a player's side (its team-mate's heroes count as its
 * own), and the greedy bot plays a side of two well enough to beat random players.
 */
class TeamBotsTest {
  private static final Heuristic HEURISTIC = new Heuristic(BotsTest.ENGINE.cards());

  /** A two-against-two game played at random until player 3 (a partner) controls a hero. */
  private static GameState withAPartnersHero(long seed) {
    GameState s = BotsTest.ENGINE.newGame(seed, false, Lineup.TWO_V_TWO);
    MinStd rng = new MinStd(seed);
    while (!s.over()) {
      List<Action> legal = BotsTest.ENGINE.legalActions(s);
      BotsTest.ENGINE.apply(s, legal.get(rng.below(legal.size())));
      if (s.phase() == Phase.DRAW_TURN && controls(s, 3)) {
        return s;
      }
    }
    throw new AssertionError("seed " + seed + ": player 3 never controlled a hero");
  }

  private static boolean controls(GameState s, int player) {
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE && s.owner(h) == player) {
        return true;
      }
    }
    return false;
  }

  @Test
  void teamMatesScoreAStateAlikeAndTheirHeroesAsTheirOwn() {
    for (long seed = 1; seed <= 4; seed++) {
      GameState s = withAPartnersHero(seed);
      assertThat(HEURISTIC.score(s, 3)).isEqualTo(HEURISTIC.score(s, 1));
      assertThat(HEURISTIC.score(s, 4)).isEqualTo(HEURISTIC.score(s, 2));
      // What one side gains the other loses (threats and orbs too), so the two sides' scores add
      // up to their heroes' own position terms alone: every hero in play, partners' too, is its
      // own side's.
      double positions = 0;
      for (int h = 0; h < s.heroCount(); h++) {
        if (s.life(h) == Life.ACTIVE) {
          positions += HEURISTIC.ownPosition(s, h, s.owner(h));
        }
      }
      assertThat(HEURISTIC.score(s, 1) + HEURISTIC.score(s, 2))
          .as("seed %d", seed)
          .isCloseTo(positions, within(1e-9));
    }
  }

  @Test
  void greedyTeamMatesBeatRandomPlayers() {
    int won = 0;
    int games = 6;
    for (long seed = 1; seed <= games; seed++) {
      List<Bot> bots = new ArrayList<>();
      for (int p = 1; p <= 4; p++) {
        String name = Lineup.sideOf(p) == 1 ? "greedy" : "random";
        bots.add(Bots.create(name, BotsTest.ENGINE, seed, p).orElseThrow());
      }
      var options = new GameRunner.Options(Lineup.TWO_V_TWO, false, 5000);
      won +=
          GameRunner.play(BotsTest.ENGINE, bots, seed, options, GameRunner.Observer.NONE).winner()
                  == 1
              ? 1
              : 0;
    }
    assertThat(won).as("greedy side 1 wins of %d", games).isGreaterThanOrEqualTo(games - 1);
  }
}
