package org.legendsforge.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.legendsforge.games.graveyard.data.CardDataWriter;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.pipeline.Benchmarks;

/**
 * What {@code forge bench} measures, in order: builds in fresh JVMs (the shipped set, a one-card
 * rebuild, in forge watch and through a build server, a 540-card deck, the synthetic sets), then
 * the game engine, then the bots (docs/performance.md). It lives beside the product, in its own jar
 * ({@code target/forge-bench.jar}), which {@code forge bench} loads when asked ({@link
 * Benchmarks}).
 */
public final class BenchSuite implements Benchmarks.Suite {
  private Benchmarks.Options options;
  private PrintWriter out;

  @Override
  public void run(
      Benchmarks.Options options, Catalog catalog, Path shipped, Path output, PrintWriter out)
      throws IOException, InterruptedException {
    this.options = options;
    this.out = out;
    if (options.engineOnly()) {
      engine(catalog);
      return;
    }
    if (options.botsOnly()) {
      Path work = output.resolve("bench-work");
      deleteTree(work);
      Files.createDirectories(work);
      try {
        bots(work);
      } finally {
        deleteTree(work);
      }
      return;
    }
    Path work = output.resolve("bench-work");
    deleteTree(work);
    Files.createDirectories(work);
    try {
      BenchRunner runner = new BenchRunner(work, options.maxHeap());
      List<Measurement> results = new ArrayList<>();
      Path data1 = copyData(shipped, work.resolve("data-1x"));
      int cards1 = (int) catalog.printedCards().count();
      Path out1 = work.resolve("out-1x");
      results.add(
          report(
              out,
              runner.measure(
                  "clean full build, shipped set",
                  cards1,
                  options.runs(),
                  i -> deleteTree(out1),
                  build(data1, out1))));
      results.add(
          report(
              out,
              runner.measure(
                  "one-card rebuild (a spell's cost)",
                  cards1,
                  options.runs(),
                  i -> editFirstCost(data1.resolve("spells/fire.yaml"), 5 + i),
                  build(data1, out1))));
      results.add(
          report(
              out,
              runner.measureWatch(
                  "one-card rebuild in forge watch",
                  cards1,
                  Math.max(options.runs(), 5),
                  i -> editFirstCost(data1.resolve("spells/fire.yaml"), 1 + i % 4),
                  List.of(
                      "watch",
                      "--data",
                      data1.toString(),
                      "--out",
                      out1.toString(),
                      "--port",
                      "0"))));
      results.add(
          report(
              out,
              runner.measureServer(
                  "one-card rebuild, build server",
                  cards1,
                  Math.max(options.runs(), 5),
                  i -> editFirstCost(data1.resolve("spells/fire.yaml"), 1 + i % 4),
                  build(data1, out1))));
      // Before the large sets: this shared machine runs slower for minutes after a long full load,
      // which would count against whichever scenario comes after them.
      Catalog deck540 = SyntheticCatalog.withSpellDeckOf(catalog, Element.FIRE, 540);
      Path data540 = writeData(deck540, shipped, work.resolve("data-540"));
      Path o540 = work.resolve("out-540");
      String fireDeck =
          catalog
              .deck(org.legendsforge.games.graveyard.model.DeckKind.FIRE_SPELLS)
              .orElseThrow()
              .id();
      results.add(
          report(
              out,
              runner.measure(
                  "540-card deck, 9-up Letter PDF",
                  540,
                  options.runs(),
                  i -> deleteTree(o540),
                  List.of(
                      "print",
                      "--data",
                      data540.toString(),
                      "--out",
                      o540.toString(),
                      "--paper",
                      "letter",
                      "--margin",
                      "3",
                      "--deck",
                      fireDeck))));
      for (int factor : options.scales()) {
        Catalog big = SyntheticCatalog.scaled(catalog, factor);
        Path data = writeData(big, shipped, work.resolve("data-" + factor + "x"));
        Path o = work.resolve("out-" + factor + "x");
        results.add(
            report(
                out,
                runner.measure(
                    "clean full build, " + factor + "x set",
                    (int) big.printedCards().count(),
                    1,
                    i -> deleteTree(o),
                    build(data, o))));
        deleteTree(o);
      }
      out.println();
      out.println(Measurement.markdownHeader());
      results.forEach(m -> out.println(m.markdownRow()));
      out.flush();
      engine(catalog);
      bots(work);
    } finally {
      deleteTree(work);
    }
  }

