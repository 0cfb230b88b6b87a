package org.legendsforge.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Copies a written save into the user's Tabletop Simulator {@code Saves} folder: the save and its
 * thumbnail into {@code Saves/}, the images into {@code Saves/Legends Forge/<file name> images/},
 * with the save's {@code file:///} image URLs pointed at those copies (hosted URLs are left alone).
 * A file already there with other content is never replaced silently: without {@code force} the
 * install stops before copying anything; with it the old file is kept beside as {@code .bak}.
 */
public final class TtsInstaller {
  public static final String FOLDER = "Legends Forge";

  /** What an install did, file by file, for the command to print. */
  public record Result(List<String> copied, List<String> unchanged, List<String> backedUp) {}

  /** A file that differs from the one forge would write, and why nothing was copied. */
  public static final class ConflictException extends IOException {
    private final List<Path> conflicts;

    ConflictException(List<Path> conflicts) {
      super("files already in the Tabletop Simulator folder differ: " + conflicts);
      this.conflicts = List.copyOf(conflicts);
    }

    public List<Path> conflicts() {
      return conflicts;
    }
  }

  /**
   * The {@code Saves} folder for this system: Windows {@code Documents\My Games\Tabletop
   * Simulator}, macOS {@code ~/Library/Tabletop Simulator}, Linux {@code ~/.local/share/Tabletop
   * Simulator} (or {@code ~/My Games/Tabletop Simulator} when only that one exists, as some Linux
   * installs use).
   */
  public static Path defaultSavesDir(String osName, Path home, Map<String, String> env) {
    String os = osName.toLowerCase(Locale.ROOT);
    if (os.contains("win")) {
      Path profile = Optional.ofNullable(env.get("USERPROFILE")).map(Path::of).orElse(home);
      return profile
          .resolve("Documents")
          .resolve("My Games")
          .resolve("Tabletop Simulator")
          .resolve("Saves");
    }
    if (os.contains("mac") || os.contains("darwin")) {
      return home.resolve("Library").resolve("Tabletop Simulator").resolve("Saves");
    }
    Path standard = home.resolve(".local/share/Tabletop Simulator");
    Path alternative = home.resolve("My Games/Tabletop Simulator");
    if (!Files.isDirectory(standard) && Files.isDirectory(alternative)) {
      return alternative.resolve("Saves");
    }
    return standard.resolve("Saves");
  }

  /**
   * Installs {@code ttsDir/<name>.json}, {@code <name>.png} and {@code images/}. {@code localBase}
   * is the {@code file:///} base the save's URLs were written with.
   */
  public Result install(Path ttsDir, String name, String localBase, Path savesDir, boolean force)
      throws IOException {
    Path imagesTarget = savesDir.resolve(FOLDER).resolve(name + " images");
    String json = Files.readString(ttsDir.resolve(name + ".json"), StandardCharsets.UTF_8);
    byte[] installedJson =
        json.replace(localBase, UrlAssets.fileBase(imagesTarget)).getBytes(StandardCharsets.UTF_8);
    List<Copy> plan = new ArrayList<>();
    plan.add(new Copy(installedJson, savesDir.resolve(name + ".json")));
    plan.add(
        new Copy(
            Files.readAllBytes(ttsDir.resolve(name + ".png")), savesDir.resolve(name + ".png")));
    try (Stream<Path> images = Files.list(ttsDir.resolve(TtsTarget.IMAGES))) {
      for (Path p : images.sorted().toList()) {
        plan.add(new Copy(Files.readAllBytes(p), imagesTarget.resolve(p.getFileName().toString())));
      }
    }
    List<Path> conflicts = new ArrayList<>();
    for (Copy c : plan) {
      if (Files.exists(c.target) && !Arrays.equals(Files.readAllBytes(c.target), c.bytes)) {
        conflicts.add(c.target);
      }
    }
    if (!conflicts.isEmpty() && !force) {
      throw new ConflictException(conflicts);
    }
    List<String> copied = new ArrayList<>();
    List<String> unchanged = new ArrayList<>();
    List<String> backedUp = new ArrayList<>();
    for (Copy c : plan) {
      Files.createDirectories(c.target.getParent());
      if (Files.exists(c.target)) {
        if (!conflicts.contains(c.target)) {
          unchanged.add(c.target.toString());
          continue;
        }
        Path bak = c.target.resolveSibling(c.target.getFileName() + ".bak");
        Files.move(c.target, bak, StandardCopyOption.REPLACE_EXISTING);
        backedUp.add(bak.toString());
      }
      Path tmp = c.target.resolveSibling(c.target.getFileName() + ".part");
      Files.write(tmp, c.bytes);
      Files.move(tmp, c.target, StandardCopyOption.REPLACE_EXISTING);
      copied.add(c.target.toString());
    }
    return new Result(copied, unchanged, backedUp);
  }

  private record Copy(byte[] bytes, Path target) {}
}
