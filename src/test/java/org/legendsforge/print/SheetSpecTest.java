package org.legendsforge.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SheetSpecTest {
  static Stream<SheetSpec> sheets() {
    return Stream.of(
        Sheets.pokerA4(), Sheets.pokerLetter(), Sheets.terrainLetter(), Sheets.indexStock());
  }

  @Test
  void a4KeepsFullBleedsWithSixMillimetreGutters() {
    List<CardSlot> slots = Sheets.pokerA4().slots();
    assertThat(slots).hasSize(9);
    Box first = slots.get(0).trim();
    assertThat(first.x()).isCloseTo(3.75, within(1e-9));
    assertThat(first.y()).isCloseTo(9.15, within(1e-9));
    assertThat(first.width()).isEqualTo(63.5);
    assertThat(first.height()).isEqualTo(88.9);
    assertThat(slots.get(1).trim().x() - first.right()).isCloseTo(6, within(1e-9));
    assertThat(slots.get(3).trim().y() - first.bottom()).isCloseTo(6, within(1e-9));
    assertThat(slots.get(4).visible()).isEqualTo(slots.get(4).bleedBox(3));
  }

  @Test
  void letterButtsTheCardsAndBleedsOnlyTheOuterEdges() {
    List<CardSlot> slots = Sheets.pokerLetter().slots();
    assertThat(slots.get(1).trim().x()).isCloseTo(slots.get(0).trim().right(), within(1e-9));
    assertThat(slots.get(3).trim().y()).isCloseTo(slots.get(0).trim().bottom(), within(1e-9));
    assertThat(slots.get(4).visible()).isEqualTo(slots.get(4).trim());
    Box corner = slots.get(0).visible();
    assertThat(corner.x()).isCloseTo(slots.get(0).trim().x() - 3, within(1e-9));
    assertThat(corner.right()).isCloseTo(slots.get(0).trim().right(), within(1e-9));
    assertThat(slots.get(0).trim().y()).isCloseTo((279.4 - 266.7) / 2, within(1e-9));
  }

  @Test
  void letterCannotHoldThreeRowsWithFullBleeds() {
    assertThatThrownBy(
            () ->
                new SheetSpec("x", 215.9, 279.4, 3, 3, 63.5, 88.9, 3, BleedMode.FULL, false, 5, 1))
        .hasMessageContaining("the page is 215.9 x 279.4 mm");
  }

  @ParameterizedTest
  @MethodSource("sheets")
  void visibleBleedsNeverOverlapAndStayOnThePage(SheetSpec sheet) {
    List<CardSlot> slots = sheet.slots();
    for (CardSlot a : slots) {
      if (sheet.bleedMode() == BleedMode.OUTER || sheet.perPage() > 1) {
        assertThat(a.visible().x()).isGreaterThanOrEqualTo(0);
        assertThat(a.visible().right()).isLessThanOrEqualTo(sheet.pageWidth());
        assertThat(a.visible().bottom()).isLessThanOrEqualTo(sheet.pageHeight());
      }
      for (CardSlot b : slots) {
        if (a != b) {
          assertThat(a.visible().overlaps(b.visible())).as(a + " / " + b).isFalse();
        }
      }
    }
  }

  @Test
  void anIndexCardLiesTurnedOnItsFiveByThreePage() {
    CardSlot slot = Sheets.indexStock().slots().get(0);
    assertThat(slot.turned()).isTrue();
    assertThat(slot.trim()).isEqualTo(new Box(0, 0, 127, 76.2));
  }

  @ParameterizedTest
  @MethodSource("sheets")
  void cropMarksStayOutOfEveryTrimAndOnThePage(SheetSpec sheet) {
    List<CardSlot> slots = sheet.slots();
    for (Line mark : CropMarks.marks(sheet, slots)) {
      for (CardSlot s : slots) {
        assertThat(mark.entersInterior(s.trim())).as(mark + " in " + s).isFalse();
      }
      assertThat(Math.min(mark.x1(), mark.x2())).isGreaterThanOrEqualTo(0);
      assertThat(Math.max(mark.y1(), mark.y2())).isLessThanOrEqualTo(sheet.pageHeight());
    }
    for (Line cut : CropMarks.cutLines(sheet, slots)) {
      for (CardSlot s : slots) {
        assertThat(cut.entersInterior(s.trim())).as(cut + " in " + s).isFalse();
      }
    }
  }

  @ParameterizedTest
  @MethodSource("sheets")
  void everyTrimEdgeHasACropMarkOnIt(SheetSpec sheet) {
    if (sheet.markLength() == 0) {
      return;
    }
    List<CardSlot> slots = sheet.slots();
    List<Line> marks = CropMarks.marks(sheet, slots);
    for (CardSlot s : slots) {
      for (double x : List.of(s.trim().x(), s.trim().right())) {
        assertThat(marks).anyMatch(m -> m.x1() == m.x2() && Math.abs(m.x1() - x) < 1e-3);
      }
      for (double y : List.of(s.trim().y(), s.trim().bottom())) {
        assertThat(marks).anyMatch(m -> m.y1() == m.y2() && Math.abs(m.y1() - y) < 1e-3);
      }
    }
  }

  @Test
  void a4MarksItsGuttersAndRunsSideMarksThroughTheBleed() {
    SheetSpec sheet = Sheets.pokerA4();
    List<Line> marks = CropMarks.marks(sheet, sheet.slots());
    // 6 x-lines top and bottom, 6 y-lines left and right, then 6 lines x 2 gutters each way.
    assertThat(marks).hasSize(12 + 12 + 12 + 12);
    Line left = marks.stream().filter(m -> m.y1() == m.y2() && m.x1() == 0).findFirst().get();
    assertThat(left.x2()).isCloseTo(3.75 - 1, within(1e-9));
  }

  @Test
  void letterTopMarksRunThroughTheBleedToJustOutsideTheTrim() {
    SheetSpec sheet = Sheets.pokerLetter();
    List<Line> marks = CropMarks.marks(sheet, sheet.slots());
    Line top = marks.stream().filter(m -> m.x1() == m.x2() && m.y2() < 6.35).findFirst().get();
    assertThat(top.y2()).isCloseTo(6.35 - 1, within(1e-9));
    assertThat(top.y1()).isCloseTo(6.35 - 1 - 5, within(1e-9));
    Line side = marks.stream().filter(m -> m.y1() == m.y2() && m.x2() < 12.7).findFirst().get();
    assertThat(side.x2()).isCloseTo(12.7 - 3 - 1, within(1e-9));
  }
}
