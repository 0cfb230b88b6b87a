package org.legendsforge.games.graveyard.playtest.narration;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.bots.GreedyBot;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.Battlefield;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Life;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.rulebook.BoardView;
import org.legendsforge.games.graveyard.rulebook.TurnStory;
import org.legendsforge.games.graveyard.rules.Cell;

/**
 * Finds the rulebook's example turn in games the engine plays, so the example stays true when the
 * cards change: greedy bots play the game of the build's seed, and the example is the first hero
 * turn in which the hero moves, attacks with a weapon, casts a spell and collects an orb (so an orb
 * comes back at the end of the turn and the compensation counter is measured). When that game has
 * no such turn, the games of the next seeds are played, {@value #SEEDS} at most.
 */
public final class ExampleTurnFinder {
  /** How many games are played, from the build's seed on, looking for a turn that shows it all. */
  public static final int SEEDS = 20;

  /** A game played this long without such a turn is given up (games end long before). */
  private static final int MAX_TURNS = 400;

  private final Catalog catalog;

  public ExampleTurnFinder(Catalog catalog) {
    this.catalog = catalog;
  }

  /** The example turn, or empty when no game of the seeds tried has one. */
  public Optional<TurnStory> find(long seed) {
    Engine engine = new Engine(catalog);
    for (long s = seed; s < seed + SEEDS; s++) {
      Optional<TurnStory> story = inGame(engine, s);
      if (story.isPresent()) {
        return story;
      }
    }
    return Optional.empty();
  }

  private Optional<TurnStory> inGame(Engine engine, long seed) {
    List<Bot> bots = new ArrayList<>();
    for (int p = 1; p <= 2; p++) {
      bots.add(Bots.create(GreedyBot.NAME, engine, seed, p).orElseThrow());
    }
    StoryWatcher watcher = new StoryWatcher(engine.cards(), seed);
    // the watcher stops the game itself, at the story or after MAX_TURNS: the runner's own limit
    // lies beyond both
    GameRunner.play(
        engine,
        bots,
        seed,
        new GameRunner.Options(Lineup.ONE_V_ONE, false, MAX_TURNS + 2),
        watcher);
    return Optional.ofNullable(watcher.story);
  }

  /**
   * Follows a game turn by turn, keeping each action with the states before and after it, and tells
   * the first hero turn that shows it all as the Turn Order card after it is drawn.
   */
  private static final class StoryWatcher implements GameRunner.Observer {
    private final Cards cards;
    private final long seed;
    private final List<TurnTeller.Moment> turn = new ArrayList<>();
    private GameState before;
    private int turnsPlayed;
    private TurnStory story;

    StoryWatcher(Cards cards, long seed) {
      this.cards = cards;
      this.seed = seed;
    }

    @Override
    public boolean done() {
      return story != null || turnsPlayed > MAX_TURNS;
    }

    @Override
    public void acting(GameState s, Action a) {
      if (a instanceof Action.DrawTurn && showsItAll(turn)) {
        story = new TurnTeller(cards, seed).story(turn);
      }
      if (a instanceof Action.DrawTurn) {
        turn.clear();
      }
      before = s.copy();
    }

    @Override
    public void acted(GameState s, Applied applied) {
      turn.add(new TurnTeller.Moment(before, applied, s.copy()));
      turnsPlayed = s.turn();
    }
  }

  /** Whether a hero turn holds a move, an attack, a cast and a pickup, and its hero lived. */
  static boolean showsItAll(List<TurnTeller.Moment> turn) {
    if (turn.isEmpty() || turn.get(0).after().activeHero() < 0) {
      return false;
    }
    int hero = turn.get(0).after().activeHero();
    boolean step = false;
    boolean attack = false;
    boolean cast = false;
    boolean pickup = false;
    boolean respawn = false;
    for (TurnTeller.Moment m : turn) {
      Action a = m.applied().action();
      step |= a instanceof Action.Step;
      attack |= a instanceof Action.Attack;
      cast |= a instanceof Action.Cast;
      pickup |= a instanceof Action.Pickup;
      respawn |= a instanceof Action.RespawnOrb && m.applied().outcome().cell() >= 0;
    }
    GameState end = turn.get(turn.size() - 1).after();
    return step && attack && cast && pickup && respawn && end.life(hero) == Life.ACTIVE;
  }

  static String initials(String name) {
    return BoardView.initials(name);
  }

  static Cell cell(int index) {
    return Battlefield.cell(index);
  }

  static List<BoardView.Piece> pieces(GameState s, Cards cards, int acting, int target) {
    List<BoardView.Piece> out = new ArrayList<>();
    for (int h = 0; h < s.heroCount(); h++) {
      Life life = s.life(h);
      if (life != Life.ACTIVE && life != Life.DORMANT) {
        continue;
      }
      BoardView.Role role =
          h == acting
              ? BoardView.Role.ACTING
              : h == target ? BoardView.Role.TARGET : BoardView.Role.NONE;
      out.add(
          new BoardView.Piece(
              cell(s.cell(h)),
              initials(cards.hero(h).name()),
              life == Life.ACTIVE ? s.side(h) : 0,
              role));
    }
    return out;
  }

  static List<BoardView.Orb> orbs(GameState s) {
    List<BoardView.Orb> out = new ArrayList<>();
    for (int i = 0; i < s.orbCount(); i++) {
      int orb = s.orb(i);
      out.add(new BoardView.Orb(cell(GameState.orbCell(orb)), GameState.orbKind(orb)));
    }
    return out;
  }
}