  /** The engine's cost: random-bot games and the per-call costs a search pays (EngineBench). */
  private void engine(Catalog catalog) {
    out.println();
    out.printf(
        java.util.Locale.ROOT,
        "game engine: %d random-bot games a run, %d runs...%n",
        options.engineGames(),
        options.runs());
    out.flush();
    out.print(new EngineBench(catalog).run(options.engineGames(), options.runs()).markdown());
    out.flush();
  }

  /**
   * The bots' cost (BotBench): each bot's playtest on one thread and on every core, random and
   * greedy playtests of 4x the games (what the games cost once the JVM is warm, and memory flat in
   * their number), and the long greedy playtest.
   */
  private void bots(Path work) throws IOException, InterruptedException {
    int cores = Runtime.getRuntime().availableProcessors();
    out.println();
    out.println("bots: forge playtest in fresh JVMs, one scenario at a time...");
    out.flush();
    BotBench bench = new BotBench(work);
    String[][] scenarios = {
      {"random, one thread", "random", "3000", "1"},
      {"random, every core", "random", "6000", String.valueOf(cores)},
      {"random, 4x the games (steady)", "random", "24000", String.valueOf(cores)},
      {"greedy, one thread", "greedy", "300", "1"},
      {"greedy, every core", "greedy", "600", String.valueOf(cores)},
      {"greedy, 4x the games (memory)", "greedy", "2400", String.valueOf(cores)},
      {"search, every core", "search", "12", String.valueOf(cores)},
      {"search, 4x the games (steady)", "search", "48", String.valueOf(cores)},
    };
    // Round by round (every scenario once, then again), so a slow stretch of this shared machine
    // falls on every scenario rather than on all the runs of one.
    List<List<BotBench.Run>> runs = new ArrayList<>();
    for (int i = 0; i < scenarios.length; i++) {
      runs.add(new ArrayList<>());
    }
    for (int round = 0; round < options.runs(); round++) {
      for (int i = 0; i < scenarios.length; i++) {
        String[] s = scenarios[i];
        runs.get(i)
            .add(
                bot(
                    out,
                    bench.playtest(
                        s[0], s[1], Integer.parseInt(s[2]), Integer.parseInt(s[3]), "on")));
      }
    }
    if (options.playtestGames() > 0) {
      runs.add(
          List.of(
              bot(
                  out,
                  bench.playtest(
                      "greedy playtest as run by default ("
                          + options.playtestGames()
                          + " seeds, each played twice)",
                      "greedy",
                      options.playtestGames(),
                      cores,
                      "both"))));
    }
    out.println();
    out.println(BotBench.Run.markdownHeader());
    runs.forEach(r -> out.println(new BotBench.Repeated(r).markdownRow()));
    out.flush();
  }

  private static BotBench.Run bot(java.io.PrintWriter out, BotBench.Run r) {
    out.printf(
        java.util.Locale.ROOT,
        "%-40s %7.1f s  %d games%n",
        r.scenario(),
        r.wallMillis() / 1000.0,
        r.games());
    out.flush();
    return r;
  }

  private static Measurement report(java.io.PrintWriter out, Measurement m) {
    out.printf(
        java.util.Locale.ROOT,
        "%-40s %6.2f s  %d cards%n",
        m.scenario(),
        m.medianWall() / 1000.0,
        m.cards());
    out.flush();
    return m;
  }

  private static List<String> build(Path data, Path out) {
    return List.of("build", "--data", data.toString(), "--out", out.toString());
  }

  private static void editFirstCost(Path file, int cost) throws IOException {
    String text = Files.readString(file);
    Files.writeString(file, text.replaceFirst("(?m)^(\\s+cost:) \\d+", "$1 " + cost));
  }

  private static Path copyData(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        Path t = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(t);
        } else {
          Files.copy(p, t, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
    return to;
  }

  /** A synthetic set as card-data files, with the shipped balance weights and art beside it. */
  private static Path writeData(Catalog c, Path shipped, Path to) throws IOException {
    copyData(shipped, to);
    for (Map.Entry<String, String> e : new CardDataWriter().write(c).entrySet()) {
      Files.writeString(to.resolve(e.getKey()), e.getValue());
    }
    return to;
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
