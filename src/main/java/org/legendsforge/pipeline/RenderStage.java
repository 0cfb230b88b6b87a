package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceMap;
import org.legendsforge.model.Catalog;
import org.legendsforge.render.CardRenderer;
import org.legendsforge.render.FitMemo;
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
  private final Optional<String> onlyDeck;

  public RenderStage(Path templates, Path dataDir, FontSet fonts) {
    this(templates, dataDir, fonts, Optional.empty());
  }

  /**
   * @param onlyDeck when present, the fit check measures only that deck's cards: printing one deck
   *     reports what is wrong with the cards it prints, not with the other decks (forge validate
   *     and forge build check every card)
   */
  public RenderStage(Path templates, Path dataDir, FontSet fonts, Optional<String> onlyDeck) {
    this.templates = templates;
    this.dataDir = dataDir;
    this.fonts = fonts;
    this.onlyDeck = onlyDeck;
  }

  @Override
  public Optional<CardRenderer> load(Catalog catalog, SourceMap where, Diagnostics sink) {
    return load(catalog, where, sink, FitMemo.none());
  }

  @Override
  public Optional<CardRenderer> load(Catalog catalog, SourceMap where, Diagnostics sink, FitMemo memo) {
    Optional<RenderResources> resources =
        RenderResources.load(templates, Optional.of(dataDir), catalog.game().name(), fonts, sink);
    resources.ifPresent(r -> r.fitCheck().check(catalog, where, sink,
        deck -> onlyDeck.isEmpty() || onlyDeck.get().equals(deck.id()), memo));
    return resources.map(RenderResources::renderer);
  }
}
