package org.legendsforge.games.graveyard.playtest.play;

import java.util.List;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.game.Phase;

/**
 * The one loop over a game: from the seed's setup, through the players' picks, to a winner or the
 * turn limit. Everything that follows a game does it as an {@link Observer} of this loop ({@code
 * forge play}'s log, the playtest's tally, the benchmark with none), and a replay is a {@link
 * Players} that reads its actions from a log, so every game forge plays or checks runs the same
 * code. Pure: observers decide what is kept or written.
 */
public final class GameRunner {
  private GameRunner() {}

  /**
   * Who sits at the table, whether the chaos variant is on, and the turn limit: the game stops
   * before the Turn Order card of turn {@code maxTurns + 1} is drawn.
   */
  public record Options(Lineup lineup, boolean chaos, int maxTurns) {
    public Options {
      if (maxTurns < 1) {
        throw new IllegalArgumentException("a game needs a turn limit of 1 or more");
      }
    }
  }

  /** Whoever decides each action of a game: the bots in their seats, or a log being replayed. */
  public interface Players {
    /** The action to apply now: one of {@code legal}, or one the engine allows (a replay's). */
    Action choose(GameState s, List<Action> legal);

    /**
     * One bot a player, {@code bots.get(p - 1)} playing player p; a Turn Order card is drawn when
     * no one decides.
     */
    static Players seated(List<? extends Bot> bots) {
      List<Bot> seats = List.copyOf(bots);
      return (s, legal) ->
          s.phase() == Phase.DRAW_TURN ? legal.get(0) : seats.get(s.decider() - 1).choose(s, legal);
    }
  }

  /** What follows a game; every method is called on the game's own thread, in game order. */
  public interface Observer {
    /** Follows nothing: the game is only played. */
    Observer NONE = new Observer() {};

    /** The picks of setup are made; the first Turn Order card is next (called once). */
    default void setUp(GameState s) {}

    /** {@code a} is about to be applied to {@code s} (setup's picks included). */
    default void acting(GameState s, Action a) {}

    /** {@code applied} was applied; {@code s} is the state after it. */
    default void acted(GameState s, Applied applied) {}

    /** The game is over, by a winner, the turn limit or the observer being {@link #done()}. */
    default void ended(GameState s, Result r) {}

    /**
     * Whether the observer has what it followed the game for: the game then stops before its next
     * action (the example turn of the rulebook is found part-way through a game).
     */
    default boolean done() {
      return false;
    }

    /** Both observers, {@code first} told first each time. */
    static Observer both(Observer first, Observer second) {
      if (second == NONE || first == NONE) {
        return second == NONE ? first : second;
      }
      return new Observer() {
        @Override
        public void setUp(GameState s) {
          first.setUp(s);
          second.setUp(s);
        }

        @Override
        public void acting(GameState s, Action a) {
          first.acting(s, a);
          second.acting(s, a);
        }

        @Override
        public void acted(GameState s, Applied applied) {
          first.acted(s, applied);
          second.acted(s, applied);
        }

        @Override
        public void ended(GameState s, Result r) {
          first.ended(s, r);
          second.ended(s, r);
        }

        @Override
        public boolean done() {
          return first.done() || second.done();
        }
      };
    }
  }

  /**
   * How a game ended: the winning side (0 for none), why, after how many turns and how many actions
   * after setup, and each player's death points.
   */
  public record Result(int winner, String reason, int turns, int actions, int[] deathPoints) {}

  /** The game of {@code seed} between bots, one a player. */
  public static Result play(
      Engine engine, List<? extends Bot> bots, long seed, Options options, Observer observer) {
    if (bots.size() != options.lineup().players()) {
      throw new IllegalArgumentException(
          "a "
              + options.lineup().key()
              + " game takes "
              + options.lineup().players()
              + " bots, not "
              + bots.size());
    }
    return play(engine, Players.seated(bots), seed, options, observer);
  }

  /** The game of {@code seed}, each action chosen by {@code players}. */
  public static Result play(
      Engine engine, Players players, long seed, Options options, Observer observer) {
    GameState s = engine.newGame(seed, options.chaos(), options.lineup());
    boolean setUp = false;
    int actions = 0;
    while (!s.over() && !observer.done()) {
      if (!setUp && !inSetup(s.phase())) {
        setUp = true;
        observer.setUp(s);
      }
      if (s.phase() == Phase.DRAW_TURN && s.turn() >= options.maxTurns()) {
        engine.stopAtTurnLimit(s);
        break;
      }
      Action a = players.choose(s, engine.legalActions(s));
      observer.acting(s, a);
      Applied applied = engine.apply(s, a);
      if (setUp) {
        actions++;
      }
      observer.acted(s, applied);
    }
    int[] deathPoints = new int[s.players()];
    for (int p = 1; p <= deathPoints.length; p++) {
      deathPoints[p - 1] = s.deathPoints(p);
    }
    Result r = new Result(s.winner(), s.endReason(), s.turn(), actions, deathPoints);
    observer.ended(s, r);
    return r;
  }

  private static boolean inSetup(Phase p) {
    return p == Phase.PICK_SPIRIT || p == Phase.PICK_HERO || p == Phase.KEEP_WEAPON;
  }
}
