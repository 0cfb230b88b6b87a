package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.data.SchemaWriter;
import org.legendsforge.kit.diag.OutputFailure;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.output.OutputTree;
import org.legendsforge.kit.output.OwnFile;

/**
 * {@code forge schema}: the JSON Schema of each card-data file, one of them as text, or all of them
 * written into a folder the user names or into the output folder's schema/.
 */
public final class SchemaFiles {
  /** A schema forge wrote names itself in its title. */
  static final OwnFile SCHEMA = new OwnFile(List.of("\"title\" : \"Legends Forge card data: "));

  /** One schema written: the data file it describes and where it went. */
  public record Written(String dataFile, Path file) {}

  /** The schemas written, in order, and the failure that stopped the rest, if any. */
  public record Result(List<Written> written, Optional<BuildReport.Failure> failure) {}

  private final Map<String, String> all = new SchemaWriter().all();

  /** The data files that have a schema, e.g. heroes.yaml, spells/fire.yaml. */
  public Set<String> dataFiles() {
    return all.keySet();
  }

  /** The schema of {@code dataFile} (either slash), or empty when it is no card-data file. */
  public Optional<String> of(String dataFile) {
    return Optional.ofNullable(all.get(dataFile.replace('\\', '/')));
  }

  /**
   * Writes every schema into {@code dir}: every file is checked before the first is written, so
   * either all of them are written or none (a file there that forge did not write is refused).
   */
  public Result into(ProjectPaths paths, Path dir) {
    List<Written> written = new ArrayList<>();
    try {
      for (String name : all.keySet()) {
        SCHEMA.refuseUnlessOurs(
            dir.resolve(SchemaWriter.schemaFileName(name)).toAbsolutePath().normalize());
      }
      for (Map.Entry<String, String> e : all.entrySet()) {
        Path p = dir.resolve(SchemaWriter.schemaFileName(e.getKey()));
        SCHEMA.write(p, e.getValue());
        written.add(new Written(e.getKey(), p));
      }
    } catch (OwnFile.Refused e) {
      return new Result(
          written, failure(OutputFailure.NOT_MADE_BY_FORGE, e.getMessage(), e.hint()));
    } catch (IOException e) {
      return new Result(written, cannotWrite(paths, dir, e));
    }
    return new Result(written, Optional.empty());
  }

  /**
   * Writes every schema into the output folder's schema/, as a build writes them: staged and
   * committed, the rest of the last build kept.
   */
  public Result intoOutput(ProjectPaths paths) {
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
      return new Result(
          List.of(),
          failure(
              OutputFailure.NOT_MADE_BY_FORGE,
              OutputFailure.notMadeByForge(paths.display(e.folder())),
              "name the folder yourself: --out DIR"));
    } catch (IOException e) {
      return new Result(List.of(), cannotWrite(paths, tree.root(), e));
    }
    List<Written> written = new ArrayList<>();
    for (String name : all.keySet()) {
      written.add(
          new Written(
              name, tree.root().resolve("schema").resolve(SchemaWriter.schemaFileName(name))));
    }
    return new Result(written, Optional.empty());
  }

  private static Optional<BuildReport.Failure> cannotWrite(
      ProjectPaths paths, Path where, IOException e) {
    return failure(
        OutputFailure.CANNOT_WRITE,
        "cannot write the schemas: " + IoProblem.withPath(e),
        "check that " + paths.display(where) + " is writable");
  }

  private static Optional<BuildReport.Failure> failure(
      OutputFailure kind, String message, String hint) {
    return Optional.of(new BuildReport.Failure(kind, message, hint));
  }
}
