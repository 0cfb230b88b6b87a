package org.legendsforge.kit.output.tts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.legendsforge.kit.tts.ImageUrls;

/**
 * Copies a written save into the user's Tabletop Simulator {@code Saves} folder: the save and its
 * thumbnail into {@code Saves/}, the images into {@code Saves/Legends Forge/<file name> images/},
 * with the save's {@code file:///} image URLs pointed at those copies (hosted URLs are left alone).
 *
 * <p>It works in a loop: a list of what forge installed and each file's hash is kept beside the
 * images ({@code Saves/Legends Forge/<file name>.installed.json}), so installing again after an
 * edit replaces forge's own files without asking, and removes the images of the last install the
 * new one no longer uses. A file someone else changed (the game saving over the save, say) is never
 * replaced silently: without {@code force} nothing is copied; with it the old file is kept beside
 * as {@code .bak}. Nothing is created unless the Saves folder's parent (the game's own folder)
 * exists.
 */
public final class TtsInstaller {
  public static final String FOLDER = "Legends Forge";
  private static final ObjectMapper JSON = new ObjectMapper();

  /** What an install did, file by file, for the command to print. */
  public record Result(
      List<String> copied, List<String> unchanged, List<String> backedUp, List<String> removed) {}

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

  /** No Tabletop Simulator folder where one was looked for: nothing was created. */
  public static final class NoGameFolderException extends IOException {
    private final List<Path> lookedIn;

    NoGameFolderException(List<Path> lookedIn) {
      super("no Tabletop Simulator folder in " + lookedIn);
      this.lookedIn = List.copyOf(lookedIn);
    }

    public List<Path> lookedIn() {
      return lookedIn;
    }
  }

  /**
   * The home folder: {@code HOME} when set (what a shell and the game go by), else Java's {@code
   * user.home}, which on Unix comes from the password database and ignores {@code HOME}.
   */
  public static Path home(Map<String, String> env, String userHome) {
    String h = env.get("HOME");
    return Path.of(h != null && !h.isBlank() ? h : userHome);
  }

  /**
   * The game folders (holding {@code Saves}) to look for on this system, most likely first: Windows
   * {@code Documents\My Games\Tabletop Simulator}, macOS {@code ~/Library/Tabletop Simulator},
   * Linux {@code ~/.local/share/Tabletop Simulator} or {@code ~/My Games/Tabletop Simulator}, as
   * some Linux installs use.
   */
  public static List<Path> gameFolders(String osName, Path home, Map<String, String> env) {
    String os = osName.toLowerCase(Locale.ROOT);
    if (os.contains("win")) {
      Path profile = Optional.ofNullable(env.get("USERPROFILE")).map(Path::of).orElse(home);
      return List.of(
          profile.resolve("Documents").resolve("My Games").resolve("Tabletop Simulator"));
    }
    if (os.contains("mac") || os.contains("darwin")) {
      return List.of(home.resolve("Library").resolve("Tabletop Simulator"));
    }
    return List.of(
        home.resolve(".local/share/Tabletop Simulator"),
        home.resolve("My Games/Tabletop Simulator"));
  }

  /** The {@code Saves} folder of the first game folder that exists, if any does. */
  public static Optional<Path> savesDir(List<Path> gameFolders) {
    return gameFolders.stream().filter(Files::isDirectory).findFirst().map(p -> p.resolve("Saves"));
  }

