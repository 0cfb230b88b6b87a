package org.legendsforge.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.cluster.Range;

/** Seeds are cut into ranges that cover each seed once, in order. */
class RangeTest {
  @Test
  void rangesCoverEverySeedOnceInOrder() {
    List<Range> r = Range.split(11, 25, 10);
    assertThat(r).containsExactly(new Range(11, 10), new Range(21, 10), new Range(31, 5));
  }

  @Test
  void eachMemberGetsAboutEightRangesAndNoneIsOverTheLimit() {
    assertThat(Range.size(400, 2, 250)).isEqualTo(25);
    assertThat(Range.size(1_000_000, 2, 250)).isEqualTo(250);
    assertThat(Range.size(3, 4, 250)).isEqualTo(1);
  }
}
