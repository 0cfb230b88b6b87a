package org.legendsforge.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.pipeline.BuildOptions;
import org.legendsforge.pipeline.BuildReport;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.Stages;
import org.legendsforge.pipeline.TtsSave;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code forge tts [--image-base-url URL] [--install] [--seed N]}: writes only the Tabletop
 * Simulator save (output/tts/, and with an image address, from the option or forge.yaml, the hosted
 * save in output/tts-hosted/), replacing the previous one when the whole of it is written.
 */
@Command(
    name = "tts",
    mixinStandardHelpOptions = true,
    description = {
      "Writes the Tabletop Simulator save, its thumbnail and card sheets into output/tts/.",
      "Exit status: 0 ok, 1 data errors, 2 usage errors, 3 output or install failure,"
          + " 4 a bug in forge (--verbose shows it)."
    })
final class TtsCommand implements Callable<Integer>, NeedsFonts {
  @Mixin DataOptions dataOptions;

  @Mixin VariantOption variant;

  @Mixin OutputFolders folders;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "The seed shown in the Setup panel (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--image-base-url",
      paramLabel = "URL",
      description =
          "Where the images will be hosted (http:// or https://, the folder you upload"
              + " output/tts-hosted/images to): also writes the hosted save into output/tts-hosted/."
              + " Default: tts: imageBaseUrl: in forge.yaml, if any. The save in output/tts/ always"
              + " loads its images from this computer.")
  String imageBaseUrl;

  @Option(
      names = "--install",
      description =
          "Also copy the save, thumbnail and images into Tabletop Simulator's Saves folder.")
  boolean install;

  @Option(
      names = "--saves-dir",
      paramLabel = "DIR",
      description =
          "The Saves folder to install into (default: where Tabletop Simulator keeps it on this"
              + " system).")
  Path savesDir;

  @Option(
      names = "--force",
      description =
          "With --install: also replace files someone else changed (the game saving over the"
              + " save, say), keeping each old one as NAME.bak. forge's own files from an earlier"
              + " install are replaced without it.")
  boolean force;

  @Option(
      names = "--project",
      paramLabel = "DIR",
      description =
          "A data-only game: the folder holding its game.yaml and card files (see docs/new-game.md)."
              + " Writes its tts/ as forge build --project does; only --out goes with it.")
  Path project;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    if (project != null) {
      return ProjectCommands.refused(
              spec,
              ProjectCommands.GAME_DATA_OPTIONS,
              java.util.List.of("--image-base-url", "--install", "--saves-dir", "--force"))
          .orElseGet(
              () ->
                  ProjectCommands.build(
                      spec,
                      ProjectPaths.fromSystem(),
                      project,
                      folders.out,
                      org.legendsforge.pipeline.ProjectBuild.Part.TTS));
    }
    SeedOption.check(spec.commandLine(), "--seed", seed);
    Optional<String> flag =
        Optional.ofNullable(imageBaseUrl).map(u -> ImageBaseUrl.check(spec.commandLine(), u));
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    var settings = ProjectSettings.read(spec, paths, dataDir);
    if (settings.isEmpty()) {
      return ExitCodes.DATA;
    }
    Optional<String> base = flag.or(() -> settings.get().imageBaseUrl());
    PrintWriter err = spec.commandLine().getErr();
    Path outDir = folders.out(paths);
    BuildOptions options =
        new BuildOptions(dataDir, folders.templates(paths), outDir, seed, true, base)
            .withVariant(variant.id());
    BuildReport report = Stages.tts(paths, options).run(options);
    DiagnosticPrinter.text(report.diagnostics(), err, paths, dataDir);
    if (report.failure().isPresent()) {
      return ExitCodes.failed(err, report.failure().get());
    }
    if (report.diagnostics().hasErrors()) {
      err.println("forge: nothing was written; the last good output is unchanged");
      err.flush();
      return ExitCodes.DATA;
    }
    TtsSave save = new TtsSave(outDir, report.game().orElseThrow());
    PrintWriter o = spec.commandLine().getOut();
    o.println("wrote " + paths.display(save.localSave()) + " (seed " + seed + ")");
    if (base.isPresent()) {
      o.println(
          "wrote "
              + paths.display(save.hostedSave())
              + ": upload "
              + paths.display(save.hostedImages())
              + "/ to "
              + base.get());
      o.println(
          "  next: copy every file of that folder to "
              + base.get()
              + " as it is (same names, nothing else in the way: "
              + base.get()
              + "<file name> must open the image in a browser), then give the hosted save to the"
              + " other players: each puts it in their Tabletop Simulator Saves folder and loads it"
              + " with Games → Save & Load (docs/tts.md)");
      if (flag.isPresent() && !flag.equals(settings.get().imageBaseUrl())) {
        o.println(
            "note: forge build writes the hosted save too once forge.yaml beside "
                + paths.display(dataDir)
                + " says\n  tts:\n    imageBaseUrl: "
                + flag.get());
      }
    }
    if (!install) {
      o.flush();
      return ExitCodes.OK;
    }
    return install(save, paths, o, err);
  }

  private int install(TtsSave save, ProjectPaths paths, PrintWriter o, PrintWriter err) {
    TtsSave.Installed r =
        save.install(Optional.ofNullable(savesDir).map(d -> paths.userDir().resolve(d)), force);
    return switch (r.outcome()) {
      case INSTALLED -> installed(r, save, o);
      case NO_GAME_FOLDER -> noGameFolder(r.lookedIn(), err);
      case CONFLICTS -> {
        err.println(
            "forge: error: "
                + r.conflicts().size()
                + " file(s) in "
                + r.saves().orElseThrow()
                + " were changed since forge installed them (or were never forge's) and were left alone:");
        r.conflicts().forEach(c -> err.println("    " + c));
        err.println(
            "  hint: move them away, or run again with --force to replace them (each old file is"
                + " kept as NAME.bak)");
        err.flush();
        yield ExitCodes.ENVIRONMENT;
      }
      case CANNOT_WRITE -> {
        err.println(
            "forge: error: cannot install into " + r.saves().orElseThrow() + ": " + r.problem());
        err.println("  hint: pass the Tabletop Simulator Saves folder with --saves-dir DIR");
        err.flush();
        yield ExitCodes.ENVIRONMENT;
      }
    };
  }

  private static int installed(TtsSave.Installed r, TtsSave save, PrintWriter o) {
    r.backedUp().forEach(b -> o.println("kept the old file as " + b));
    o.println(
        "installed into "
            + r.saves().orElseThrow()
            + " ("
            + count(r.copied(), "file")
            + " copied, "
            + r.unchanged()
            + " unchanged, "
            + count(r.removed(), "old image")
            + " removed)");
    o.println(
        "  next: in Tabletop Simulator start a game (Create → Singleplayer), open Games → Save"
            + " & Load in the menu bar at the top and load \""
            + save.name()
            + "\"; after an edit, run forge tts --install again and load it again");
    o.flush();
    return ExitCodes.OK;
  }

  private static String count(int n, String what) {
    return n + " " + what + (n == 1 ? "" : "s");
  }

  /** Nothing installed, nothing created: says where it looked. */
  private static int noGameFolder(List<Path> lookedIn, PrintWriter err) {
    err.println("forge: error: no Tabletop Simulator folder found; looked in:");
    lookedIn.forEach(p -> err.println("    " + p));
    err.println(
        "  hint: start Tabletop Simulator once so it makes its folder, or pass its Saves folder"
            + " with --saves-dir DIR; nothing was installed or created");
    err.flush();
    return ExitCodes.ENVIRONMENT;
  }
}
