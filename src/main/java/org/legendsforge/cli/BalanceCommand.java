package org.legendsforge.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.legendsforge.data.BalanceWeightsLoader;
import org.legendsforge.data.LoadResult;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.validate.BalanceModel;
import org.legendsforge.validate.BalanceReport;
import org.legendsforge.validate.BalanceTable;
import org.legendsforge.validate.BalanceWeights;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "balance",
    mixinStandardHelpOptions = true,
    description = {
      "Prices every card with the balance model (card-data/balance.yaml, rules-spec §11) and flags outliers.",
      "Exit status: 0 ok (flags are advice, not errors), 1 data errors, 2 usage errors."
    })
final class BalanceCommand implements Callable<Integer> {
  enum Format { text, json }

  @Mixin DataOptions dataOptions;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json.")
  Format format = Format.text;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.error(spec, "card-data folder " + paths.display(dataDir) + " does not exist", "pass an existing folder with --data DIR");
    }
    LoadResult loaded = Stages.data(paths).run(dataDir);
    Diagnostics sink = loaded.diagnostics();
    Optional<BalanceReport> report = loaded.catalog().flatMap(c -> report(c, paths, dataDir, sink));
    DiagnosticPrinter.text(sink, spec.commandLine().getErr());
    if (report.isEmpty()) {
      return ExitCodes.DATA;
    }
    if (format == Format.json) {
      spec.commandLine().getOut().println(new ObjectMapper().findAndRegisterModules().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(report.get()));
    } else {
      spec.commandLine().getOut().print(new BalanceTable().text(report.get()));
    }
    return ExitCodes.OK;
  }

  static Optional<BalanceReport> report(Catalog c, ProjectPaths paths, Path dataDir, Diagnostics sink) {
    Set<String> ids = new HashSet<>();
    c.printedCards().forEach(dc -> ids.add(dc.card().id()));
    Optional<BalanceWeights> weights = new BalanceWeightsLoader(paths.userDir()).load(dataDir, ids, sink);
    return weights.map(w -> BalanceReport.of(c, new BalanceModel(w)));
  }
}
