package org.legendsforge.output;

import java.nio.file.Path;
import java.util.List;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Layout;
import org.legendsforge.print.Paper;

/**
 * What the print target makes: papers, duplex edge, home sheets or shop files, full-length cut
 * lines, terrain on index stock, optionally one deck only (by id); and where the print templates are.
 */
public record PrintOptions(
    Path templates,
    List<Paper> papers,
    Duplex duplex,
    Layout layout,
    boolean cutLines,
    boolean indexStock,
    java.util.Optional<String> deck) {
  public PrintOptions {
    papers = List.copyOf(papers);
  }

  /** Every deck. */
  public PrintOptions(Path templates, List<Paper> papers, Duplex duplex, Layout layout, boolean cutLines, boolean indexStock) {
    this(templates, papers, duplex, layout, cutLines, indexStock, java.util.Optional.empty());
  }

  /** What {@code forge build} makes: both papers, long-edge duplex, home sheets. */
  public static PrintOptions forBuild(Path templates) {
    return new PrintOptions(
        templates, List.of(Paper.LETTER, Paper.A4), Duplex.LONG, Layout.HOME, false, false);
  }
}
