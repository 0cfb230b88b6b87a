package org.legendsforge.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.legendsforge.data.LoadResult;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.output.BuildContext;
import org.legendsforge.output.OutputTree;
import org.legendsforge.output.TtsInstaller;
import org.legendsforge.output.TtsTarget;
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
 * Simulator save (output/tts/), replacing the previous one when the whole of it is written.
 */
@Command(
    name = "tts",
    mixinStandardHelpOptions = true,
    description = {
      "Writes the Tabletop Simulator save, its thumbnail and card sheets into output/tts/.",
      "Exit status: 0 ok, 1 data errors, 2 usage errors, 3 output or install failure."
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
          "Where the images will be hosted (http:// or https://, ending in the folder holding the"
              + " files of output/tts/images). Default: file:/// URLs into output/tts/images,"
              + " visible to you alone.")
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
      description = "With --install: replace files that differ, keeping each old one as NAME.bak.")
  boolean force;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    SeedOption.check(spec.commandLine(), "--seed", seed);
    Optional<String> base =
        Optional.ofNullable(imageBaseUrl).map(u -> ImageBaseUrl.check(spec.commandLine(), u));
    ProjectPaths paths = ProjectPaths.fromSystem();
    Path dataDir = paths.data(dataOptions.data);
    if (!Files.isDirectory(dataDir)) {
      return Usage.missingDataFolder(spec, paths, dataDir);
    }
    PrintWriter err = spec.commandLine().getErr();
    LoadResult loaded = Stages.data(paths).run(dataDir);
    DiagnosticPrinter.text(loaded.diagnostics(), err);
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
    DiagnosticPrinter.text(renderProblems, err);
    if (renderer.isEmpty()) {
      return ExitCodes.DATA;
    }
    Path outDir = paths.output(out);
    OutputTree tree = new OutputTree(outDir);
    Diagnostics writing = new Diagnostics();
    try (OutputTree.BuildLock lock = tree.lock()) {
      if (!tree.isOurs()) {
        return Usage.error(
            spec,
            "output folder " + paths.display(outDir) + " is not empty and was not made by forge",
            "choose an empty or new folder with --out DIR");
      }
      Path staging = tree.beginStaging();
      try {
        BuildContext ctx = new BuildContext(catalog, renderer.get(), renderer.get().fonts(), seed, writing);
        new TtsTarget(templatesDir, base, outDir, Stages.balanceNotes(paths, dataDir))
            .write(ctx, staging);
        tree.commit();
      } catch (IOException | RuntimeException e) {
        tree.abandon();
        throw e;
      }
    } catch (IOException e) {
      err.println("forge: error: cannot write the Tabletop Simulator save: " + e.getMessage());
      err.println(
          "  hint: check that "
              + paths.display(outDir)
              + " is writable; the last good output is unchanged");
      return ExitCodes.ENVIRONMENT;
    }
    DiagnosticPrinter.text(writing, err);
    String name = TtsTarget.fileName(catalog.game().name());
    Path ttsDir = outDir.resolve(TtsTarget.DIR);
    PrintWriter o = spec.commandLine().getOut();
    o.println("wrote " + paths.display(ttsDir.resolve(name + ".json")) + " (seed " + seed + ")");
    if (!install) {
      o.flush();
      return ExitCodes.OK;
    }
    return install(ttsDir, name, paths, o, err);
  }

  private int install(
      Path ttsDir, String name, ProjectPaths paths, PrintWriter o, PrintWriter err) {
    Path saves =
        savesDir != null
            ? paths.userDir().resolve(savesDir)
            : TtsInstaller.defaultSavesDir(
                System.getProperty("os.name", ""),
                Path.of(System.getProperty("user.home")),
                Map.copyOf(System.getenv()));
    try {
      TtsInstaller.Result r =
          new TtsInstaller().install(ttsDir, name, TtsTarget.localImageBase(ttsDir), saves, force);
      r.backedUp().forEach(b -> o.println("kept the old file as " + b));
      o.println(
          "installed into "
              + saves
              + " ("
              + r.copied().size()
              + " files copied, "
              + r.unchanged().size()
              + " unchanged)");
      o.flush();
      return ExitCodes.OK;
    } catch (TtsInstaller.ConflictException e) {
      err.println(
          "forge: error: "
              + e.conflicts().size()
              + " file(s) in "
              + saves
              + " differ from this save and were left alone:");
      e.conflicts().forEach(c -> err.println("    " + c));
      err.println(
          "  hint: move them away, or run again with --force to replace them (each old file is kept"
              + " as NAME.bak)");
      err.flush();
      return ExitCodes.ENVIRONMENT;
    } catch (IOException e) {
      err.println("forge: error: cannot install into " + saves + ": " + e.getMessage());
      err.println("  hint: pass the Tabletop Simulator Saves folder with --saves-dir DIR");
      err.flush();
      return ExitCodes.ENVIRONMENT;
    }
  }
}
