package org.legendsforge.kit.output.tts;

import com.pngencoder.PngEncoder;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.zip.CRC32;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.output.GameTable;
import org.legendsforge.kit.output.Workers;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.output.image.StripedPng;
import org.legendsforge.kit.tts.DeckSheet;

/**
 * Renders and writes every image of a game's table into one folder, with content-hashed names: the
 * card sheets and backs, then the table's own pictures, as the game's {@link GameTable} draws them.
 */
final class TtsImageWriter {
  /** The load menu shows the thumbnail small; 512 px keeps the terrain readable in it. */
  static final int THUMBNAIL_PX = 512;

  static final int THREADS = 2;

  /** Sheets encoded ahead of the one being written: enough to keep both threads busy. */
  static final int WINDOW = 3;

  private TtsImageWriter() {}

  /**
   * Draws the sheets into {@code staging/relDir}, reusing from the cache each sheet whose cards and
   * cell size did not change, then the table art.
   */
  static <D extends CardDeck, C extends PrintedCard> GameTable.Images write(
      GameTable<D, C> table, Path staging, String relDir, RenderCache cache, Progress progress)
      throws IOException {
    List<DeckSheet<D, C>> plan = table.sheets();
    Path dir = staging.resolve(relDir);
    Files.createDirectories(dir);
    Map<Integer, String> faces = new LinkedHashMap<>();
    Map<String, String> backs = new LinkedHashMap<>();
    // Sheets are drawn and encoded two at a time (the renderer is shared by threads in every
    // output), a row of cards at a time, and held compressed at most WINDOW ahead of the one being
    // written: a large set has dozens of sheets. Files are written in plan order, so the result
    // never depends on timing.
    ExecutorService pool = Workers.pool("forge-tts-sheets", THREADS);
    SheetRows<D, C> rows = new SheetRows<>(table::sheetRow, cache::faceKey, cache, staging);
    Progress.Task task = progress.start("tts sheets", plan.size());
    try {
      String[] faceNames = new String[plan.size()];
      java.util.ArrayDeque<Integer> pending = new java.util.ArrayDeque<>();
      Map<Integer, Future<byte[]>> drawing = new java.util.HashMap<>();
      List<String> faceKeys = new ArrayList<>();
      Map<String, String> backNames = new java.util.HashMap<>();
      Map<String, String> backKeys = new LinkedHashMap<>();
      Map<String, Future<byte[]>> backBytes = new LinkedHashMap<>();
      for (int i = 0; i < plan.size(); i++) {
        DeckSheet<D, C> s = plan.get(i);
        // A sheet depends on its cards (and their decks) and its cell size.
        String key = cache.key("tts-face", s.toString());
        faceKeys.add(key);
        java.util.Optional<String> old = cache.reuseNamed(relDir, s.baseName(), key, staging);
        if (old.isPresent()) {
          faceNames[i] = old.get();
          rows.keep(s);
          task.step();
        } else {
          if (pending.size() >= WINDOW) {
            writeFace(pending.poll(), drawing, plan, faceKeys, faceNames, relDir, dir, cache, task);
          }
          pending.add(i);
          drawing.put(i, pool.submit(() -> sheetPng(s, rows)));
        }
        if (!backKeys.containsKey(s.deck().id())) {
          String backKey = cache.key("tts-back", s.deck().toString(), s.cell().toString());
          backKeys.put(s.deck().id(), backKey);
          java.util.Optional<String> oldBack =
              cache.reuseNamed(relDir, s.deck().id() + "-back", backKey, staging);
          if (oldBack.isPresent()) {
            backNames.put(s.deck().id(), oldBack.get());
          } else {
            backBytes.put(
                s.deck().id(), pool.submit(() -> encode(table.sheetBack(s.deck(), s.cell()))));
          }
        }
      }
      while (!pending.isEmpty()) {
        writeFace(pending.poll(), drawing, plan, faceKeys, faceNames, relDir, dir, cache, task);
      }
      for (int i = 0; i < plan.size(); i++) {
        faces.put(plan.get(i).key(), faceNames[i]);
      }
      for (Map.Entry<String, Future<byte[]>> e : backBytes.entrySet()) {
        String name = write(e.getValue().get(), e.getKey() + "-back", dir);
        backNames.put(e.getKey(), name);
        cache.recordNamed(relDir, e.getKey() + "-back", backKeys.get(e.getKey()), name);
      }
      // In plan order, whichever backs were reused, so the save is the same as a clean build's.
      backKeys.keySet().forEach(deck -> backs.put(deck, backNames.get(deck)));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("drawing the card sheets was interrupted", e);
    } catch (ExecutionException e) {
      throw Workers.failure(e);
    } finally {
      Workers.stop(pool);
    }
    task.finish(plan.size() + " card sheets");
    // Each picture depends only on what it shows (and the shared fingerprint): a card edit reuses
    // all of them.
    TableArt pieces = new TableArt(cache, relDir, staging);
    Map<String, String> pictures = new LinkedHashMap<>();
    for (GameTable.Picture p : table.pictures()) {
      pictures.put(
          p.slot(),
          pieces.png(p.slot(), cache.key(p.keyInputs().toArray(String[]::new)), p.draw()));
    }
    return new GameTable.Images(faces, backs, pictures);
  }

