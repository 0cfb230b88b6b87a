package org.legendsforge.kit.project;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Reads a YAML card file: a list of cards, each a mapping of the same names a CSV's columns use.
 */
final class YamlCardFile {
  private YamlCardFile() {}

  static CardColumns read(YamlDocument doc, Diagnostics sink) {
    JsonNode root = doc.root();
    if (!root.isArray()) {
      sink.error(
          "project-shape",
          doc.locate(""),
          "a card file holds a list of cards",
          "start each card with \"- name: ...\" and indent its other fields under it");
      return CardColumns.none();
    }
    List<CardRow.Cell> header = new ArrayList<>();
    List<CardRow> rows = new ArrayList<>();
    for (int i = 0; i < root.size(); i++) {
      JsonNode card = root.get(i);
      String at = "/" + i;
      if (!card.isObject()) {
        sink.error(
            "project-shape",
            doc.locate(at),
            "each card is a list of fields (name: ..., copies: ...)",
            "start the card with \"- name: ...\"");
        continue;
      }
      Map<String, CardRow.Cell> cells = new LinkedHashMap<>();
      var names = card.fieldNames();
      while (names.hasNext()) {
        String key = names.next();
        String p = at + "/" + YamlFacts.escape(key);
        header.add(new CardRow.Cell(key, doc.locateKey(p)));
        JsonNode v = card.get(key);
        if (v.isNull() || (v.isValueNode() && v.asText().isBlank())) {
          continue;
        }
        if (!v.isValueNode()) {
          sink.error(
              "project-shape",
              doc.locate(p),
              "\"" + key + "\" must be one value",
              "write it on the same line, after \"" + key + ":\"");
          continue;
        }
        cells.put(key, new CardRow.Cell(v.asText().strip(), doc.locate(p)));
      }
      rows.add(new CardRow(cells, doc.locate(at), CsvCardFile.stem(doc.relativePath())));
    }
    return new CardColumns(header, rows);
  }
}
