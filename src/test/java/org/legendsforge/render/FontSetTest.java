package org.legendsforge.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The fonts are read from the class path once per process and shared by every drawing. */
class FontSetTest {
  @Test
  void everyoneWhoAsksGetsTheSameFontsEvenWhileTheyAreBeingRead() {
    FontSet.readAhead();
    List<CompletableFuture<FontSet>> askers = List.of(
        CompletableFuture.supplyAsync(FontSet::load),
        CompletableFuture.supplyAsync(FontSet::load));
    FontSet mine = FontSet.load();
    assertThat(askers).allSatisfy(a -> assertThat(a.join()).isSameAs(mine));
  }

  @Test
  void everyFaceIsReadFromItsOwnFile() {
    FontSet fonts = FontSet.load();
    for (FontFace face : FontFace.values()) {
      assertThat(fonts.file(face)).as(face.name()).isNotEmpty();
      assertThat(fonts.base(face).getFontName()).as(face.name()).startsWith("DejaVu Sans");
    }
    assertThat(fonts.base(FontFace.BOLD).getFontName()).isNotEqualTo(fonts.base(FontFace.REGULAR).getFontName());
  }
}
