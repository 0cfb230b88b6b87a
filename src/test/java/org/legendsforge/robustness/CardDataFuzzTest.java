package org.legendsforge.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.legendsforge.kit.output.OutputTree;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShownOutput;

/**
 * Mutation fuzzing of the shipped card data (issue 8, item 3). Each case copies the card data and
 * the last good build into its own folder, damages the data with one class of mutation (sometimes
 * two), runs {@code forge build}, and checks the promises: exit 0 or 1, only located diagnostics
 * with hints, no Java internals, nothing written outside the output folder, and the output folder
 * byte for byte the last good build when the data has errors.
 *
 * <p>Replay a case with {@code -Dfuzz.seed=S -Dfuzz.cases=1}; run longer with {@code
 * -Dfuzz.cases=5000}. See docs/robustness.md.
 */
class CardDataFuzzTest {
  private static final long FIRST_SEED = Long.getLong("fuzz.seed", 1L);
  private static final int CASES = Integer.getInteger("fuzz.cases", 154);

  /**
   * How many cases may end in a full build. Most damage is caught while loading, which is cheap;
   * the few cases whose data stays valid would otherwise cost a full render each as outputs are
   * added. Past the budget, a case whose data validates clean is checked through validate only.
   */
  private static final int FULL_BUILDS = Integer.getInteger("fuzz.fullBuilds", 2);

  @TempDir static Path shared;
  private static Path goodOut;
  private static Path out;
  private static TreeSnapshot goodBuild;
  private static boolean permissionsIgnored;
  private static final AtomicInteger fullBuilds = new AtomicInteger();

