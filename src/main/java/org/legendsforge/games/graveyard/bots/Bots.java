package org.legendsforge.games.graveyard.bots;

import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.game.Engine;

/**
 * The bots by name, each seeded from the game's seed and its seat, so a game is reproducible:
 * {@code random}, {@code greedy}, {@code search} (or {@code search:N} for a budget of N look-ahead
 * playouts a turn instead of {@value SearchBot#DEFAULT_BUDGET}) and {@code expert} (or {@code
 * expert:N}, instead of {@value ExpertBot#DEFAULT_BUDGET}). Budgets count playouts, never time, so
 * a game is the same on every machine.
 */
public final class Bots {
  /** The names {@link #create} knows. */
  public static final List<String> NAMES =
      List.of(RandomBot.NAME, GreedyBot.NAME, SearchBot.NAME, ExpertBot.NAME);

  private Bots() {}

  /**
   * Whether {@link #create} knows {@code name} (a name of {@link #NAMES}, {@code search:N} or
   * {@code expert:N}).
   */
  public static boolean known(String name) {
    return NAMES.contains(name)
        || SearchBot.budget(name).isPresent()
        || ExpertBot.budget(name).isPresent();
  }

  /**
   * A bot for {@code player} (1 or 2) in the game of {@code gameSeed}, looking ahead with {@code
   * engine} when it does; empty for a name it does not know.
   */
  public static Optional<Bot> create(String name, Engine engine, long gameSeed, int player) {
    long seed = gameSeed * 31 + player;
    if (name.equals(RandomBot.NAME)) {
      return Optional.of(new RandomBot(seed));
    }
    if (name.equals(GreedyBot.NAME)) {
      return Optional.of(new GreedyBot(engine, seed));
    }
    Optional<Integer> expert = ExpertBot.budget(name);
    if (expert.isPresent()) {
      return Optional.of(ExpertBot.create(engine, seed, expert.get(), name));
    }
    return SearchBot.budget(name).map(budget -> new SearchBot(engine, seed, budget, name));
  }

  /**
   * The bot {@link #create} makes, made to use {@code card} whenever it can ({@link ForcedUse}),
   * with the bot's own planner (the greedy bot's for a bot that plans no turns).
   */
  public static Optional<Bot> forced(
      String name, Engine engine, long gameSeed, int player, ForcedCard card) {
    return create(name, engine, gameSeed, player)
        .map(
            plain -> {
              long seed = gameSeed * 31 + player;
              TurnPlanner planner =
                  plain instanceof PlansTurns p
                      ? p.planner()
                      : new GreedyBot(engine, seed).planner();
              return new ForcedUse(plain, planner, engine.cards(), card, seed);
            });
  }
}
