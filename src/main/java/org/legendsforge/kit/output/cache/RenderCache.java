package org.legendsforge.kit.output.cache;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.FileLinks;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.IoProblem;

/**
 * Lets a build reuse output files whose inputs did not change. Each cacheable file is written with
 * a key, a hash of everything it was drawn from (the card's data, the templates, the fonts, the
 * tool itself), and a checksum of that key and its bytes ({@link CacheSum}); both are kept in
 * {@code .forge-cache/keys.json} beside the output. When the next build asks for the same file with
 * the same key, the previous file is checked against its checksum and, when it still holds what was
 * written, linked into the staging folder instead of being drawn again. A file that fails the check
 * (truncated, a byte flipped, swapped for another) is drawn again and the build warns once; a key
 * file that is damaged, too large or of an older forge means everything is drawn.
 */
public final class RenderCache {
  static final String FILE = ".forge-cache/keys.json";

  /** Hundreds of times the key file of the shipped set; a larger one is not read. */
  static final long MAX_KEYS_BYTES = 16L * 1024 * 1024;

  private static final int FORMAT = 2;
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** A file's key and the checksum of key and content (null while it is still being written). */
  private record Entry(String key, String sum) {
    static Entry parse(String text) {
      int space = text.indexOf(' ');
      return space < 0
          ? new Entry(text, "")
          : new Entry(text.substring(0, space), text.substring(space + 1));
    }

    String text() {
      return key + " " + sum;
    }
  }

  private final Path previousRoot;
  private final Map<String, Entry> previous;
  private final Map<String, String> previousNamed;
  private final Map<String, Entry> current = new TreeMap<>();
  private final Map<String, String> currentNamed = new TreeMap<>();
  private final List<String> damaged = new ArrayList<>();
  private final Optional<String> keysProblem;
  private final String base;
  private final AtomicInteger reused = new AtomicInteger();
  private final AtomicInteger drawn = new AtomicInteger();
  private final Map<org.legendsforge.kit.card.PrintedCard, String> faceKeys =
      new java.util.concurrent.ConcurrentHashMap<>();

  private RenderCache(
      Path previousRoot,
      Map<String, Entry> previous,
      Map<String, String> previousNamed,
      Optional<String> keysProblem,
      String base) {
    this.previousRoot = previousRoot;
    this.previous = previous;
    this.previousNamed = previousNamed;
    this.keysProblem = keysProblem;
    this.base = base;
  }

  /** A cache that never reuses anything (tests, or a clean build). */
  public static RenderCache none() {
    return new RenderCache(null, Map.of(), Map.of(), Optional.empty(), "");
  }

