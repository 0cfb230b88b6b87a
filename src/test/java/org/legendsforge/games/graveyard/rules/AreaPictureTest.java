package org.legendsforge.games.graveyard.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AreaPictureTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "2r0d, OOXOO OXXXO XXXXX OXXXO OOXOO",
    "2r1d, OXXXO XXXXX XXXXX XXXXX OXXXO",
    "2r2d, XXXXX XXXXX XXXXX XXXXX XXXXX",
    "0r0d, X",
    "1r0d, OXO XXX OXO",
    "1r1d, XXX XXX XXX",
  })
  void picturesOfTheRules(String area, String picture) throws NotationException {
    assertThat(AreaPicture.of(AreaSpec.parse(area))).containsExactly(picture.split(" "));
  }
}
