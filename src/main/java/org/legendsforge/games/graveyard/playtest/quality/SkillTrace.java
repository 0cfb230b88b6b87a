package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.playtest.play.SeedRunner;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * How much skill decides (after Ludii's SkillTrace): the {@code expert} bot at several search
 * budgets, each against {@code greedy} on the same seeds, one against one by the rules. The expert
 * takes player 1 on odd seeds and player 2 on even ones, so neither seat's edge counts for it. If
 * its win rate climbs with the budget, better play wins more games; if it stays flat, the games are
 * decided by something else (the draws, or skill the bot does not have).
 *
 * @param against the bot the expert plays
 * @param firstSeed the first seed; the games are seeds {@code firstSeed ..+games}
 * @param budgets one entry a budget, in the order asked
 */
public record SkillTrace(String against, long firstSeed, int games, List<Budget> budgets) {
  /** The bot the expert plays against. */
  public static final String BASELINE = "greedy";

  /**
   * One budget: the bot ({@code expert:N}), the expert's wins over all its games (Wilson 95%; a
   * game the turn limit ended is not a win) and how many games had a winner.
   */
  public record Budget(int budget, String bot, Estimate expertWins, long decided) {}

  /**
   * What a trace plays: each of {@code budgets} on seeds {@code firstSeed ..+games}, on {@code
   * threads}, each game stopped at {@code maxTurns}.
   */
  public record Plan(List<Integer> budgets, long firstSeed, int games, int threads, int maxTurns) {
    public Plan {
      budgets = List.copyOf(budgets);
    }
  }

  /** Plays the trace on {@code catalog}; {@code done} hears the games finished, all budgets. */
  public static SkillTrace play(Catalog catalog, Plan plan, IntConsumer done)
      throws InterruptedException {
    Engine engine = new Engine(catalog);
    List<Budget> out = new ArrayList<>();
    int[] finished = {0};
    long firstSeed = plan.firstSeed();
    int games = plan.games();
    int maxTurns = plan.maxTurns();
    for (int budget : plan.budgets()) {
      String bot = "expert:" + budget;
      long[] tally = new long[2]; // expert's wins, decided games
      SeedRunner.run(
          firstSeed,
          games,
          plan.threads(),
          seed -> game(engine, bot, seed, maxTurns),
          r -> {
            tally[0] += r[0];
            tally[1] += r[1];
          },
          n -> done.accept(++finished[0]));
      out.add(new Budget(budget, bot, Estimate.proportion(tally[0], games), tally[1]));
    }
    return new SkillTrace(BASELINE, firstSeed, games, out);
  }

  /** One game of {@code seed}: {1 if the expert won, 1 if anyone did}. */
  static long[] game(Engine engine, String expert, long seed, int maxTurns) {
    int expertSeat = seed % 2 != 0 ? 1 : 2;
    List<Bot> bots = new ArrayList<>();
    for (int p = 1; p <= 2; p++) {
      String name = p == expertSeat ? expert : BASELINE;
      bots.add(
          Bots.create(name, engine, seed, p)
              .orElseThrow(() -> new IllegalArgumentException("no bot " + name)));
    }
    GameRunner.Result r =
        GameRunner.play(
            engine,
            bots,
            seed,
            new GameRunner.Options(Lineup.ONE_V_ONE, false, maxTurns),
            GameRunner.Observer.NONE);
    return new long[] {r.winner() == expertSeat ? 1 : 0, r.winner() != 0 ? 1 : 0};
  }
}
