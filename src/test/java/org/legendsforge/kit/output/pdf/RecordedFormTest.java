package org.legendsforge.kit.output.pdf;

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
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/** A drawing recorded once is placed in any PDF exactly as if it had been drawn there. */
class RecordedFormTest {
  private static final FontSet FONTS = FontSet.load();

  @Test
  void aRecordedFormSurvivesItsCacheFile() throws IOException {
    RecordedForm form =
        RecordedForm.of(
            100f,
            50f,
            "q 1 0 0 1 0 0 cm Q".getBytes(StandardCharsets.US_ASCII),
            List.of(new RecordedForm.FontUse("F1", FontFace.BOLD.name(), new int[] {42, 85})));
    RecordedForm read = RecordedForm.fromBytes(form.toBytes());
    assertThat(read).isEqualTo(form);
    assertThat(new String(read.content(), StandardCharsets.US_ASCII))
        .isEqualTo("q 1 0 0 1 0 0 cm Q");
  }

  @Test
  void aDamagedCacheFileIsRefusedNotTrusted() {
    byte[] file = RecordedForm.of(10f, 10f, new byte[] {1, 2, 3}, List.of()).toBytes();
    assertThatThrownBy(() -> RecordedForm.fromBytes(Arrays.copyOf(file, file.length - 2)))
        .isInstanceOf(IOException.class);
    assertThatThrownBy(
            () -> RecordedForm.fromBytes("not a form at all".getBytes(StandardCharsets.US_ASCII)))
        .isInstanceOf(IOException.class);
  }

  @Test
  void everyCharacterAFaceShowsIsWrittenAsTheGlyphIdOfTheEmbeddedFont() throws IOException {
    for (FontFace face : FontFace.values()) {
      GlyphIdFont font = new GlyphIdFont(FONTS, face.name());
      TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(FONTS.file(face)));
      CmapLookup cmap = ttf.getUnicodeCmapLookup();
      int shown = 0;
      List<String> outlined = new java.util.ArrayList<>();
      for (int cp = 0x20; cp <= 0x2FFFF; cp++) {
        int gid = cmap.getGlyphId(cp);
        String text = new String(Character.toChars(cp));
        if (gid == 0) {
          assertThat(font.canShow(text)).as("U+%04X in %s", cp, face).isFalse();
        } else if (font.canShow(text)) {
          assertThat(font.encode(text))
              .as("U+%04X in %s", cp, face)
              .containsExactly((byte) (gid >> 8), (byte) gid);
          shown++;
        } else {
          outlined.add(String.format("U+%04X", cp));
        }
      }
      // Java2D draws a few format characters as nothing; those are left to be drawn as outlines
      assertThat(outlined).as(face.name()).hasSizeLessThan(20);
      assertThat(shown).as(face.name()).isGreaterThan(3000);
      ttf.close();
    }
  }

  @Test
  void aRecordedFormListsTheGlyphsItsTextShowedAndNoOthers() throws IOException {
    try (FormRecorder recorder = new FormRecorder(FONTS)) {
      RecordedForm first =
          recorder
              .record(
                  60,
                  20,
                  g -> {
                    line(g, FontFace.BOLD, "Ab", 10);
                    line(g, FontFace.REGULAR, "cc", 16);
                  })
              .orElseThrow();
      RecordedForm second =
          recorder.record(60, 20, g -> line(g, FontFace.BOLD, "z", 10)).orElseThrow();
      assertThat(glyphsByFace(first))
          .containsOnly(
              Map.entry("BOLD", Set.of(glyph(FontFace.BOLD, 'A'), glyph(FontFace.BOLD, 'b'))),
              Map.entry("REGULAR", Set.of(glyph(FontFace.REGULAR, 'c'))));
      assertThat(glyphsByFace(second))
          .containsOnly(Map.entry("BOLD", Set.of(glyph(FontFace.BOLD, 'z'))));
    }
  }

  @Test
  void textWithACharacterTheFaceLacksIsDrawnAsOutlinesNotLeftOut() throws IOException {
    try (FormRecorder recorder = new FormRecorder(FONTS)) {
      RecordedForm form =
          recorder.record(60, 20, g -> line(g, FontFace.REGULAR, "Fire \u706b", 10)).orElseThrow();
      String content = new String(form.content(), StandardCharsets.ISO_8859_1);
      assertThat(form.fonts()).isEmpty();
      assertThat(content).doesNotContain("Tj").containsPattern("\\sf\\*?\\s");
    }
  }

  /** Black text in {@code face} at 5 mm, its baseline {@code y} mm down. */
  private static void line(java.awt.Graphics2D g, FontFace face, String text, float y) {
    g.setColor(Color.BLACK);
    g.setFont(FONTS.font(face, 5));
    g.drawString(text, 2f, y);
  }

  private static Map<String, Set<Integer>> glyphsByFace(RecordedForm form) {
    Map<String, Set<Integer>> glyphs = new java.util.HashMap<>();
    for (RecordedForm.FontUse use : form.fonts()) {
      glyphs.put(
          use.face(),
          Arrays.stream(use.glyphs()).boxed().collect(java.util.stream.Collectors.toSet()));
    }
    return glyphs;
  }

  private static int glyph(FontFace face, char c) {
    return FONTS
        .base(face)
        .createGlyphVector(new java.awt.font.FontRenderContext(null, false, true), new char[] {c})
        .getGlyphCode(0);
  }

  @Test
  void textDrawnThroughARecordingIsEmbeddedTextInTheDocument() throws IOException {
    byte[] pdf;
    try (FormRecorder recorder = new FormRecorder(FONTS);
        PdfDocumentWriter writer = new PdfDocumentWriter(FONTS, "test", "test", recorder)) {
      Optional<RecordedForm> recorded =
          recorder.record(
              60,
              20,
              g -> {
                g.setFont(FONTS.font(FontFace.BOLD, 5));
                g.setColor(Color.BLACK);
                g.drawString("Cinder Paladin", 2f, 10f);
              });
      assertThat(recorded).isPresent();
      assertThat(recorded.get().fonts())
          .extracting(RecordedForm.FontUse::face)
          .containsExactly("BOLD");
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
      assertThat(PdfProbe.fonts(doc.getPage(0)))
          .allSatisfy(
              f -> {
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
