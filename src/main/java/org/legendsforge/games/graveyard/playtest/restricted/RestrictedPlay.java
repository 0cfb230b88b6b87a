package org.legendsforge.games.graveyard.playtest.restricted;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.bots.Bot;
import org.legendsforge.games.graveyard.bots.Bots;
import org.legendsforge.games.graveyard.bots.ForcedCard;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.play.GameRecorder;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.playtest.play.SeedRunner;
import org.legendsforge.games.graveyard.playtest.stats.RealisedValue;

/**
 * The restricted-play room (docs/playtest.md, "Restricted play"; Jaffe et al. 2012): every card the
 * playtest's bots declined is forced into play in paired games with common random numbers. Seed
 * {@code s} is played once with the playtest's bots as they are and once with one seat's bot made
 * to use the card whenever it can ({@link Bots#forced}); same seed, same seats, so the two games
 * are the same game until the forced seat's first chance. The forced seat takes turns with the
 * seeds (player 1 + the seed modulo the players: in one against one player 2 on odd seeds and
 * player 1 on even ones), so both seat orders are played. What using the card gains or costs is the
 * forced side's win rate minus the plain side's on the same seeds ({@link RestrictedJudge}). The
 * plain game of a seed is played once for every card.
 */
public final class RestrictedPlay {
  /** Games per card when not told. */
  public static final int DEFAULT_GAMES = 200;

  /** Share of its chances below which a card is forced into play, when not told (1%). */
  public static final double DEFAULT_SHARE = 0.01;

  /** What to play: the playtest's bots by seat, its first seed and turn limit, games per card. */
  public record Options(List<String> bots, long firstSeed, int games, int maxTurns, int threads) {
    public Options {
      bots = List.copyOf(bots);
    }
  }

  private final Engine engine;
  private final RealisedValue value;

  /** {@code weights} value each use as a playtest does ({@link RealisedValue}). */
  public RestrictedPlay(Engine engine, BalanceWeights weights) {
    this.engine = engine;
    this.value = new RealisedValue(weights);
  }

  /**
   * One seed: whether the forced seat's side won the plain game, and per card its forced game: won,
   * the forced seat's uses, and their count, value and value squared ({@link SeatUses}).
   */
  private record Seed(boolean plainWon, boolean[] forcedWon, int[] uses, long[][] valued) {}

  /** Plays every candidate's pairs and judges each; {@code done} hears the seeds finished. */
  public List<PlaytestReport.Restricted> play(
      List<ForcedCandidate> candidates, Options o, IntConsumer done) throws InterruptedException {
    List<PairTally> tallies = new ArrayList<>();
    candidates.forEach(c -> tallies.add(new PairTally()));
    if (!candidates.isEmpty()) {
      SeedRunner.run(
          o.firstSeed(),
          o.games(),
          o.threads(),
          seed -> seed(candidates, o, seed),
          s -> {
            for (int i = 0; i < tallies.size(); i++) {
              tallies.get(i).add(s.plainWon(), s.forcedWon()[i], s.uses()[i]);
              long[] v = s.valued()[i];
              tallies.get(i).value(v[0], v[1], v[2]);
            }
          },
          done);
    }
    String bot = String.join(" / ", new java.util.LinkedHashSet<>(o.bots()));
    List<PlaytestReport.Restricted> out = new ArrayList<>();
    for (int i = 0; i < candidates.size(); i++) {
      out.add(RestrictedJudge.judge(candidates.get(i), tallies.get(i), bot));
    }
    return out;
  }

  /** The seat forced on {@code seed}: player 1 + the seed modulo the players. */
  static int forcedSeat(long seed, int players) {
    return 1 + (int) Math.floorMod(seed, (long) players);
  }

  private Seed seed(List<ForcedCandidate> candidates, Options o, long seed) {
    Lineup lineup = SideNames.lineup(o.bots());
    GameRunner.Options game = new GameRunner.Options(lineup, false, o.maxTurns());
    int seat = forcedSeat(seed, o.bots().size());
    int side = Lineup.sideOf(seat);
    boolean plainWon =
        GameRunner.play(engine, bots(o, seed, seat, null), seed, game, GameRunner.Observer.NONE)
                .winner()
            == side;
    boolean[] won = new boolean[candidates.size()];
    int[] uses = new int[candidates.size()];
    long[][] valued = new long[candidates.size()][];
    for (int i = 0; i < candidates.size(); i++) {
      ForcedCard card = candidates.get(i).card();
      GameRecorder recorder = new GameRecorder(engine, value, seed, lineup);
      SeatUses seatUses = new SeatUses(seat, card, recorder.record());
      won[i] =
          GameRunner.play(
                      engine,
                      bots(o, seed, seat, card),
                      seed,
                      game,
                      GameRunner.Observer.both(recorder, seatUses))
                  .winner()
              == side;
      uses[i] = seatUses.uses;
      valued[i] = new long[] {seatUses.uses, seatUses.valueMilli, seatUses.valueMilliSq};
    }
    return new Seed(plainWon, won, uses, valued);
  }

  /** The bots of a game, the one in {@code seat} forced to use {@code card} (null: none). */
  private List<Bot> bots(Options o, long seed, int seat, ForcedCard card) {
    List<Bot> out = new ArrayList<>();
    for (int p = 1; p <= o.bots().size(); p++) {
      String name = o.bots().get(p - 1);
      out.add(
          (p == seat && card != null
                  ? Bots.forced(name, engine, seed, p, card)
                  : Bots.create(name, engine, seed, p))
              .orElseThrow(() -> new IllegalArgumentException("no bot " + name)));
    }
    return out;
  }
}
