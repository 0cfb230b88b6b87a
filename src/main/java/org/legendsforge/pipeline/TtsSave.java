package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.output.tts.TtsInstaller;
import org.legendsforge.kit.output.tts.TtsTarget;

/**
 * The Tabletop Simulator save {@code forge tts} built: where its files are, and its install into
 * the game's Saves folder ({@code forge tts --install}), with every outcome a typed result.
 */
public final class TtsSave {
  private final Path outDir;
  private final String game;

  /** The save of the game {@code game} (its name) built into the output folder {@code outDir}. */
  public TtsSave(Path outDir, String game) {
    this.outDir = outDir;
    this.game = game;
  }

  /** The save's name, as Tabletop Simulator lists it. */
  public String name() {
    return TtsTarget.fileName(game);
  }

  /** The save that loads its images from this computer. */
  public Path localSave() {
    return ttsDir().resolve(name() + ".json");
  }

  /** The save that loads its images from the address they are uploaded to. */
  public Path hostedSave() {
    return outDir.resolve(TtsTarget.HOSTED_DIR).resolve(TtsTarget.hostedFileName(game) + ".json");
  }

  /** The folder of images to upload for the hosted save. */
  public Path hostedImages() {
    return outDir.resolve(TtsTarget.HOSTED_DIR).resolve(TtsTarget.IMAGES);
  }

  private Path ttsDir() {
    return outDir.resolve(TtsTarget.DIR);
  }

  /** How an install ended. */
  public enum Outcome {
    INSTALLED,
    /** No Saves folder where one was looked for: nothing installed or created. */
    NO_GAME_FOLDER,
    /** Files there were changed since forge installed them (or were never forge's): left alone. */
    CONFLICTS,
    /** The file system refused. */
    CANNOT_WRITE
  }

  /**
   * What an install did.
   *
   * @param saves the Saves folder (absent when none was found)
   * @param lookedIn where a Saves folder was looked for
   * @param conflicts the files left alone, for {@link Outcome#CONFLICTS}
   * @param problem the file system's words, for {@link Outcome#CANNOT_WRITE}
   */
  public record Installed(
      Outcome outcome,
      Optional<Path> saves,
      List<Path> lookedIn,
      List<String> backedUp,
      int copied,
      int unchanged,
      int removed,
      List<Path> conflicts,
      String problem) {}

  /**
   * Copies the save, its thumbnail and images into Tabletop Simulator's Saves folder: {@code
   * savesDir} when given, else where the game keeps it on this system. Files someone else changed
   * are replaced (each kept as NAME.bak) only with {@code force}.
   */
  public Installed install(Optional<Path> savesDir, boolean force) {
    List<Path> lookedIn;
    Optional<Path> saves;
    if (savesDir.isPresent()) {
      lookedIn = List.of(savesDir.get());
      saves = Files.isDirectory(savesDir.get()) ? savesDir : Optional.empty();
    } else {
      lookedIn =
          TtsInstaller.gameFolders(
              System.getProperty("os.name", ""),
              TtsInstaller.home(System.getenv(), System.getProperty("user.home")),
              Map.copyOf(System.getenv()));
      saves = TtsInstaller.savesDir(lookedIn);
    }
    if (saves.isEmpty()) {
      return failed(Outcome.NO_GAME_FOLDER, saves, lookedIn, List.of(), "");
    }
    try {
      TtsInstaller.Result r =
          new TtsInstaller()
              .install(ttsDir(), name(), TtsTarget.localImageBase(ttsDir()), saves.get(), force);
      return new Installed(
          Outcome.INSTALLED,
          saves,
          lookedIn,
          r.backedUp(),
          r.copied().size(),
          r.unchanged().size(),
          r.removed().size(),
          List.of(),
          "");
    } catch (TtsInstaller.NoGameFolderException e) {
      return failed(Outcome.NO_GAME_FOLDER, saves, e.lookedIn(), List.of(), "");
    } catch (TtsInstaller.ConflictException e) {
      return failed(Outcome.CONFLICTS, saves, lookedIn, e.conflicts(), "");
    } catch (IOException e) {
      return failed(Outcome.CANNOT_WRITE, saves, lookedIn, List.of(), IoProblem.withPath(e));
    }
  }

  private static Installed failed(
      Outcome outcome,
      Optional<Path> saves,
      List<Path> lookedIn,
      List<Path> conflicts,
      String problem) {
    return new Installed(outcome, saves, lookedIn, List.of(), 0, 0, 0, conflicts, problem);
  }
}
