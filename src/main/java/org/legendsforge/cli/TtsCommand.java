package org.legendsforge.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.data.LoadResult;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.files.IoProblem;
import org.legendsforge.model.Catalog;
import org.legendsforge.output.BuildContext;
import org.legendsforge.output.OutputTree;
import org.legendsforge.output.tts.TtsInstaller;
import org.legendsforge.output.tts.TtsTarget;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.render.CardRenderer;
import org.legendsforge.render.FontSet;
import org.legendsforge.render.RenderResources;
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

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "The output folder (default: output in the project).")
  Path out;

  @Option(
      names = "--templates",
      paramLabel = "DIR",
      description = "The templates folder (default: templates in the project).")
  Path templates;

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

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
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
    LoadResult loaded = Stages.data(paths).run(dataDir);
    DiagnosticPrinter.text(loaded.diagnostics(), err, paths, dataDir);
    if (loaded.catalog().isEmpty() || loaded.diagnostics().hasErrors()) {
      return ExitCodes.DATA;
    }
    Catalog catalog = loaded.catalog().get();
    Path templatesDir = paths.templates(templates);
    FontSet fonts = FontSet.load();
    Diagnostics renderProblems = new Diagnostics();
    Optional<CardRenderer> renderer =
        RenderResources.load(
                templatesDir, Optional.of(dataDir), catalog.game().name(), fonts, renderProblems)
            .map(RenderResources::renderer);
    DiagnosticPrinter.text(renderProblems, err, paths, dataDir);
    if (renderer.isEmpty()) {
      return ExitCodes.DATA;
    }
    Path outDir = paths.output(out);
    OutputTree tree = new OutputTree(outDir);
    Diagnostics writing = new Diagnostics();
    try {
      boolean committed =
          tree.writePart(
              staging -> {
                BuildContext ctx =
                    new BuildContext(
                        catalog,
                        loaded.rulebook(),
                        renderer.get(),
                        renderer.get().fonts(),
                        seed,
                        writing);
                new TtsTarget(templatesDir, base, outDir, Stages.balanceNotes(paths, dataDir))
                    .write(ctx, staging);
                if (writing.hasErrors()) {
                  throw new OutputTree.Withdrawn();
                }
              });
      if (!committed) {
        DiagnosticPrinter.text(writing, err, paths, dataDir);
        return ExitCodes.DATA;
      }
    } catch (OutputTree.NotOurs e) {
      return Usage.notMadeByForge(
          spec, paths, e.folder(), "choose an empty or new folder with --out DIR");
    } catch (IOException e) {
      err.println(
          "forge: error: cannot write the Tabletop Simulator save: " + IoProblem.withPath(e));
      err.println(
          "  hint: check that "
              + paths.display(outDir)
              + " is writable; the last good output is unchanged");
      return ExitCodes.ENVIRONMENT;
    }
    DiagnosticPrinter.text(writing, err, paths, dataDir);
    String name = TtsTarget.fileName(catalog.game().name());
    Path ttsDir = outDir.resolve(TtsTarget.DIR);
    PrintWriter o = spec.commandLine().getOut();
    o.println("wrote " + paths.display(ttsDir.resolve(name + ".json")) + " (seed " + seed + ")");
    if (base.isPresent()) {
      Path hosted = outDir.resolve(TtsTarget.HOSTED_DIR);
      o.println(
          "wrote "
              + paths.display(
                  hosted.resolve(TtsTarget.hostedFileName(catalog.game().name()) + ".json"))
              + ": upload "
              + paths.display(hosted.resolve(TtsTarget.IMAGES))
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
    return install(ttsDir, name, paths, o, err);
  }

  private int install(
      Path ttsDir, String name, ProjectPaths paths, PrintWriter o, PrintWriter err) {
    Optional<Path> saves;
    List<Path> lookedIn;
    if (savesDir != null) {
      Path given = paths.userDir().resolve(savesDir);
      lookedIn = List.of(given);
      saves = Files.isDirectory(given) ? Optional.of(given) : Optional.empty();
    } else {
      lookedIn =
          TtsInstaller.gameFolders(
              System.getProperty("os.name", ""),
              TtsInstaller.home(System.getenv(), System.getProperty("user.home")),
              Map.copyOf(System.getenv()));
      saves = TtsInstaller.savesDir(lookedIn);
    }
    if (saves.isEmpty()) {
      return noGameFolder(lookedIn, err);
    }
    try {
      TtsInstaller.Result r =
          new TtsInstaller()
              .install(ttsDir, name, TtsTarget.localImageBase(ttsDir), saves.get(), force);
      r.backedUp().forEach(b -> o.println("kept the old file as " + b));
      o.println(
          "installed into "
              + saves.get()
              + " ("
              + count(r.copied().size(), "file")
              + " copied, "
              + r.unchanged().size()
              + " unchanged, "
              + count(r.removed().size(), "old image")
              + " removed)");
      o.println(
          "  next: in Tabletop Simulator start a game (Create → Singleplayer), open Games → Save"
              + " & Load in the menu bar at the top and load \""
              + name
              + "\"; after an edit, run forge tts --install again and load it again");
      o.flush();
      return ExitCodes.OK;
    } catch (TtsInstaller.NoGameFolderException e) {
      return noGameFolder(e.lookedIn(), err);
    } catch (TtsInstaller.ConflictException e) {
      err.println(
          "forge: error: "
              + e.conflicts().size()
              + " file(s) in "
              + saves.get()
              + " were changed since forge installed them (or were never forge's) and were left alone:");
      e.conflicts().forEach(c -> err.println("    " + c));
      err.println(
          "  hint: move them away, or run again with --force to replace them (each old file is kept"
              + " as NAME.bak)");
      err.flush();
      return ExitCodes.ENVIRONMENT;
    } catch (IOException e) {
      err.println(
          "forge: error: cannot install into " + saves.get() + ": " + IoProblem.withPath(e));
      err.println("  hint: pass the Tabletop Simulator Saves folder with --saves-dir DIR");
      err.flush();
      return ExitCodes.ENVIRONMENT;
    }
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
