package org.legendsforge.output;

import com.pngencoder.PngEncoder;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Hero;
import org.legendsforge.render.CardRenderer;
import org.legendsforge.render.FontSet;
import org.legendsforge.rules.PickupKind;
import org.legendsforge.tts.MapGeometry;
import org.legendsforge.tts.Marker;
import org.legendsforge.tts.SheetSpec;

/** Renders and writes every image of the save into one folder, with content-hashed names. */
final class TtsImageWriter {
  static final int MAT_PX = 2048;
  static final int TOKEN_PX = 256;
  static final int THREADS = 2;

  private final SheetPainter sheets;
  private final TableArtPainter art;

  TtsImageWriter(CardRenderer renderer, FontSet fonts) {
    this.sheets = new SheetPainter(renderer);
    this.art = new TableArtPainter(fonts);
  }

  TtsImages write(
      Catalog catalog, List<SheetSpec> plan, MapGeometry map, Path dir, Progress progress)
      throws IOException {
    Files.createDirectories(dir);
    Map<Integer, String> faces = new LinkedHashMap<>();
    Map<String, String> backs = new LinkedHashMap<>();
    // Sheets are drawn and encoded two at a time (the renderer is shared by threads in every
    // output); files are written in plan order, so the result never depends on timing.
    ExecutorService pool =
        Executors.newFixedThreadPool(
            THREADS,
            r -> {
              Thread t = new Thread(r, "forge-tts-sheets");
              t.setDaemon(true);
              return t;
            });
    progress.start("tts sheets", plan.size());
    try {
      List<Future<byte[]>> faceBytes = new ArrayList<>();
      Map<String, Future<byte[]>> backBytes = new LinkedHashMap<>();
      for (SheetSpec s : plan) {
        faceBytes.add(pool.submit(() -> encode(sheets.face(s))));
        backBytes.computeIfAbsent(
            s.deck().id(), id -> pool.submit(() -> encode(sheets.back(s.deck(), s.cell()))));
      }
      for (int i = 0; i < plan.size(); i++) {
        SheetSpec s = plan.get(i);
        faces.put(s.key(), write(faceBytes.get(i).get(), s.baseName(), dir));
        progress.step();
      }
      for (Map.Entry<String, Future<byte[]>> e : backBytes.entrySet()) {
        backs.put(e.getKey(), write(e.getValue().get(), e.getKey() + "-back", dir));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("drawing the card sheets was interrupted", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IOException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
    progress.finish(plan.size() + " card sheets");
    String mat = png(art.mat(map, MAT_PX), "map", dir);
    Map<String, String> heroes = new LinkedHashMap<>();
    for (Hero h : catalog.heroes()) {
      heroes.put(h.id(), png(art.heroToken(h, TOKEN_PX), "hero-" + h.id(), dir));
    }
    Map<PickupKind, String> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, png(art.pickup(k, TOKEN_PX), "pickup-" + k.key(), dir));
    }
    Map<Marker, String> markers = new EnumMap<>(Marker.class);
    for (Marker m : Marker.values()) {
      markers.put(m, png(art.marker(m, TOKEN_PX), "token-" + m.key(), dir));
    }
    return new TtsImages(faces, backs, mat, heroes, pickups, markers);
  }

  /** The thumbnail shown in the game's load menu: the mat, small. */
  void thumbnail(MapGeometry map, Path file) throws IOException {
    Files.write(file, encode(art.mat(map, 256)));
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

  private static String hash(byte[] bytes) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(bytes);
      return HexFormat.of().formatHex(d, 0, 5);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
