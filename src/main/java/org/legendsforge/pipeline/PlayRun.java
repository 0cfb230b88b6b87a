package org.legendsforge.pipeline;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.log.GameLogFile;
import org.legendsforge.games.graveyard.playtest.log.GameLogger;
import org.legendsforge.games.graveyard.playtest.log.Replay;
import org.legendsforge.games.graveyard.playtest.narration.GameNarrator;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.playtest.quality.WinProbabilityTrack;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.IoProblem;

/**
 * {@code forge play}: one seeded game on the card data ({@link PlaySession}), told turn by turn
 * while it is played when asked, its log written when asked, then the line on how it ended; or
 * {@code --replay}: a game log checked against the rules.
 */
public final class PlayRun {
  /**
   * One game: the card data and variant, chaos on or not, who plays and the game's seed and turn
   * limit; {@code told}, whether it is told in words; {@code log}, the log's file, {@code -} for
   * the standard output, or null; {@code json}, whether how it ended is answered as JSON with the
   * win-probability estimate after every turn ({@link PlayJson}) instead of the summary line.
   */
  public record Game(
      Path data,
      Optional<String> variant,
      boolean chaos,
      Seats seats,
      long seed,
      int maxTurns,
      boolean told,
      String log,
      boolean json) {}

  private final ProjectPaths paths;
  private final CommandConsole console;

  public PlayRun(ProjectPaths paths, CommandConsole console) {
    this.paths = paths;
    this.console = console;
  }

  public RunOutcome play(Game g) {
    Path dataDir = paths.data(g.data());
    if (!Files.isDirectory(dataDir)) {
      return RunOutcome.missingDataFolder(paths, dataDir);
    }
    PlaySession.Loaded loaded =
        PlaySession.load(paths, dataDir, g.variant(), g.chaos(), Optional.of(g.seats()));
    Optional<RunOutcome> refused = refused(loaded, dataDir, g.variant());
    if (refused.isPresent()) {
      return refused.get();
    }
    console.problems(loaded.seatProblems(), paths, dataDir);
    if (loaded.refusal().isPresent()) {
      return RunOutcome.dataErrors();
    }
    OneGame game = loaded.game().orElseThrow();
    Seats seats = g.seats();
    GameRunner.Observer narrator =
        g.told() ? new GameNarrator(seats.bots(), console::answer) : GameRunner.Observer.NONE;
    ShippedWinModel model = g.json() ? ShippedWinModel.load() : null;
    WinProbabilityTrack track = g.json() ? game.winTrack(model.model()) : null;
    GameRunner.Observer told = g.json() ? track : narrator;
    if (g.log() == null) {
      GameRunner.Result r = game.play(seats, g.seed(), g.chaos(), g.maxTurns(), told);
      if (g.json()) {
        return RunOutcome.ok(PlayJson.of(g.seed(), seats, r, model, track.side1()));
      }
      return RunOutcome.ok(
          g.told() ? "" : OneGame.summary(g.seed(), g.maxTurns(), seats, r) + "\n");
    }
    if (g.log().equals("-")) {
      game.play(
          seats, g.seed(), g.chaos(), g.maxTurns(), new GameLogger(seats.bots(), console::answer));
      return RunOutcome.ok("");
    }
    Path file = paths.userDir().resolve(g.log()).normalize();
    if (Files.isDirectory(file)) {
      return RunOutcome.usage(
          paths.display(file) + " is a folder", "name the log's file, e.g. --log game.jsonl");
    }
    Optional<PlaySession.LogRefused> logRefused = PlaySession.logRefusal(file);
    if (logRefused.isPresent()) {
      return RunOutcome.usage(logRefused.get().message(), logRefused.get().hint());
    }
    try (GameLogFile writer = GameLogFile.create(file)) {
      GameRunner.Result result =
          game.play(
              seats,
              g.seed(),
              g.chaos(),
              g.maxTurns(),
              GameRunner.Observer.both(new GameLogger(seats.bots(), writer), told));
      writer.commit();
      if (g.json()) {
        console.note("forge: the game log is in " + paths.display(file));
        return RunOutcome.ok(PlayJson.of(g.seed(), seats, result, model, track.side1()));
      }
      return RunOutcome.ok(
          (g.told()
                  ? "The game log is in "
                  : OneGame.summary(g.seed(), g.maxTurns(), seats, result) + "; log in ")
              + paths.display(file)
              + "\n");
    } catch (IOException | UncheckedIOException e) {
      return RunOutcome.environment(
          "cannot write the game log "
              + paths.display(file)
              + ": "
              + IoProblem.withPath(
                  e instanceof IOException io ? io : ((UncheckedIOException) e).getCause()),
          "check that the folder exists and can be written, or pass another --log FILE");
    }
  }

