package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.SheetSpec;

class PrintTemplatesTest {
  private final PrintTemplates shipped = new PrintTemplates(Path.of("templates/print"));

  @Test
  void theShippedSheetsAreTheOnesTheLayoutNeeds() throws IOException {
    SheetSpec a4 = shipped.sheet("cards-a4");
    assertThat(a4.pageWidth()).isEqualTo(210);
    assertThat(a4.perPage()).isEqualTo(9);
    SheetSpec letter = shipped.sheet("cards-letter");
    assertThat(letter.pageHeight()).isEqualTo(279.4);
    assertThat(letter.perPage()).isEqualTo(8);
    assertThat(shipped.sheet("cards-letter", 3, false).perPage()).isEqualTo(9);
    assertThat(shipped.sheet("terrain-letter").perPage()).isEqualTo(4);
    assertThat(shipped.sheet("terrain-a4").trimHeight()).isEqualTo(127);
    SheetSpec stock = shipped.sheet("index-stock");
    assertThat(stock.turned()).isFalse();
    assertThat(stock.pageHeight()).isEqualTo(127);
    assertThat(stock.kind()).isEqualTo(SheetSpec.Kind.STOCK);
  }

  @Test
  void thePrintingStepsAreThere() throws IOException {
    assertThat(shipped.printingSteps()).isNotEmpty();
  }

  @Test
  void thePrintingStepsSayWhatTheFileDoesAndPromiseOnlyWhatItsBleedHides() throws IOException {
    SheetSpec letter = shipped.sheet("cards-letter");
    String none = String.join("\n", shipped.printingSteps(Layout.HOME, Duplex.NONE, letter));
    assertThat(none).contains("without duplex").doesNotContain("followed by the page of its backs");
    assertThat(none).contains("6.35 mm inside the page edge");
    // Letter's cards touch above and below: no offset is hidden there.
    assertThat(none).contains("share a cut (above and below)").doesNotContain("is hidden");
    String a4Long =
        String.join(
            "\n", shipped.printingSteps(Layout.HOME, Duplex.LONG, shipped.sheet("cards-a4")));
    assertThat(a4Long).contains("flipping on the long edge").contains("(on every side)");
    String fold =
        String.join(
            "\n",
            shipped.printingSteps(Layout.FOLD, Duplex.NONE, shipped.sheet("cards-a4", 6.35, true)));
    assertThat(fold).contains("Fold the page").doesNotContain("duplex test");
    String terrainLike =
        String.join(
            "\n", shipped.printingSteps(Layout.HOME, Duplex.SHORT, shipped.sheet("terrain-a4")));
    assertThat(terrainLike).contains("reaches 3 mm past its cut across and 3 mm up and down");
  }

  @Test
  void aMisspeltKeyNamesTheFileAndTheKnownKeys(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("sheets"));
    Files.writeString(
        dir.resolve("sheets/cards-a4.yaml"),
        "page: {width: 210, height: 297}\ncard: poker\ncolums: 3\n"
            + "crop: {length: 5, offset: 1}\n");
    assertThatThrownBy(() -> new PrintTemplates(dir).sheet("cards-a4"))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("cards-a4.yaml: unknown key \"colums\"")
        .hasMessageContaining("crop");
  }

  @Test
  void aPrinterMarginNoCardFitsInsideIsRefused(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("sheets"));
    Files.writeString(
        dir.resolve("sheets/cards-letter.yaml"),
        "page: {width: 215.9, height: 279.4}\ncard: poker\n" + "crop: {length: 5, offset: 1}\n");
    assertThatThrownBy(() -> new PrintTemplates(dir).sheet("cards-letter", 80, false))
        .hasMessageContaining("cards-letter.yaml")
        .hasMessageContaining("inside a 80.00 mm printer margin");
  }
}
