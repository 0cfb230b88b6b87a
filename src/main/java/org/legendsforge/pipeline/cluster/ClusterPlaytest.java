package org.legendsforge.pipeline.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.legendsforge.games.graveyard.diff.FolderDigest;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.SideNames;
import org.legendsforge.games.graveyard.playtest.stats.Tally;
import org.legendsforge.games.graveyard.playtest.stats.TallyJson;
import org.legendsforge.games.graveyard.playtest.studies.VariantComparison;
import org.legendsforge.kit.cluster.ClusterLink;
import org.legendsforge.kit.cluster.ClusterSecret;
import org.legendsforge.kit.cluster.Range;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.pipeline.CardSet;
import org.legendsforge.pipeline.CommandConsole;
import org.legendsforge.pipeline.PlaytestRun;

/**
 * A playtest's games played by the cluster's workers instead of this machine's threads: the card
 * data shipped once, the seeds cut into ranges, each range played once by some worker ({@link
 * PlaytestWork}), and the ranges' tallies merged in seed order into the batch a local run makes.
 * Tallies are whole-number sums, so the batch, and every report made of it, is the local one byte
 * for byte.
 */
public final class ClusterPlaytest implements PlaytestRun.Elsewhere, AutoCloseable {
  /** The largest range: a lost worker costs at most this many games played again. */
  static final int MAX_RANGE = 250;

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The cluster could not play the games; the message says why. */
  public static final class Failed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Failed(String why) {
      super(why);
    }
  }

  private final ClusterLink link;
  private final CommandConsole console;
  private final Set<String> shipped = new HashSet<>();

  private ClusterPlaytest(ClusterLink link, CommandConsole console) {
    this.link = link;
    this.console = console;
  }

  /** Connects to the workers at {@code addresses} that share {@code secret}. */
  public static ClusterPlaytest connect(
      List<String> addresses, String secret, String version, CommandConsole console) {
    try {
      return new ClusterPlaytest(
          ClusterLink.connect(addresses, ClusterSecret.of(secret), version), console);
    } catch (ClusterLink.Failed | IllegalArgumentException e) {
      throw new Failed(e.getMessage());
    }
  }

  @Override
  public Playtest.Runner runner(
      CardSet set, Map<String, String> patched, Playtest playtest, String what) {
    return o -> play(set, patched, playtest, what, o);
  }

  private Batch play(
      CardSet set, Map<String, String> patched, Playtest playtest, String what, Playtest.Options o)
      throws InterruptedException {
    String cards = share(set);
    byte[] params =
        new PlaytestWork.Params(
                cards,
                set.digest(),
                SideNames.lineup(o.bots()).key(),
                o.bots(),
                o.maxTurns(),
                o.compensation(),
                patched)
            .bytes();
    Progress.Task task = console.progress().start(what + " on the cluster", o.games());
    List<byte[]> results = spread(PlaytestWork.KIND, params, o, SideNames.against(o.bots()), task);
    return merged(set, playtest, o, results);
  }

  @Override
  public VariantComparison.Runner variants(CardSet set, List<String> ids, Progress.Task study) {
    return (variants, o) -> {
      byte[] params =
          new VariantWork.Params(
                  share(set),
                  set.digest(),
                  SideNames.lineup(o.bots()).key(),
                  o.bots(),
                  o.maxTurns(),
                  ids)
              .bytes();
      // the study's bar shows the seeds and the workers; their summary is a line of its own
      Progress.Task task =
          new Progress.Task() {
            @Override
            public void step() {
              study.step();
            }

            @Override
            public void detail(String line) {
              study.detail(line);
            }

            @Override
            public void finish(String summary) {
              console.note("forge: " + summary);
            }
          };
      List<byte[]> results =
          spread(VariantWork.KIND, params, o, "each under " + ids.size() + " variants", task);
      return summed(set, variants, results).runs(variants, o);
    };
  }

  /** Every range's sums of a variant comparison, added in seed order. */
  private static VariantComparison.Sums summed(
      CardSet set, List<Playtest> variants, List<byte[]> results) {
    VariantComparison.Sums sums = new VariantComparison.Sums(variants);
    TallyJson json = new TallyJson(set.catalog());
    for (byte[] r : results) {
      JsonNode answer;
      try {
        answer = JSON.readTree(r);
      } catch (IOException e) {
        throw new Failed("a worker's tallies do not read: " + e.getMessage());
      }
      if (!answer.isArray() || answer.size() != sums.variants()) {
        throw new Failed("a worker answered for another number of variants");
      }
      for (int i = 0; i < sums.variants(); i++) {
        JsonNode v = answer.get(i);
        long[] paired = new long[v.path("paired").size()];
        for (int k = 0; k < paired.length; k++) {
          paired[k] = v.get("paired").get(k).asLong();
        }
        try {
          sums.add(i, json.read(v.get("all")), json.read(v.get("odd")), paired);
        } catch (IllegalArgumentException e) {
          throw new Failed("a worker's tallies do not read: " + e.getMessage());
        }
      }
    }
    return sums;
  }

  /**
   * The answers of {@code kind} work on the seeds of {@code o}, in seed order; {@code task} hears
   * each game played as the workers tell them, each worker's games played of those given it beside
   * its bar ({@link WorkerProgress}), and a summary naming the games each worker played.
   */
  private List<byte[]> spread(
      String kind, byte[] params, Playtest.Options o, String games, Progress.Task task)
      throws InterruptedException {
    List<Range> ranges =
        Range.split(o.firstSeed(), o.games(), Range.size(o.games(), link.members(), MAX_RANGE));
    WorkerProgress workers = new WorkerProgress();
    int[] stepped = {0};
    long started = System.nanoTime();
    List<byte[]> results;
    try {
      results =
          link.spread(
              kind,
              params,
              ranges,
              new ClusterLink.Progress() {
                @Override
                public void sent(String member, Range r) {
                  workers.sent(member, r);
                  shown();
                }

                @Override
                public void playing(String member, Range r, int games) {
                  workers.playing(r, games);
                  shown();
                }

                @Override
                public void played(String member, Range r) {
                  workers.played(member, r);
                  shown();
                }

                @Override
                public void returned(String member, Range r) {
                  workers.returned(member, r);
                  shown();
                }

                /** The bar never steps back: games a lost worker had played are counted once. */
                private void shown() {
                  for (int n = Math.min(o.games(), workers.games()); stepped[0] < n; stepped[0]++) {
                    task.step();
                  }
                  task.detail(workers.line());
                }

                @Override
                public void note(String line) {
                  console.note("forge: " + line);
                }
              });
    } catch (ClusterLink.Failed e) {
      throw new Failed(e.getMessage());
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    for (; stepped[0] < o.games(); stepped[0]++) {
      task.step();
    }
    Map<String, Integer> byMember = workers.played();
    task.finish(
        String.format(
            Locale.ROOT,
            "%d games, %s, on %d workers (%s) (%.0f games/s)",
            o.games(),
            games,
            byMember.size(),
            byMember.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", ")),
            o.games() / Math.max(seconds, 1e-9)));
    return results;
  }

  /** The batch of every range's tallies, added in seed order. */
  private static Batch merged(
      CardSet set, Playtest playtest, Playtest.Options o, List<byte[]> results) {
    TallyJson json = new TallyJson(set.catalog());
    Tally rules = o.compensation().on() ? playtest.newTally() : null;
    Tally without = o.compensation().off() ? playtest.newTally() : null;
    Tally odd = playtest.newTally();
    try {
      for (byte[] r : results) {
        JsonNode n = JSON.readTree(r);
        add(rules, n.get("rules"), json);
        add(without, n.get("without"), json);
        add(odd, n.get("odd"), json);
      }
    } catch (IOException e) {
      throw new Failed("a worker's tallies do not read: " + e.getMessage());
    }
    return playtest.batch(o, rules, without, odd);
  }

  static void add(Tally into, JsonNode node, TallyJson json) {
    if (into != null) {
      if (node == null) {
        throw new Failed("a worker's answer lacks a tally the playtest asked for");
      }
      into.merge(json.read(node));
    }
  }

  /** Ships the card data of {@code set} once; its key on the cluster. */
  String share(CardSet set) {
    try {
      String key = "cards-" + FolderDigest.of(set.dir(), p -> true);
      if (shipped.add(key)) {
        link.share(key, CardBundle.of(set.dir()));
      }
      return key;
    } catch (IOException e) {
      throw new Failed("could not read the card data to ship: " + e.getMessage());
    }
  }

  @Override
  public void close() {
    link.close();
  }
}
