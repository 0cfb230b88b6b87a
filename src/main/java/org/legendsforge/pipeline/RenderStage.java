package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FitMemo;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.RenderResources;

/**
 * Loads templates/ into the card renderer and runs the fit check on every card (text that still
 * overflows at the minimum size, an error unless allowed; unknown icons, art that will print
 * badly), so validate and build report the same problems.
 */
public final class RenderStage implements RendererSource {
  private final Path templates;
  private final Path dataDir;
  private final FontSet fonts;
  private final Optional<String> onlyDeck;
  private final boolean allowOverflow;
  private CompletableFuture<ReadTemplates> prepared;

  public RenderStage(Path templates, Path dataDir, FontSet fonts) {
    this(templates, dataDir, fonts, Optional.empty());
  }

  /**
   * @param onlyDeck when present, the fit check measures only that deck's cards: printing one deck
   *     reports what is wrong with the cards it prints, not with the other decks (forge validate
   *     and forge build check every card)
   */
  public RenderStage(Path templates, Path dataDir, FontSet fonts, Optional<String> onlyDeck) {
    this(templates, dataDir, fonts, onlyDeck, false);
  }

  private RenderStage(
      Path templates,
      Path dataDir,
      FontSet fonts,
      Optional<String> onlyDeck,
      boolean allowOverflow) {
    this.templates = templates;
    this.dataDir = dataDir;
    this.fonts = fonts;
    this.onlyDeck = onlyDeck;
    this.allowOverflow = allowOverflow;
  }

  /** This stage, reporting text that overflows its box as a warning ({@code allow}) or an error. */
  public RenderStage allowingOverflow(boolean allow) {
    return new RenderStage(templates, dataDir, fonts, onlyDeck, allow);
  }

  @Override
  public Optional<CardRenderer> load(Catalog catalog, SourceMap where, Diagnostics sink) {
    return load(catalog, where, sink, FitMemo.none());
  }

  /** Starts reading the templates on another thread; the next {@link #load} takes the result. */
  @Override
  public synchronized void prepare() {
    prepared = Background.start("forge-templates", this::read);
  }

  @Override
  public Optional<CardRenderer> load(
      Catalog catalog, SourceMap where, Diagnostics sink, FitMemo memo) {
    ReadTemplates read = takePrepared().orElseGet(this::read);
    sink.addAll(read.diagnostics());
    Optional<RenderResources> resources =
        read.templates().map(t -> t.forGame(catalog.game().name()));
    resources.ifPresent(
        r ->
            r.fitCheck(allowOverflow)
                .check(
                    catalog,
                    where,
                    sink,
                    deck ->
                        onlyDeck.isEmpty()
                            || org.legendsforge.kit.print.DeckChoice.matches(
                                onlyDeck.get(), deck.id(), deck.kind(), deck.name()),
                    memo));
    return resources.map(RenderResources::renderer);
  }

  /** The templates as read, and what reading them reported. */
  private record ReadTemplates(
      Optional<RenderResources.Templates> templates, Diagnostics diagnostics) {}

  private ReadTemplates read() {
    Diagnostics found = new Diagnostics();
    return new ReadTemplates(
        RenderResources.read(templates, Optional.of(dataDir), fonts, found), found);
  }

  private synchronized Optional<ReadTemplates> takePrepared() {
    CompletableFuture<ReadTemplates> future = prepared;
    prepared = null;
    if (future == null) {
      return Optional.empty();
    }
    return Optional.of(Background.join(future));
  }
}
