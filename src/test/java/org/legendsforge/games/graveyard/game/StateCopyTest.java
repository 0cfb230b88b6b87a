package org.legendsforge.games.graveyard.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.rules.MinStd;
import org.legendsforge.testing.ShippedData;

/**
 * A copy of a state is independent: whatever is applied to it leaves the original exactly as it was
 * (every field compared), and applying the same action to both gives equal states.
 */
class StateCopyTest {
  static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {3, 11})
  void applyingToACopyLeavesTheOriginalAsItWas(long seed) throws Exception {
    Engine engine = new Engine(SHIPPED);
    GameState s = engine.newGame(seed, false);
    MinStd pick = new MinStd(seed);
    for (int i = 0; i < 3000 && !s.over(); i++) {
      List<Action> legal = engine.legalActions(s);
      String before = fingerprint(s);
      GameState copy = s.copy();
      assertThat(fingerprint(copy)).isEqualTo(before);
      Action tried = legal.get(pick.below(legal.size()));
      engine.apply(copy, tried);
      assertThat(fingerprint(s)).as("original after action %d on a copy", i).isEqualTo(before);
      engine.apply(s, tried);
      assertThat(fingerprint(s)).isEqualTo(fingerprint(copy));
    }
  }

  /** The other way round: a copy shares what it can with its original until either changes. */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {3, 11})
  void applyingToTheOriginalLeavesACopyAsItWas(long seed) throws Exception {
    Engine engine = new Engine(SHIPPED);
    GameState s = engine.newGame(seed, false);
    MinStd pick = new MinStd(seed);
    GameState older = s.copy();
    String olderPrint = fingerprint(older);
    for (int i = 0; i < 3000 && !s.over(); i++) {
      List<Action> legal = engine.legalActions(s);
      GameState copy = s.copy();
      String before = fingerprint(copy);
      engine.apply(s, legal.get(pick.below(legal.size())));
      assertThat(fingerprint(copy)).as("copy after action %d on the original", i).isEqualTo(before);
      if (i % 100 == 0) {
        assertThat(fingerprint(older)).as("a copy made %d actions ago", i).isEqualTo(olderPrint);
        older = copy;
        olderPrint = before;
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {3, 11})
  void aResampledCopyDealsAgainOnlyWhatNoPlayerSees(long seed) throws Exception {
    Engine engine = new Engine(SHIPPED);
    GameState s = engine.newGame(seed, true);
    MinStd pick = new MinStd(seed);
    for (int i = 0; i < 400 && !s.over(); i++) {
      List<Action> legal = engine.legalActions(s);
      engine.apply(s, legal.get(pick.below(legal.size())));
    }
    String before = fingerprint(s);
    GameState r = s.resampled(seed + 1000);
    assertThat(fingerprint(s)).as("the original").isEqualTo(before);
    assertThat(seen(r)).as("what players see").isEqualTo(seen(s));
    assertThat(sorted(r.piles.turnDraw())).isEqualTo(sorted(s.piles.turnDraw()));
    assertThat(sorted(r.piles.chaosDeck())).isEqualTo(sorted(s.piles.chaosDeck()));
    for (int d = 0; d < Cards.SPELL_DECKS; d++) {
      assertThat(sorted(r.piles.spellDraw(d))).isEqualTo(sorted(s.piles.spellDraw(d)));
    }
    assertThat(r.rngState()).isNotEqualTo(s.rngState());
  }

  /** The fingerprint without the face-down piles and the generator. */
  private static String seen(GameState s) throws IllegalAccessException {
    return Arrays.stream(fingerprint(s).split("\n"))
        .filter(
            line ->
                !line.startsWith("piles.turnDraw=")
                    && !line.startsWith("piles.spellDraw=")
                    && !line.startsWith("piles.chaosDeck=")
                    && !line.startsWith("rng="))
        .toList()
        .toString();
  }

  private static int[] sorted(int[] pile) {
    int[] out = pile.clone();
    Arrays.sort(out);
    return out;
  }

  /**
   * Every instance field of the state and of its parts (the sub-states it is made of, {@link Score}
   * and the others), arrays by content.
   */
  static String fingerprint(GameState s) throws IllegalAccessException {
    StringBuilder out = new StringBuilder();
    fields(s, "", out);
    return out.toString();
  }

  private static void fields(Object o, String prefix, StringBuilder out)
      throws IllegalAccessException {
    for (Field f : o.getClass().getDeclaredFields()) {
      // transient: bookkeeping of how a part shares its arrays, not what the state holds
      if (Modifier.isStatic(f.getModifiers())
          || Modifier.isTransient(f.getModifiers())
          || f.getType() == Table.class) {
        continue;
      }
      f.setAccessible(true);
      Object v = f.get(o);
      if (v != null && isPart(v.getClass())) {
        fields(v, prefix + f.getName() + ".", out);
        continue;
      }
      String text =
          v instanceof int[] a
              ? Arrays.toString(a)
              : v instanceof long[] l
                  ? Arrays.toString(l)
                  : v instanceof int[][] aa
                      ? Arrays.deepToString(aa)
                      : v instanceof MinStd r ? String.valueOf(r.state()) : String.valueOf(v);
      out.append(prefix).append(f.getName()).append('=').append(text).append('\n');
    }
  }

  /** A part of the state: a class of the engine's own that is neither a value nor the table. */
  private static boolean isPart(Class<?> c) {
    return c.getPackage() == GameState.class.getPackage() && !c.isEnum() && !c.isRecord();
  }
}
