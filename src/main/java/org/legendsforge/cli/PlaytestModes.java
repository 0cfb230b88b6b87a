package org.legendsforge.cli;

import java.nio.file.Path;
import java.util.List;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.pipeline.PlaytestRun;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The options of {@code forge playtest} that pick what it reports: the playtest (kept as a batch,
 * or batches merged, its verdicts checked with a stronger bot), or a study (two card sets, a ladder
 * of bots, variants); which go together is checked here.
 */
final class PlaytestModes {
  @Option(
      names = "--batch",
      paramLabel = "FILE",
      description = "Also write the tallies to FILE, to merge with other batches later (--merge).")
  Path batch;

  @Option(
      names = "--merge",
      paramLabel = "FILE",
      arity = "1..*",
      description = "Report on these batches merged, instead of playing.")
  List<Path> merge;

  @Option(
      names = "--since",
      paramLabel = "GIT_REF",
      description = "Compare with the card data as committed at GIT_REF: the same seeds on both.")
  String since;

  @Option(
      names = "--compare",
      paramLabel = "FOLDER",
      arity = "2",
      description = "Compare two card-data folders, OLD and NEW: the same seeds on both.")
  List<Path> compare;

  @Option(
      names = "--check-with",
      paramLabel = "BOT",
      description =
          "Play the first seeds again with BOT in every seat and mark each verdict robust (it"
              + " holds in both halves of the seeds and with BOT) or uncertain (default: "
              + DEFAULT_CHECK_BOT
              + "; none: no check, a verdict is then robust when it holds in both halves).")
  String checkWith;

  /** The bot --check-with plays when not told: the strongest. */
  static final String DEFAULT_CHECK_BOT = "expert";

  /** What --check-with takes for no check. */
  static final String NO_CHECK = "none";

  @Option(
      names = "--check-games",
      paramLabel = "M",
      description = "Games --check-with plays: the playtest's first M seeds (default: 300).")
  Integer checkGames;

  @Option(
      names = "--restricted-share",
      paramLabel = "PERCENT",
      description =
          "Force into play, in paired games on the same seeds, every spell and weapon the bots used"
              + " in under PERCENT of their chances (default: ${DEFAULT-VALUE}; 0: none), and judge"
              + " it by what using it does to the win rate.")
  double restrictedShare = PlaytestRun.DEFAULT_RESTRICTED_PERCENT;

  @Option(
      names = "--restricted-games",
      paramLabel = "N",
      description = "Paired games per card --restricted-share forces (default: ${DEFAULT-VALUE}).")
  int restrictedGames = PlaytestRun.DEFAULT_RESTRICTED_GAMES;

  @Option(
      names = "--ladder",
      paramLabel = "LIST",
      split = ",",
      description =
          "Play the same seeds with each bot of LIST in every seat (e.g. random,greedy,search:8)"
              + " and show their figures and verdicts side by side; writes"
              + " reports/playtest-ladder.html.")
  List<String> ladder;

  @Option(
      names = "--compare-variants",
      paramLabel = "LIST",
      split = ",",
      description =
          "Play the same seeds under each variant of LIST (rules names the designer's rules, e.g."
              + " rules,turn-order-compensation) and compare their turn order, orbs and length"
              + " side by side; writes reports/variants.html.")
  List<String> compareVariants;

  /** The playtest's own modes. */
  PlaytestRun.Modes playtest() {
    return new PlaytestRun.Modes(
        batch, merge, checkBot(), checkGames, restrictedShare / 100, restrictedGames);
  }

  /** The bot the verdicts are checked with: --check-with's, the default's, or none (null). */
  String checkBot() {
    if (checkWith == null) {
      return DEFAULT_CHECK_BOT;
    }
    return checkWith.equals(NO_CHECK) ? null : checkWith;
  }

