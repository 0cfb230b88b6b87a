package org.legendsforge.kit.output.tts;

import com.pngencoder.PngEncoder;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.zip.CRC32;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.table.MapBoardPainter;
import org.legendsforge.games.graveyard.table.PieceConcepts;
import org.legendsforge.games.graveyard.table.TableArtPainter;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.games.graveyard.table.TableLayout;
import org.legendsforge.games.graveyard.table.TableTopView;
import org.legendsforge.games.graveyard.table.TtsImages;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.output.Workers;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.output.image.StripedPng;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.Concept;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.HeroMark;
import org.legendsforge.kit.render.SheetPainter;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.Marker;

/** Renders and writes every image of the save into one folder, with content-hashed names. */
final class TtsImageWriter {
  static final int MAT_PX = 2048;

  /** The load menu shows the thumbnail small; 512 px keeps the terrain readable in it. */
  static final int THUMBNAIL_PX = 512;

  /** Tokens are a little over an inch on the table; 512 px keeps their names sharp up close. */
  static final int TOKEN_PX = 512;

  static final int THREADS = 2;

  /** Sheets encoded ahead of the one being written: enough to keep both threads busy. */
  static final int WINDOW = 3;

  private final SheetPainter sheets;
  private final TableArtPainter art;
  private final MapBoardPainter board;
  private final CardRenderer renderer;

  TtsImageWriter(CardRenderer renderer, FontSet fonts) {
    this.sheets = new SheetPainter(renderer);
    this.art = new TableArtPainter(fonts);
    this.board = new MapBoardPainter(fonts);
    this.renderer = renderer;
  }

  /**
   * Draws the sheets into {@code staging/relDir}, reusing from the cache each sheet whose cards and
   * cell size did not change, then the table art.
   */
  TtsImages write(
      Catalog catalog,
      List<DeckSheet<Deck, DeckCard>> plan,
      TableGeometry map,
      Path staging,
      String relDir,
      RenderCache cache,
      Progress progress)
      throws IOException {
    Path dir = staging.resolve(relDir);
    Files.createDirectories(dir);
    Map<Integer, String> faces = new LinkedHashMap<>();
    Map<String, String> backs = new LinkedHashMap<>();
    // Sheets are drawn and encoded two at a time (the renderer is shared by threads in every
    // output), a row of cards at a time, and held compressed at most WINDOW ahead of the one being
    // written: a large set has dozens of sheets. Files are written in plan order, so the result
    // never depends on timing.
    ExecutorService pool = Workers.pool("forge-tts-sheets", THREADS);
    SheetRows<Deck, DeckCard> rows = new SheetRows<>(sheets::row, cache::faceKey, cache, staging);
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
        DeckSheet<Deck, DeckCard> s = plan.get(i);
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
                s.deck().id(), pool.submit(() -> encode(sheets.back(s.deck(), s.cell()))));
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
    // Table art depends only on what each piece shows (and the shared fingerprint): a card edit
    // reuses all of it.
    TableArt pieces = new TableArt(cache, relDir, staging);
    String mat =
        pieces.png(
            "map",
            cache.key("tts-mat", map.toString(), Integer.toString(MAT_PX)),
            () -> board.board(map, MAT_PX));
    // a hero's token shows its mark as its cards do, so the key holds the mark too
    Map<String, String> heroes = new LinkedHashMap<>();
    for (Hero h : catalog.heroes()) {
      HeroMark mark = renderer.heroMark(h);
      heroes.put(
          h.id(),
          pieces.png(
              "hero-" + h.id(),
              cache.key("tts-hero", h.toString(), mark.toString(), Integer.toString(TOKEN_PX)),
              () -> art.heroToken(h, mark, TOKEN_PX)));
    }
    PieceConcepts concepts = new PieceConcepts(catalog);
    Map<PickupKind, String> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      Concept orb = renderer.concept(concepts.pickup(k));
      String name = concepts.name(k);
      pickups.put(
          k,
          pieces.png(
              "pickup-" + k.key(),
              cache.key("tts-pickup", k.name(), name, orb.toString(), Integer.toString(TOKEN_PX)),
              () -> art.pickup(orb, name, renderer.icon(orb.icon()), TOKEN_PX)));
    }
    Map<Marker, String> markers = new EnumMap<>(Marker.class);
    Map<Marker, Integer> markerColours = new EnumMap<>(Marker.class);
    for (Marker m : Marker.values()) {
      Concept counted = renderer.concept(concepts.marker(m));
      markerColours.put(m, counted.colour().getRGB() & 0xFFFFFF);
      markers.put(
          m,
          pieces.png(
              "token-" + m.key(),
              cache.key("tts-marker", m.name(), counted.toString(), Integer.toString(TOKEN_PX)),
              () -> art.marker(m, counted, renderer.icon(counted.icon()), TOKEN_PX)));
    }
    return new TtsImages(faces, backs, mat, heroes, pickups, markers, markerColours);
  }

  private static void writeFace(
      int i,
      Map<Integer, Future<byte[]>> drawing,
      List<DeckSheet<Deck, DeckCard>> plan,
      List<String> keys,
      String[] names,
      String relDir,
      Path dir,
      RenderCache cache,
      Progress.Task task)
      throws IOException, InterruptedException, ExecutionException {
    DeckSheet<Deck, DeckCard> s = plan.get(i);
    names[i] = write(drawing.remove(i).get(), s.baseName(), dir);
    cache.recordNamed(relDir, s.baseName(), keys.get(i), names[i]);
    task.step();
  }

  /** A face sheet as PNG, its rows reused from the last build unless a card in them changed. */
  private byte[] sheetPng(DeckSheet<Deck, DeckCard> s, SheetRows<Deck, DeckCard> rows)
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

  /**
   * The thumbnail shown in the game's load menu: the table from above as Setup lays it for the
   * save's seed, or the bare mat when the card set cannot be set up.
   */
  void thumbnail(
      Catalog catalog,
      List<DeckSheet<Deck, DeckCard>> plan,
      TableGeometry map,
      long seed,
      Path file)
      throws IOException {
    java.util.Optional<org.legendsforge.games.graveyard.rules.SetupResult> setup =
        TableTopView.setup(catalog, seed);
    if (setup.isEmpty()) {
      Files.write(file, encode(board.board(map, THUMBNAIL_PX)));
      return;
    }
    PieceConcepts concepts = new PieceConcepts(catalog);
    Map<PickupKind, java.awt.Color> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, renderer.concept(concepts.pickup(k)).colour());
    }
    List<org.legendsforge.games.graveyard.model.Deck> decks =
        plan.stream().map(DeckSheet::deck).distinct().toList();
    BufferedImage view =
        new TableTopView(board)
            .draw(
                new TableLayout(map),
                decks,
                setup.get(),
                renderer.look(),
                id -> renderer.heroMark(catalog.hero(id).orElseThrow()).colour(),
                pickups,
                THUMBNAIL_PX);
    Files.write(file, encode(view));
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
