package org.legendsforge.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.pipeline.PlayRun;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.RunOutcome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code forge play}: one game between bots from a seed's setup to a winner, one against one or
 * with teams ({@code --teams 1v2|2v2}), optionally written as a game log (docs/engine.md,
 * game-log.md); or {@code --replay FILE}, which checks a log against the rules and stops at the
 * first action they do not allow or whose result differs.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Plays one game between bots and prints how it ended; --format text tells the whole game"
          + " turn by turn, --log writes every action for programs.",
      "With --replay FILE, checks a game log against the rules instead (--format text tells it).",
      "Exit status: 0 ok, 1 data errors or a log the rules reject, 2 usage errors,"
          + " 3 the log cannot be read or written, 4 a bug in forge (--verbose shows it)."
    })
final class PlayCommand implements Callable<Integer> {
  static final int DEFAULT_MAX_TURNS = 5000;

  @Mixin DataOptions dataOptions;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "The seed of the game's setup and of every draw in it (0 to 2^53-1).")
  Long seed;

  @Option(
      names = "--bots",
      paramLabel = "LIST",
      split = ",",
      description =
          "The bot of every player, or one per player in player order (default: "
              + Seats.DEFAULT_BOT
              + ", as forge playtest). Bots: random, greedy, search, expert (search:N,"
              + " expert:N look ahead N playouts a turn).")
  List<String> bots = List.of(Seats.DEFAULT_BOT);

  enum Format {
    summary,
    text,
    json
  }

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description =
          "summary (default): one line on how the game ended; text: the game told turn by turn"
              + " in plain words, then how it ended; json: how it ended, with side 1's estimated"
              + " chance of winning after every turn (docs/quality.md).")
  Format format = Format.summary;

  @Option(
      names = "--teams",
      paramLabel = "LINEUP",
      description =
          "Who plays: 1v1 (default), 1v2 (player 2 alone against players 1 and 3) or 2v2"
              + " (players 1 and 3 against players 2 and 4).")
  String teams = Seats.ONE_V_ONE;

  /** Who plays, checked by {@link #checkOptions}. */
  private Seats seats;

  @Option(
      names = "--log",
      paramLabel = "FILE",
      description = "Write the game log (JSON Lines) to FILE, or to the standard output for -.")
  String log;

  @Option(
      names = "--max-turns",
      paramLabel = "N",
      description =
          "Stop the game after N turns (default: ${DEFAULT-VALUE}); it then has no winner.")
  int maxTurns = DEFAULT_MAX_TURNS;

  @Option(
      names = "--chaos",
      description =
          "Play with the chaos elements variant: one is revealed at every reshuffle of the Turn"
              + " Order deck (not in the designer's rules).")
  boolean chaos;

  @picocli.CommandLine.Mixin VariantOption variant;

  @Option(
      names = "--replay",
      paramLabel = "FILE",
      description = "Replay a game log and check every action against the rules.")
  Path replay;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    checkOptions();
    PlayRun run = new PlayRun(ProjectPaths.fromSystem(), new TerminalConsole(spec));
    boolean told = format == Format.text;
    RunOutcome outcome =
        replay != null
            ? run.replay(dataOptions.data, replay, told)
            : run.play(
                new PlayRun.Game(
                    dataOptions.data,
                    variant.id(),
                    chaos,
                    seats,
                    seed,
                    maxTurns,
                    told,
                    log,
                    format == Format.json));
    return RunOutcomes.exit(spec, outcome);
  }

  private void checkOptions() {
    var cl = spec.commandLine();
    if (replay != null) {
      if (seed != null
          || log != null
          || chaos
          || variant.id != null
          || !teams.equals(Seats.ONE_V_ONE)) {
        throw new ParameterException(
            cl,
            "--replay takes no --seed, --log, --chaos, --variant or --teams: the log holds its"
                + " seed, variant and players");
      }
      if (format == Format.json) {
        throw new ParameterException(
            cl, "--format json answers for a game played, not for --replay (text or summary)");
      }
      return;
    }
    if (format != Format.summary && "-".equals(log)) {
      throw new ParameterException(
          cl,
          "--format "
              + format
              + " and --log - would both write to the standard output; write the log to a"
              + " file (--log game.jsonl)");
    }
    if (seed == null) {
      throw new ParameterException(
          cl, "say which game to play with --seed N (or check a log with --replay FILE)");
    }
    SeedOption.check(cl, "--seed", seed);
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
}
