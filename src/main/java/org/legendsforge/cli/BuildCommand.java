package org.legendsforge.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.BuildOptions;
import org.legendsforge.pipeline.BuildReport;
import org.legendsforge.pipeline.ProjectPaths;
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

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "The output folder (default: output in the project).")
  Path out;

  @Option(
      names = "--templates",
      paramLabel = "DIR",
      description = "The templates folder (default: templates in the project).")
  Path templates;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Seed of the map preview and the scripted setup (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @picocli.CommandLine.ParentCommand Forge parent;

  @Override
  public Integer call() {
    SeedOption.check(spec.commandLine(), "--seed", seed);
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    var settings = ProjectSettings.read(spec, paths, dataDir);
    if (settings.isEmpty()) {
      return ExitCodes.DATA;
    }
    var printOptions =
        printSetup.resolve(
            spec, settings.get().print(), paths.templates(templates).resolve("print"));
    if (printOptions.isEmpty()) {
      return ExitCodes.USAGE;
    }
    BuildOptions options =
        new BuildOptions(
            dataDir,
            paths.templates(templates),
            paths.output(out),
            seed,
            overflow.allow,
            settings.get().imageBaseUrl());
    var progress =
        TerminalProgress.forCommandLine(spec.commandLine().getErr(), parent.processStreams);
    BuildReport report = Stages.build(paths, options, printOptions.get(), progress).run(options);
    DiagnosticPrinter.text(report.diagnostics(), spec.commandLine().getErr(), paths, dataDir);
    if (report.failure().isPresent()) {
      return ExitCodes.failed(spec.commandLine().getErr(), report.failure().get());
    }
    if (report.diagnostics().hasErrors()) {
      spec.commandLine()
          .getErr()
          .println("forge: nothing was written; the last good output is unchanged");
      return ExitCodes.DATA;
    }
    spec.commandLine()
        .getOut()
        .println(
            "wrote "
                + String.join(", ", report.written())
                + " into "
                + paths.display(options.out()));
    return ExitCodes.OK;
  }
}
