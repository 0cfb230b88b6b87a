package org.legendsforge.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Paper;

/**
 * Writes the reprint PDFs ({@code print/<slug>-reprint-<paper>.pdf}) into a staging folder. The
 * output tree replaces {@code print/} as a whole, so the other files of the current {@code print/}
 * (the full cards and terrain PDFs) are carried into the staging folder unchanged (linked, or
 * copied where links are not possible), and reprint PDFs of an earlier diff are dropped: after a
 * run, the reprint PDFs in {@code print/} are exactly this run's.
 */
public final class ReprintTarget implements OutputTarget {
  private final Path outputRoot;
  private final Path printTemplates;
  private final List<Paper> papers;
  private final Duplex duplex;
  private final String subtitle;
  private final List<ReprintPdf.Item> items;
  private final List<ReprintPdf.Removal> removals;
  private final List<Path> written = new ArrayList<>();

  /**
   * @param outputRoot the output folder whose {@code print/} is carried forward
   * @param printTemplates the {@code templates/print} folder (sheets)
   * @param subtitle the line under the list page's title (what was compared)
   */
  public ReprintTarget(
      Path outputRoot,
      Path printTemplates,
      List<Paper> papers,
      Duplex duplex,
      String subtitle,
      List<ReprintPdf.Item> items,
      List<ReprintPdf.Removal> removals) {
    this.outputRoot = outputRoot;
    this.printTemplates = printTemplates;
    this.papers = List.copyOf(papers);
    this.duplex = duplex;
    this.subtitle = subtitle;
    this.items = List.copyOf(items);
    this.removals = List.copyOf(removals);
  }

  @Override
  public String name() {
    return "reprint";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    String slug = context.catalog().game().slug();
    Path print = Files.createDirectories(outDir.resolve("print"));
    carryForward(outputRoot.resolve("print"), print, slug + "-reprint-");
    if (items.isEmpty()) {
      return;
    }
    ReprintPdf pdf =
        new ReprintPdf(
            context.fonts(),
            context.renderer(),
            new PrintTemplates(printTemplates),
            context.catalog().game());
    for (Paper paper : papers) {
      Path file = print.resolve(ReprintPdf.fileName(slug, paper));
      pdf.write(file, paper, duplex, subtitle, items, removals);
      written.add(Path.of("print", file.getFileName().toString()));
    }
  }

  /** The PDFs the last {@link #write} made, relative to the output folder. */
  public List<Path> written() {
    return List.copyOf(written);
  }

  private static void carryForward(Path from, Path to, String dropPrefix) throws IOException {
    if (!Files.isDirectory(from)) {
      return;
    }
    // print/ is a link into the current build: walk the folder it leads to
    from = from.toRealPath();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(from)) {
      files = walk.filter(Files::isRegularFile).sorted().toList();
    }
    for (Path f : files) {
      Path rel = from.relativize(f);
      if (rel.getNameCount() == 1 && rel.toString().startsWith(dropPrefix)) {
        continue;
      }
      FileLinks.linkOrCopy(f, to.resolve(rel.toString()));
    }
  }
}
