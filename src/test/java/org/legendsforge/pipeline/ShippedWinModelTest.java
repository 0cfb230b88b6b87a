package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.quality.GameTrace;
import org.legendsforge.games.graveyard.playtest.quality.QualityGames;
import org.legendsforge.games.graveyard.playtest.quality.StateFeatures;
import org.legendsforge.games.graveyard.playtest.quality.TablePace;
import org.legendsforge.games.graveyard.playtest.quality.WinProbabilityTrack;
import org.legendsforge.testing.ShippedData;

/**
 * The model kept with forge reads the features the quality study fits on, and a game played with it
 * is estimated state for state as the study reads that game's states.
 */
class ShippedWinModelTest {
  static final Catalog SHIPPED =
      new CardDataLoader(Path.of("")).load(ShippedData.folder()).catalog().orElseThrow();

  @Test
  void theKeptModelReadsTheStudysFeatures() {
    ShippedWinModel kept = ShippedWinModel.load();
    assertThat(kept.model().features()).isEqualTo(StateFeatures.NAMES);
    assertThat(kept.model().coefficients()).hasSize(StateFeatures.NAMES.size());
    assertThat(kept.model().games()).isEqualTo(500);
  }

  @Test
  void aPlayedGameIsEstimatedAsTheStudyReadsItsStates() throws Exception {
    ShippedWinModel kept = ShippedWinModel.load();
    OneGame game = new OneGame(SHIPPED);
    WinProbabilityTrack track = game.winTrack(kept.model());
    Seats seats = Seats.of("1v1", List.of("greedy"), "greedy");
    game.play(seats, 11, false, 5000, track);
    GameTrace trace =
        new QualityGames(SHIPPED, TablePace.DEFAULT)
            .trace(
                new Playtest.Options(
                    List.of("greedy", "greedy"), 11, 1, 1, 5000, Playtest.Compensation.ON),
                11);
    List<Double> side1 = track.side1();
    assertThat(side1).hasSize(trace.length() + 1);
    for (int j = 0; j < trace.length(); j++) {
      assertThat(side1.get(j)).isEqualTo(kept.model().side1(StateFeatures.of(trace, j)));
    }
  }
}
