package org.legendsforge.games.graveyard.playtest.quality;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.play.SeedRunner;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * The skill trace ({@link SkillTrace}) under several variants of the rules on the same seeds
 * ({@code --compare-variants A,B --quality --skill-trace 8,16}): at each budget, the expert's win
 * rate against {@code greedy} under every variant, and each later variant's change from the first
 * paired seed by seed (a seed's games start alike under both, so the change is the mean of the
 * seeds' differences, −1, 0 or 1). A variant whose change climbs with the budget lets skill decide
 * more games than the first does.
 *
 * @param variants the variants' ids, the first the one the others are compared with
 * @param budgets one entry a budget, in the order asked
 */
public record VariantSkillTrace(
    String against, long firstSeed, int games, List<String> variants, List<Budget> budgets) {

  /**
   * One budget: the bot ({@code expert:N}), the expert's wins over all its games under each variant
   * (Wilson 95%; a game the turn limit ended is not a win), and each later variant's paired change.
   */
  public record Budget(
      int budget, String bot, Map<String, Estimate> expertWins, Map<String, Estimate> change) {}

  /**
   * Plays the trace on each of {@code catalogs} (one a variant of {@code ids}, the same card data);
   * {@code done} hears the seeds finished, every budget.
   */
  public static VariantSkillTrace play(
      List<String> ids, List<Catalog> catalogs, SkillTrace.Plan plan, IntConsumer done)
      throws InterruptedException {
    if (ids.size() != catalogs.size() || ids.size() < 2) {
      throw new IllegalArgumentException("one catalog a variant, two or more variants");
    }
    int n = ids.size();
    List<Engine> engines = catalogs.stream().map(Engine::new).toList();
    List<Budget> out = new ArrayList<>();
    int[] finished = {0};
    int games = plan.games();
    for (int budget : plan.budgets()) {
      String bot = "expert:" + budget;
      long[] wins = new long[n];
      long[] diff = new long[n];
      long[] diffSq = new long[n];
      SeedRunner.run(
          plan.firstSeed(),
          games,
          plan.threads(),
          seed -> {
            long[] won = new long[n];
            for (int i = 0; i < n; i++) {
              won[i] = SkillTrace.game(engines.get(i), bot, seed, plan.maxTurns())[0];
            }
            return won;
          },
          won -> {
            for (int i = 0; i < n; i++) {
              wins[i] += won[i];
              long d = won[i] - won[0];
              diff[i] += d;
              diffSq[i] += d * d;
            }
          },
          k -> done.accept(++finished[0]));
      Map<String, Estimate> rates = new LinkedHashMap<>();
      Map<String, Estimate> change = new LinkedHashMap<>();
      for (int i = 0; i < n; i++) {
        rates.put(ids.get(i), Estimate.proportion(wins[i], games));
        if (i > 0) {
          change.put(ids.get(i), Estimate.mean(diff[i], diffSq[i], games, 1));
        }
      }
      out.add(new Budget(budget, bot, rates, change));
    }
    return new VariantSkillTrace(
        SkillTrace.BASELINE, plan.firstSeed(), games, List.copyOf(ids), out);
  }
}
