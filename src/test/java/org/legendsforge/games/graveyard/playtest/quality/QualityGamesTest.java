package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.data.BalanceWeightsLoader;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.stats.GameRecord;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.testing.ShippedData;

/**
 * The quality study plays the playtest's own games: same seeds, same bots, same winner and length;
 * and its trace has one state per turn played, each turn with its player and table time.
 */
class QualityGamesTest {
  static final Catalog SHIPPED =
      new CardDataLoader(Path.of("")).load(ShippedData.folder()).catalog().orElseThrow();

  @Test
  void theTracedGamesAreThePlaytestsOwn() {
    Playtest.Options o =
        new Playtest.Options(List.of("greedy", "greedy"), 5, 2, 1, 5000, Playtest.Compensation.ON);
    Playtest playtest = new Playtest(SHIPPED, weights(), "test");
    QualityGames quality = new QualityGames(SHIPPED, TablePace.DEFAULT);
    for (long seed = 5; seed < 7; seed++) {
      GameRecord record = playtest.play(o, seed)[0];
      GameTrace trace = quality.trace(o, seed);
      assertThat(trace.winner()).isEqualTo(record.winner);
      assertThat(trace.length()).isEqualTo(record.turns);
      assertThat(trace.features().length).isEqualTo(record.turns);
      assertThat(trace.heuristic()).hasSize(record.turns);
      assertThat(trace.turns()).allSatisfy(t -> assertThat(t.player()).isBetween(1, 2));
      assertThat(trace.turns())
          .allSatisfy(t -> assertThat(t.seconds()).isGreaterThanOrEqualTo(4.0));
      assertThat(trace.turns())
          .anySatisfy(t -> assertThat(t.choice()).isEqualTo(GameTrace.Choice.REAL));
    }
  }

  @Test
  void aTurnLimitGameHasNoWinnerAndStopsAtTheLimit() {
    Playtest.Options o =
        new Playtest.Options(List.of("greedy", "greedy"), 5, 1, 1, 12, Playtest.Compensation.ON);
    GameTrace trace = new QualityGames(SHIPPED, TablePace.DEFAULT).trace(o, 5);
    assertThat(trace.decided()).isFalse();
    assertThat(trace.length()).isEqualTo(12);
    assertThat(trace.reason()).isEqualTo("turn-limit");
  }

  private static BalanceWeights weights() {
    java.util.Set<String> ids = new java.util.HashSet<>();
    SHIPPED.printedCards().forEach(dc -> ids.add(dc.card().id()));
    Diagnostics sink = new Diagnostics();
    return new BalanceWeightsLoader(Path.of(""))
        .load(ShippedData.folder(), ids, sink)
        .orElseThrow(() -> new AssertionError(sink.sorted()));
  }
}
