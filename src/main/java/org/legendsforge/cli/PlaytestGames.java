package org.legendsforge.cli;

import java.util.List;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.Seats;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The options of {@code forge playtest} that say which games it plays and on how many threads. */
final class PlaytestGames {
  static final int MAX_GAMES = 10_000_000;

  @Option(
      names = "--games",
      paramLabel = "N",
      description = "Games to play (default: ${DEFAULT-VALUE}), seeds S to S+N-1.")
  int games = 1000;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "The first game's seed (default: ${DEFAULT-VALUE}); game i plays seed S+i.")
  long seed = 1;

  @Option(
      names = "--bots",
      paramLabel = "LIST",
      split = ",",
      description =
          "The bot of every player, or one per player in player order (default: "
              + Seats.DEFAULT_BOT
              + "). Bots: random, greedy, search, expert (search:N, expert:N).")
  List<String> bots = List.of(Seats.DEFAULT_BOT);

  @Option(
      names = "--teams",
      paramLabel = "LINEUP",
      description =
          "Who plays: 1v1 (default), 1v2 (player 2 alone against players 1 and 3) or 2v2"
              + " (players 1 and 3 against players 2 and 4); win rates are then by side.")
  String teams = Seats.ONE_V_ONE;

  @Option(
      names = "--threads",
      paramLabel = "K",
      description = "Threads to play on (default: every core). The result is the same for any K.")
  Integer threads;

  @Option(
      names = "--max-turns",
      paramLabel = "N",
      description = "Stop a game after N turns without a winner (default: ${DEFAULT-VALUE}).")
  int maxTurns = PlayCommand.DEFAULT_MAX_TURNS;

  /** The words of {@code --compensation}. */
  enum CompensationOption {
    on(Playtest.Compensation.ON),
    off(Playtest.Compensation.OFF),
    both(Playtest.Compensation.BOTH);

    final Playtest.Compensation mode;

    CompensationOption(Playtest.Compensation mode) {
      this.mode = mode;
    }
  }

  @Option(
      names = "--compensation",
      paramLabel = "WHICH",
      description =
          "Play each seed by the rules (on), without the compensation counter (off), or both to"
              + " compare (default: both; on for a comparison).")
  CompensationOption compensation;

  /** Who plays, checked by {@link #check}. */
  private Seats seats;

  /** Refuses numbers out of range and lineups that cannot be seated. */
  void check(CommandLine cl) {
    if (games < 1 || games > MAX_GAMES) {
      throw new ParameterException(
          cl, "--games " + games + " is not a number of games (1 to " + MAX_GAMES + ")");
    }
    SeedOption.check(cl, "--seed", seed);
    if (seed + games - 1 > SeedOption.MAX) {
      throw new ParameterException(
          cl,
          "seeds "
              + seed
              + " to "
              + (seed + games - 1)
              + " run past the last seed ("
              + SeedOption.MAX
              + ")");
    }
    if (threads != null && (threads < 1 || threads > 256)) {
      throw new ParameterException(
          cl, "--threads " + threads + " is not a number of threads (1 to 256)");
    }
    if (maxTurns < 1) {
      throw new ParameterException(
          cl, "--max-turns " + maxTurns + " is not a number of turns (1 or more)");
    }
    try {
      seats = Seats.of(teams, bots, Seats.DEFAULT_BOT);
    } catch (Seats.Refused e) {
      throw new ParameterException(cl, e.getMessage());
    }
  }

  Seats seats() {
    return seats;
  }

  /** The games to play; {@code defaultCompensation} when --compensation was not given. */
  Playtest.Options options(Playtest.Compensation defaultCompensation) {
    int k = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    return new Playtest.Options(
        seats.bots(),
        seed,
        games,
        k,
        maxTurns,
        compensation != null ? compensation.mode : defaultCompensation);
  }
}
