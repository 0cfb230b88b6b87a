package org.legendsforge.print;

/** The sheet specs the templates hold, built in code so imposition tests need no files. */
final class Sheets {
  private Sheets() {}

  static SheetSpec pokerA4() {
    return new SheetSpec("cards-a4", 210, 297, 3, 3, 63.5, 88.9, 3, BleedMode.FULL, false, 5, 1);
  }

  static SheetSpec pokerLetter() {
    return new SheetSpec(
        "cards-letter", 215.9, 279.4, 3, 3, 63.5, 88.9, 3, BleedMode.OUTER, false, 5, 1);
  }

  static SheetSpec terrainLetter() {
    return new SheetSpec(
        "terrain-letter", 215.9, 279.4, 2, 2, 76.2, 127, 3, BleedMode.FULL, false, 5, 1);
  }

  static SheetSpec indexStock() {
    return new SheetSpec("index-stock", 127, 76.2, 1, 1, 76.2, 127, 3, BleedMode.FULL, true, 0, 0);
  }
}
