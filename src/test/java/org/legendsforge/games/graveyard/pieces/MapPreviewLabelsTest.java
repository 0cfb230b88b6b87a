package org.legendsforge.games.graveyard.pieces;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import org.junit.jupiter.api.Test;

/**
 * A slot's card id ("t08 (turned)") is never hidden by a piece: it lies along the slot's bottom
 * edge, in the strip below the hero disc or orb diamond its cell may hold (pieces are centred on
 * their cells), and inside the slot's outline.
 */
class MapPreviewLabelsTest {
  @Test
  void theCardIdLiesBelowWhatAnyPieceCovers() {
    // the widest id: two digits and "(turned)", as wide as a cell and more
    Rectangle2D box = MapPreviewPage.idBox(1.2);
    assertThat(box.getMinY()).isGreaterThan(MapPreviewPage.pieceReach());
    assertThat(box.getMaxY()).isLessThanOrEqualTo(1 - MapPreviewPage.SLOT_STROKE / 2);
  }

  @Test
  void theCardIdStaysReadable() {
    // about 6 pt on the A4 preview's 17 mm cells
    assertThat(MapPreviewPage.ID_SIZE).isGreaterThanOrEqualTo(0.12);
    assertThat(MapPreviewPage.idBaseline())
        .isBetween(MapPreviewPage.idBox(0).getMinY(), MapPreviewPage.idBox(0).getMaxY());
  }
}
