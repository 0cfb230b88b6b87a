package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.OutputFailure;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.output.OutputTree;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.output.image.ProjectCardImages;
import org.legendsforge.kit.output.pdf.ProjectPrint;
import org.legendsforge.kit.output.tts.ProjectTable;
import org.legendsforge.kit.project.DrawingInputs;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.ProjectLoader;
import org.legendsforge.kit.project.look.CardArt;
import org.legendsforge.kit.project.look.CardBacks;
import org.legendsforge.kit.project.look.CardFaces;
import org.legendsforge.kit.project.look.DefaultBoard;
import org.legendsforge.kit.project.look.FolderArt;
import org.legendsforge.kit.project.look.ProjectLook;
import org.legendsforge.kit.render.FontSet;

/**
 * Builds a data-only game (a project folder with {@code game.yaml}) into the kit's outputs: the
 * home-print PDFs, the card images and the Tabletop Simulator save, staged and put in place whole,
 * or nothing at all when the project has a mistake.
 */
public final class ProjectBuild {
  private final Path folder;
  private final String shownPrefix;

  /** {@code shownPrefix}: the folder as the user should read it, with a slash, or empty. */
  public ProjectBuild(Path folder, String shownPrefix) {
    this.folder = folder.toAbsolutePath().normalize();
    this.shownPrefix = shownPrefix;
  }

  /** Checks the project and reports every mistake; writes nothing. */
  public Diagnostics validate() {
    Diagnostics d = new Diagnostics();
    new ProjectLoader(folder, shownPrefix).load(d);
    return d;
  }

  /** Counts the cards of a checked project, for the validate command's last line. */
  public Optional<GameProject> load(Diagnostics d) {
    return new ProjectLoader(folder, shownPrefix).load(d);
  }

  /**
   * What a run writes: the whole build, or one part of it ({@code forge tts --project}, {@code
   * forge print --project}) with the rest of the last build kept as it was.
   */
  public enum Part {
    ALL,
    TTS,
    PRINT
  }

  public BuildReport build(Path out) {
    return build(out, Part.ALL);
  }

  /**
   * Writes {@code part} into {@code out} as a build writes it: staged, and committed whole; the
   * top-level folders it does not write (and their cache keys) are carried over from the last
   * build.
   */
  public BuildReport build(Path out, Part part) {
    Diagnostics d = new Diagnostics();
    Optional<GameProject> game = load(d);
    if (game.isEmpty()) {
      return BuildReport.of(d, java.util.List.of());
    }
    OutputTree tree = new OutputTree(out);
    try (OutputTree.BuildLock lock = tree.lock()) {
      if (!tree.isOurs()) {
        return BuildReport.failed(
            d,
            OutputFailure.NOT_MADE_BY_FORGE,
            OutputFailure.notMadeByForge(out.toString()),
            "choose an empty or new folder with --out DIR; forge replaces what it writes there");
      }
      GameProject g = game.get();
      DrawingInputs inputs = new DrawingInputs(g);
      RenderCache cache =
          RenderCache.over(
              tree.root(), InputsFingerprint.project(folder, inputs.artFiles(), inputs.shared()));
      Path staging = tree.beginStaging();
      try {
        write(g, part, staging, out, cache);
        cache.writeKeys(staging);
        cache.report(d, out.toString());
        return BuildReport.of(d, tree.commit()).ofGame(g.name());
      } catch (IOException | RuntimeException | Error e) {
        tree.abandon();
        throw e;
      }
    } catch (IOException e) {
      return BuildReport.failed(
          d,
          OutputFailure.CANNOT_WRITE,
          "cannot write the output: " + IoProblem.withPath(e),
          "check that "
              + out
              + " is writable and the disk has room; the last good output is unchanged");
    }
  }

  private void write(GameProject game, Part part, Path staging, Path finalDir, RenderCache cache)
      throws IOException {
    FontSet fonts = FontSet.load();
    CardArt art = new FolderArt(game.folder());
    CardFaces face = new CardFaces(game, fonts, art);
    CardBacks back = new CardBacks(game, fonts, art);
    DefaultBoard boards = new DefaultBoard(game, fonts);
    ProjectLook look = new ProjectLook(game, face, back, boards);
    if (part != Part.TTS) {
      new ProjectPrint(look, fonts, cache).write(staging);
    }
    if (part == Part.ALL) {
      ProjectCardImages.write(game, face, back, fonts, cache, staging);
    }
    if (part != Part.PRINT) {
      new ProjectTable(look, cache).write(staging, finalDir);
    }
    // last: the page links the PDFs and the save it finds staged
    if (part == Part.ALL) {
      ProjectGallery.write(game, staging);
    }
  }
}
