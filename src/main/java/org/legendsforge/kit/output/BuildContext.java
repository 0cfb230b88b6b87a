package org.legendsforge.kit.output;

import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.diag.SourceMap;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FontSet;

/**
 * What every output target is given: the validated card set (as the game hands it to the kit) and
 * its rules text, the one card renderer, the fonts, the setup seed, a sink for warnings found while
 * writing (text that still overflows, say), the cache of files an earlier build drew from the same
 * inputs, where to report progress, and where each card was written in the data (so warnings found
 * while writing point at a line).
 */
public record BuildContext(
    CardGame game,
    Rulebook rulebook,
    CardRenderer renderer,
    FontSet fonts,
    long seed,
    Diagnostics diagnostics,
    RenderCache cache,
    Progress progress,
    SourceMap where) {

  /** A context whose warnings point at the card-data folder as a whole. */
  public BuildContext(
      CardGame game,
      Rulebook rulebook,
      CardRenderer renderer,
      FontSet fonts,
      long seed,
      Diagnostics diagnostics,
      RenderCache cache,
      Progress progress) {
    this(game, rulebook, renderer, fonts, seed, diagnostics, cache, progress, UNLOCATED);
  }

  /** A context that draws everything afresh and reports no progress (tests, one-off commands). */
  public BuildContext(
      CardGame game,
      Rulebook rulebook,
      CardRenderer renderer,
      FontSet fonts,
      long seed,
      Diagnostics diagnostics) {
    this(game, rulebook, renderer, fonts, seed, diagnostics, RenderCache.none(), Progress.silent());
  }

  /** As above, for card sets without rules text: no rulebook is printed. */
  public BuildContext(
      CardGame game, CardRenderer renderer, FontSet fonts, long seed, Diagnostics diagnostics) {
    this(game, Rulebook.NONE, renderer, fonts, seed, diagnostics);
  }

  private static final SourceMap UNLOCATED =
      new SourceMap() {
        @Override
        public SourceRef locate(String cardId, String field) {
          return SourceRef.file("card-data");
        }

        @Override
        public SourceRef file(String relativePath) {
          return SourceRef.file("card-data/" + relativePath);
        }
      };
}
