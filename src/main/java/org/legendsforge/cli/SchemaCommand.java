package org.legendsforge.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.legendsforge.data.SchemaWriter;
import org.legendsforge.pipeline.ProjectPaths;
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
  @Option(names = "--file", paramLabel = "FILE", description = "Print the schema of one data file (e.g. heroes.yaml, spells/fire.yaml) to standard output.")
  String file;

  @Option(names = "--out", paramLabel = "DIR", description = "Where to write all schemas (default: output/schema in the project).")
  Path out;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    Map<String, String> all = new SchemaWriter().all();
    if (file != null) {
      String text = all.get(file.replace('\\', '/'));
      if (text == null) {
        return Usage.error(spec, "\"" + file + "\" is not a card-data file", "choose one of " + String.join(", ", all.keySet()));
      }
      spec.commandLine().getOut().print(text);
      return ExitCodes.OK;
    }
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dir = out != null ? paths.userDir().resolve(out) : paths.output(null).resolve("schema");
    Files.createDirectories(dir);
    for (Map.Entry<String, String> e : all.entrySet()) {
      Path p = dir.resolve(SchemaWriter.schemaFileName(e.getKey()));
      Files.writeString(p, e.getValue());
      spec.commandLine().getOut().println(e.getKey() + " -> " + paths.display(p));
    }
    return ExitCodes.OK;
  }
}
