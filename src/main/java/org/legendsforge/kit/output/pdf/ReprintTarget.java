package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.OutputTarget;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Paper;

/**
 * Writes the reprint PDFs ({@code reprint/<slug>-reprint-<paper>.pdf}) into a staging folder. They
 * have a folder of their own, which builds and prints never stage, so the next {@code forge build}
 * leaves them where they are; the output tree replaces {@code reprint/} as a whole, so after a
 * reprint run the folder holds exactly this run's PDFs (none when nothing is to be reprinted).
 */
public final class ReprintTarget implements OutputTarget {
  private final Path printTemplates;
  private final List<Paper> papers;
  private final Duplex duplex;
  private final String subtitle;
  private final List<ReprintPdf.Item> items;
  private final List<ReprintPdf.Removal> removals;
  private final List<Path> written = new ArrayList<>();

  /**
   * @param printTemplates the {@code templates/print} folder (sheets)
   * @param subtitle the line under the list page's title (what was compared)
   */
  public ReprintTarget(
      Path printTemplates,
      List<Paper> papers,
      Duplex duplex,
      String subtitle,
      List<ReprintPdf.Item> items,
      List<ReprintPdf.Removal> removals) {
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

  /** The folder of the reprint PDFs, beside {@code print/}. */
  public static final String DIR = "reprint";

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    String slug = context.game().gameSlug();
    Path print = Files.createDirectories(outDir.resolve(DIR));
    if (items.isEmpty()) {
      return;
    }
    ReprintPdf pdf =
        new ReprintPdf(
            context.fonts(),
            context.renderer(),
            new PrintTemplates(printTemplates),
            context.game());
    for (Paper paper : papers) {
      Path file = print.resolve(ReprintPdf.fileName(slug, paper));
      pdf.write(file, paper, duplex, subtitle, items, removals);
      written.add(Path.of(DIR, file.getFileName().toString()));
    }
  }

  /** The PDFs the last {@link #write} made, relative to the output folder. */
  public List<Path> written() {
    return List.copyOf(written);
  }
}
