package org.legendsforge.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.pipeline.BuildReport;
import org.legendsforge.pipeline.ProjectBuild;
import org.legendsforge.pipeline.ProjectPaths;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What {@code forge validate --project DIR} and {@code forge build --project DIR} do: the same
 * checks and outputs for a data-only game, with its problems shown from where the user stands.
 */
final class ProjectCommands {
  private ProjectCommands() {}

  static int validate(CommandSpec spec, ProjectPaths paths, Path given, boolean json) {
    Path dir = folder(paths, given);
    if (!Files.isDirectory(dir)) {
      return missing(spec, paths, dir);
    }
    ProjectBuild project = new ProjectBuild(dir, prefix(paths, dir));
    Diagnostics d = new Diagnostics();
    var game = project.load(d);
    if (json) {
      spec.commandLine().getOut().println(DiagnosticPrinter.json(d));
    } else {
      DiagnosticPrinter.text(d, spec.commandLine().getErr());
      game.ifPresent(
          g ->
              spec.commandLine()
                  .getOut()
                  .printf(
                      "%s: %d cards (%d with copies) in %d decks are valid%n",
                      paths.display(dir),
                      g.cards().size(),
                      g.decks().stream().mapToInt(g::copiesIn).sum(),
                      g.decks().size()));
    }
    return d.hasErrors() ? ExitCodes.DATA : ExitCodes.OK;
  }

  static int build(CommandSpec spec, ProjectPaths paths, Path given, Path out) {
    return build(spec, paths, given, out, ProjectBuild.Part.ALL);
  }

  /**
   * {@code forge tts --project DIR} and {@code forge print --project DIR}: that part only, written
   * as {@code forge build --project} writes it, the rest of the last build kept.
   */
  static int build(
      CommandSpec spec, ProjectPaths paths, Path given, Path out, ProjectBuild.Part part) {
    Path dir = folder(paths, given);
    if (!Files.isDirectory(dir)) {
      return missing(spec, paths, dir);
    }
    Path outDir = out(paths, dir, out);
    BuildReport report = new ProjectBuild(dir, prefix(paths, dir)).build(outDir, part);
    DiagnosticPrinter.text(report.diagnostics(), spec.commandLine().getErr());
    java.util.OptionalInt unwritten = ExitCodes.unwritten(spec.commandLine().getErr(), report);
    if (unwritten.isPresent()) {
      return unwritten.getAsInt();
    }
    spec.commandLine()
        .getOut()
        .println(
            "wrote "
                + (part == ProjectBuild.Part.ALL
                    ? String.join(", ", BuildCommand.shown(report.written()))
                    : part.name().toLowerCase(java.util.Locale.ROOT))
                + " into "
                + paths.display(outDir));
    return ExitCodes.OK;
  }

  /** The shipped game's data options, which no command takes with {@code --project}. */
  static final java.util.List<String> GAME_DATA_OPTIONS =
      java.util.List.of("--data", "--templates", "--variant", "--seed");

  /**
   * A usage error naming the first of {@code groups}' options given on the command line: options of
   * the shipped game that a data-only game has no use for, refused rather than silently ignored.
   */
  @SafeVarargs
  static java.util.OptionalInt refused(CommandSpec spec, java.util.List<String>... groups) {
    var given = spec.commandLine().getParseResult();
    for (String option : java.util.Arrays.stream(groups).flatMap(java.util.List::stream).toList()) {
      if (given.hasMatchedOption(option)) {
        return java.util.OptionalInt.of(
            Usage.error(
                spec,
                option + " cannot be used with --project",
                "drop "
                    + option
                    + "; with --project, forge "
                    + spec.name()
                    + (spec.name().equals("build")
                        ? " writes the project's own layouts on A4 and Letter (docs/new-game.md)"
                        : " writes what forge build --project writes for it")
                    + " and takes --out DIR only"));
      }
    }
    return java.util.OptionalInt.empty();
  }

  /** The project folder as problems name it: relative to where the user stands, with a slash. */
  static String prefix(ProjectPaths paths, Path dir) {
    return dir.equals(paths.userDir()) ? "" : paths.display(dir) + "/";
  }

  /** The project folder {@code --project} names, from where the user stands. */
  static Path folder(ProjectPaths paths, Path given) {
    return paths.userDir().resolve(given).normalize();
  }

  /** The output folder: {@code --out}'s when given, else {@code output/} in the project. */
  static Path out(ProjectPaths paths, Path dir, Path out) {
    return out == null ? dir.resolve("output") : paths.userDir().resolve(out).normalize();
  }

  static int missing(CommandSpec spec, ProjectPaths paths, Path dir) {
    return Usage.error(
        spec,
        "there is no project folder " + paths.display(dir),
        "give the folder that holds game.yaml; forge new DIR writes a small one to start from");
  }
}
