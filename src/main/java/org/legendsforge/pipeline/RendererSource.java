package org.legendsforge.pipeline;

import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FitMemo;

/**
 * Makes the card renderer for a build from the templates (layouts, theme, text templates) and
 * measures every card against it, reporting every problem to {@code sink}; empty when the templates
 * are broken.
 */
public interface RendererSource {
  /**
   * Called as a build starts, before the card data is read: a source may start reading what does
   * not depend on the data, on a free core. {@code load} must work whether or not it was called.
   */
  default void prepare() {}

  Optional<CardRenderer> load(Catalog catalog, SourceMap where, Diagnostics sink);

  /**
   * As {@link #load(Catalog, SourceMap, Diagnostics)}, not measuring again what {@code memo}
   * recalls.
   */
  default Optional<CardRenderer> load(
      Catalog catalog, SourceMap where, Diagnostics sink, FitMemo memo) {
    return load(catalog, where, sink);
  }
}
