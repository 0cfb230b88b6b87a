package org.legendsforge.testing;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.data.BalanceWeightsLoader;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * A copy of the shipped data with a fire spell planted far too dear: Cinder Mote, 5 mana for 1
 * damage at range 1 (priced at 6 by the balance model, worth 1), the card bots decline.
 */
public final class PlantedFireSpell {
  public static final String ID = "cinder-mote";

  private static final String PLANTED =
      """

        - id: cinder-mote
          name: Cinder Mote
          cost: 5
          range: 1
          effects:
            - damage: 1
          flavour: A great deal of effort for a warm hand.
      """;

  /** The planted data under {@code parent}, its catalog and balance weights. */
  public record Planted(Path data, Catalog catalog, BalanceWeights weights) {}

  private PlantedFireSpell() {}

  public static Planted into(Path parent) {
    Path data = ShippedData.copyInto(parent);
    String fire = ShippedData.read(data, "spells/fire.yaml");
    ShippedData.edit(data, "spells/fire.yaml", fire, fire.stripTrailing() + "\n" + PLANTED);
    Path project = Path.of("").toAbsolutePath();
    Catalog catalog = new CardDataLoader(project).load(data).catalog().orElseThrow();
    Set<String> ids = new HashSet<>();
    catalog.printedCards().forEach(dc -> ids.add(dc.card().id()));
    Diagnostics sink = new Diagnostics();
    BalanceWeights weights =
        new BalanceWeightsLoader(project)
            .load(data, ids, sink)
            .orElseThrow(() -> new AssertionError(sink.sorted()));
    return new Planted(data, catalog, weights);
  }
}
