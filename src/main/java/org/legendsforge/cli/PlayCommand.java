package org.legendsforge.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.games.graveyard.playtest.GameLogFile;
import org.legendsforge.games.graveyard.playtest.GameLogger;
import org.legendsforge.games.graveyard.playtest.GameNarrator;
import org.legendsforge.games.graveyard.playtest.GameRunner;
import org.legendsforge.games.graveyard.playtest.OneGame;
import org.legendsforge.games.graveyard.playtest.Replay;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.pipeline.PlaySession;
import org.legendsforge.pipeline.ProjectPaths;
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
    text
  }

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description =
          "summary (default): one line on how the game ended; text: the game told turn by turn"
              + " in plain words, then how it ended.")
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
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    PlaySession.Loaded loaded =
        PlaySession.load(
            paths,
            dataDir,
            variant.id(),
            chaos,
            replay == null ? Optional.of(seats) : Optional.empty());
    PrintWriter err = spec.commandLine().getErr();
    DiagnosticPrinter.text(loaded.loading(), err, paths, dataDir);
    Optional<PlaySession.Refusal> refusal = loaded.refusal();
    if (refusal.isPresent() && refusal.get() == PlaySession.Refusal.DATA_ERRORS) {
      return ExitCodes.DATA;
    }
    if (refusal.isPresent() && refusal.get() == PlaySession.Refusal.UNKNOWN_VARIANT) {
      return variant.unknown(spec, loaded.variantHint());
    }
    if (refusal.isPresent() && refusal.get() == PlaySession.Refusal.UNPLAYABLE_CHAOS) {
      loaded.unplayable().forEach(m -> err.println("forge: error: " + m));
      err.println("  hint: " + PlaySession.CHAOS_HINT);
      return ExitCodes.DATA;
    }
    if (replay == null) {
      DiagnosticPrinter.text(loaded.seatProblems(), err, paths, dataDir);
      if (refusal.isPresent()) {
        return ExitCodes.DATA;
      }
    }
    OneGame game = loaded.game().orElseThrow();
    return replay != null ? replay(paths, game) : play(paths, game);
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
      return;
    }
    if (format == Format.text && "-".equals(log)) {
      throw new ParameterException(
          cl,
          "--format text and --log - would both write to the standard output; write the log to a"
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

  private int play(ProjectPaths paths, OneGame game) {
    PrintWriter out = spec.commandLine().getOut();
    GameRunner.Observer told =
        format == Format.text
            ? new GameNarrator(seats.bots(), out::println)
            : GameRunner.Observer.NONE;
    if (log == null) {
      GameRunner.Result r = game.play(seats, seed, chaos, maxTurns, told);
      if (format == Format.summary) {
        out.println(OneGame.summary(seed, maxTurns, seats, r));
      }
      return ExitCodes.OK;
    }
    if (log.equals("-")) {
      game.play(seats, seed, chaos, maxTurns, new GameLogger(seats.bots(), out::println));
      return ExitCodes.OK;
    }
    Path file = paths.userDir().resolve(log).normalize();
    if (Files.isDirectory(file)) {
      return Usage.error(
          spec, paths.display(file) + " is a folder", "name the log's file, e.g. --log game.jsonl");
    }
    Optional<PlaySession.LogRefused> refused = PlaySession.logRefusal(file);
    if (refused.isPresent()) {
      return Usage.error(spec, refused.get().message(), refused.get().hint());
    }
    try (GameLogFile writer = GameLogFile.create(file)) {
      GameRunner.Result result =
          game.play(
              seats,
              seed,
              chaos,
              maxTurns,
              GameRunner.Observer.both(new GameLogger(seats.bots(), writer), told));
      writer.commit();
      out.println(
          (format == Format.summary ? OneGame.summary(seed, maxTurns, seats, result) : "")
              + (format == Format.summary ? "; log in " : "The game log is in ")
              + paths.display(file));
      return ExitCodes.OK;
    } catch (IOException | UncheckedIOException e) {
      var err = spec.commandLine().getErr();
      err.println(
          "forge: error: cannot write the game log "
              + paths.display(file)
              + ": "
              + (e instanceof IOException io
                  ? org.legendsforge.kit.files.IoProblem.withPath(io)
                  : org.legendsforge.kit.files.IoProblem.withPath(
                      ((UncheckedIOException) e).getCause())));
      err.println(
          "  hint: check that the folder exists and can be written, or pass another --log FILE");
      return ExitCodes.ENVIRONMENT;
    }
  }

  private int replay(ProjectPaths paths, OneGame game) {
    Path file = paths.userDir().resolve(replay).normalize();
    List<String> lines;
    try {
      lines = GameLogFile.read(file);
    } catch (NoSuchFileException e) {
      return Usage.error(
          spec,
          "game log " + paths.display(file) + " does not exist",
          "pass a log written by forge play --log FILE");
    } catch (IOException e) {
      var err = spec.commandLine().getErr();
      err.println(
          "forge: error: cannot read the game log "
              + paths.display(file)
              + ": "
              + org.legendsforge.kit.files.IoProblem.withPath(e));
      err.println("  hint: check that the file can be read");
      return ExitCodes.ENVIRONMENT;
    }
    GameRunner.Observer told =
        format == Format.text
            ? new GameNarrator(Replay.bots(lines), spec.commandLine().getOut()::println)
            : GameRunner.Observer.NONE;
    Replay.Result result = game.replay(lines, told);
    Optional<Replay.Failure> failure = result.failure();
    if (failure.isPresent()) {
      Replay.Failure f = failure.get();
      Diagnostics d = new Diagnostics();
      d.error(
          f.check(),
          SourceRef.at(paths.display(file), f.line(), f.column()),
          f.message(),
          f.hint());
      DiagnosticPrinter.text(d, spec.commandLine().getErr());
      return ExitCodes.DATA;
    }
    spec.commandLine()
        .getOut()
        .println(
            paths.display(file)
                + ": "
                + result.actions()
                + " actions replayed, all legal; "
                + result.ending());
    return ExitCodes.OK;
  }
}
