package org.legendsforge.games.graveyard.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCell;

/** "that stands on W or a river", "that is not Stuck": how a card tests one hero's state. */
class HeroConditionTest {
  private static final TerrainCell PLAINS = new TerrainCell(Terrain.PLAINS, false);
  private static final TerrainCell PLAINS_RIVER = new TerrainCell(Terrain.PLAINS, true);
  private static final TerrainCell SEA = new TerrainCell(Terrain.SEA, false);
  private static final TerrainCell HILLS = new TerrainCell(Terrain.HILLS, false);

  private static HeroCondition standsOn(Terrain... t) {
    return new HeroCondition(Set.of(t), Set.of(), Set.of());
  }

  @Test
  void waterMeansTheSeaOrAnyLandCellWithARiverAsInAMovementSpec() {
    HeroCondition water = standsOn(Terrain.SEA);
    assertThat(water.test(SEA, Set.of())).isTrue();
    assertThat(water.test(PLAINS_RIVER, Set.of())).isTrue();
    assertThat(water.test(PLAINS, Set.of())).isFalse();
  }

  @Test
  void aLandTypeMatchesWithOrWithoutARiver() {
    HeroCondition high = standsOn(Terrain.HILLS, Terrain.MOUNTAIN);
    assertThat(high.test(HILLS, Set.of())).isTrue();
    assertThat(high.test(new TerrainCell(Terrain.MOUNTAIN, true), Set.of())).isTrue();
    assertThat(high.test(PLAINS, Set.of())).isFalse();
  }

  @Test
  void withNeedsOneOfTheStatusesAndWithoutNoneOfThem() {
    HeroCondition stuckOrStunned =
        new HeroCondition(Set.of(), Set.of(Status.STUCK, Status.STUN), Set.of());
    assertThat(stuckOrStunned.test(PLAINS, Set.of(Status.STUN))).isTrue();
    assertThat(stuckOrStunned.test(PLAINS, Set.of(Status.SLOW))).isFalse();
    HeroCondition notStuck = new HeroCondition(Set.of(), Set.of(), Set.of(Status.STUCK));
    assertThat(notStuck.test(PLAINS, Set.of(Status.SLOW, Status.DECAY))).isTrue();
    assertThat(notStuck.test(PLAINS, Set.of(Status.STUCK))).isFalse();
  }

  @Test
  void noRequirementPassesEveryHeroAnywhere() {
    assertThat(HeroCondition.ANY.isAny()).isTrue();
    assertThat(HeroCondition.ANY.test(SEA, Set.of(Status.STUN, Status.DECAY))).isTrue();
  }

  @Test
  void setsPrintInDeclarationOrderWhateverOrderTheyWereGivenIn() {
    HeroCondition a =
        new HeroCondition(
            Set.of(Terrain.MOUNTAIN, Terrain.HILLS), Set.of(Status.STUN, Status.STUCK), Set.of());
    HeroCondition b =
        new HeroCondition(
            Set.of(Terrain.HILLS, Terrain.MOUNTAIN), Set.of(Status.STUCK, Status.STUN), Set.of());
    assertThat(a.toString())
        .isEqualTo(b.toString())
        .contains("[HILLS, MOUNTAIN]")
        .contains("[STUN, STUCK]");
  }
}
