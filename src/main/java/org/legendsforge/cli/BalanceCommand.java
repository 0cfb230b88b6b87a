package org.legendsforge.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.balance.BalanceModel;
import org.legendsforge.balance.BalanceReport;
import org.legendsforge.balance.BalanceTable;
import org.legendsforge.balance.BalanceWeights;
import org.legendsforge.data.LoadResult;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.files.IoProblem;
import org.legendsforge.model.Catalog;
import org.legendsforge.output.OutputTree;
import org.legendsforge.output.OwnFile;
import org.legendsforge.output.ReportsTarget;
import org.legendsforge.pipeline.BalanceInputs;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.ReportPages;
import org.legendsforge.pipeline.Stages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "balance",
    mixinStandardHelpOptions = true,
    description = {
      "Prices every card with the balance model (card-data/balance.yaml) and flags outliers.",
      "Exit status: 0 ok (flags are advice, not errors), 1 data errors, 2 usage errors,"
          + " 4 a bug in forge (--verbose shows it)."
    })
final class BalanceCommand implements Callable<Integer> {
  enum Format {
    text,
    json
  }

  @Mixin DataOptions dataOptions;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json.")
  Format format = Format.text;

  @Option(
      names = "--html",
      arity = "0..1",
      fallbackValue = "",
      paramLabel = "FILE",
      description =
          "Also write the report page with its charts: to FILE, or to reports/balance.html in the output folder when FILE is left out.")
  String html;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    LoadResult loaded = Stages.data(paths).run(dataDir);
    Diagnostics sink = loaded.diagnostics();
    Optional<BalanceWeights> weights =
        loaded.catalog().flatMap(c -> BalanceInputs.weights(c, dataDir, sink));
    Optional<BalanceReport> report =
        weights.map(w -> BalanceReport.of(loaded.catalog().get(), new BalanceModel(w)));
    DiagnosticPrinter.text(sink, spec.commandLine().getErr(), paths, dataDir);
    if (report.isEmpty()) {
      return ExitCodes.DATA;
    }
    if (html != null) {
      int code = writePage(paths, loaded.catalog().get(), new BalanceModel(weights.get()));
      if (code != ExitCodes.OK) {
        return code;
      }
    }
    if (format == Format.json) {
      spec.commandLine()
          .getOut()
          .println(
              new ObjectMapper()
                  .findAndRegisterModules()
                  .enable(SerializationFeature.INDENT_OUTPUT)
                  .writeValueAsString(report.get()));
    } else {
      spec.commandLine().getOut().print(new BalanceTable().text(report.get()));
    }
    return ExitCodes.OK;
  }

  /**
   * Writes the page to the named file (never over a file forge did not write), or, when none is
   * named, into the output folder as a build would: staged and committed, the rest of the last
   * build kept.
   */
  private int writePage(ProjectPaths paths, Catalog c, BalanceModel model) {
    String text = ReportPages.balance(c, model);
    var err = spec.commandLine().getErr();
    Path page;
    try {
      if (html.isEmpty()) {
        OutputTree tree = new OutputTree(paths.output(null));
        tree.writePart(
            staging -> {
              Path staged = staging.resolve(ReportsTarget.BALANCE_PAGE);
              Files.createDirectories(staged.getParent());
              Files.writeString(staged, text, StandardCharsets.UTF_8);
            },
            "reports");
        page = tree.root().resolve(ReportsTarget.BALANCE_PAGE);
      } else {
        page = paths.userDir().resolve(html).normalize();
        PAGE.write(page, text);
      }
    } catch (OutputTree.NotOurs e) {
      return Usage.notMadeByForge(
          spec, paths, e.folder(), "name the page's file yourself: --html FILE");
    } catch (OwnFile.Refused e) {
      return Usage.error(spec, e.getMessage(), e.hint());
    } catch (IOException e) {
      err.println("forge: error: cannot write the balance page: " + IoProblem.withPath(e));
      err.println("  hint: check that the folder exists and is writable");
      err.flush();
      return ExitCodes.ENVIRONMENT;
    }
    err.println("forge: wrote the balance page " + paths.display(page));
    return ExitCodes.OK;
  }

  /** A balance page forge wrote holds this sentence near its top. */
  static final OwnFile PAGE =
      new OwnFile(java.util.List.of("Every card priced in one unit, <em>value</em>"));
}
