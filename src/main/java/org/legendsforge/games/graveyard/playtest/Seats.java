package org.legendsforge.games.graveyard.playtest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;

/**
 * Who plays: the lineup {@code --teams} names and the bot in each seat, as {@code forge play},
 * {@code playtest} and {@code tune} take them. A choice forge cannot play is {@link Refused}, with
 * the words that tell the user what to write instead.
 *
 * @param bots one bot name per player, in player order
 */
public record Seats(Lineup lineup, List<String> bots) {
  /**
   * The bot of {@code forge play} and {@code forge playtest} when none is named: one default, so a
   * playtest's game is the game {@code forge play --seed} shows.
   */
  public static final String DEFAULT_BOT = "greedy";

  /** The lineup when {@code --teams} is not given: one against one. */
  public static final String ONE_V_ONE = Lineup.ONE_V_ONE.key();

  public Seats {
    bots = List.copyOf(bots);
  }

  /** A lineup or bot forge does not know, or a number of bots that fits no seat. */
  public static final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message);
    }
  }

  /**
   * The seats of lineup {@code teams} with {@code bots}: one bot for every player, or one per
   * player, each one forge knows; {@code defaultBot} is the command's own default, shown in the
   * example.
   */
  public static Seats of(String teams, List<String> bots, String defaultBot) throws Refused {
    Lineup lineup =
        Lineup.of(teams)
            .orElseThrow(
                () -> new Refused("--teams " + teams + " is not a lineup; lineups: 1v1, 1v2, 2v2"));
    if (bots.size() != 1 && bots.size() != lineup.players()) {
      throw new Refused(
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
      checkBot(b);
    }
    return new Seats(
        lineup, bots.size() == 1 ? Collections.nCopies(lineup.players(), bots.get(0)) : bots);
  }

  /** Checks that forge knows the bot {@code name} (such as {@code greedy} or {@code search:8}). */
  public static void checkBot(String name) throws Refused {
    if (!Bots.known(name)) {
      throw new Refused(
          "unknown bot \""
              + name
              + "\"; bots: "
              + String.join(", ", Bots.NAMES)
              + " (or search:N, expert:N, N from 1 to 100000)");
    }
  }

  /** Whether the seats are the one-against-one game (the lineup {@code --teams} leaves out). */
  public boolean oneAgainstOne() {
    return lineup == Lineup.ONE_V_ONE;
  }

  /**
   * The bots of the game of {@code seed} on {@code engine}, each seeded from the game and its seat.
   */
  public List<Bot> create(Engine engine, long seed) {
    List<Bot> players = new ArrayList<>();
    for (int p = 1; p <= lineup.players(); p++) {
      players.add(Bots.create(bots.get(p - 1), engine, seed, p).orElseThrow());
    }
    return players;
  }
}
