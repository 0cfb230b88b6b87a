package org.legendsforge.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.legendsforge.data.LoadResult;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Hero;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.rules.PickupKind;
import org.legendsforge.rules.Setup;
import org.legendsforge.rules.SetupResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code forge setup --seed N [--data DIR] [--format text|json]}: the seeded setup of
 * docs/rules-model.md §7 from the card data (terrain deck and heroes in file order, pickup counts
 * from game.yaml), drawn exactly as {@link Setup} documents, so the Tabletop Simulator script can
 * replay it.
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
    LoadResult loaded = Stages.data(paths).run(dataDir);
    DiagnosticPrinter.text(loaded.diagnostics(), spec.commandLine().getErr(), paths, dataDir);
    if (loaded.catalog().isEmpty()) {
      return ExitCodes.DATA;
    }
    SetupResult result = run(loaded.catalog().get(), seed);
    var out = spec.commandLine().getOut();
    out.print(format == Format.json ? SetupReport.json(result) : SetupReport.text(result));
    out.flush();
    return ExitCodes.OK;
  }

  /** Setup's pure inputs taken from a catalog, in the card data's order. */
  static SetupResult run(Catalog c, long seed) {
    Map<PickupKind, Integer> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, c.pickupCount(k));
    }
    return Setup.run(seed, c.terrainCards(), c.heroes().stream().map(Hero::id).toList(), pickups);
  }
}
