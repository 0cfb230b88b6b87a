package org.legendsforge.games.graveyard.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.kit.tts.Transform;

/**
 * The table's geometry, at the sizes docs/tts.md gives for a card and a square tile at scale 1: a
 * terrain card at its saved scale covers exactly the 2 × 3 cells of its slot, the slots tile the
 * map, the mat holds the map and its margin, and a hero token fits inside a cell.
 */
class TableGeometryTest {
  private static final double EPS = 1e-9;
  private final TableGeometry g = TableGeometry.DEFAULT;
  private final TableLayout layout = new TableLayout(g);

  @Test
  void aTerrainCardAtItsSavedScaleCoversExactlyTheSixCellsOfItsSlot() {
    Transform deck = layout.deck(DeckKind.TERRAIN, 0);
    assertThat(deck.scaleX()).isCloseTo(TableGeometry.TERRAIN_SCALE, within(EPS));
    assertThat(deck.scaleZ()).isCloseTo(TableGeometry.TERRAIN_SCALE, within(EPS));
    double cardWidth = TableGeometry.CARD_WIDTH * deck.scaleX();
    double cardLength = cardWidth * TableGeometry.TERRAIN_ASPECT;
    for (int slot = 0; slot < TableGeometry.SLOT_COLUMNS * TableGeometry.SLOT_ROWS; slot++) {
      MatRect card = MatRect.around(g.slotX(slot), g.slotZ(slot), cardWidth, cardLength);
      MatRect cells =
          MatRect.slotCells(
              g, slot % TableGeometry.SLOT_COLUMNS, slot / TableGeometry.SLOT_COLUMNS);
      assertThat(card.sameAs(cells)).as("slot %d: card %s, cells %s", slot, card, cells).isTrue();
    }
  }

  @Test
  void theFifteenSlotsTileTheMapWithoutGapOrOverlap() {
    double area = 0;
    MatRect all = null;
    for (int slot = 0; slot < 15; slot++) {
      MatRect s = MatRect.around(g.slotX(slot), g.slotZ(slot), g.slotWidth(), g.slotLength());
      area += s.area();
      all = all == null ? s : all.union(s);
    }
    MatRect map = MatRect.around(0, 0, g.width(), g.length());
    assertThat(all.sameAs(map)).isTrue();
    assertThat(area).isCloseTo(map.area(), within(EPS));
  }

  @Test
  void theSavedMatIsTheMapWithItsMarginAndItsSnapPointsAreTheSlots() {
    Transform mat = layout.mat();
    double side = mat.scaleX() * TableGeometry.TILE_SIDE;
    assertThat(side).isCloseTo(g.matSize(), within(EPS));
    assertThat(mat.scaleZ() * TableGeometry.TILE_SIDE).isCloseTo(side, within(EPS));
    assertThat((side - g.width()) / 2).isCloseTo(g.cellWidth(), within(EPS));
    assertThat(side).isGreaterThanOrEqualTo(g.length());
    var points = new SaveBuilder(layout).snapPoints();
    assertThat(points).hasSize(15);
    for (int slot = 0; slot < 15; slot++) {
      assertThat(points.get(slot).position().x()).isCloseTo(g.slotX(slot), within(EPS));
      assertThat(points.get(slot).position().z()).isCloseTo(g.slotZ(slot), within(EPS));
    }
  }

  @Test
  void heroTokensAndPickupCoinsAreSavedAtASizeThatFitsInsideACell() {
    Transform hero = layout.heroToken(0);
    double heroWidth = hero.scaleX() * TableGeometry.TILE_SIDE;
    assertThat(heroWidth).isCloseTo(g.heroTokenWidth(), within(EPS));
    assertThat(heroWidth).isLessThan(Math.min(g.cellWidth(), g.cellLength()));
    Transform coin = layout.pickup(0);
    assertThat(coin.scaleX() * TableGeometry.TILE_SIDE).isLessThan(heroWidth);
  }

  @Test
  void aMeasuredMatScalesEveryLengthAlike() {
    TableGeometry big = g.scaledTo(g.matSize() * 1.5);
    assertThat(big.matSize()).isCloseTo(g.matSize() * 1.5, within(EPS));
    assertThat(big.slotWidth() / big.slotLength())
        .isCloseTo(g.slotWidth() / g.slotLength(), within(EPS));
    assertThat(big.cellX(new Cell(9, 8))).isCloseTo(g.cellX(new Cell(9, 8)) * 1.5, within(EPS));
  }
}
