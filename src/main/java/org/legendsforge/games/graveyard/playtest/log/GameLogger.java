package org.legendsforge.games.graveyard.playtest.log;

import java.util.List;
import java.util.function.Consumer;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * Follows a game as {@code forge play --log} writes it (game-log.md): the setup line once the picks
 * are made, a line for every action after it, the end line. Each line goes to {@code lines} as it
 * is made; where they end up is the caller's business.
 */
public final class GameLogger implements GameRunner.Observer {
  private final List<String> bots;
  private final Consumer<String> lines;
  private boolean started;
  private int n;
  private LogLines.Actor actor;

  /** {@code bots}: the names the setup line lists, one a player. */
  public GameLogger(List<String> bots, Consumer<String> lines) {
    this.bots = List.copyOf(bots);
    this.lines = lines;
  }

  @Override
  public void setUp(GameState s) {
    started = true;
    lines.accept(LogLines.setup(s, bots));
  }

  @Override
  public void acting(GameState s, Action a) {
    if (started) {
      actor = actor(s);
    }
  }

  @Override
  public void acted(GameState s, Applied applied) {
    if (!started) {
      return;
    }
    Action a = applied.action();
    LogLines.Actor by = a instanceof Action.DrawTurn ? turnActor(s) : actor;
    List<Integer> path = a instanceof Action.Step st ? List.of(st.cell()) : List.of();
    lines.accept(LogLines.action(++n, by, applied, path, s));
  }

  @Override
  public void ended(GameState s, GameRunner.Result r) {
    lines.accept(LogLines.end(s));
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
