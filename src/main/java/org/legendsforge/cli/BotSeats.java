package org.legendsforge.cli;

import java.util.Collections;
import java.util.List;
import org.legendsforge.bots.Bots;
import org.legendsforge.game.Lineup;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The checks of {@code --teams} and {@code --bots}, which {@code forge play} and {@code forge
 * playtest} take alike: a lineup they know, and one known bot for every player or one per player.
 */
final class BotSeats {
  /**
   * The bot of {@code forge play} and {@code forge playtest} when none is named: one default, so a
   * playtest's game is the game {@code forge play --seed} shows.
   */
  static final String DEFAULT_BOT = "greedy";

  private BotSeats() {}

  /** The lineup {@code --teams} names, or a usage error listing the lineups. */
  static Lineup lineup(CommandLine cl, String teams) {
    return Lineup.of(teams)
        .orElseThrow(
            () ->
                new ParameterException(
                    cl, "--teams " + teams + " is not a lineup; lineups: 1v1, 1v2, 2v2"));
  }

  /**
   * Checks that {@code bots} is one bot for every player or one per player of {@code lineup}, each
   * one forge knows; {@code defaultBot} is the command's own default, shown in the example.
   */
  static void check(CommandLine cl, List<String> bots, Lineup lineup, String defaultBot) {
    if (bots.size() != 1 && bots.size() != lineup.players()) {
      throw new ParameterException(
          cl,
          "--bots takes one bot for every player, or one per player ("
              + lineup.players()
              + " in "
              + lineup.key()
              + "), e.g. --bots "
              + defaultBot
              + " or --bots "
              + String.join(",", Collections.nCopies(lineup.players(), "random")));
    }
    for (String b : bots) {
      if (!Bots.known(b)) {
        throw new ParameterException(
            cl,
            "unknown bot \""
                + b
                + "\"; bots: "
                + String.join(", ", Bots.NAMES)
                + " (or search:N, N from 1 to 100000)");
      }
    }
  }
}
