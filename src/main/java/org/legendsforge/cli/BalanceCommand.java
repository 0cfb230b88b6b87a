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

  @Option(
      names = "--html",
      arity = "0..1",
      fallbackValue = "",
      paramLabel = "FILE",
      description = "Also write the report page with its charts: to FILE, or to reports/balance.html in the output folder when FILE is left out.")
  String html;

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
    if (html != null) {
      int code = writePage(paths, loaded.catalog().get(), dataDir);
      if (code != ExitCodes.OK) {
        return code;
      }
    }
    if (format == Format.json) {
      spec.commandLine().getOut().println(new ObjectMapper().findAndRegisterModules().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(report.get()));
    } else {
      spec.commandLine().getOut().print(new BalanceTable().text(report.get()));
    }
    return ExitCodes.OK;
  }

  /** Writes the page atomically (aside, then moved), so a reader never sees half of it. */
  private int writePage(ProjectPaths paths, Catalog c, Path dataDir) throws java.io.IOException {
    Path page;
    if (html.isEmpty()) {
      org.legendsforge.output.OutputTree tree = new org.legendsforge.output.OutputTree(paths.output(null));
      if (!tree.isOurs()) {
        return Usage.error(spec, "output folder " + paths.display(tree.root()) + " is not empty and was not made by forge", "name the page's file yourself: --html FILE");
      }
      page = tree.root().resolve(org.legendsforge.output.ReportsTarget.BALANCE_PAGE);
    } else {
      page = paths.userDir().resolve(html).normalize();
      if (Files.isDirectory(page)) {
        return Usage.error(spec, paths.display(page) + " is a folder", "name the page's file, e.g. --html balance.html");
      }
    }
    Diagnostics sink = new Diagnostics();
    Optional<BalanceWeights> weights = weights(c, paths, dataDir, sink);
    if (weights.isEmpty()) {
      return ExitCodes.DATA;
    }
    Files.createDirectories(page.toAbsolutePath().getParent());
    Path aside = page.resolveSibling("." + page.getFileName() + ".forge-tmp");
    Files.writeString(aside, new org.legendsforge.report.BalancePage().html(c, new BalanceModel(weights.get())), java.nio.charset.StandardCharsets.UTF_8);
    Files.move(aside, page, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    spec.commandLine().getErr().println("forge: wrote the balance page " + paths.display(page));
    return ExitCodes.OK;
  }

  static Optional<BalanceWeights> weights(Catalog c, ProjectPaths paths, Path dataDir, Diagnostics sink) {
    Set<String> ids = new HashSet<>();
    c.printedCards().forEach(dc -> ids.add(dc.card().id()));
    return new BalanceWeightsLoader(paths.userDir()).load(dataDir, ids, sink);
  }

  static Optional<BalanceReport> report(Catalog c, ProjectPaths paths, Path dataDir, Diagnostics sink) {
    Set<String> ids = new HashSet<>();
    c.printedCards().forEach(dc -> ids.add(dc.card().id()));
    Optional<BalanceWeights> weights = new BalanceWeightsLoader(paths.userDir()).load(dataDir, ids, sink);
    return weights.map(w -> BalanceReport.of(c, new BalanceModel(w)));
  }
}
