package org.legendsforge.pipeline;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.BatchFile;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.tuning.NumberChange;
import org.legendsforge.games.graveyard.playtest.tuning.TuneBench;
import org.legendsforge.kit.data.NumberPatch;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.diag.SourceMap;
import org.legendsforge.kit.output.OutputTree;

/**
 * {@code forge tune}'s bench on a card-data folder: a trial edit is the folder's text with the
 * numbers changed where they are written ({@link NumberPatch}), loaded and validated like any data
 * and never written; games are played with the command's bots, and a run of games already played
 * for the same data, bots, seeds and code is read back from the tune cache ({@code .forge-tune/} in
 * the output folder) instead of played again.
 */
public final class DataTuneBench implements TuneBench {
  /** The cache's folder in the output folder. */
  public static final String CACHE = ".forge-tune";

  private final ProjectPaths paths;
  private final CardSet set;
  private final SourceMap sources;
  private final Playtest.Options options;
  private final Progress progress;
  private final Path cacheDir;
  private final Map<List<NumberChange>, Optional<Catalog>> catalogs = new LinkedHashMap<>();
  private final Map<String, String> played = new LinkedHashMap<>();
  private int reused;
  private int plays;
  private PlaytestRun.Elsewhere cluster;

  /**
   * @param options the bots, threads and turn limit every run of games uses (its seeds are each
   *     run's own)
   * @param output the output folder, whose tune cache is read
   */
  public DataTuneBench(
      ProjectPaths paths,
      CardSet set,
      SourceMap sources,
      Playtest.Options options,
      Progress progress,
      Path output) {
    this.paths = paths;
    this.set = set;
    this.sources = sources;
    this.options = options;
    this.progress = progress;
    this.cacheDir = output.resolve(CACHE);
  }

  /** This bench with its games played by {@code cluster}'s workers (null: on this machine). */
  public DataTuneBench on(PlaytestRun.Elsewhere cluster) {
    this.cluster = cluster;
    return this;
  }

  @Override
  public Map<String, Integer> numbers(String id) {
    return sources.numbers(id);
  }

  @Override
  public String written(String id, String field) {
    return sources
        .written(id, field)
        .map(
            w ->
                paths.display(set.dir().resolve(w.relativePath()))
                    + ":"
                    + w.line()
                    + ":"
                    + w.column())
        .orElse(paths.display(set.dir()));
  }

  @Override
  public Optional<Catalog> catalog(List<NumberChange> changes) {
    if (changes.isEmpty()) {
      return Optional.of(set.catalog());
    }
    return catalogs.computeIfAbsent(List.copyOf(changes), this::load);
  }

  private Optional<Catalog> load(List<NumberChange> changes) {
    Optional<Map<String, String>> texts = patched(changes);
    if (texts.isEmpty()) {
      return Optional.empty();
    }
    LoadResult loaded = DataStage.withEveryCheck(paths).run(set.dir(), texts.get());
    return loaded.catalog();
  }

  /** The files {@code changes} touch with their new text; empty when a change cannot be made. */
  public Optional<Map<String, String>> patched(List<NumberChange> changes) {
    List<NumberPatch.Edit> edits = new ArrayList<>();
    for (NumberChange c : changes) {
      edits.add(new NumberPatch.Edit(c.cardId(), c.field(), c.from(), c.to()));
    }
    try {
      return Optional.of(NumberPatch.apply(sources, edits, this::read));
    } catch (NumberPatch.Refused e) {
      return Optional.empty();
    }
  }

  private String read(String relative) {
    try {
      return Files.readString(set.dir().resolve(relative), StandardCharsets.UTF_8)
          .replace("\uFEFF", "");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public Batch play(
      List<NumberChange> changes, Catalog catalog, long firstSeed, int games, String what)
      throws InterruptedException {
    Playtest.Options o =
        new Playtest.Options(
            options.bots(),
            firstSeed,
            games,
            options.threads(),
            options.maxTurns(),
            Playtest.Compensation.ON);
    String key = key(changes, o);
    BatchFile files = new BatchFile(catalog);
    String text = played.get(key);
    if (text == null) {
      text = cached(key);
    }
    if (text != null) {
      Optional<Batch> b = files.read(text, CACHE + "/" + key + ".json", new Diagnostics());
      if (b.isPresent()) {
        reused++;
        progress.start(what, 1).finish("kept from an earlier run");
        return b.get();
      }
    }
    Playtest playtest = new Playtest(catalog, set.weights(), key);
    Batch b;
    if (cluster != null) {
      b = cluster.runner(set, patched(changes).orElseThrow(), playtest, what).play(o);
    } else {
      Progress.Task task = progress.start(what, games);
      long started = System.nanoTime();
      b = playtest.run(o, n -> task.step());
      double seconds = (System.nanoTime() - started) / 1e9;
      task.finish(
          String.format(
              Locale.ROOT, "%d games (%.0f games/s)", games, games / Math.max(seconds, 1e-9)));
    }
    plays++;
    played.put(key, files.write(b));
    return b;
  }

  private String cached(String key) {
    try {
      return Files.readString(cacheDir.resolve(key + ".json"), StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      return null;
    } catch (IOException e) {
      // a cache that cannot be read is played again, not a failure
      return null;
    }
  }

  /** What names one run of games: the data with its changes, the bots, the seeds and the code. */
  private String key(List<NumberChange> changes, Playtest.Options o) {
    List<NumberChange> sorted = new ArrayList<>(changes);
    sorted.sort(Comparator.comparing(NumberChange::cardId).thenComparing(NumberChange::field));
    StringBuilder k = new StringBuilder();
    k.append(set.digest()).append('\n').append(InputsFingerprint.tool()).append('\n');
    k.append(o.bots()).append('\n').append(o.firstSeed()).append('+').append(o.games());
    k.append(" turns ").append(o.maxTurns()).append('\n');
    sorted.forEach(c -> k.append(c).append('\n'));
    try {
      MessageDigest d = MessageDigest.getInstance("SHA-256");
      return HexFormat.of()
          .formatHex(d.digest(k.toString().getBytes(StandardCharsets.UTF_8)))
          .substring(0, 32);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }

  /** The runs played here and not yet saved, by cache file name relative to the output folder. */
  public Map<String, String> newRuns() {
    Map<String, String> out = new LinkedHashMap<>();
    played.forEach(
        (k, v) -> {
          if (!saved.contains(k)) {
            out.put(CACHE + "/" + k + ".json", v);
          }
        });
    return out;
  }

  private final java.util.Set<String> saved = new java.util.HashSet<>();

  /** Saves the runs played so far into the cache; a cache that cannot be written is no failure. */
  @Override
  public void checkpoint() {
    Map<String, String> runs = newRuns();
    if (runs.isEmpty()) {
      return;
    }
    try {
      OutputPart.write(new OutputTree(cacheDir.getParent()), runs);
      saved.addAll(played.keySet());
    } catch (IOException e) {
      // kept for the final write, which reports a failure
    }
  }

  public int reused() {
    return reused;
  }

  public int plays() {
    return plays;
  }
}
