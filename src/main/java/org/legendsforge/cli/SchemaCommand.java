package org.legendsforge.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.SchemaFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "schema",
    mixinStandardHelpOptions = true,
    description = {
      "Writes the JSON Schema of each card-data file, so editors autocomplete and underline mistakes.",
      "Put '# yaml-language-server: $schema=<path to the schema>' as the first line of a data file."
    })
final class SchemaCommand implements Callable<Integer> {
  @Option(
      names = "--file",
      paramLabel = "FILE",
      description =
          "Print the schema of one data file (e.g. heroes.yaml, spells/fire.yaml) to standard output.")
  String file;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Where to write all schemas (default: output/schema in the project).")
  Path out;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    SchemaFiles schemas = new SchemaFiles();
    if (file != null) {
      Optional<String> text = schemas.of(file);
      if (text.isEmpty()) {
        return Usage.error(
            spec,
            "\"" + file + "\" is not a card-data file",
            "choose one of " + String.join(", ", schemas.dataFiles()));
      }
      spec.commandLine().getOut().print(text.get());
      return ExitCodes.OK;
    }
    ProjectPaths paths = ProjectPaths.fromSystem();
    SchemaFiles.Result result =
        out == null ? schemas.intoOutput(paths) : schemas.into(paths, paths.userDir().resolve(out));
    for (SchemaFiles.Written w : result.written()) {
      spec.commandLine().getOut().println(w.dataFile() + " -> " + paths.display(w.file()));
    }
    if (result.failure().isPresent()) {
      return ExitCodes.failed(spec.commandLine().getErr(), result.failure().get());
    }
    return ExitCodes.OK;
  }
}
