package org.legendsforge.output;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Lets a build reuse output files whose inputs did not change. Each cacheable file is written
 * with a key, a hash of everything it was drawn from (the card's data, the templates, the fonts,
 * the tool itself); the keys are kept in {@code .forge-cache/keys.json} beside the output. When
 * the next build asks for the same file with the same key, the previous file is linked into the
 * staging folder instead of being drawn again.
 */
public final class RenderCache {
  static final String FILE = ".forge-cache/keys.json";
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Path previousRoot;
  private final Map<String, String> previous;
  private final Map<String, String> current = new TreeMap<>();
  private final String base;
  private final AtomicInteger reused = new AtomicInteger();
  private final AtomicInteger drawn = new AtomicInteger();
  private final Map<org.legendsforge.model.Catalog.DeckCard, String> faceKeys =
      new java.util.concurrent.ConcurrentHashMap<>();

  private RenderCache(Path previousRoot, Map<String, String> previous, String base) {
    this.previousRoot = previousRoot;
    this.previous = previous;
    this.base = base;
  }

  /** A cache that never reuses anything (tests, or a clean build). */
  public static RenderCache none() {
    return new RenderCache(null, Map.of(), "");
  }

  /**
   * The cache of the output folder {@code root}. {@code base} is the fingerprint shared by every
   * file (tool, templates, fonts, game); an unreadable key file just means nothing is reused.
   */
  public static RenderCache over(Path root, String base) {
    Map<String, String> keys = new HashMap<>();
    Path file = root.resolve(FILE);
    try {
      if (Files.isRegularFile(file)) {
        JsonNode node = JSON.readTree(file.toFile());
        node.fields().forEachRemaining(e -> keys.put(e.getKey(), e.getValue().asText()));
      }
    } catch (IOException e) {
      keys.clear();
    }
    return new RenderCache(root, keys, base);
  }

  /** The key of a file drawn from {@code inputs} (and the shared fingerprint). */
  public String key(String... inputs) {
    return sha256(base, inputs);
  }

  /**
   * The key of a card face: its card and its deck (and the shared fingerprint). Asked for by the
   * card images, the PDF drawings and the fit check alike, so it is worked out once per card.
   */
  public String faceKey(org.legendsforge.model.Catalog.DeckCard card) {
    return faceKeys.computeIfAbsent(card, c -> key(c.deck().toString(), c.card().toString()));
  }

  /** The key of a deck's back. */
  public String backKey(org.legendsforge.model.Deck deck) {
    return key(deck.toString(), "back");
  }

  /**
   * Puts the previous build's {@code relPath} into {@code staging} when it was made from the same
   * key, and remembers the key either way. Returns whether the file still has to be drawn.
   */
  public boolean needsDrawing(String relPath, String key, Path staging) throws IOException {
    synchronized (current) {
      current.put(relPath, key);
    }
    if (linkedFromPrevious(relPath, key, staging)) {
      reused.incrementAndGet();
      return false;
    }
    drawn.incrementAndGet();
    return true;
  }

  /**
   * Carries the previous build's {@code relPath} into {@code staging} when it was made from
   * {@code key}, and draws nothing otherwise: for cache files that only a later build may need
   * (the rows of a sheet that was itself reused). Returns whether it was there to keep.
   */
  public boolean keep(String relPath, String key, Path staging) throws IOException {
    if (!linkedFromPrevious(relPath, key, staging)) {
      return false;
    }
    synchronized (current) {
      current.put(relPath, key);
    }
    return true;
  }

  /**
   * A cache file under {@code relPath} (a recorded drawing, a compressed sheet row) as {@code read}
   * makes it of the previous build's file made from {@code key}, linked into {@code staging}; empty
   * when it has to be made again and written there. A file {@code read} refuses (damaged, another
   * version) is removed, never trusted.
   */
  <T> java.util.Optional<T> kept(String relPath, String key, Path staging, CacheFileReader<T> read)
      throws IOException {
    if (needsDrawing(relPath, key, staging)) {
      return java.util.Optional.empty();
    }
    Path file = staging.resolve(relPath);
    try {
      return java.util.Optional.of(read.read(Files.readAllBytes(file)));
    } catch (IOException damaged) {
      Files.delete(file);
      return java.util.Optional.empty();
    }
  }

  /** Reads a cache file's bytes; throws when they are not a sound file of its kind. */
  interface CacheFileReader<T> {
    T read(byte[] bytes) throws IOException;
  }

  private boolean linkedFromPrevious(String relPath, String key, Path staging) throws IOException {
    Path old = previousRoot == null ? null : previousRoot.resolve(relPath);
    if (old != null && key.equals(previous.get(relPath)) && Files.isRegularFile(old)) {
      FileLinks.linkOrCopy(old, staging.resolve(relPath));
      return true;
    }
    return false;
  }

  /**
   * For files named after their content (TTS sheets, whose URL must change when they do): the
   * name an earlier build gave the file it drew from {@code key} for {@code slot}, linked into
   * {@code staging/relDir}; empty when it must be drawn (then call {@link #recordNamed}).
   */
  public java.util.Optional<String> reuseNamed(String relDir, String slot, String key, Path staging) throws IOException {
    String entry = relDir + "/@" + slot;
    String old = previous.get(entry);
    if (old != null && old.startsWith(key + " ")) {
      String name = old.substring(key.length() + 1);
      Path from = previousRoot.resolve(relDir).resolve(name);
      if (Files.isRegularFile(from)) {
        FileLinks.linkOrCopy(from, staging.resolve(relDir).resolve(name));
        synchronized (current) {
          current.put(entry, old);
        }
        reused.incrementAndGet();
        return java.util.Optional.of(name);
      }
    }
    drawn.incrementAndGet();
    return java.util.Optional.empty();
  }

  /** Remembers that {@code fileName} in {@code relDir} was drawn from {@code key} for {@code slot}. */
  public void recordNamed(String relDir, String slot, String key, String fileName) {
    synchronized (current) {
      current.put(relDir + "/@" + slot, key + " " + fileName);
    }
  }

  /**
   * Writes the keys of this build into the staging folder, so the next build can reuse them. A run
   * that stages only some outputs (forge print) keeps the keys of the outputs it leaves in place.
   */
  public void writeKeys(Path staging) throws IOException {
    Map<String, String> all = new TreeMap<>();
    previous.forEach((path, key) -> {
      String top = path.contains("/") ? path.substring(0, path.indexOf('/')) : path;
      if (!Files.exists(staging.resolve(top))) {
        all.put(path, key);
      }
    });
    synchronized (current) {
      all.putAll(current);
    }
    ObjectNode node = JSON.createObjectNode();
    all.forEach(node::put);
    Path file = staging.resolve(FILE);
    Files.createDirectories(file.getParent());
    Files.writeString(file, JSON.writeValueAsString(node) + "\n");
  }

  public int reusedCount() {
    return reused.get();
  }

  public int drawnCount() {
    return drawn.get();
  }

  static String sha256(String first, String... more) {
    try {
      MessageDigest d = MessageDigest.getInstance("SHA-256");
      d.update(first.getBytes(StandardCharsets.UTF_8));
      for (String s : more) {
        d.update((byte) 0);
        d.update(s.getBytes(StandardCharsets.UTF_8));
      }
      return HexFormat.of().formatHex(d.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
