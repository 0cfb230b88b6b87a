package org.legendsforge.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.legendsforge.render.FontFace;
import org.legendsforge.render.FontSet;

/** A drawing recorded once is placed in any PDF exactly as if it had been drawn there. */
class RecordedFormTest {
  private static final FontSet FONTS = FontSet.load();

  @Test
  void aRecordedFormSurvivesItsCacheFile() throws IOException {
    RecordedForm form = RecordedForm.of(100f, 50f, "q 1 0 0 1 0 0 cm Q".getBytes(StandardCharsets.US_ASCII),
        List.of(new RecordedForm.FontUse("F1", FontFace.BOLD, new int[] {42, 85})));
    RecordedForm read = RecordedForm.fromBytes(form.toBytes());
    assertThat(read).isEqualTo(form);
    assertThat(new String(read.content(), StandardCharsets.US_ASCII)).isEqualTo("q 1 0 0 1 0 0 cm Q");
  }

  @Test
  void aDamagedCacheFileIsRefusedNotTrusted() {
    byte[] file = RecordedForm.of(10f, 10f, new byte[] {1, 2, 3}, List.of()).toBytes();
    assertThatThrownBy(() -> RecordedForm.fromBytes(Arrays.copyOf(file, file.length - 2))).isInstanceOf(IOException.class);
    assertThatThrownBy(() -> RecordedForm.fromBytes("not a form at all".getBytes(StandardCharsets.US_ASCII)))
        .isInstanceOf(IOException.class);
  }

  @Test
  void theGlyphsOfEveryShownStringAreFoundPerFont() throws IOException {
    byte[] content = ("BT /F1 7 Tf <002A0055> Tj /F2 5 Tf [<0044> -20 <0059>] TJ ET BT /F1 7 Tf <0003> Tj ET")
        .getBytes(StandardCharsets.US_ASCII);
    Map<String, Set<Integer>> glyphs = FormRecorder.glyphsByFont(content);
    assertThat(glyphs).containsOnlyKeys("F1", "F2");
    assertThat(glyphs.get("F1")).containsExactly(0x03, 0x2A, 0x55);
    assertThat(glyphs.get("F2")).containsExactly(0x44, 0x59);
  }

  @Test
  void literalStringsAreReadWithTheirEscapes() throws IOException {
    byte[] content = "BT /F3 9 Tf (\\000\\050\\000\\\\) Tj (\u0000\\)\u0000\\() Tj ET".getBytes(StandardCharsets.ISO_8859_1);
    assertThat(FormRecorder.glyphsByFont(content).get("F3")).containsExactly(0x28, 0x29, 0x5C);
  }

  @Test
  void contentWithAnInlineImageIsNotUnderstoodAndSoNotRecorded() {
    byte[] content = "q BI /W 1 /H 1 ID \u0001 EI Q".getBytes(StandardCharsets.ISO_8859_1);
    assertThatThrownBy(() -> FormRecorder.glyphsByFont(content)).isInstanceOf(IOException.class);
  }

  @Test
  void textDrawnThroughARecordingIsEmbeddedTextInTheDocument() throws IOException {
    byte[] pdf;
    try (FormRecorder recorder = new FormRecorder(FONTS);
        PdfDocumentWriter writer = new PdfDocumentWriter(FONTS, "test", "test", recorder)) {
      Optional<RecordedForm> recorded = recorder.record(60, 20, g -> {
        g.setFont(FONTS.font(FontFace.BOLD, 5));
        g.setColor(Color.BLACK);
        g.drawString("Cinder Paladin", 2f, 10f);
      });
      assertThat(recorded).isPresent();
      assertThat(recorded.get().fonts()).extracting(RecordedForm.FontUse::face).containsExactly(FontFace.BOLD);
      try (PageCanvas page = writer.newPage(60, 20)) {
        page.full(writer.form(RecordedForm.fromBytes(recorded.get().toBytes())));
      }
      java.nio.file.Path file = java.nio.file.Files.createTempFile("recorded", ".pdf");
      try {
        writer.save(file);
        pdf = java.nio.file.Files.readAllBytes(file);
      } finally {
        java.nio.file.Files.deleteIfExists(file);
      }
    }
    try (PDDocument doc = Loader.loadPDF(pdf)) {
      assertThat(new PDFTextStripper().getText(doc)).contains("Cinder Paladin");
      assertThat(PdfProbe.fonts(doc.getPage(0))).allSatisfy(f -> {
        assertThat(f.isEmbedded()).isTrue();
        assertThat(f.getName()).matches("[A-Z]{6}\\+DejaVuSans-Bold");
      });
    }
  }

  @Test
  void aDrawingWithAnImageIsNotRecordedButStillDrawnIntoTheDocument() throws IOException {
    BufferedImage art = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
    try (FormRecorder recorder = new FormRecorder(FONTS);
        PdfDocumentWriter writer = new PdfDocumentWriter(FONTS, "test", "test", recorder)) {
      assertThat(recorder.record(10, 10, g -> g.drawImage(art, 0, 0, 10, 10, null))).isEmpty();
      PDFormXObject form = writer.form(10, 10, g -> g.drawImage(art, 0, 0, 10, 10, null));
      assertThat(form.getResources().getXObjectNames()).isNotEmpty();
    }
  }
}
