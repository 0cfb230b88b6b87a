package org.legendsforge.games.graveyard.playtest.quality;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.game.Action;

/**
 * The designer sets the seconds of any kind of action; a kind or number it cannot read is named.
 */
class TablePaceTest {
  @Test
  void theDesignersSecondsReplaceTheDefaultsOfTheKindsHeNames() {
    TablePace p = TablePace.DEFAULT.with("attack=30, cast=0").pace().orElseThrow();
    assertThat(p.of(new Action.EndTurn())).isEqualTo(TablePace.DEFAULT.of(new Action.EndTurn()));
    assertThat(p.seconds().get("attack")).isEqualTo(30.0);
    assertThat(p.seconds().get("cast")).isEqualTo(0.0);
    assertThat(p.inOrder().keySet()).containsExactlyElementsOf(TablePace.KINDS);
  }

  @Test
  void anUnknownKindOrANegativeNumberIsRefusedWithTheReason() {
    assertThat(TablePace.DEFAULT.with("atack=3").problem().orElseThrow())
        .contains("\"atack\"")
        .contains("attack");
    assertThat(TablePace.DEFAULT.with("cast=-1").problem().orElseThrow()).contains("cast=10");
    assertThat(TablePace.DEFAULT.with("cast").problem()).isPresent();
  }
}
