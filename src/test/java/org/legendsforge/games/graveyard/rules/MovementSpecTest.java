package org.legendsforge.games.graveyard.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Collections;
import org.junit.jupiter.api.Test;

/** A hero's movement notation: at most ten parts, the most a move's budget can count. */
class MovementSpecTest {
  private static String parts(int n) {
    return String.join(" + ", Collections.nCopies(n, "1 P"));
  }

  @Test
  void aMovementOfTenPartsIsRead() throws NotationException {
    assertThat(MovementSpec.parse(parts(10)).allowances()).hasSize(10);
  }

  @Test
  void anEleventhPartIsRefusedWhereItStarts() {
    String text = parts(11);
    NotationException e =
        catchThrowableOfType(() -> MovementSpec.parse(text), NotationException.class);
    assertThat(e).isNotNull();
    assertThat(e.getMessage()).contains("at most 10 parts");
    assertThat(e.offset()).isEqualTo(text.lastIndexOf('+') + 1);
  }
}
