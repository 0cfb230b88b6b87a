package org.legendsforge.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.RulesQuestions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code forge setup --seed N [--data DIR] [--format text|json]}: the seeded setup of
 * docs/rules-model.md §7 from the card data (terrain deck and heroes in file order, pickup counts
 * from game.yaml), drawn exactly as the rules model's {@code Setup} documents, so the Tabletop
 * Simulator script can replay it.
 */
@Command(
    name = "setup",
    mixinStandardHelpOptions = true,
    description = {
      "Lays out the map, the 8 heroes, the pickups and the start player for a seed.",
      "Exit status: 0 ok, 1 data errors, 2 usage errors, 4 a bug in forge (--verbose shows it)."
    })
final class SetupCommand implements Callable<Integer> {
  enum Format {
    text,
    json
  }

  @Mixin DataOptions dataOptions;

  @Option(
      names = "--seed",
      required = true,
      paramLabel = "N",
      description = "The seed, 0 to 2^53-1; the same seed always gives the same setup.")
  long seed;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json.")
  Format format = Format.text;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    SeedOption.check(spec.commandLine(), "--seed", seed);
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    RulesQuestions.Answer setup =
        new RulesQuestions(paths, dataOptions.data).setup(dataDir, seed, format == Format.json);
    DiagnosticPrinter.text(setup.problems(), spec.commandLine().getErr(), paths, dataDir);
    if (setup.text().isEmpty()) {
      return ExitCodes.DATA;
    }
    var out = spec.commandLine().getOut();
    out.print(setup.text().get());
    out.flush();
    return ExitCodes.OK;
  }
}
