package org.legendsforge.cli;

import java.util.concurrent.Callable;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.Validation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Checks the card data against its format and the rules model, measures every card against"
          + " the templates and prices it with the balance model: every problem forge build would"
          + " report, all at once.",
      "Exit status: 0 clean (warnings allowed), 1 data errors, 2 usage errors, 4 a bug in forge (--verbose shows it)."
    })
final class ValidateCommand implements Callable<Integer>, NeedsFonts {
  enum Format {
    text,
    json
  }

  @Mixin DataOptions dataOptions;

  @Mixin OverflowOption overflow;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json.")
  Format format = Format.text;

  @Option(
      names = "--templates",
      paramLabel = "DIR",
      description =
          "The templates folder (default: templates in the project); cards are measured against its layouts.")
  java.nio.file.Path templates;

  @Option(
      names = "--project",
      paramLabel = "DIR",
      description =
          "A data-only game: the folder holding its game.yaml and card files (see docs/new-game.md)"
              + " instead of the card data.")
  java.nio.file.Path project;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    if (project != null) {
      return ProjectCommands.validate(
          spec, ProjectPaths.fromSystem(), project, format == Format.json);
    }
    ProjectPaths paths = ProjectPaths.fromSystem();
    var dataDir = paths.data(dataOptions.data);
    if (!java.nio.file.Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    Validation result = Validation.of(paths, dataDir, paths.templates(templates), overflow.allow);
    if (format == Format.json) {
      spec.commandLine()
          .getOut()
          .println(
              DiagnosticPrinter.json(
                  DiagnosticPrinter.forConsole(result.diagnostics(), paths, dataDir)));
    } else {
      DiagnosticPrinter.text(result.diagnostics(), spec.commandLine().getErr(), paths, dataDir);
      if (result.valid()) {
        Validation.Counts c = result.counts().get();
        spec.commandLine()
            .getOut()
            .printf(
                "%s: %d cards in %d decks are valid%s%n",
                paths.display(dataDir),
                c.cards(),
                c.decks(),
                warnings(result.diagnostics().warningCount()));
      }
    }
    return result.diagnostics().hasErrors() ? ExitCodes.DATA : ExitCodes.OK;
  }

  /** After the count of valid cards: the warnings printed above it, which a build prints too. */
  private static String warnings(long n) {
    return n == 0
        ? ""
        : " (" + n + (n == 1 ? " warning" : " warnings") + " above: advice, a build goes on)";
  }
}
