package org.legendsforge.kit.project;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;

/**
 * Reads a spreadsheet's CSV export: the first row names the columns, every later row is a card.
 * Jackson's CSV parser handles the quoting (commas and line breaks inside quoted cells, doubled
 * quotes) and tells where each cell starts, so a mistake points at its row and column.
 */
final class CsvCardFile {
  private static final CsvMapper CSV = new CsvMapper();

  private CsvCardFile() {}

  static CardColumns read(String text, String shown, Diagnostics sink) {
    List<String> lines = text.lines().toList();
    List<List<CardRow.Cell>> table = new ArrayList<>();
    int lastRowEnd = 0;
    try (CsvParser p = (CsvParser) CSV.getFactory().createParser(text)) {
      p.enable(CsvParser.Feature.WRAP_AS_ARRAY);
      List<CardRow.Cell> row = null;
      JsonToken t;
      while ((t = p.nextToken()) != null) {
        if (t == JsonToken.START_ARRAY
            && p.getParsingContext().inArray()
            && p.getParsingContext().getParent() != null
            && p.getParsingContext().getParent().inArray()) {
          row = new ArrayList<>();
        } else if (t == JsonToken.VALUE_STRING && row != null) {
          JsonLocation at = p.currentTokenLocation();
          row.add(
              new CardRow.Cell(p.getText(), ref(shown, lines, at.getLineNr(), at.getColumnNr())));
        } else if (t == JsonToken.END_ARRAY && row != null) {
          table.add(row);
          lastRowEnd = p.currentTokenLocation().getLineNr();
          row = null;
        }
      }
    } catch (JsonProcessingException e) {
      int line = Math.min(lastRowEnd + 1, Math.max(1, lines.size()));
      sink.error(
          "csv-syntax",
          ref(shown, lines, line, 1),
          "the file cannot be read as CSV: " + plain(e.getOriginalMessage()),
          "a quote opened in this row or below is never closed; a quote inside a quoted cell is"
              + " written twice (\"\")");
      return CardColumns.none();
    } catch (IOException e) {
      sink.error(
          "csv-syntax",
          SourceRef.file(shown),
          "the file cannot be read as CSV",
          "save it again from the spreadsheet as CSV UTF-8");
      return CardColumns.none();
    }
    return columns(table, shown, sink);
  }

  private static CardColumns columns(
      List<List<CardRow.Cell>> table, String shown, Diagnostics sink) {
    if (table.isEmpty()) {
      sink.error(
          "csv-empty",
          SourceRef.file(shown),
          "the file is empty",
          "the first row names the columns (name, type, copies, ...), each later row is a card");
      return CardColumns.none();
    }
    List<CardRow.Cell> header = table.get(0);
    List<CardRow.Cell> named = new ArrayList<>();
    Map<String, CardRow.Cell> seen = new LinkedHashMap<>();
    for (CardRow.Cell h : header) {
      String name = h.text().trim().toLowerCase(java.util.Locale.ROOT);
      if (name.isEmpty()) {
        named.add(null);
        continue;
      }
      if (seen.containsKey(name)) {
        sink.error(
            "csv-duplicate-column",
            h.where(),
            "the column \"" + name + "\" appears twice",
            "keep one of them: the second would hide the first");
      }
      seen.put(name, h);
      CardRow.Cell cell = new CardRow.Cell(name, h.where());
      named.add(cell);
    }
    List<CardRow> rows = new ArrayList<>();
    for (List<CardRow.Cell> r : table.subList(1, table.size())) {
      if (r.stream().allMatch(c -> c.text().isBlank())) {
        continue; // a spreadsheet's blank line between groups of cards
      }
      Map<String, CardRow.Cell> cells = new LinkedHashMap<>();
      for (int i = 0; i < r.size(); i++) {
        CardRow.Cell c = r.get(i);
        if (i >= named.size() || named.get(i) == null) {
          if (!c.text().isBlank()) {
            sink.error(
                "csv-extra-cell",
                c.where(),
                "this cell has no column name above it",
                "name the column in the first row, or empty the cell");
          }
          continue;
        }
        if (!c.text().isBlank()) {
          cells.put(named.get(i).text(), new CardRow.Cell(c.text().strip(), c.where()));
        }
      }
      rows.add(new CardRow(cells, r.get(0).where(), stem(shown)));
    }
    return new CardColumns(named.stream().filter(java.util.Objects::nonNull).toList(), rows);
  }

  static String stem(String path) {
    String name = path.substring(path.lastIndexOf('/') + 1);
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name;
  }

  private static SourceRef ref(String shown, List<String> lines, int line, int column) {
    SourceRef at = SourceRef.at(shown, Math.max(1, line), Math.max(1, column));
    return line >= 1 && line <= lines.size() ? at.withLineText(lines.get(line - 1)) : at;
  }

  private static String plain(String message) {
    String m = message == null ? "" : message;
    int cut = m.indexOf(" at [Source");
    return (cut >= 0 ? m.substring(0, cut) : m).replace('\n', ' ').trim();
  }
}
