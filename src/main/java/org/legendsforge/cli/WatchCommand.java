package org.legendsforge.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.preview.BuildStatus;
import org.legendsforge.kit.preview.GalleryId;
import org.legendsforge.kit.preview.PreviewServer;
import org.legendsforge.kit.preview.SourceWatcher;
import org.legendsforge.pipeline.BuildOptions;
import org.legendsforge.pipeline.BuildPipeline;
import org.legendsforge.pipeline.BuildReport;
import org.legendsforge.pipeline.OutputFolder;
import org.legendsforge.pipeline.PrintRequest;
import org.legendsforge.pipeline.PrinterSetup;
import org.legendsforge.pipeline.ProjectBuild;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.Stages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "watch",
    mixinStandardHelpOptions = true,
    header = "Rebuilds on every change and serves a live preview page on this computer.",
    // one paragraph, which picocli wraps to the terminal; lines of their own would break
    // mid-sentence
    description =
        "Builds once, serves the output folder's preview page (index.html) on this computer"
            + " only, and rebuilds whenever card-data or templates change; open pages reload by"
            + " themselves and show the errors of a failed rebuild over the last good output."
            + " With --project DIR it watches a data-only game's folder and rebuilds it as forge"
            + " build --project does. Ctrl-C stops.")
final class WatchCommand implements Callable<Integer>, NeedsFonts {
  private static final long DEBOUNCE_MS = 300;
  private static final long STOP_WAIT_MS = 15_000;

  @Mixin DataOptions dataOptions;

  @Mixin OverflowOption overflow;

  @Mixin OutputFolders folders;

  @Option(
      names = "--port",
      paramLabel = "N",
      description = "Port on 127.0.0.1 (default: ${DEFAULT-VALUE}; 0 picks a free one).")
  int port = 8750;

  @Mixin SetupSeed setupSeed;

  @Option(
      names = "--project",
      paramLabel = "DIR",
      description =
          "A data-only game: the folder holding its game.yaml (see docs/new-game.md), watched"
              + " instead of the card data; --out and --port go with it.")
  Path project;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @picocli.CommandLine.ParentCommand Forge parent;

  @Override
  public Integer call() {
    if (project != null) {
      return ProjectCommands.refused(
              spec, ProjectCommands.GAME_DATA_OPTIONS, List.of("--allow-overflow"))
          .orElseGet(this::watchProject);
    }
    long seed = SeedOption.check(spec.commandLine(), "--seed", setupSeed.seed);
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    if (port < 0 || port > 65535) {
      return badPort();
    }
    var settings = ProjectSettings.read(spec, paths, dataDir);
    if (settings.isEmpty()) {
      return ExitCodes.DATA;
    }
    BuildOptions options =
        new BuildOptions(
            dataDir,
            folders.templates(paths),
            folders.out(paths),
            seed,
            overflow.allow,
            settings.get().imageBaseUrl());
    PrintWriter err = spec.commandLine().getErr();
    if (!OutputFolder.isOurs(options.out())) {
      // Checked before serving: the server must never expose a folder forge did not make.
      return Usage.notMadeByForge(
          spec,
          paths,
          options.out(),
          "choose an empty or new folder with --out DIR; forge replaces what it writes there");
    }
    // the printer setup of forge.yaml, as every build keeps it; the first build shows its
    // progress, the rebuilds only their one line each
    BuildPipeline first;
    BuildPipeline again;
    try {
      PrintRequest print = PrintRequest.of(new PrintSetup().printer());
      first =
          Stages.build(
              paths,
              options,
              print,
              settings.get().print(),
              TerminalProgress.forCommandLine(err, parent.processStreams));
      again = Stages.build(paths, options, print, settings.get().print(), Progress.silent());
    } catch (PrinterSetup.Refused e) {
      return Usage.error(spec, e.getMessage(), e.hint());
    }
    return serveUntilStopped(shipped(paths, options, first, again));
  }

  /** The shipped game's watch: its card data and templates, built by the pipeline. */
  private static Watched shipped(
      ProjectPaths paths, BuildOptions options, BuildPipeline first, BuildPipeline again) {
    return new Watched(
        options.out(),
        List.of(options.data(), options.templates()),
        paths.display(options.data()) + " and " + paths.display(options.templates()),
        () -> first.run(options),
        () -> again.run(options),
        d -> DiagnosticPrinter.forConsole(d, paths, options.data()));
  }

  /**
   * {@code --project DIR}: the project folder watched (its output, when inside it, left out), each
   * rebuild {@code forge build --project}'s, which redraws only the cards whose inputs changed and
   * leaves the output as it was when the project has a mistake.
   */
  private int watchProject() {
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dir = ProjectCommands.folder(paths, project);
    if (!Files.isDirectory(dir)) {
      return ProjectCommands.missing(spec, paths, dir);
    }
    if (port < 0 || port > 65535) {
      return badPort();
    }
    Path out = ProjectCommands.out(paths, dir, folders.out);
    if (!OutputFolder.isOurs(out)) {
      return Usage.notMadeByForge(
          spec,
          paths,
          out,
          "choose an empty or new folder with --out DIR; forge replaces what it writes there");
    }
    ProjectBuild build = new ProjectBuild(dir, ProjectCommands.prefix(paths, dir));
    // its problems already name their files from where the user stands
    return serveUntilStopped(
        new Watched(
            out,
            List.of(dir),
            paths.display(dir),
            () -> build.build(out),
            () -> build.build(out),
            d -> d));
  }

  private int badPort() {
    return Usage.error(
        spec, "--port " + port + " is not a port number", "use 1 to 65535, or 0 for any free port");
  }

