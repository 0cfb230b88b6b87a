package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.data.BalanceWeightsLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * The balance weights of a card-data folder: its balance.yaml read for the catalog's printed cards
 * (a weight for a card that is not printed is an error there).
 */
public final class BalanceInputs {
  private BalanceInputs() {}

  /** The weights of {@code dataDir}'s balance.yaml, or empty with its problems in {@code sink}. */
  public static Optional<BalanceWeights> weights(Catalog c, Path dataDir, Diagnostics sink) {
    Set<String> ids = new HashSet<>();
    c.printedCards().forEach(dc -> ids.add(dc.card().id()));
    return new BalanceWeightsLoader(ProjectPaths.projectOf(dataDir)).load(dataDir, ids, sink);
  }
}