  /**
   * The cache of the output folder {@code root}. {@code base} is the fingerprint shared by every
   * file (tool, templates, fonts, game); a key file that cannot be used just means nothing is
   * reused (and {@link #report} says why, unless it is merely of an older forge).
   */
  public static RenderCache over(Path root, String base) {
    Map<String, Entry> files = new HashMap<>();
    Map<String, String> named = new HashMap<>();
    Optional<String> problem = Optional.empty();
    Path file = root.resolve(FILE);
    try {
      if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
        JsonNode node =
            JSON.readTree(new InputFolder(root, "output folder").read(file, MAX_KEYS_BYTES));
        if (node.path("format").asInt() == FORMAT) {
          node.path("files")
              .fields()
              .forEachRemaining(e -> files.put(e.getKey(), Entry.parse(e.getValue().asText())));
          node.path("named")
              .fields()
              .forEachRemaining(e -> named.put(e.getKey(), e.getValue().asText()));
        }
      }
    } catch (java.nio.file.NoSuchFileException none) {
      // a first build
    } catch (com.fasterxml.jackson.core.JacksonException e) {
      files.clear();
      named.clear();
      problem = Optional.of("it is not a sound key file");
    } catch (IOException | RuntimeException e) {
      files.clear();
      named.clear();
      problem =
          Optional.of(
              e instanceof IOException io ? IoProblem.describe(io) : "it is not a sound key file");
    }
    return new RenderCache(root, files, named, problem, base);
  }

  /** The key of a file drawn from {@code inputs} (and the shared fingerprint). */
  public String key(String... inputs) {
    return sha256(base, inputs);
  }

  /**
   * The key of a card face: its card and its deck (and the shared fingerprint). Asked for by the
   * card images, the PDF drawings and the fit check alike, so it is worked out once per card.
   */
  public String faceKey(org.legendsforge.kit.card.PrintedCard card) {
    return faceKeys.computeIfAbsent(card, c -> key(c.deck().toString(), c.faceText()));
  }

  /** The key of a deck's back. */
  public String backKey(org.legendsforge.kit.card.CardDeck deck) {
    return key(deck.toString(), "back");
  }

  /**
   * Puts the previous build's {@code relPath} into {@code staging} when it was made from the same
   * key and still holds what was written, and remembers the key either way. Returns whether the
   * file still has to be drawn (into {@code staging/relPath}).
   */
  public boolean needsDrawing(String relPath, String key, Path staging) throws IOException {
    if (linkedFromPrevious(relPath, key, staging)) {
      reused.incrementAndGet();
      return false;
    }
    remember(relPath, new Entry(key, null));
    drawn.incrementAndGet();
    return true;
  }

  /**
   * Carries the previous build's {@code relPath} into {@code staging} when it was made from {@code
   * key} and passes its check, and draws nothing otherwise: for cache files that only a later build
   * may need (the rows of a sheet that was itself reused). Returns whether it was kept.
   */
  public boolean keep(String relPath, String key, Path staging) throws IOException {
    return linkedFromPrevious(relPath, key, staging);
  }

  /**
   * A cache file under {@code relPath} (a recorded drawing, a compressed sheet row) as {@code read}
   * makes it of the previous build's file made from {@code key}, linked into {@code staging}; empty
   * when it has to be made again and written there.
   */
  public <T> Optional<T> kept(String relPath, String key, Path staging, CacheFileReader<T> read)
      throws IOException {
    if (needsDrawing(relPath, key, staging)) {
      return Optional.empty();
    }
    Path file = staging.resolve(relPath);
    try {
      return Optional.of(read.read(Files.readAllBytes(file)));
    } catch (IOException unsound) {
      // its bytes are the ones written, yet they do not read: made by another version of forge
      Files.delete(file);
      remember(relPath, new Entry(key, null));
      return Optional.empty();
    }
  }

  /** Reads a cache file's bytes; throws when they are not a sound file of its kind. */
  public interface CacheFileReader<T> {
    T read(byte[] bytes) throws IOException;
  }

  /**
   * The bytes of the previous build's {@code relPath}, a file the cache only {@link #record}s (the
   * fit check's findings), when they pass their check; empty otherwise.
   */
  Optional<byte[]> previousBytes(String relPath) {
    Entry e = previous.get(relPath);
    if (e == null || previousRoot == null) {
      return Optional.empty();
    }
    try {
      byte[] bytes =
          new InputFolder(previousRoot, "output folder")
              .read(previousRoot.resolve(relPath), MAX_KEYS_BYTES);
      if (CacheSum.of(e.key(), bytes).equals(e.sum())) {
        return Optional.of(bytes);
      }
    } catch (IOException gone) {
      // counted as damaged below
    }
    damaged(relPath);
    return Optional.empty();
  }

  /** Remembers a file this build wrote itself under {@code key}, to be checked by the next. */
  void record(String relPath, String key) {
    remember(relPath, new Entry(key, null));
  }

  private boolean linkedFromPrevious(String relPath, String key, Path staging) throws IOException {
    Entry e = previous.get(relPath);
    if (previousRoot == null || e == null || !key.equals(e.key())) {
      return false;
    }
    Path old = previousRoot.resolve(relPath);
    Optional<String> sum = CacheSum.ofFile(key, old);
    if (sum.isEmpty() || !sum.get().equals(e.sum())) {
      damaged(relPath);
      return false;
    }
    FileLinks.linkOrCopy(old, staging.resolve(relPath));
    remember(relPath, e);
    return true;
  }

  private void damaged(String relPath) {
    synchronized (damaged) {
      damaged.add(relPath);
    }
  }

  private void remember(String relPath, Entry e) {
    synchronized (current) {
      current.put(relPath, e);
    }
  }

  /**
   * For files named after their content (TTS sheets, whose URL must change when they do): the name
   * an earlier build gave the file it drew from {@code key} for {@code slot}, linked into {@code
   * staging/relDir}; empty when it must be drawn (then call {@link #recordNamed}).
   */
  public Optional<String> reuseNamed(String relDir, String slot, String key, Path staging)
      throws IOException {
    String entry = relDir + "/@" + slot;
    String old = previousNamed.get(entry);
    if (old != null && old.startsWith(key + " ")) {
      String name = old.substring(key.length() + 1);
      if (linkedFromPrevious(relDir + "/" + name, key, staging)) {
        synchronized (current) {
          currentNamed.put(entry, old);
        }
        reused.incrementAndGet();
        return Optional.of(name);
      }
    }
    drawn.incrementAndGet();
    return Optional.empty();
  }

  /**
   * Remembers that {@code fileName} in {@code relDir} was drawn from {@code key} for {@code slot}.
   */
  public void recordNamed(String relDir, String slot, String key, String fileName) {
    synchronized (current) {
      currentNamed.put(relDir + "/@" + slot, key + " " + fileName);
      current.put(relDir + "/" + fileName, new Entry(key, null));
    }
  }

  /**
   * Writes the keys and checksums of this build into the staging folder, so the next build can
   * reuse and check them. The files drawn by this build are read once more for their checksums. A
   * run that stages only some outputs (forge print) keeps the entries of the outputs it leaves in
   * place, which are carried into the new build as they are.
   */
  public void writeKeys(Path staging) throws IOException {
    Map<String, String> files = new TreeMap<>();
    Map<String, String> named = new TreeMap<>();
    previous.forEach(
        (path, e) -> {
          if (!Files.exists(staging.resolve(top(path)), LinkOption.NOFOLLOW_LINKS)) {
            files.put(path, e.text());
          }
        });
    previousNamed.forEach(
        (slot, v) -> {
          if (!Files.exists(staging.resolve(top(slot)), LinkOption.NOFOLLOW_LINKS)) {
            named.put(slot, v);
          }
        });
    Map<String, Entry> mine;
    synchronized (current) {
      mine = new TreeMap<>(current);
      named.putAll(currentNamed);
    }
    for (Map.Entry<String, Entry> e : mine.entrySet()) {
      Entry entry = e.getValue();
      if (entry.sum() == null) {
        Optional<String> sum = CacheSum.ofFile(entry.key(), staging.resolve(e.getKey()));
        if (sum.isEmpty()) {
          continue; // never written (a failed drawing): nothing to reuse
        }
        entry = new Entry(entry.key(), sum.get());
      }
      files.put(e.getKey(), entry.text());
    }
    ObjectNode node = JSON.createObjectNode();
    node.put("format", FORMAT);
    files.forEach(node.putObject("files")::put);
    named.forEach(node.putObject("named")::put);
    Path file = staging.resolve(FILE);
    Files.createDirectories(file.getParent());
    Files.writeString(file, JSON.writeValueAsString(node) + "\n");
  }

  private static String top(String path) {
    return path.contains("/") ? path.substring(0, path.indexOf('/')) : path;
  }

  /**
   * Warns, once, about what could not be reused because it failed its check: which files were drawn
   * again, or why the key file was not used. {@code shownRoot} is the output folder as the user
   * reads it.
   */
  public void report(Diagnostics sink, String shownRoot) {
    String shownKeys = shownRoot + "/" + FILE;
    keysProblem.ifPresent(
        p ->
            sink.warning(
                "cache-damaged",
                SourceRef.file(shownKeys),
                "the render cache's key file could not be used ("
                    + p
                    + "); every card was drawn again",
                "nothing to do: this build wrote a sound one; if it happens again, check the disk"));
    List<String> bad;
    synchronized (damaged) {
      bad = damaged.stream().sorted().distinct().toList();
    }
    if (!bad.isEmpty()) {
      sink.warning(
          "cache-damaged",
          SourceRef.file(shownKeys),
          bad.size()
              + (bad.size() == 1 ? " file" : " files")
              + " kept from the last build no longer held what was written (first: "
              + bad.get(0)
              + "), so "
              + (bad.size() == 1 ? "it was" : "they were")
              + " not reused but made again",
          "nothing to do: the output is correct; if it happens again, check the disk");
    }
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
