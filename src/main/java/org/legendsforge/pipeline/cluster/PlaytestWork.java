package org.legendsforge.pipeline.cluster;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.stats.Tally;
import org.legendsforge.games.graveyard.playtest.stats.TallyJson;
import org.legendsforge.kit.cluster.RangeHandler;
import org.legendsforge.pipeline.CardSet;

/**
 * A worker's playtest: the seeds of a range played on the card data the playtest shipped (loaded
 * and checked as {@code forge playtest} loads it, from the worker's scratch folder), its tallies
 * answered as JSON. The same games a local run plays: the same {@link Playtest}, the same seeds.
 */
public final class PlaytestWork implements RangeHandler {
  public static final String KIND = "playtest";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final ShippedCards cards;
  private final int threads;

  /** Plays on {@code threads} the card data {@code cards} holds. */
  PlaytestWork(ShippedCards cards, int threads) {
    this.cards = cards;
    this.threads = threads;
  }

  /** What a range is to play, as a worker reads it. */
  record Params(
      String cards,
      String digest,
      String teams,
      List<String> bots,
      int maxTurns,
      Playtest.Compensation compensation,
      Map<String, String> patched) {
    Params {
      patched = new TreeMap<>(patched);
    }

    byte[] bytes() {
      return WireJson.write(this);
    }

    static Params of(byte[] bytes) throws IOException {
      return WireJson.read(bytes, Params.class);
    }
  }

  @Override
  public byte[] play(byte[] params, long first, int count, Shared shared, IntConsumer played)
      throws Refused {
    try {
      Params p = Params.of(params);
      CardSet set = cards.set(p.cards(), p.digest(), p.teams(), p.bots(), shared);
      Playtest.Options o =
          new Playtest.Options(p.bots(), first, count, threads, p.maxTurns(), p.compensation());
      Batch b = playtest(set, p.patched()).run(o, played);
      TallyJson json = new TallyJson(set.catalog());
      ObjectNode out = JSON.createObjectNode();
      put(out, "rules", b.rules(), json);
      put(out, "without", b.withoutCompensation(), json);
      put(out, "odd", b.oddSeeds(), json);
      return JSON.writeValueAsBytes(out);
    } catch (IOException e) {
      throw new Refused("could not read the playtest's card data: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new Refused("the worker is stopping");
    }
  }

  /**
   * The playtest of {@code set}, or of its trial edit {@code patched} priced with the set's own
   * weights, as forge tune plays one ({@link CardSet#trial}).
   */
  private Playtest playtest(CardSet set, Map<String, String> patched) throws Refused {
    if (patched.isEmpty()) {
      return set.playtest();
    }
    Optional<Playtest> trial = set.trial(cards.paths(), patched);
    if (trial.isEmpty()) {
      throw new Refused("the trial edit of the card data does not load here");
    }
    return trial.get();
  }

  private static void put(ObjectNode out, String name, Tally t, TallyJson json) {
    if (t != null) {
      out.set(name, json.write(t));
    }
  }
}
