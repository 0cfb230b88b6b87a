package org.legendsforge.pipeline;

import java.util.Optional;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.validate.BalanceWarnings;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FitMemo;

/**
 * The checks made once the card data has loaded and validated, by {@code forge validate} and {@code
 * forge build} through this one class, so validate reports every problem a build reports: every
 * card measured against the templates (text that overflows, unknown icons, art that will print
 * badly) and priced by the balance model, its outliers as warnings.
 */
public final class ProjectChecks {
  private final RendererSource renderers;
  private final BalancePricing pricing;

  /** {@code pricing} reads balance.yaml; its errors are data errors like any other. */
  public ProjectChecks(RendererSource renderers, BalancePricing pricing) {
    this.renderers = renderers;
    this.pricing = pricing;
  }

  /** Checks without the balance model (a card set priced elsewhere, or not at all). */
  public static ProjectChecks withoutPricing(RendererSource renderers) {
    return new ProjectChecks(renderers, (c, sink) -> Optional.empty());
  }

  /**
   * Runs the checks on {@code catalog}, reporting into the loaded data's diagnostics; the card
   * renderer when the templates could be read. {@code memo} keeps what the fit check measured.
   */
  public Optional<CardRenderer> check(Catalog catalog, LoadResult loaded, FitMemo memo) {
    Optional<CardRenderer> renderer =
        renderers.load(catalog, loaded.sources(), loaded.diagnostics(), memo);
    pricing
        .model(catalog, loaded.diagnostics())
        .ifPresent(m -> BalanceWarnings.report(catalog, m, loaded.sources(), loaded.diagnostics()));
    return renderer;
  }
}
