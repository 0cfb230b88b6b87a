package org.legendsforge.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.BuildOptions;
import org.legendsforge.pipeline.BuildPipeline;
import org.legendsforge.pipeline.BuildReport;
import org.legendsforge.pipeline.PrintRequest;
import org.legendsforge.pipeline.PrinterSetup;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.Stages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "build",
    mixinStandardHelpOptions = true,
    description = {
      "Validates the card data, then writes every output into the output folder.",
      "The output folder is replaced only when the whole build succeeds.",
      "The print PDFs follow forge.yaml's print: section and the print options below",
      "(the same as forge print's; an option given here counts for this run only).",
      "Exit status: 0 ok (warnings allowed), 1 data errors, 2 usage errors, 3 output failure,"
          + " 4 a bug in forge (--verbose shows it)."
    })
final class BuildCommand implements Callable<Integer>, NeedsFonts {
  @Mixin DataOptions dataOptions;

  @Mixin OverflowOption overflow;

  @Mixin PrintSetup printSetup;

  @Mixin VariantOption variant;

  @Mixin OutputFolders folders;

  @Mixin SetupSeed setupSeed;

  @Option(
      names = "--project",
      paramLabel = "DIR",
      description =
          "A data-only game: the folder holding its game.yaml and card files (see docs/new-game.md)"
              + " instead of the card data.")
  java.nio.file.Path project;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @picocli.CommandLine.ParentCommand Forge parent;

  /** What a user looks at: the cache and other hidden entries are the tool's own. */
  static java.util.List<String> shown(java.util.List<String> written) {
    return written.stream().filter(n -> !n.startsWith(".")).toList();
  }

  @Override
  public Integer call() {
    if (project != null) {
      return ProjectCommands.refused(
              spec,
              ProjectCommands.GAME_DATA_OPTIONS,
              java.util.List.of("--allow-overflow"),
              PrintSetup.OPTIONS)
          .orElseGet(
              () -> ProjectCommands.build(spec, ProjectPaths.fromSystem(), project, folders.out));
    }
    long seed = SeedOption.check(spec.commandLine(), "--seed", setupSeed.seed);
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
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
            settings.get().imageBaseUrl(),
            variant.id());
    var progress =
        TerminalProgress.forCommandLine(spec.commandLine().getErr(), parent.processStreams);
    BuildPipeline pipeline;
    try {
      pipeline =
          Stages.build(
              paths,
              options,
              PrintRequest.of(printSetup.printer()),
              settings.get().print(),
              progress);
    } catch (PrinterSetup.Refused e) {
      return Usage.error(spec, e.getMessage(), e.hint());
    }
    BuildReport report = pipeline.run(options);
    DiagnosticPrinter.text(report.diagnostics(), spec.commandLine().getErr(), paths, dataDir);
    java.util.OptionalInt unwritten = ExitCodes.unwritten(spec.commandLine().getErr(), report);
    if (unwritten.isPresent()) {
      return unwritten.getAsInt();
    }
    spec.commandLine()
        .getOut()
        .println(
            "wrote "
                + String.join(", ", shown(report.written()))
                + " into "
                + paths.display(options.out())
                + variant.id().map(v -> ", built for the variant " + v).orElse(""));
    return ExitCodes.OK;
  }
}
