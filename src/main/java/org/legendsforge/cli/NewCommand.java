package org.legendsforge.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.StarterFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "new",
    mixinStandardHelpOptions = true,
    description = {
      "Writes a small data-only card game into a new folder: game.yaml, a CSV deck of a few cards"
          + " and a README. It builds at once with forge build --project DIR.",
      "Exit status: 0 written, 2 usage errors (the folder exists and is not empty), 3 cannot write."
    })
final class NewCommand implements Callable<Integer> {
  @Parameters(paramLabel = "DIR", description = "The folder to create (it may exist if empty).")
  Path dir;

  @Option(
      names = "--name",
      paramLabel = "NAME",
      description = "The game's name (default: the folder's name).")
  String name;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path target = paths.userDir().resolve(dir).normalize();
    try {
      if (Files.exists(target) && (!Files.isDirectory(target) || !isEmpty(target))) {
        return Usage.error(
            spec,
            paths.display(target) + " exists and is not an empty folder",
            "give a new folder: forge new never writes over files");
      }
      String game = name != null && !name.isBlank() ? name.strip() : gameName(target);
      StarterFiles.write(target, game);
    } catch (IOException e) {
      spec.commandLine()
          .getErr()
          .println("forge: error: cannot write the project: " + IoProblem.withPath(e));
      spec.commandLine().getErr().println("  hint: check that the folder can be written to");
      return ExitCodes.ENVIRONMENT;
    }
    spec.commandLine()
        .getOut()
        .printf(
            "wrote a new game into %s; build it with: forge build --project %s%n",
            paths.display(target), paths.display(target));
    return ExitCodes.OK;
  }

  private static boolean isEmpty(Path d) throws IOException {
    try (var s = Files.list(d)) {
      return s.findAny().isEmpty();
    }
  }

  /** "my-game" → "My game": a folder's name read as words. */
  static String gameName(Path target) {
    Path leaf = target.getFileName();
    String words =
        leaf == null ? "New game" : leaf.toString().replace('-', ' ').replace('_', ' ').strip();
    return words.isEmpty()
        ? "New game"
        : Character.toUpperCase(words.charAt(0)) + words.substring(1);
  }
}
