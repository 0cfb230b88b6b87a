package org.legendsforge.kit.output.cache;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.render.FitMemo;

/**
 * The fit check's findings kept beside the render cache, in {@code .forge-cache/fit.json}, under
 * each card face's render key: a card whose data, deck, templates, fonts and tool are unchanged is
 * not measured again. The file is kept with a checksum in the render cache's keys; a file that
 * fails it, or does not read, just means every card is measured.
 */
public final class CachedFitMemo implements FitMemo {
  static final String FILE = ".forge-cache/fit.json";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final RenderCache cache;
  private final Map<String, List<Finding>> previous;
  private final Map<String, List<Finding>> current = new TreeMap<>();

  private CachedFitMemo(RenderCache cache, Map<String, List<Finding>> previous) {
    this.cache = cache;
    this.previous = previous;
  }

  /** The findings the last build kept, when they pass their check in {@code cache}. */
  public static CachedFitMemo over(RenderCache cache) {
    Map<String, List<Finding>> kept = new HashMap<>();
    try {
      Optional<byte[]> bytes = cache.previousBytes(FILE);
      if (bytes.isPresent()) {
        JsonNode root = JSON.readTree(bytes.get());
        root.fields().forEachRemaining(e -> kept.put(e.getKey(), findings(e.getValue())));
      }
    } catch (IOException | RuntimeException e) {
      kept.clear();
    }
    return new CachedFitMemo(cache, kept);
  }

  @Override
  public Optional<List<Finding>> recall(PrintedCard card) {
    String key = cache.faceKey(card);
    List<Finding> found = previous.get(key);
    if (found != null) {
      synchronized (current) {
        current.put(key, found);
      }
    }
    return Optional.ofNullable(found);
  }

  @Override
  public void remember(PrintedCard card, List<Finding> findings) {
    synchronized (current) {
      current.put(cache.faceKey(card), List.copyOf(findings));
    }
  }

  /** Writes what this build measured or recalled into the staging folder, for the next build. */
  public void write(Path staging) throws IOException {
    ObjectNode root = JSON.createObjectNode();
    synchronized (current) {
      current.forEach(
          (key, found) -> {
            ArrayNode list = root.putArray(key);
            for (Finding f : found) {
              list.addObject()
                  .put("error", f.error())
                  .put("check", f.check())
                  .put("field", f.field())
                  .put("message", f.message())
                  .put("hint", f.hint());
            }
          });
    }
    Path file = staging.resolve(FILE);
    Files.createDirectories(file.getParent());
    Files.writeString(file, JSON.writeValueAsString(root) + "\n");
    cache.record(FILE, "fit-memo");
  }

  private static List<Finding> findings(JsonNode list) {
    List<Finding> out = new ArrayList<>();
    for (JsonNode f : list) {
      out.add(
          new Finding(
              f.path("error").asBoolean(),
              text(f, "check"),
              text(f, "field"),
              text(f, "message"),
              text(f, "hint")));
    }
    return List.copyOf(out);
  }

  private static String text(JsonNode node, String field) {
    JsonNode v = node.get(field);
    if (v == null || !v.isTextual()) {
      throw new IllegalArgumentException("fit memo entry without " + field);
    }
    return v.asText();
  }
}
