package org.legendsforge.kit.project;

import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.diag.SourceRef;

/**
 * One card as a file wrote it, before it is checked: each column's (or key's) text and where it
 * stands, and the name of its file without the extension (a file named after a deck holds that
 * deck's cards unless a row says otherwise). Empty cells are left out, so a spreadsheet's blank
 * cell reads as "not given".
 */
record CardRow(Map<String, Cell> cells, SourceRef where, String fileStem) {
  CardRow {
    cells = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(cells));
  }

  Optional<Cell> cell(String column) {
    return Optional.ofNullable(cells.get(column));
  }

  /** One value of a row and its place, for errors that point at the very cell. */
  record Cell(String text, SourceRef where) {}
}