  /**
   * Refuses modes that do not go together; {@code variant} and {@code compensation}: whether
   * --variant and --compensation were given.
   */
  void check(CommandLine cl, boolean variant, boolean compensation) {
    int modes = (merge != null ? 1 : 0) + (since != null ? 1 : 0) + (compare != null ? 1 : 0);
    if (modes > 1) {
      throw new ParameterException(
          cl, "--merge, --since and --compare each make their own report: give one of them");
    }
    checkVerdictOptions(cl, modes);
    checkRestrictedOptions(cl);
    checkVariantOptions(cl, modes, variant, compensation);
    if (batch != null && modes > 0) {
      throw new ParameterException(
          cl,
          "--batch keeps the tallies of games played here: it does not go with --merge, --since or"
              + " --compare");
    }
  }

  /** The checks of --variant and --compare-variants. */
  private void checkVariantOptions(
      CommandLine cl, int modes, boolean variant, boolean compensation) {
    if (compareVariants == null) {
      return;
    }
    if (variant) {
      throw new ParameterException(
          cl,
          "--compare-variants names the variants it plays: leave out --variant (put it in the"
              + " list)");
    }
    if (compareVariants.size() < 2
        || compareVariants.stream().distinct().count() != compareVariants.size()) {
      throw new ParameterException(
          cl,
          "--compare-variants compares two or more different variants, e.g. --compare-variants"
              + " rules,turn-order-compensation");
    }
    if (modes > 0 || batch != null || ladder != null || checkWith != null || compensation) {
      throw new ParameterException(
          cl,
          "--compare-variants plays its own games by the rules' compensation: it does not go with"
              + " --merge, --since, --compare, --batch, --ladder, --check-with or --compensation");
    }
  }

  /** The checks of --restricted-share and --restricted-games. */
  private void checkRestrictedOptions(CommandLine cl) {
    if (!(restrictedShare >= 0 && restrictedShare <= 100)) {
      throw new ParameterException(
          cl, "--restricted-share " + restrictedShare + " is not a percentage (0 to 100)");
    }
    int max = PlaytestGames.MAX_GAMES;
    if (restrictedGames < 1 || restrictedGames > max) {
      throw new ParameterException(
          cl,
          "--restricted-games " + restrictedGames + " is not a number of games (1 to " + max + ")");
    }
  }

  /** The checks of --check-with, --check-games and --ladder. */
  private void checkVerdictOptions(CommandLine cl, int modes) {
    if (checkGames != null && NO_CHECK.equals(checkWith)) {
      throw new ParameterException(
          cl,
          "--check-games says how many games --check-with plays: it does not go with --check-with"
              + " none");
    }
    int max = PlaytestGames.MAX_GAMES;
    if (checkGames != null && (checkGames < 1 || checkGames > max)) {
      throw new ParameterException(
          cl, "--check-games " + checkGames + " is not a number of games (1 to " + max + ")");
    }
    if (checkWith != null && !checkWith.equals(NO_CHECK)) {
      checkBot(cl, checkWith);
      if (since != null || compare != null || ladder != null) {
        throw new ParameterException(
            cl,
            "--check-with checks one playtest's verdicts: it does not go with --since, --compare"
                + " or --ladder");
      }
    }
    if (ladder == null) {
      return;
    }
    if (ladder.size() < 2) {
      throw new ParameterException(
          cl, "--ladder compares bots: give two or more, e.g. --ladder random,greedy,search:8");
    }
    for (String b : ladder) {
      checkBot(cl, b);
    }
    if (modes > 0 || batch != null) {
      throw new ParameterException(
          cl,
          "--ladder plays its own games: it does not go with --merge, --since, --compare or"
              + " --batch");
    }
    if (cl.getParseResult().hasMatchedOption("--bots")) {
      throw new ParameterException(
          cl, "--ladder names the bots (each in every seat): leave out --bots");
    }
  }

  private static void checkBot(CommandLine cl, String bot) {
    try {
      Seats.checkBot(bot);
    } catch (Seats.Refused e) {
      throw new ParameterException(cl, e.getMessage());
    }
  }
}
