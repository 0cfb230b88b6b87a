package org.legendsforge.games.graveyard.playtest;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.data.BalanceWeightsLoader;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.report.ReportBuilder;
import org.legendsforge.kit.diag.Diagnostics;

/** A card-data folder loaded for playtests, and small seeded playtests of it. */
public record PlaytestFixture(Catalog catalog, BalanceWeights weights) {
  public static PlaytestFixture load(Path dataDir) {
    Path project = Path.of("").toAbsolutePath();
    Catalog c = new CardDataLoader(project).load(dataDir).catalog().orElseThrow();
    Set<String> ids = new HashSet<>();
    c.printedCards().forEach(dc -> ids.add(dc.card().id()));
    BalanceWeights w =
        new BalanceWeightsLoader(project).load(dataDir, ids, new Diagnostics()).orElseThrow();
    return new PlaytestFixture(c, w);
  }

  public Batch play(
      String bot, long firstSeed, int games, int threads, Playtest.Compensation compensation) {
    return play(
        new Playtest.Options(List.of(bot, bot), firstSeed, games, threads, 5000, compensation));
  }

  public Batch play(Playtest.Options o) {
    try {
      return new Playtest(catalog, weights, "test-data").run(o, n -> {});
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }

  public BalanceModel model() {
    return new BalanceModel(weights);
  }

  public PlaytestReport report(Batch b) {
    return new ReportBuilder(catalog, model()).build(b);
  }
}
