package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The fonts are read from the class path once per process and shared by every drawing. */
class FontSetTest {
  @Test
  void everyoneWhoAsksGetsTheSameFontsEvenWhileTheyAreBeingRead() {
    FontSet.readAhead();
    List<CompletableFuture<FontSet>> askers =
        List.of(
            CompletableFuture.supplyAsync(FontSet::load),
            CompletableFuture.supplyAsync(FontSet::load));
    FontSet mine = FontSet.load();
    assertThat(askers).allSatisfy(a -> assertThat(a.join()).isSameAs(mine));
  }

  @Test
  void readingTheFontsCopiesNothingToTheTemporaryFolder() throws Exception {
    Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
    List<Path> before = javaFontCopies(tmp);
    FontSet fonts = FontSet.read();
    for (FontFace face : FontFace.values()) {
      // a Java2D font reads its file when asked for a glyph
      assertThat(
              fonts
                  .base(face)
                  .createGlyphVector(new java.awt.font.FontRenderContext(null, true, true), "Ag")
                  .getNumGlyphs())
          .isEqualTo(2);
    }
    assertThat(FontSet.unpackedFonts()).as("fonts unpacked by the build").isPresent();
    assertThat(javaFontCopies(tmp)).isEqualTo(before);
  }

  /** The temporary files Java2D names "+~JF....tmp" when it copies a font given as a stream. */
  private static List<Path> javaFontCopies(Path tmp) throws Exception {
    try (var files = Files.list(tmp)) {
      return files.filter(p -> p.getFileName().toString().startsWith("+~JF")).sorted().toList();
    }
  }

  @Test
  void everyFaceIsReadFromItsOwnFile() {
    FontSet fonts = FontSet.load();
    for (FontFace face : FontFace.values()) {
      assertThat(fonts.file(face)).as(face.name()).isNotEmpty();
      assertThat(fonts.base(face).getFontName()).as(face.name()).startsWith("DejaVu Sans");
    }
    assertThat(fonts.base(FontFace.BOLD).getFontName())
        .isNotEqualTo(fonts.base(FontFace.REGULAR).getFontName());
  }
}