  /**
   * Checks the game log {@code log} against the rules of the card data (under the log's variant);
   * {@code told}, whether the game is told in words as it is replayed.
   */
  public RunOutcome replay(Path data, Path log, boolean told) {
    Path dataDir = paths.data(data);
    if (!Files.isDirectory(dataDir)) {
      return RunOutcome.missingDataFolder(paths, dataDir);
    }
    PlaySession.Loaded loaded =
        PlaySession.load(paths, dataDir, Optional.empty(), false, Optional.empty());
    Optional<RunOutcome> refused = refused(loaded, dataDir, Optional.empty());
    if (refused.isPresent()) {
      return refused.get();
    }
    OneGame game = loaded.game().orElseThrow();
    Path file = paths.userDir().resolve(log).normalize();
    List<String> lines;
    try {
      lines = GameLogFile.read(file);
    } catch (NoSuchFileException e) {
      return RunOutcome.usage(
          "game log " + paths.display(file) + " does not exist",
          "pass a log written by forge play --log FILE");
    } catch (IOException e) {
      return RunOutcome.environment(
          "cannot read the game log " + paths.display(file) + ": " + IoProblem.withPath(e),
          "check that the file can be read");
    }
    GameRunner.Observer narrator =
        told ? new GameNarrator(Replay.bots(lines), console::answer) : GameRunner.Observer.NONE;
    Replay.Result result = game.replay(lines, narrator);
    Optional<Replay.Failure> failure = result.failure();
    if (failure.isPresent()) {
      Replay.Failure f = failure.get();
      Diagnostics d = new Diagnostics();
      d.error(
          f.check(),
          SourceRef.at(paths.display(file), f.line(), f.column()),
          f.message(),
          f.hint());
      console.problems(d);
      return RunOutcome.dataErrors();
    }
    return RunOutcome.ok(
        paths.display(file)
            + ": "
            + result.actions()
            + " actions replayed, all legal; "
            + result.ending()
            + "\n");
  }

  /**
   * Shows the problems of loading the card data; why it cannot be played, if the data has errors,
   * lacks the variant or has chaos elements no bot can play.
   */
  private Optional<RunOutcome> refused(
      PlaySession.Loaded loaded, Path dataDir, Optional<String> variant) {
    console.problems(loaded.loading(), paths, dataDir);
    Optional<PlaySession.Refusal> refusal = loaded.refusal();
    if (refusal.isEmpty()) {
      return Optional.empty();
    }
    return switch (refusal.get()) {
      case DATA_ERRORS -> Optional.of(RunOutcome.dataErrors());
      case UNKNOWN_VARIANT ->
          Optional.of(
              RunOutcome.usage(VariantChoice.unknown(variant.orElseThrow()), loaded.variantHint()));
      case UNPLAYABLE_CHAOS -> {
        List<String> unplayable = loaded.unplayable();
        for (String m : unplayable.subList(0, unplayable.size() - 1)) {
          console.note("forge: error: " + m);
        }
        yield Optional.of(
            RunOutcome.data(unplayable.get(unplayable.size() - 1), PlaySession.CHAOS_HINT));
      }
      case SEATS -> Optional.empty();
    };
  }
}