  private static <D, C> void writeFace(
      int i,
      Map<Integer, Future<byte[]>> drawing,
      List<DeckSheet<D, C>> plan,
      List<String> keys,
      String[] names,
      String relDir,
      Path dir,
      RenderCache cache,
      Progress.Task task)
      throws IOException, InterruptedException, ExecutionException {
    DeckSheet<D, C> s = plan.get(i);
    names[i] = write(drawing.remove(i).get(), s.baseName(), dir);
    cache.recordNamed(relDir, s.baseName(), keys.get(i), names[i]);
    task.step();
  }

  /** A face sheet as PNG, its rows reused from the last build unless a card in them changed. */
  private static <D, C> byte[] sheetPng(DeckSheet<D, C> s, SheetRows<D, C> rows)
      throws IOException {
    List<StripedPng.Strip> strips = new ArrayList<>();
    for (int r = 0; r < s.rows(); r++) {
      strips.add(rows.strip(s, r));
    }
    return StripedPng.assemble(s.widthPx(), strips);
  }

  /** Pieces of table art, each reused from the last build when its key is unchanged. */
  private record TableArt(RenderCache cache, String relDir, Path staging) {
    String png(String slot, String key, java.util.function.Supplier<BufferedImage> draw)
        throws IOException {
      java.util.Optional<String> kept = cache.reuseNamed(relDir, slot, key, staging);
      if (kept.isPresent()) {
        return kept.get();
      }
      String name = write(encode(draw.get()), slot, staging.resolve(relDir));
      cache.recordNamed(relDir, slot, key, name);
      return name;
    }
  }

  /** The thumbnail shown in the game's load menu, as the game draws it. */
  static void thumbnail(GameTable<?, ?> table, Path file) throws IOException {
    Files.write(file, encode(table.thumbnail(THUMBNAIL_PX)));
  }

  private static String png(BufferedImage img, String base, Path dir) throws IOException {
    return write(encode(img), base, dir);
  }

  private static String write(byte[] bytes, String base, Path dir) throws IOException {
    String name = base + "-" + hash(bytes) + ".png";
    Files.write(dir.resolve(name), bytes);
    return name;
  }

  static byte[] encode(BufferedImage img) {
    // Single-threaded so the bytes never depend on how the work was split.
    return new PngEncoder()
        .withBufferedImage(img)
        .withMultiThreadedCompressionEnabled(false)
        .withCompressionLevel(6)
        .toBytes();
  }

  /**
   * The name's content hash. CRC-32 rather than a cryptographic digest: it only has to change when
   * the image does, and zlib computes it natively, where SHA-256 ran as Java code at about 50 MB/s
   * in forge's quick-start JVM (30 ms of a one-card rebuild for its two sheets).
   */
  private static String hash(byte[] bytes) {
    CRC32 crc = new CRC32();
    crc.update(bytes);
    return HexFormat.of().toHexDigits((int) crc.getValue());
  }
}