  @BeforeAll
  static void buildTheLastGoodOutput() throws IOException {
    Path data = ShippedData.copyInto(shared);
    goodOut = shared.resolve("good-out");
    ForgeRun run = ForgeRun.of("build", "--data", data.toString(), "--out", goodOut.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    goodBuild = TreeSnapshot.of(goodOut);
    out = shared.resolve("out");
    copyTree(goodOut, out);
    Path probe = Files.writeString(shared.resolve("probe"), "x");
    Files.setPosixFilePermissions(probe, PosixFilePermissions.fromString("---------"));
    permissionsIgnored = Files.isReadable(probe);
  }

  /**
   * Only these classes, when given ({@code -Dfuzz.only=UNREADABLE_FILE,SPECIAL_FILE}): .ci/run's
   * unprivileged run.
   */
  private static final java.util.Set<String> ONLY =
      java.util.Set.of(System.getProperty("fuzz.only", "").split(",")).stream()
          .filter(c -> !c.isBlank())
          .collect(java.util.stream.Collectors.toSet());

  static Stream<Arguments> cases() {
    return LongStream.range(FIRST_SEED, FIRST_SEED + CASES)
        .filter(seed -> ONLY.isEmpty() || ONLY.contains(Mutation.forCase(seed).name()))
        .mapToObj(seed -> Arguments.of(seed, Mutation.forCase(seed)));
  }

  @ParameterizedTest(name = "seed {0}: {1}")
  @MethodSource("cases")
  @Timeout(120)
  void forgeSurvivesDamagedCardData(long seed, Mutation mutation, @TempDir Path caseRoot)
      throws IOException {
    Assumptions.assumeFalse(
        mutation == Mutation.UNREADABLE_FILE && permissionsIgnored,
        "chmod 000 has no effect for this user (root): the unreadable-file mutation is skipped");
    Path data = ShippedData.copyInto(caseRoot);
    Random random = Mutation.random(seed);
    FuzzData fuzz = new FuzzData(data, random);
    List<String> done = new ArrayList<>();
    done.add(
        mutation + ": " + Objects.requireNonNullElse(mutation.apply(fuzz, caseRoot), "no change"));
    if (random.nextInt(4) == 0 && !mutation.alone()) {
      Mutation second = Mutation.values()[random.nextInt(Mutation.values().length)];
      if (!second.alone()) {
        try {
          done.add(
              second
                  + ": "
                  + Objects.requireNonNullElse(second.apply(fuzz, caseRoot), "no change"));
        } catch (RuntimeException e) {
          // the first mutation can leave nothing for the second to work on (a file already
          // deleted, or replaced by garbage with no lines to edit): the case runs with the first
          done.add(second + ": nothing left to damage");
        }
      }
    }
    String context = "seed " + seed + " (" + String.join("; ", done) + ")";
    boolean outIsTheGoodBuild = false;
    try {
      TreeSnapshot before = TreeSnapshot.of(caseRoot);
      List<String> besideOut = besideTheOutputFolder();
      if (fullBuilds.get() >= FULL_BUILDS) {
        ForgeRun validate = ForgeRun.of("validate", "--data", data.toString());
        check(context, validate, data);
        if (validate.exitCode() == 0) {
          assertThat(before.diff(TreeSnapshot.of(caseRoot)))
              .as(context + ": validate wrote into the data")
              .isEmpty();
          outIsTheGoodBuild = true;
          return;
        }
      }
      ForgeRun run = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
      check(context, run, data);
      assertThat(before.diff(TreeSnapshot.of(caseRoot)))
          .as(context + ": written outside the output folder")
          .isEmpty();
      assertThat(besideTheOutputFolder())
          .as(context + ": written beside the output folder")
          .isEqualTo(besideOut);
      if (run.exitCode() == 1) {
        assertThat(goodBuild.diff(TreeSnapshot.of(out)))
            .as(context + ": the last good build changed")
            .isEmpty();
        outIsTheGoodBuild = true;
      } else {
        fullBuilds.incrementAndGet();
        assertThat(out.resolve(OutputTree.MARKER)).as(context).exists();
        assertThat(ShownOutput.leftoverBuilds(out)).as(context).isEmpty();
      }
    } finally {
      restorePermissions(data);
      if (!outIsTheGoodBuild && Files.exists(out)) {
        // the next case starts again from the last good build
        Mutation.deleteTree(out);
        copyTree(goodOut, out);
      }
    }
  }

  /** What lies next to the output folder (a temporary sibling would be a write outside it). */
  private static List<String> besideTheOutputFolder() throws IOException {
    try (Stream<Path> s = Files.list(out.getParent())) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  private static void check(String context, ForgeRun run, Path data) {
    String err = run.err();
    String shown = context + "\nexit " + run.exitCode() + "\n" + FuzzData.printable(err, 3000);
    assertThat(run.exitCode()).as(shown).isIn(0, 1);
    assertThat(ErrorOutputCheck.problems(err, run.out(), data.toString())).as(shown).isEmpty();
  }

  /** Copies an output folder as it is: its links into the build folders stay links. */
  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        Path t = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
          Files.createDirectories(t);
        } else {
          Files.copy(
              p, t, StandardCopyOption.REPLACE_EXISTING, java.nio.file.LinkOption.NOFOLLOW_LINKS);
        }
      }
    }
  }

  /** Undoes chmod 000 so the case folder can be deleted, and removes links to devices. */
  private static void restorePermissions(Path data) {
    Path zero = data.resolve("art").resolve("zero.png");
    try {
      Files.deleteIfExists(zero);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    try (Stream<Path> top = Files.list(data)) {
      for (Path p : top.toList()) {
        if (!Files.isSymbolicLink(p)) {
          Files.setPosixFilePermissions(
              p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x" : "rw-r--r--"));
        }
        if (Files.isDirectory(p) && !Files.isSymbolicLink(p)) {
          try (Stream<Path> inner = Files.list(p)) {
            for (Path q : inner.toList()) {
              if (!Files.isSymbolicLink(q) && Files.isRegularFile(q)) {
                Files.setPosixFilePermissions(q, PosixFilePermissions.fromString("rw-r--r--"));
              }
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
