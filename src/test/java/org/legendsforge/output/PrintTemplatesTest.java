package org.legendsforge.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.print.BleedMode;
import org.legendsforge.print.SheetSpec;

class PrintTemplatesTest {
  private final PrintTemplates shipped = new PrintTemplates(Path.of("templates/print"));

  @Test
  void theShippedSheetsAreTheOnesTheLayoutNeeds() throws IOException {
    SheetSpec a4 = shipped.sheet("cards-a4");
    assertThat(a4.bleedMode()).isEqualTo(BleedMode.FULL);
    assertThat(a4.pageWidth()).isEqualTo(210);
    assertThat(a4.perPage()).isEqualTo(9);
    SheetSpec letter = shipped.sheet("cards-letter");
    assertThat(letter.bleedMode()).isEqualTo(BleedMode.OUTER);
    assertThat(letter.pageHeight()).isEqualTo(279.4);
    assertThat(shipped.sheet("terrain-letter").perPage()).isEqualTo(4);
    assertThat(shipped.sheet("terrain-a4").trimHeight()).isEqualTo(127);
    SheetSpec stock = shipped.sheet("index-stock");
    assertThat(stock.turned()).isTrue();
    assertThat(stock.markLength()).isZero();
  }

  @Test
  void thePrintingStepsAreThere() throws IOException {
    assertThat(shipped.printingSteps()).isNotEmpty();
  }

  @Test
  void aMisspeltKeyNamesTheFileAndTheKnownKeys(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("sheets"));
    Files.writeString(
        dir.resolve("sheets/cards-a4.yaml"),
        "page: {width: 210, height: 297}\ncard: poker\ncolums: 3\nrows: 3\nbleed: full\n"
            + "crop: {length: 5, offset: 1}\n");
    assertThatThrownBy(() -> new PrintTemplates(dir).sheet("cards-a4"))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("cards-a4.yaml: unknown key \"colums\"")
        .hasMessageContaining("columns");
  }

  @Test
  void aSheetThatDoesNotFitItsPageIsRefused(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("sheets"));
    Files.writeString(
        dir.resolve("sheets/cards-letter.yaml"),
        "page: {width: 215.9, height: 279.4}\ncard: poker\ncolumns: 3\nrows: 3\nbleed: full\n"
            + "crop: {length: 5, offset: 1}\n");
    assertThatThrownBy(() -> new PrintTemplates(dir).sheet("cards-letter"))
        .hasMessageContaining("cards-letter.yaml")
        .hasMessageContaining("the page is 215.9 x 279.4 mm");
  }
}
