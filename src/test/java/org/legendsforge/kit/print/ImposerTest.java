package org.legendsforge.kit.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ImposerTest {
  private static final List<Integer> TEN = IntStream.range(0, 10).boxed().toList();

  @Test
  void longEdgeInterleavesEachFrontPageWithItsBacks() {
    PagePlan<Integer> plan = Imposer.withBacks(TEN, Sheets.pokerA4(), Duplex.LONG);
    assertThat(plan.pages())
        .extracting(PlannedPage::side)
        .containsExactly(PageSide.FRONT, PageSide.BACK, PageSide.FRONT, PageSide.BACK);
    assertThat(plan.pages().get(2).placements()).extracting(SlotPlacement::item).containsExactly(9);
    assertThat(plan.pages().get(1).placements()).allMatch(p -> p.side() == PageSide.BACK);
  }

  @Test
  void aDecksCardsNeverShareASheetWithAnotherDecks() {
    // 10 cards of one deck (odd), then 4 of another (even): 9 + 1 on two sheets, 4 on a third
    List<Integer> items = IntStream.range(0, 14).map(i -> i < 10 ? 1 : 2).boxed().toList();
    PagePlan<Integer> plan =
        Imposer.withBacks(items, Sheets.pokerA4(), Duplex.NONE, BackOffset.NONE, i -> i);
    List<PlannedPage<Integer>> fronts = plan.pages(PageSide.FRONT);
    assertThat(fronts).hasSize(3);
    for (PlannedPage<Integer> page : plan.pages()) {
      assertThat(page.placements().stream().map(SlotPlacement::item).distinct()).hasSize(1);
    }
    assertThat(fronts.get(2).placements()).hasSize(4);
  }

  @Test
  void noDuplexPutsAllBacksAfterAllFronts() {
    PagePlan<Integer> plan = Imposer.withBacks(TEN, Sheets.pokerA4(), Duplex.NONE);
    assertThat(plan.pages())
        .extracting(PlannedPage::side)
        .containsExactly(PageSide.FRONT, PageSide.FRONT, PageSide.BACK, PageSide.BACK);
    assertThat(plan.pages().get(2).sheet()).isZero();
  }

  @Test
  void longEdgeMirrorsColumnsAndKeepsRows() {
    SheetSpec sheet = Sheets.pokerA4();
    PagePlan<Integer> plan = Imposer.withBacks(TEN, sheet, Duplex.LONG);
    CardSlot front = plan.pages().get(0).placements().get(0).slot();
    CardSlot back = plan.pages().get(1).placements().get(0).slot();
    assertThat(back.column()).isEqualTo(2);
    assertThat(back.row()).isZero();
    assertThat(back.trim().x()).isCloseTo(210 - 9.75 - 63.5, within(1e-9));
    assertThat(back.trim().y()).isCloseTo(front.trim().y(), within(1e-9));
  }

  @Test
  void shortEdgeMirrorsRowsAndKeepsColumns() {
    SheetSpec sheet = Sheets.pokerA4();
    PagePlan<Integer> plan = Imposer.withBacks(TEN, sheet, Duplex.SHORT);
    CardSlot front = plan.pages().get(0).placements().get(1).slot();
    CardSlot back = plan.pages().get(1).placements().get(1).slot();
    assertThat(back.column()).isEqualTo(1);
    assertThat(back.row()).isEqualTo(2);
    // Upside down on the back page, so its top lies behind the front's top.
    assertThat(back.turns()).isEqualTo(2);
    assertThat(back.trim().x()).isCloseTo(front.trim().x(), within(1e-9));
    assertThat(back.trim().bottom()).isCloseTo(297 - front.trim().y(), within(1e-9));
  }

  @ParameterizedTest
  @EnumSource(Duplex.class)
  void everyBackLiesBehindItsFront(Duplex duplex) {
    SheetSpec sheet = Sheets.pokerLetter();
    PagePlan<Integer> plan = Imposer.withBacks(TEN, sheet, duplex);
    for (PlannedPage<Integer> front : plan.pages(PageSide.FRONT)) {
      PlannedPage<Integer> back =
          plan.pages(PageSide.BACK).stream()
              .filter(b -> b.sheet() == front.sheet())
              .findFirst()
              .get();
      for (int i = 0; i < front.placements().size(); i++) {
        SlotPlacement<Integer> f = front.placements().get(i);
        SlotPlacement<Integer> b = back.placements().get(i);
        assertThat(b.item()).isEqualTo(f.item());
        // Turning the sheet back over must put the back exactly on its front.
        assertSame(
            b.slot().trim().behind(duplex, sheet.pageWidth(), sheet.pageHeight()), f.slot().trim());
        assertSame(
            b.slot().visible().behind(duplex, sheet.pageWidth(), sheet.pageHeight()),
            f.slot().visible());
      }
    }
  }

  @Test
  void aCardOnItsSideHasItsBackTurnedTheOtherWayForALongEdgeFlip() {
    SheetSpec letter = Sheets.pokerLetter();
    assertThat(letter.slots().get(0).behind(Duplex.LONG, letter).turns()).isEqualTo(3);
    assertThat(letter.slots().get(0).behind(Duplex.SHORT, letter).turns()).isEqualTo(1);
  }

  @Test
  void theBackOffsetMovesBacksAgainstWhatTheDuplexTestShowed() {
    SheetSpec sheet = Sheets.pokerA4();
    BackOffset measured = new BackOffset(1.5, -0.5);
    for (Duplex d : Duplex.values()) {
      PagePlan<Integer> plan = Imposer.withBacks(TEN, sheet, d, measured);
      Box front = plan.pages(PageSide.FRONT).get(0).placements().get(0).slot().trim();
      Box back = plan.pages(PageSide.BACK).get(0).placements().get(0).slot().trim();
      // Seen from the front, the back now lies 1.5 mm left of and 0.5 mm below its front, so the
      // printer's 1.5 mm right and 0.5 mm up bring it home.
      Box seen = back.behind(d, sheet.pageWidth(), sheet.pageHeight());
      assertThat(seen.x() - front.x()).as(d.name()).isCloseTo(-1.5, within(1e-9));
      assertThat(seen.y() - front.y()).as(d.name()).isCloseTo(0.5, within(1e-9));
    }
  }

  @Test
  void foldedPagesHoldEachBackMirroredAboutTheFold() {
    SheetSpec fold = Sheets.poker("letter", 215.9, 279.4, 6.35, SheetSpec.Kind.FOLD);
    PagePlan<Integer> plan = Imposer.folded(TEN, fold);
    assertThat(plan.pages()).hasSize(3);
    PlannedPage<Integer> first = plan.pages().get(0);
    assertThat(first.placements()).hasSize(8);
    SlotPlacement<Integer> front = first.placements().get(0);
    SlotPlacement<Integer> back = first.placements().get(4);
    assertThat(back.item()).isEqualTo(front.item());
    assertThat(back.side()).isEqualTo(PageSide.BACK);
    assertThat(back.slot().trim().x() - fold.foldX())
        .isCloseTo(fold.foldX() - front.slot().trim().right(), within(1e-9));
  }

  @Test
  void frontsOnlyFillsFourTerrainCardsAPage() {
    PagePlan<Integer> plan = Imposer.fronts(TEN, Sheets.terrainLetter());
    assertThat(plan.pages()).hasSize(3);
    assertThat(plan.pages()).allMatch(p -> p.side() == PageSide.FRONT);
    assertThat(plan.pages().get(2).placements()).hasSize(2);
  }

  private static void assertSame(Box actual, Box expected) {
    assertThat(actual.x()).isCloseTo(expected.x(), within(1e-9));
    assertThat(actual.y()).isCloseTo(expected.y(), within(1e-9));
    assertThat(actual.width()).isCloseTo(expected.width(), within(1e-9));
    assertThat(actual.height()).isCloseTo(expected.height(), within(1e-9));
  }
}
