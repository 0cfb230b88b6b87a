package org.legendsforge.pipeline.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.stats.Tally;
import org.legendsforge.games.graveyard.playtest.stats.TallyJson;
import org.legendsforge.kit.cluster.RangeHandler;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.pipeline.CardSet;
import org.legendsforge.pipeline.ProjectPaths;

/**
 * A worker's playtest: the seeds of a range played on the card data the playtest shipped (loaded
 * and checked as {@code forge playtest} loads it, from the worker's scratch folder), its tallies
 * answered as JSON. The same games a local run plays: the same {@link Playtest}, the same seeds.
 */
public final class PlaytestWork implements RangeHandler {
  public static final String KIND = "playtest";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path scratch;
  private final int threads;
  private final Map<String, CardSet> loaded = new ConcurrentHashMap<>();

  /** Plays on {@code threads}; writes only below {@code scratch}. */
  public PlaytestWork(Path scratch, int threads) {
    this.scratch = scratch;
    this.threads = threads;
  }

  /** What a range is to play, as a worker reads it. */
  record Params(
      String cards,
      String digest,
      String teams,
      List<String> bots,
      int maxTurns,
      Playtest.Compensation compensation) {
    byte[] bytes() {
      ObjectNode n = JSON.createObjectNode();
      n.put("cards", cards);
      n.put("digest", digest);
      n.put("teams", teams);
      bots.forEach(n.putArray("bots")::add);
      n.put("maxTurns", maxTurns);
      n.put("compensation", compensation.name());
      try {
        return JSON.writeValueAsBytes(n);
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    }

    static Params of(byte[] bytes) throws IOException {
      JsonNode n = JSON.readTree(bytes);
      List<String> bots = new ArrayList<>();
      n.get("bots").forEach(b -> bots.add(b.asText()));
      return new Params(
          n.get("cards").asText(),
          n.get("digest").asText(),
          n.get("teams").asText(),
          bots,
          n.get("maxTurns").asInt(),
          Playtest.Compensation.valueOf(n.get("compensation").asText()));
    }
  }

  @Override
  public byte[] play(byte[] params, long first, int count, Shared shared) throws Refused {
    try {
      Params p = Params.of(params);
      CardSet set = set(p, shared);
      Playtest.Options o =
          new Playtest.Options(p.bots(), first, count, threads, p.maxTurns(), p.compensation());
      Batch b = set.playtest().run(o, n -> {});
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

  private static void put(ObjectNode out, String name, Tally t, TallyJson json) {
    if (t != null) {
      out.set(name, json.write(t));
    }
  }

  /** The card set of {@code p}: unpacked into scratch and loaded once, then kept. */
  private CardSet set(Params p, Shared shared) throws Refused, IOException {
    String key = p.digest() + " " + p.teams() + " " + String.join(",", p.bots());
    CardSet known = loaded.get(key);
    if (known != null) {
      return known;
    }
    Path dir = scratch.resolve(p.cards());
    if (!Files.isDirectory(dir)) {
      Path part = Files.createTempDirectory(scratch, ".unpacking-");
      CardBundle.unpack(shared.get(p.cards()), part);
      Files.move(part, dir);
    }
    Seats seats;
    try {
      seats = Seats.of(p.teams(), p.bots(), Seats.DEFAULT_BOT);
    } catch (Seats.Refused e) {
      throw new Refused(e.getMessage());
    }
    Diagnostics sink = new Diagnostics();
    Optional<CardSet> base = CardSet.load(new ProjectPaths(scratch, scratch), dir, seats, sink);
    if (base.isEmpty()) {
      throw new Refused(
          "the shipped card data does not load here (" + sink.errorCount() + " errors)");
    }
    int at = p.digest().indexOf('@');
    Optional<CardSet> set = at < 0 ? base : base.get().under(p.digest().substring(at + 1));
    if (set.isEmpty() || !set.get().digest().equals(p.digest())) {
      throw new Refused("the shipped card data is not the playtest's (its digest differs)");
    }
    loaded.put(key, set.get());
    return set.get();
  }
}
