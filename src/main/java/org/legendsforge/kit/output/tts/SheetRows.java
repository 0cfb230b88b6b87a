package org.legendsforge.kit.output.tts;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.output.image.StripedPng;
import org.legendsforge.kit.tts.DeckSheet;

/**
 * The compressed rows of the sheets, kept in {@code .forge-cache/sheet-rows/} under a key of what
 * the row shows: a one-card edit re-encodes one row of each sheet showing the card instead of the
 * whole sheet (up to 16 Mpx). A row is staged once per build even when two are alike. The game's
 * cards ({@code C}) reach it only through the painter of a row and the cache key of a card's face.
 */
final class SheetRows<D, C> {
  /**
   * Sheets are compressed harder than card images: players download them from where the save
   * points.
   */
  static final int LEVEL = 6;

  static final String DIR = ".forge-cache/sheet-rows";

  private final BiFunction<DeckSheet<D, C>, Integer, BufferedImage> painter;
  private final Function<C, String> faceKey;
  private final RenderCache cache;
  private final Path staging;
  private final Map<String, Boolean> staged = new ConcurrentHashMap<>();

  SheetRows(
      BiFunction<DeckSheet<D, C>, Integer, BufferedImage> painter,
      Function<C, String> faceKey,
      RenderCache cache,
      Path staging) {
    this.painter = painter;
    this.faceKey = faceKey;
    this.cache = cache;
    this.staging = staging;
  }

  StripedPng.Strip strip(DeckSheet<D, C> s, int row) throws IOException {
    String key = key(s, row);
    String rel = DIR + "/" + key + ".row";
    StripedPng.Strip[] made = new StripedPng.Strip[1];
    once(
        key,
        () -> {
          made[0] = stage(s, row, rel, key);
          return true;
        });
    if (made[0] != null) {
      return made[0];
    }
    try {
      return StripedPng.Strip.fromBytes(Files.readAllBytes(staging.resolve(rel)));
    } catch (IOException damaged) {
      // a row another sheet kept as it was: drawn again here, and again by the next build
      return StripedPng.compress(painter.apply(s, row), LEVEL);
    }
  }

  /**
   * Keeps the rows of a sheet that was reused whole, for when one of its cards changes. A row that
   * is missing or fails its check is encoded again now, so the cache stays whole.
   */
  void keep(DeckSheet<D, C> s) throws IOException {
    for (int row = 0; row < s.rows(); row++) {
      String key = key(s, row);
      int r = row;
      String rel = DIR + "/" + key + ".row";
      once(key, () -> cache.keep(rel, key, staging) || stage(s, r, rel, key) != null);
    }
  }

  /**
   * Stages row {@code key} unless it already is: {@code stage} says whether it put the file in
   * place. Two threads asking for one row wait for the first, which never sees half a file.
   */
  private void once(String key, IoStep stage) throws IOException {
    try {
      staged.computeIfAbsent(
          key,
          k -> {
            try {
              return stage.run() ? Boolean.TRUE : null;
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /** A row shows its cards (each with its deck), in cells of this size, in a grid this wide. */
  private String key(DeckSheet<D, C> s, int row) {
    List<String> inputs =
        new ArrayList<>(
            List.of(
                "tts-sheet-row",
                s.cell().toString(),
                Integer.toString(s.columns()),
                Integer.toString(LEVEL)));
    s.rowCards(row).forEach(c -> inputs.add(faceKey.apply(c)));
    return cache.key(inputs.toArray(String[]::new));
  }

  private StripedPng.Strip stage(DeckSheet<D, C> s, int row, String rel, String key)
      throws IOException {
    Optional<StripedPng.Strip> kept = cache.kept(rel, key, staging, StripedPng.Strip::fromBytes);
    if (kept.isPresent()) {
      return kept.get();
    }
    StripedPng.Strip strip = StripedPng.compress(painter.apply(s, row), LEVEL);
    Path file = staging.resolve(rel);
    Files.createDirectories(file.getParent());
    Files.write(file, strip.toBytes());
    return strip;
  }

  private interface IoStep {
    boolean run() throws IOException;
  }
}
