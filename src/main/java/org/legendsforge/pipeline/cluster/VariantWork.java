package org.legendsforge.pipeline.cluster;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.function.IntConsumer;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.stats.TallyJson;
import org.legendsforge.games.graveyard.playtest.studies.VariantComparison;
import org.legendsforge.kit.cluster.RangeHandler;
import org.legendsforge.pipeline.CardSet;

/**
 * A worker's share of {@code --compare-variants}: each seed of a range played under every variant
 * named ({@link VariantComparison}, as on the designer's machine), answered as each variant's
 * tallies and its paired sums against the first.
 */
final class VariantWork implements RangeHandler {
  static final String KIND = "variants";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final ShippedCards cards;
  private final int threads;

  VariantWork(ShippedCards cards, int threads) {
    this.cards = cards;
    this.threads = threads;
  }

  /** What a range is to play: the card data, the bots and turn limit, the variants' ids. */
  record Params(
      String cards,
      String digest,
      String teams,
      List<String> bots,
      int maxTurns,
      List<String> ids) {
    Params {
      bots = List.copyOf(bots);
      ids = List.copyOf(ids);
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
      if (!set.variants().unknown(p.ids()).isEmpty()) {
        throw new Refused(
            "the shipped card data lacks the variants " + set.variants().unknown(p.ids()));
      }
      Playtest.Options o =
          new Playtest.Options(
              p.bots(), first, count, threads, p.maxTurns(), Playtest.Compensation.ON);
      VariantComparison.Sums sums =
          VariantComparison.sums(set.variants().playtests(p.ids()), o, played);
      TallyJson json = new TallyJson(set.catalog());
      ArrayNode out = JSON.createArrayNode();
      for (int i = 0; i < sums.variants(); i++) {
        ObjectNode v = out.addObject();
        v.set("all", json.write(sums.tally(i)));
        v.set("odd", json.write(sums.oddSeeds(i)));
        for (long x : sums.paired(i)) {
          v.withArray("paired").add(x);
        }
      }
      return JSON.writeValueAsBytes(out);
    } catch (IOException e) {
      throw new Refused("could not read the comparison's card data: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new Refused("the worker is stopping");
    }
  }
}
