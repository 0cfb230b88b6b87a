package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceMap;
import org.legendsforge.model.Catalog;
import org.legendsforge.render.CardRenderer;
import org.legendsforge.render.FontSet;
import org.legendsforge.render.RenderResources;

/**
 * Loads templates/ into the card renderer and runs the fit check on every card (text that still
 * overflows at the minimum size, unknown icons), so validate and build report the same problems.
 */
public final class RenderStage implements RendererSource {
  private final Path templates;
  private final Path dataDir;
  private final FontSet fonts;

  public RenderStage(Path templates, Path dataDir, FontSet fonts) {
    this.templates = templates;
    this.dataDir = dataDir;
    this.fonts = fonts;
  }

  @Override
  public Optional<CardRenderer> load(Catalog catalog, SourceMap where, Diagnostics sink) {
    Optional<RenderResources> resources =
        RenderResources.load(templates, Optional.of(dataDir), catalog.game().name(), fonts, sink);
    resources.ifPresent(r -> r.fitCheck().check(catalog, where, sink));
    return resources.map(RenderResources::renderer);
  }
}
