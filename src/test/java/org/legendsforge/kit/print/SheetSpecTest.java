package org.legendsforge.kit.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SheetSpecTest {
  /** Every paper at a home printer's 1/4 in, at 3 mm and at a wide 10 mm, flat and folded. */
  static Stream<SheetSpec> sheets() {
    List<SheetSpec> out = new ArrayList<>();
    for (double margin : new double[] {SheetSpec.HOME_PRINTER_MARGIN, 3, 10}) {
      for (SheetSpec.Kind kind : new SheetSpec.Kind[] {SheetSpec.Kind.SHEET, SheetSpec.Kind.FOLD}) {
        out.add(Sheets.poker("a4", 210, 297, margin, kind));
        out.add(Sheets.poker("letter", 215.9, 279.4, margin, kind));
      }
    }
    out.add(Sheets.terrainLetter());
    return out.stream();
  }

  @Test
  void a4AtAQuarterInchButtsNineUprightCardsInsideThePrintableArea() {
    SheetSpec a4 = Sheets.pokerA4();
    assertThat(a4.perPage()).isEqualTo(9);
    assertThat(a4.turned()).isFalse();
    Box first = a4.slots().get(0).trim();
    // 3 x 63.5 = 190.5 mm across: 9.75 mm each side, 3.4 mm beyond the 6.35 mm margin.
    assertThat(first.x()).isCloseTo(9.75, within(1e-9));
    assertThat(a4.slots().get(1).trim().x()).isCloseTo(first.right(), within(1e-9));
  }

  @Test
  void letterAtAQuarterInchLaysEightCardsOnTheirSideRatherThanLoseTheOuterCuts() {
    SheetSpec letter = Sheets.pokerLetter();
    // Three rows need 266.7 mm, the whole printable height: no room to mark a cut.
    assertThat(letter.perPage()).isEqualTo(8);
    assertThat(letter.turned()).isTrue();
    assertThat(letter.columns()).isEqualTo(2);
    assertThat(letter.slots()).allMatch(s -> s.turns() == 1);
    assertThat(letter.grid().gutterX()).isEqualTo(6);
    assertThat(letter.grid().gutterY()).isZero();
  }

  @Test
  void aChosenGutterPutsEveryCardApartWithItsWholeBleedAndClearPaperBetween() {
    SheetSpec a4 =
        SheetPlanner.plan(
            new SheetPlanner.Request(
                "cards-a4",
                210,
                297,
                SheetSpec.HOME_PRINTER_MARGIN,
                63.5,
                88.9,
                3,
                5,
                1,
                SheetSpec.Kind.SHEET,
                0,
                java.util.Optional.of(8.0)));
    assertThat(a4.grid().gutterX()).isEqualTo(8);
    assertThat(a4.grid().gutterY()).isEqualTo(8);
    // 2 x 3 on their side, fewer than the 9 butted ones: a fourth row would take 278 mm of the
    // 277.7 mm inside the margin and its crop marks
    assertThat(a4.perPage()).isEqualTo(6);
    assertThat(a4.hiddenOffsetX()).isEqualTo(3);
    assertThat(a4.hiddenOffsetY()).isEqualTo(3);
    assertThat(a4.clearX()).isCloseTo(2, within(1e-9));
    for (CardSlot s : a4.slots()) {
      assertThat(s.visible()).isEqualTo(s.bleedBox(3));
    }
  }

  @Test
  void terrainCardsStandApartSoTheirEdgesAreNoCellLines() {
    SheetSpec letter =
        SheetPlanner.plan(
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
                SheetSpec.Kind.SHEET,
                3,
                java.util.Optional.empty()));
    assertThat(letter.perPage()).isEqualTo(4);
    // across: two whole bleeds and 3 mm of paper; down, where Letter is short: 1.5 mm each
    assertThat(letter.clearX()).isCloseTo(3, within(1e-9));
    assertThat(letter.clearY()).isCloseTo(3, within(1e-9));
    assertThat(letter.hiddenOffsetY()).isCloseTo(1.5, within(1e-9));
    CardSlot topLeft = letter.slots().get(0);
    CardSlot below = letter.slots().get(2);
    assertThat(below.visible().y() - topLeft.visible().bottom()).isCloseTo(3, within(1e-9));
  }

  @Test
  void letterWithAThreeMillimetreMarginHoldsNineUprightCardsAgain() {
    SheetSpec letter = Sheets.poker("letter", 215.9, 279.4, 3, SheetSpec.Kind.SHEET);
    assertThat(letter.perPage()).isEqualTo(9);
    assertThat(letter.turned()).isFalse();
  }

  @Test
  void aGridOutsideThePrintableAreaIsRefusedNotClipped() {
    SheetSpec nine = Sheets.poker("letter", 215.9, 279.4, 3, SheetSpec.Kind.SHEET);
    SheetSpec atQuarterInch =
        new SheetSpec(
            "letter", 215.9, 279.4, 6.35, 63.5, 88.9, 3, nine.grid(), 5, 1, SheetSpec.Kind.SHEET);
    assertThatThrownBy(atQuarterInch::checked).hasMessageContaining("6.35 mm printer margin");
    assertThatThrownBy(() -> Sheets.poker("tiny", 80, 100, 6.35, SheetSpec.Kind.SHEET))
        .hasMessageContaining("no 63.5 x 88.9 mm card fits");
  }

  @ParameterizedTest
  @MethodSource("sheets")
  void everyTrimLiesInsideThePrintableAreaAndNoBleedsOverlap(SheetSpec sheet) {
    List<CardSlot> slots = sheet.slots();
    for (CardSlot a : slots) {
      assertThat(sheet.printable().contains(a.trim())).as(sheet + " " + a).isTrue();
      for (CardSlot b : slots) {
        if (a != b) {
          assertThat(a.visible().overlaps(b.visible())).as(a + " / " + b).isFalse();
        }
      }
    }
  }

  @ParameterizedTest
  @MethodSource("sheets")
  void everyTrimLineHasAPrintableMarkOfThreeMillimetresOutsideEveryTrim(SheetSpec sheet) {
    List<CardSlot> slots = sheet.slots();
    List<Line> marks = CropMarks.marks(sheet, slots);
    for (Line mark : marks) {
      for (CardSlot s : slots) {
        assertThat(mark.touchesEdgeOrInterior(s.trim())).as(mark + " on " + s).isFalse();
      }
      assertThat(inside(sheet.printable(), mark)).as(mark + " printable").isTrue();
    }
    for (CardSlot s : slots) {
      for (double x : List.of(s.trim().x(), s.trim().right())) {
        assertThat(marks)
            .as("x = " + x + " on " + sheet.name())
            .anyMatch(
                m ->
                    m.x1() == m.x2()
                        && Math.abs(m.x1() - x) < 1e-3
                        && m.length() >= SheetSpec.MIN_MARK - 1e-9);
      }
      for (double y : List.of(s.trim().y(), s.trim().bottom())) {
        assertThat(marks)
            .as("y = " + y + " on " + sheet.name())
            .anyMatch(
                m ->
                    m.y1() == m.y2()
                        && Math.abs(m.y1() - y) < 1e-3
                        && m.length() >= SheetSpec.MIN_MARK - 1e-9);
      }
    }
    for (Line cut : CropMarks.cutLines(sheet, slots)) {
      assertThat(inside(sheet.printable(), cut)).isTrue();
      for (CardSlot s : slots) {
        assertThat(cut.entersInterior(s.trim())).as(cut + " in " + s).isFalse();
      }
    }
  }

  @ParameterizedTest
  @MethodSource("sheets")
  void aFoldOverSheetKeepsItsCardsOutOfTheGlueMargin(SheetSpec sheet) {
    if (sheet.kind() != SheetSpec.Kind.FOLD) {
      return;
    }
    for (CardSlot s : sheet.slots()) {
      assertThat(s.trim().right()).isLessThanOrEqualTo(sheet.foldX() - SheetSpec.GLUE + 1e-9);
      CardSlot back = s.behind(Duplex.LONG, sheet);
      assertThat(back.trim().x()).isCloseTo(2 * sheet.foldX() - s.trim().right(), within(1e-9));
    }
  }

  @Test
  void foldOverSheetsHoldEightCardsOnLetterAndA4() {
    assertThat(Sheets.poker("letter", 215.9, 279.4, 6.35, SheetSpec.Kind.FOLD).perPage() * 2)
        .isEqualTo(8);
    assertThat(Sheets.poker("a4", 210, 297, 6.35, SheetSpec.Kind.FOLD).perPage() * 2).isEqualTo(8);
  }

  @Test
  void anIndexCardFillsItsPortraitThreeByFivePage() {
    CardSlot slot = Sheets.indexStock().slots().get(0);
    assertThat(slot.turns()).isZero();
    assertThat(slot.trim()).isEqualTo(new Box(0, 0, 76.2, 127));
    assertThat(CropMarks.marks(Sheets.indexStock(), List.of(slot))).isEmpty();
  }

  @Test
  void a4MarksItsSideCutsOverTheBleedUpToJustShortOfTheTrim() {
    SheetSpec sheet = Sheets.pokerA4();
    List<Line> marks = CropMarks.marks(sheet, sheet.slots());
    Line left = marks.stream().filter(m -> m.y1() == m.y2() && m.x1() < 9).findFirst().get();
    assertThat(left.x1()).isCloseTo(6.35, within(1e-9));
    assertThat(left.x2()).isCloseTo(9.75 - SheetSpec.MARK_GAP, within(1e-9));
  }

  private static boolean inside(Box area, Line l) {
    double eps = 1e-6;
    return Math.min(l.x1(), l.x2()) >= area.x() - eps
        && Math.max(l.x1(), l.x2()) <= area.right() + eps
        && Math.min(l.y1(), l.y2()) >= area.y() - eps
        && Math.max(l.y1(), l.y2()) <= area.bottom() + eps;
  }
}
