package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.diff.DataDiff;
import org.legendsforge.games.graveyard.diff.FolderDigest;
import org.legendsforge.games.graveyard.diff.ReprintCard;
import org.legendsforge.games.graveyard.diff.ReprintFinder;
import org.legendsforge.games.graveyard.diff.ReprintList;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.OutputTree;
import org.legendsforge.kit.output.pdf.ReprintPdf;
import org.legendsforge.kit.output.pdf.ReprintTarget;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.RenderResources;

/**
 * The reprint half of {@code forge diff}: draws both sides with their own templates, finds the
 * printed cards whose drawing changed, and writes the reprint PDFs through the output tree.
 */
public final class ReprintStep {
  /**
   * The template folders a card's drawing depends on (print sheets and notes do not draw cards).
   */
  private static final List<String> DRAWING = List.of("theme", "layouts", "text");

  private final FontSet fonts = FontSet.load();

  /** The renderer of one side, its template problems reported to {@code sink}. */
  public Optional<CardRenderer> renderer(
      Path templates, Path dataDir, Catalog catalog, Diagnostics sink) {
    return RenderResources.load(templates, Optional.of(dataDir), catalog.game().name(), fonts, sink)
        .map(RenderResources::renderer);
  }

  public ReprintList find(
      DataDiff diff,
      ReprintFinder.Drawn old,
      Path oldTemplates,
      Path oldData,
      ReprintFinder.Drawn now,
      Path newTemplates,
      Path newData)
      throws IOException {
    boolean everyCard =
        !drawingTemplates(oldTemplates).equals(drawingTemplates(newTemplates))
            || !FolderDigest.of(oldData, FolderDigest::notYaml)
                .equals(FolderDigest.of(newData, FolderDigest::notYaml));
    return new ReprintFinder().find(diff, old, now, everyCard);
  }

  private static String drawingTemplates(Path dir) throws IOException {
    return FolderDigest.of(dir, p -> DRAWING.contains(dir.relativize(p).getName(0).toString()));
  }

  /**
   * Writes the reprint PDFs of {@code list} into {@code tree}'s {@code reprint/}, replacing earlier
   * reprint PDFs; returns the files written, relative to the output folder (none when there is
   * nothing to reprint). The output tree is left as it was when anything fails.
   */
  public List<Path> write(
      OutputTree tree,
      ReprintFinder.Drawn now,
      Path printTemplates,
      List<Paper> papers,
      Duplex duplex,
      String subtitle,
      ReprintList list)
      throws IOException {
    List<ReprintPdf.Item> items = new ArrayList<>();
    List<ReprintPdf.Removal> removals = new ArrayList<>();
    for (ReprintCard c : list.cards()) {
      if (c.printed()) {
        items.add(new ReprintPdf.Item(c.card(), c.reason()));
      } else {
        removals.add(new ReprintPdf.Removal(c.deckName(), c.cardName()));
      }
    }
    ReprintTarget target =
        new ReprintTarget(printTemplates, papers, duplex, subtitle, items, removals);
    tree.writePart(
        staging ->
            target.write(
                new BuildContext(
                    now.catalog(), now.renderer(), now.renderer().fonts(), 0, new Diagnostics()),
                staging));
    return target.written();
  }
}
