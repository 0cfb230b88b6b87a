package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.balance.BalanceModel;
import org.legendsforge.balance.BalanceReport;
import org.legendsforge.balance.BalanceWeights;
import org.legendsforge.data.BalanceWeightsLoader;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;

/**
 * The balance model of a card-data folder: its balance.yaml read for the catalog's printed cards (a
 * weight for a card that is not printed is an error there), and the report it prices them with.
 */
public final class BalanceInputs {
  private BalanceInputs() {}

  /** The weights of {@code dataDir}'s balance.yaml, or empty with its problems in {@code sink}. */
  public static Optional<BalanceWeights> weights(Catalog c, Path dataDir, Diagnostics sink) {
    Set<String> ids = new HashSet<>();
    c.printedCards().forEach(dc -> ids.add(dc.card().id()));
    return new BalanceWeightsLoader(ProjectPaths.projectOf(dataDir)).load(dataDir, ids, sink);
  }

  /** Every card priced with the weights of {@code dataDir}, or empty as {@link #weights} is. */
  public static Optional<BalanceReport> report(Catalog c, Path dataDir, Diagnostics sink) {
    return weights(c, dataDir, sink).map(w -> BalanceReport.of(c, new BalanceModel(w)));
  }
}
