package org.legendsforge.playtest;

import java.util.List;
import java.util.function.Consumer;
import org.legendsforge.bots.Bot;
import org.legendsforge.game.Action;
import org.legendsforge.game.Applied;
import org.legendsforge.game.Engine;
import org.legendsforge.game.GameState;
import org.legendsforge.game.Lineup;
import org.legendsforge.game.Phase;

/**
 * One game between bots, one per player, from the seed's setup to a winner or the turn limit. Each
 * line of the game log goes to {@code log} as it is made (none are made when {@code log} is null,
 * which is how a benchmark plays). Pure: writing the lines anywhere is the caller's business.
 */
public final class Match {
  private final Engine engine;
  private final List<Bot> bots;
  private final int maxTurns;
  private final boolean chaos;
  private final Lineup lineup;

  /** One against one: {@code bots.get(0)} plays player 1; the game stops before turn N + 1. */
  public Match(Engine engine, List<Bot> bots, int maxTurns, boolean chaos) {
    this(engine, bots, maxTurns, chaos, Lineup.ONE_V_ONE);
  }

  /** The players {@code lineup} seats, {@code bots.get(p - 1)} playing player p. */
  public Match(Engine engine, List<Bot> bots, int maxTurns, boolean chaos, Lineup lineup) {
    if (bots.size() != lineup.players()) {
      throw new IllegalArgumentException(
          "a " + lineup.key() + " game takes " + lineup.players() + " bots");
    }
    this.engine = engine;
    this.bots = List.copyOf(bots);
    this.maxTurns = maxTurns;
    this.chaos = chaos;
    this.lineup = lineup;
  }

  /**
   * How a game ended: the winning side (0 for none), why, after how many turns and actions, and
   * each player's death points.
   */
  public record Result(int winner, String reason, int turns, int actions, int[] deathPoints) {}

  public Result play(long seed, Consumer<String> log) {
    GameState s = engine.newGame(seed, chaos, lineup);
    while (s.phase() == Phase.PICK_SPIRIT
        || s.phase() == Phase.PICK_HERO
        || s.phase() == Phase.KEEP_WEAPON) {
      engine.apply(s, choose(s));
    }
    if (log != null) {
      log.accept(LogLines.setup(s, bots.stream().map(Bot::name).toList()));
    }
    int n = 0;
    while (!s.over()) {
      if (s.phase() == Phase.DRAW_TURN && s.turn() >= maxTurns) {
        engine.stopAtTurnLimit(s);
        break;
      }
      Action a = choose(s);
      LogLines.Actor actor = actor(s);
      Applied applied = engine.apply(s, a);
      n++;
      if (log != null) {
        if (a instanceof Action.DrawTurn) {
          actor = turnActor(s);
        }
        List<Integer> path = a instanceof Action.Step st ? List.of(st.cell()) : List.of();
        log.accept(LogLines.action(n, actor, applied, path, s));
      }
    }
    if (log != null) {
      log.accept(LogLines.end(s));
    }
    int[] deathPoints = new int[s.players()];
    for (int p = 1; p <= deathPoints.length; p++) {
      deathPoints[p - 1] = s.deathPoints(p);
    }
    return new Result(s.winner(), s.endReason(), s.turn(), n, deathPoints);
  }

  private Action choose(GameState s) {
    List<Action> legal = engine.legalActions(s);
    if (s.phase() == Phase.DRAW_TURN) {
      return legal.get(0);
    }
    return bots.get(s.decider() - 1).choose(s, legal);
  }

  /** The actor of the decision about to be taken (a drawn card's actor is known after). */
  static LogLines.Actor actor(GameState s) {
    if (s.phase() == Phase.HERO_TURN) {
      return new LogLines.Actor(
          "hero:" + s.table().cards().hero(s.turnCard()).id(), s.turnPlayer());
    }
    if (s.phase() == Phase.TRIGGERED) {
      int hero = s.triggeredHero();
      return new LogLines.Actor("hero:" + s.table().cards().hero(hero).id(), s.owner(hero));
    }
    int p = s.decider();
    return new LogLines.Actor("player:" + p, p);
  }

  /** The actor of a turn: the card drawn. */
  static LogLines.Actor turnActor(GameState s) {
    return new LogLines.Actor(ActionJson.card(s.table().cards(), s.turnCard()), s.turnPlayer());
  }
}
