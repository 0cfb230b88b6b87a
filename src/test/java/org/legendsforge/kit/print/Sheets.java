package org.legendsforge.kit.print;

/** The sheets the templates hold, planned in code so imposition tests need no files. */
final class Sheets {
  private Sheets() {}

  static SheetSpec pokerA4() {
    return poker("cards-a4", 210, 297, SheetSpec.HOME_PRINTER_MARGIN, SheetSpec.Kind.SHEET);
  }

  static SheetSpec pokerLetter() {
    return poker("cards-letter", 215.9, 279.4, SheetSpec.HOME_PRINTER_MARGIN, SheetSpec.Kind.SHEET);
  }

  static SheetSpec poker(String name, double w, double h, double margin, SheetSpec.Kind kind) {
    return SheetPlanner.plan(
        new SheetPlanner.Request(name, w, h, margin, 63.5, 88.9, 3, 5, 1, kind));
  }

  static SheetSpec terrainLetter() {
    return SheetPlanner.plan(
        new SheetPlanner.Request(
            "terrain-letter",
            215.9,
            279.4,
            SheetSpec.HOME_PRINTER_MARGIN,
            76.2,
            127,
            3,
            6,
            1,
            SheetSpec.Kind.SHEET));
  }

  static SheetSpec indexStock() {
    return SheetPlanner.plan(
        new SheetPlanner.Request(
            "index-stock", 76.2, 127, 0, 76.2, 127, 3, 0, 0, SheetSpec.Kind.STOCK));
  }
}
