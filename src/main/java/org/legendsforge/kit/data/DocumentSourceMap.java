package org.legendsforge.kit.data;

import java.util.HashMap;
import java.util.Map;
import org.legendsforge.kit.diag.SourceMap;
import org.legendsforge.kit.diag.SourceRef;

/** Remembers in which file and at which JSON pointer each card was written. */
public final class DocumentSourceMap implements SourceMap {
  private record Place(YamlDocument doc, String pointer) {}

  private final Map<String, Place> cards = new HashMap<>();
  private final Map<String, String> displayPaths = new HashMap<>();
  private final String dataDisplayPath;

  public DocumentSourceMap(String dataDisplayPath) {
    this.dataDisplayPath = dataDisplayPath;
  }

  public void addFile(String relativePath, String displayPath) {
    displayPaths.put(relativePath, displayPath);
  }

  /** Records a card's place; the first place wins when an id is (wrongly) used twice. */
  public void addCard(String id, YamlDocument doc, String pointer) {
    cards.putIfAbsent(id, new Place(doc, pointer));
  }

  @Override
  public SourceRef locate(String cardId, String field) {
    Place p = cards.get(cardId);
    if (p == null) {
      return SourceRef.file(dataDisplayPath);
    }
    return p.doc().locate(field.isEmpty() ? p.pointer() : p.pointer() + "/" + field);
  }

  @Override
  public java.util.Optional<Written> written(String cardId, String field) {
    Place p = cards.get(cardId);
    if (p == null) {
      return java.util.Optional.empty();
    }
    int[] at = p.doc().locations().get(field.isEmpty() ? p.pointer() : p.pointer() + "/" + field);
    return at == null
        ? java.util.Optional.empty()
        : java.util.Optional.of(new Written(p.doc().relativePath(), at[0], at[1]));
  }

  @Override
  public Map<String, Integer> numbers(String cardId) {
    Place p = cards.get(cardId);
    if (p == null) {
      return Map.of();
    }
    Map<String, Integer> out = new java.util.LinkedHashMap<>();
    collect(p.doc().root().at(p.pointer()), "", out);
    return out;
  }

  private static void collect(
      com.fasterxml.jackson.databind.JsonNode node, String path, Map<String, Integer> out) {
    if (node.isIntegralNumber() && node.canConvertToInt()) {
      out.put(path, node.intValue());
    } else if (node.isObject()) {
      node.fields()
          .forEachRemaining(
              f ->
                  collect(
                      f.getValue(), path.isEmpty() ? f.getKey() : path + "/" + f.getKey(), out));
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        collect(node.get(i), path.isEmpty() ? "" + i : path + "/" + i, out);
      }
    }
  }

  @Override
  public SourceRef file(String relativePath) {
    return SourceRef.file(
        displayPaths.getOrDefault(relativePath, dataDisplayPath + "/" + relativePath));
  }
}
