package org.legendsforge.cli;

import java.util.List;
import java.util.Optional;
import org.legendsforge.pipeline.PlaytestQuality;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code forge playtest --quality[=KIND=SECONDS,...]}: the game-quality report instead of the
 * playtest's, optionally at the designer's own pace (docs/quality.md).
 */
final class QualityOption {
  @Option(
      names = "--quality",
      arity = "0..1",
      fallbackValue = "",
      paramLabel = "PACE",
      description =
          "Report on the shape of the games instead (how early the winner is known, lead changes,"
              + " comebacks, real choices, waiting, table time); writes reports/quality.html."
              + " PACE sets seconds per action, e.g. attack=20,cast=30.")
  String pace;

  @Option(
      names = "--skill-trace",
      split = ",",
      paramLabel = "BUDGETS",
      description =
          "With --quality: also play expert:N against greedy for each budget N (e.g. 8,16,48),"
              + " expert in either seat, and report its win rate per budget (with"
              + " --compare-variants: under each variant, on the same seeds, with its paired"
              + " change).")
  List<Integer> skillBudgets;

  @Option(
      names = "--skill-games",
      paramLabel = "N",
      description = "Games --skill-trace plays a budget, from the first seed (default: 100).")
  Integer skillGames;

  /** The games --skill-trace plays a budget when not told: about a minute a budget of 16. */
  static final int DEFAULT_SKILL_GAMES = 100;

  boolean on() {
    return pace != null;
  }

  /** The skill trace asked for, if one is. */
  Optional<PlaytestQuality.SkillAsk> skill() {
    if (skillBudgets == null) {
      return Optional.empty();
    }
    return Optional.of(
        new PlaytestQuality.SkillAsk(
            List.copyOf(skillBudgets), skillGames != null ? skillGames : DEFAULT_SKILL_GAMES));
  }

  /**
   * --quality plays its own games by the rules: no study but the variants' comparison, no batch or
   * verdict check beside it.
   */
  void check(CommandLine cl, PlaytestModes modes, boolean compensation) {
    if (!on()) {
      if (skillBudgets != null || skillGames != null) {
        throw new ParameterException(
            cl, "--skill-trace and --skill-games add to the quality report: give --quality too");
      }
      return;
    }
    if (skillGames != null && skillBudgets == null) {
      throw new ParameterException(
          cl, "--skill-games says how many games --skill-trace plays: give --skill-trace too");
    }
    if (skillBudgets != null) {
      for (int b : skillBudgets) {
        if (b < 1) {
          throw new ParameterException(
              cl, "--skill-trace " + b + " is not a search budget (1 or more playouts)");
        }
      }
      if (skillGames != null && skillGames < 2) {
        throw new ParameterException(
            cl, "--skill-games " + skillGames + " is too few (2 or more: both seats)");
      }
    }
    if (modes.batch != null
        || modes.merge != null
        || modes.since != null
        || modes.compare != null
        || modes.checkWith != null
        || modes.ladder != null
        || compensation) {
      throw new ParameterException(
          cl,
          "--quality plays its own games by the rules: it does not go with --batch, --merge,"
              + " --since, --compare, --check-with, --ladder or --compensation (with"
              + " --compare-variants it adds each variant's figures to the comparison)");
    }
  }
}
