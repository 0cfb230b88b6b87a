package org.legendsforge.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.BalanceRun;
import org.legendsforge.pipeline.ProjectPaths;
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
    BalanceRun.Result result = BalanceRun.run(paths, dataDir, Optional.ofNullable(html));
    var err = spec.commandLine().getErr();
    DiagnosticPrinter.text(result.diagnostics(), err, paths, dataDir);
    if (!result.priced()) {
      return ExitCodes.DATA;
    }
    if (result.page().isPresent()) {
      BalanceRun.PageWritten page = result.page().get();
      if (page.failure().isPresent()) {
        return ExitCodes.failed(err, page.failure().get());
      }
      err.println("forge: wrote the balance page " + paths.display(page.file().orElseThrow()));
    }
    if (format == Format.json) {
      spec.commandLine().getOut().println(result.json());
    } else {
      spec.commandLine().getOut().print(result.table());
    }
    return ExitCodes.OK;
  }
}
