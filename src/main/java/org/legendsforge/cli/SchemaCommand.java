package org.legendsforge.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.legendsforge.data.SchemaWriter;
import org.legendsforge.files.IoProblem;
import org.legendsforge.output.OutputTree;
import org.legendsforge.output.OwnFile;
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
  public Integer call() throws IOException {
    Map<String, String> all = new SchemaWriter().all();
    if (file != null) {
      String text = all.get(file.replace('\\', '/'));
      if (text == null) {
        return Usage.error(
            spec,
            "\"" + file + "\" is not a card-data file",
            "choose one of " + String.join(", ", all.keySet()));
      }
      spec.commandLine().getOut().print(text);
      return ExitCodes.OK;
    }
    ProjectPaths paths = ProjectPaths.fromSystem();
    if (out == null) {
      return intoOutput(paths, all);
    }
    Path dir = paths.userDir().resolve(out);
    try {
      // every file checked before the first is written: all of them, or none
      for (String name : all.keySet()) {
        SCHEMA.refuseUnlessOurs(
            dir.resolve(SchemaWriter.schemaFileName(name)).toAbsolutePath().normalize());
      }
      for (Map.Entry<String, String> e : all.entrySet()) {
        Path p = dir.resolve(SchemaWriter.schemaFileName(e.getKey()));
        SCHEMA.write(p, e.getValue());
        spec.commandLine().getOut().println(e.getKey() + " -> " + paths.display(p));
      }
    } catch (OwnFile.Refused e) {
      return Usage.error(spec, e.getMessage(), e.hint());
    } catch (IOException e) {
      return cannotWrite(paths, dir, e);
    }
    return ExitCodes.OK;
  }

  /** A schema forge wrote names itself in its title. */
  static final OwnFile SCHEMA =
      new OwnFile(java.util.List.of("\"title\" : \"Legends Forge card data: "));

  /**
   * Into output/schema, as a build writes them: staged and committed, the rest of the last build
   * kept.
   */
  private int intoOutput(ProjectPaths paths, Map<String, String> all) {
    OutputTree tree = new OutputTree(paths.output(null));
    try {
      tree.writePart(
          staging -> {
            Path dir = Files.createDirectories(staging.resolve("schema"));
            for (Map.Entry<String, String> e : all.entrySet()) {
              Files.writeString(dir.resolve(SchemaWriter.schemaFileName(e.getKey())), e.getValue());
            }
          });
    } catch (OutputTree.NotOurs e) {
      return Usage.notMadeByForge(spec, paths, e.folder(), "name the folder yourself: --out DIR");
    } catch (IOException e) {
      return cannotWrite(paths, tree.root(), e);
    }
    for (String name : all.keySet()) {
      spec.commandLine()
          .getOut()
          .println(
              name
                  + " -> "
                  + paths.display(
                      tree.root().resolve("schema").resolve(SchemaWriter.schemaFileName(name))));
    }
    return ExitCodes.OK;
  }

  private int cannotWrite(ProjectPaths paths, Path where, IOException e) {
    var err = spec.commandLine().getErr();
    err.println("forge: error: cannot write the schemas: " + IoProblem.withPath(e));
    err.println("  hint: check that " + paths.display(where) + " is writable");
    err.flush();
    return ExitCodes.ENVIRONMENT;
  }
}
