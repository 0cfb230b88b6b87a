package org.legendsforge.pipeline;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.output.OutputTree;

/**
 * {@code forge bench}'s door to the benchmarks, which live beside the product in {@code
 * target/forge-bench.jar} ({@code src/bench/java}): the shipped jar holds only the command, its
 * options and this. The benchmarks measure the shipped card data in the project's output folder.
 */
public final class Benchmarks {
  /** The jar the benchmarks are built into, beside forge's own. */
  public static final String JAR = "forge-bench.jar";

  static final String SUITE = "org.legendsforge.bench.BenchSuite";

  private Benchmarks() {}

  /** The options of a run, as the suite reads them. */
  public record Options(
      int runs,
      List<Integer> scales,
      Optional<String> maxHeap,
      int engineGames,
      boolean engineOnly,
      boolean botsOnly,
      int playtestGames) {}

  /** The benchmarks themselves, in the bench jar. */
  public interface Suite {
    void run(Options options, Catalog catalog, Path shipped, Path output, PrintWriter out)
        throws IOException, InterruptedException;
  }

  /** Why the benchmarks did not run. */
  public enum Refusal {
    /** The shipped card data has errors. */
    DATA_ERRORS,
    /** The output folder, where the builds are measured, is not forge's. */
    NOT_MADE_BY_FORGE,
    /** The bench jar is not beside forge's. */
    NOT_BUILT
  }

  /**
   * Runs the benchmarks of {@code options} on the shipped card data of {@code paths}, printing
   * their tables to {@code out}; empty when they ran, else why not.
   */
  public static Optional<Refusal> run(ProjectPaths paths, Options options, PrintWriter out)
      throws IOException, InterruptedException, ReflectiveOperationException {
    Path shipped = paths.data(null);
    Optional<Catalog> catalog = new CardDataLoader(paths.userDir()).load(shipped).catalog();
    if (catalog.isEmpty()) {
      return Optional.of(Refusal.DATA_ERRORS);
    }
    OutputTree tree = new OutputTree(output(paths));
    if (!options.engineOnly() && !tree.isOurs()) {
      return Optional.of(Refusal.NOT_MADE_BY_FORGE);
    }
    Optional<Suite> suite = suite();
    if (suite.isEmpty()) {
      return Optional.of(Refusal.NOT_BUILT);
    }
    suite.get().run(options, catalog.get(), shipped, tree.root(), out);
    return Optional.empty();
  }

  /** The output folder the benchmarks work in: the project's. */
  public static Path output(ProjectPaths paths) {
    return new OutputTree(paths.output(null)).root();
  }

  /**
   * The suite, from the class path (tests) or from the bench jar beside the jar (or classes folder)
   * forge runs from; empty when it was never built.
   */
  private static Optional<Suite> suite() throws ReflectiveOperationException, IOException {
    ClassLoader loader = Benchmarks.class.getClassLoader();
    try {
      Path code =
          Path.of(Benchmarks.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      Path jar = code.resolveSibling(JAR);
      if (Files.isRegularFile(jar)) {
        loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, loader);
      }
    } catch (URISyntaxException | SecurityException | NullPointerException unknown) {
      // no code source to look beside: the class path alone
    }
    try {
      return Optional.of(
          (Suite) Class.forName(SUITE, true, loader).getDeclaredConstructor().newInstance());
    } catch (ClassNotFoundException notBuilt) {
      return Optional.empty();
    }
  }
}