  /**
   * Installs {@code ttsDir/<name>.json}, {@code <name>.png} and {@code images/}. {@code localBase}
   * is the {@code file:///} base the save's URLs were written with. {@code savesDir} must be in an
   * existing folder (the game's); it is created only when missing there.
   */
  public Result install(Path ttsDir, String name, String localBase, Path savesDir, boolean force)
      throws IOException {
    if (!Files.isDirectory(savesDir) && !Files.isDirectory(savesDir.toAbsolutePath().getParent())) {
      throw new NoGameFolderException(List.of(savesDir.toAbsolutePath().getParent()));
    }
    Path forgeDir = savesDir.resolve(FOLDER);
    Path imagesTarget = forgeDir.resolve(name + " images");
    Path manifestFile = forgeDir.resolve(name + ".installed.json");
    String json = Files.readString(ttsDir.resolve(name + ".json"), StandardCharsets.UTF_8);
    byte[] installedJson =
        json.replace(localBase, ImageUrls.fileBase(imagesTarget)).getBytes(StandardCharsets.UTF_8);
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
    Map<String, String> installed = manifest(manifestFile);
    List<Path> conflicts = new ArrayList<>();
    for (Copy c : plan) {
      if (Files.exists(c.target)
          && !Arrays.equals(hash(Files.readAllBytes(c.target)), hash(c.bytes))
          && !ours(c.target, savesDir, installed)) {
        conflicts.add(c.target);
      }
    }
    if (!conflicts.isEmpty() && !force) {
      throw new ConflictException(conflicts);
    }
    List<String> copied = new ArrayList<>();
    List<String> unchanged = new ArrayList<>();
    List<String> backedUp = new ArrayList<>();
    Map<String, String> now = new TreeMap<>();
    for (Copy c : plan) {
      Files.createDirectories(c.target.getParent());
      now.put(key(savesDir, c.target), hex(hash(c.bytes)));
      if (Files.exists(c.target)) {
        if (Arrays.equals(hash(Files.readAllBytes(c.target)), hash(c.bytes))) {
          unchanged.add(c.target.toString());
          continue;
        }
        if (conflicts.contains(c.target)) {
          Path bak = c.target.resolveSibling(c.target.getFileName() + ".bak");
          Files.move(c.target, bak, StandardCopyOption.REPLACE_EXISTING);
          backedUp.add(bak.toString());
        }
      }
      write(c.target, c.bytes);
      copied.add(c.target.toString());
    }
    List<String> removed = prune(installed, now, savesDir);
    ObjectNode m = JSON.createObjectNode();
    now.forEach(m::put);
    write(manifestFile, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(m));
    return new Result(copied, unchanged, backedUp, removed);
  }

  /** Whether the file is as the last install left it (forge's own, not changed since). */
  private static boolean ours(Path target, Path savesDir, Map<String, String> installed)
      throws IOException {
    String was = installed.get(key(savesDir, target));
    return was != null && was.equals(hex(hash(Files.readAllBytes(target))));
  }

  /** Removes what the last install put there and this one does not, when still as it was left. */
  private static List<String> prune(
      Map<String, String> installed, Map<String, String> now, Path savesDir) throws IOException {
    List<String> removed = new ArrayList<>();
    for (var e : installed.entrySet()) {
      Path p = savesDir.resolve(e.getKey()).normalize();
      if (now.containsKey(e.getKey())
          || !p.startsWith(savesDir.normalize())
          || !Files.isRegularFile(p)) {
        continue;
      }
      if (e.getValue().equals(hex(hash(Files.readAllBytes(p))))) {
        Files.delete(p);
        removed.add(p.toString());
      }
    }
    return removed;
  }

  private static Map<String, String> manifest(Path file) {
    Map<String, String> out = new TreeMap<>();
    try {
      if (Files.isRegularFile(file)) {
        JsonNode root = JSON.readTree(file.toFile());
        root.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asText()));
      }
    } catch (IOException | RuntimeException e) {
      out.clear(); // an unreadable list: treat every file as someone else's, the safe side
    }
    return out;
  }

  private static String key(Path savesDir, Path target) {
    return savesDir.relativize(target).toString().replace('\\', '/');
  }

  private static void write(Path target, byte[] bytes) throws IOException {
    Files.createDirectories(target.getParent());
    Path tmp = target.resolveSibling(target.getFileName() + ".part");
    Files.write(tmp, bytes);
    Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
  }

  private static byte[] hash(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }

  private static String hex(byte[] digest) {
    return HexFormat.of().formatHex(digest);
  }

  private record Copy(byte[] bytes, Path target) {}
}