  /**
   * What a watch serves and rebuilds: the output folder, the folders whose changes rebuild it (and
   * how the first line names them), the first build and every later one, and how a report's
   * problems are shown on the console.
   */
  private record Watched(
      Path out,
      List<Path> folders,
      String shown,
      Supplier<BuildReport> first,
      Supplier<BuildReport> again,
      UnaryOperator<Diagnostics> forConsole) {}

  private int serveUntilStopped(Watched watched) {
    Rebuilds rebuilds =
        new Rebuilds(watched.out(), watched.forConsole(), spec.commandLine().getErr());
    Thread loop = Thread.currentThread();
    CountDownLatch stopped = new CountDownLatch(1);
    Thread hook = new Thread(() -> stop(loop, stopped), "forge-watch-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      return serve(watched, rebuilds);
    } finally {
      removeHook(hook);
      stopped.countDown();
    }
  }

  /** Takes the port first, so a busy port fails at once rather than after a whole build. */
  private int serve(Watched watched, Rebuilds rebuilds) {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try (PreviewServer server = PreviewServer.start(watched.out(), port);
        SourceWatcher watcher =
            new SourceWatcher(watched.folders(), List.of(watched.out()), DEBOUNCE_MS)) {
      // the address first: the page shows the last output (or that a build is under way) at once,
      // and reloads by itself when the first build is done
      stdout.println(
          "forge: serving " + server.url() + " (watching " + watched.shown() + "; Ctrl-C stops)");
      stdout.flush();
      long started = System.nanoTime();
      BuildReport built = watched.first().get();
      if (built.failure().isPresent()) {
        return ExitCodes.failed(err, built.failure().get());
      }
      server.publish(rebuilds.report("first build", built, System.nanoTime() - started));
      watch(watcher, watched.again(), server, rebuilds);
    } catch (BindException e) {
      err.println("forge: error: port " + port + " on 127.0.0.1 is in use");
      err.println("  hint: pass another --port N, or --port 0 for any free port");
      err.flush();
      return ExitCodes.ENVIRONMENT;
    } catch (IOException e) {
      err.println("forge: error: cannot serve or watch: " + IoProblem.withPath(e));
      err.flush();
      return ExitCodes.ENVIRONMENT;
    }
    stdout.println("forge: watch stopped");
    stdout.flush();
    return ExitCodes.OK;
  }

  /** Rebuilds after each batch of changes until the watcher closes or the thread is interrupted. */
  private static void watch(
      SourceWatcher watcher,
      Supplier<BuildReport> rebuild,
      PreviewServer server,
      Rebuilds rebuilds) {
    while (!Thread.currentThread().isInterrupted()) {
      Optional<List<String>> changed;
      try {
        changed = watcher.next();
      } catch (InterruptedException e) {
        return;
      }
      if (changed.isEmpty()) {
        return;
      }
      long started = System.nanoTime();
      BuildReport report = rebuild.get();
      if (Thread.currentThread().isInterrupted()) {
        return;
      }
      server.publish(
          rebuilds.report(
              describe(changed.get()) + " changed", report, System.nanoTime() - started));
    }
  }

  /**
   * Ctrl-C: ends the loop and waits (bounded) until it has closed the server and watcher; a build
   * under way is cut short and abandoned, which leaves the last good output in place.
   */
  private static void stop(Thread loop, CountDownLatch stopped) {
    loop.interrupt();
    try {
      stopped.await(STOP_WAIT_MS, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void removeHook(Thread hook) {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // Already shutting down (Ctrl-C): the hook is what ended the loop.
    }
  }

  static String describe(List<String> changed) {
    if (changed.size() <= 3) {
      return String.join(", ", changed);
    }
    return String.join(", ", changed.subList(0, 3)) + " and " + (changed.size() - 3) + " more";
  }

  /** Turns each build's report into the one line the user reads and the status pages receive. */
  private static final class Rebuilds {
    private final Path out;
    private final UnaryOperator<Diagnostics> forConsole;
    private final PrintWriter err;
    private long sequence;

    Rebuilds(Path out, UnaryOperator<Diagnostics> forConsole, PrintWriter err) {
      this.out = out;
      this.forConsole = forConsole;
      this.err = err;
    }

    BuildStatus report(String what, BuildReport report, long nanos) {
      sequence++;
      String time = String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
      String id = GalleryId.of(out);
      if (report.ok()) {
        long warnings = report.diagnostics().warningCount();
        err.println(
            "forge: "
                + what
                + ": ok"
                + (nanos > 0 ? " in " + time : "")
                + (warnings > 0
                    ? " ("
                        + warnings
                        + " warning"
                        + (warnings == 1 ? "" : "s")
                        + ", listed on the page)"
                    : ""));
        err.flush();
        return new BuildStatus(sequence, id, true, "");
      }
      String text =
          new DiagnosticFormatter().format(forConsole.apply(report.diagnostics()))
              + report
                  .failure()
                  .map(f -> "error: " + f.message() + "\n  hint: " + f.hint() + "\n")
                  .orElse("");
      err.print(text);
      long errors = report.diagnostics().errorCount();
      err.println(
          "forge: "
              + what
              + ": "
              + (errors > 0 ? errors + " error" + (errors == 1 ? "" : "s") : "failed")
              + (nanos > 0 ? " in " + time : "")
              + (id.isEmpty()
                  ? "; the page shows them until a build succeeds"
                  : "; the page shows them over the last good output"));
      err.flush();
      return new BuildStatus(sequence, id, false, text);
    }
  }
}
