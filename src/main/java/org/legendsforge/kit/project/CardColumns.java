package org.legendsforge.kit.project;

import java.util.List;
import org.legendsforge.kit.diag.SourceRef;

/** The rows of one card file and the column names it used, each with where it was written. */
record CardColumns(List<CardRow.Cell> header, List<CardRow> rows) {
  CardColumns {
    header = List.copyOf(header);
    rows = List.copyOf(rows);
  }

  static CardColumns none() {
    return new CardColumns(List.of(), List.of());
  }

  static CardRow.Cell column(String name, SourceRef where) {
    return new CardRow.Cell(name, where);
  }
}
