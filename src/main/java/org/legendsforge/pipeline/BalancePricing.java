package org.legendsforge.pipeline;

import java.util.Optional;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.report.BalancePage;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.ReportsTarget;

/** Gives the balance model for a catalog, or reports why there is none (balance.yaml errors). */
public interface BalancePricing {
  Optional<BalanceModel> model(Catalog catalog, Diagnostics sink);

  /** The balance report's page, priced by this, as the kit's reports target writes it. */
  default ReportsTarget.Page page() {
    return (game, sink) -> {
      Catalog catalog = Catalog.of(game);
      return model(catalog, sink).map(m -> new BalancePage().html(catalog, m));
    };
  }
}
