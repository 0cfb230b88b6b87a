package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.print.ShopPreset;

/** What of the last print folder each kind of print keeps. */
class PrintCarryTest {
  static final String HOME = "g-cards-a4.pdf";
  static final String TERRAIN = "g-terrain-a4.pdf";
  static final String PDFX = "shop/pdfx/g-cards-pdfx.pdf";
  static final String PNG = "shop/png-822/g-cards-png-822/fire/back.png";

  @Test
  void aShopPrintReplacesOnlyItsPresetsFolder() {
    PrintCarry pdfx =
        new PrintCarry(false, Optional.of(ShopPreset.PDFX), List.of("shop/pdfx/g-cards-pdfx.pdf"));
    assertThat(pdfx.keeps(HOME)).isTrue();
    assertThat(pdfx.keeps(TERRAIN)).isTrue();
    assertThat(pdfx.keeps(PNG)).isTrue();
    assertThat(pdfx.keeps(PDFX)).isFalse();
    assertThat(pdfx.keeps("shop/pdfx/g-deck-fire-cards-pdfx.pdf")).isFalse();
  }

  @Test
  void aHomePrintOrABuildReplacesTheHomeFilesAndKeepsEveryShopFolder() {
    PrintCarry home = new PrintCarry(false, Optional.empty(), List.of(HOME));
    assertThat(home.keeps(PDFX)).isTrue();
    assertThat(home.keeps(PNG)).isTrue();
    assertThat(home.keeps(HOME)).isFalse();
    assertThat(home.keeps("g-cards-letter.pdf")).as("not made this time, still replaced").isFalse();
    assertThat(home.keeps("shopping-list.pdf")).isFalse();
  }

  @Test
  void aOneDeckPrintKeepsEverythingButWhatItWrites() {
    PrintCarry deck =
        new PrintCarry(
            true,
            Optional.of(ShopPreset.PNG_822),
            List.of("shop/png-822/g-deck-fire-cards-png-822"));
    assertThat(deck.keeps(HOME)).isTrue();
    assertThat(deck.keeps(PDFX)).isTrue();
    assertThat(deck.keeps(PNG)).isTrue();
    assertThat(deck.keeps("shop/png-822/g-deck-fire-cards-png-822/fire/back.png")).isFalse();
  }
}
