package org.legendsforge.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.legendsforge.print.Layout;
import org.legendsforge.print.Paper;
import org.legendsforge.print.Side;

/**
 * The print-and-play PDFs, under {@code print/} of the output folder: {@code
 * <slug>-cards-<paper>.pdf} (home sheets) or {@code <slug>-cards-shop-fronts.pdf} and {@code
 * -backs.pdf} (shop layout), and {@code <slug>-terrain-<paper>.pdf} or, for index stock, {@code
 * <slug>-terrain-index.pdf}.
 */
public final class PrintTarget implements OutputTarget {
  private final PrintOptions options;

  public PrintTarget(PrintOptions options) {
    this.options = options;
  }

  @Override
  public String name() {
    return "print";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    try (CardForms forms = CardForms.cached(context, outDir)) {
      write(context, outDir, forms);
    }
  }

  private void write(BuildContext context, Path outDir, CardForms forms) throws IOException {
    BuildContext chosen = onlyTheChosenDeck(context);
    List<Job> jobs = jobs(chosen, outDir, forms);
    Progress.Task progress = context.progress().start("print PDFs", jobs.size());
    // Every card is drawn once (Letter and A4 place the same drawings) by two drawing threads,
    // while two more write the PDFs in page order, placing each drawing as soon as it is ready
    // (or drawing it themselves when they get there first). Every file's bytes depend only on its
    // own inputs, never on which thread drew what.
    ExecutorService drawing = Workers.pool("forge-draw", 2);
    ExecutorService writing = Workers.pool("forge-print", 2);
    try {
      List<Future<?>> drawn = options.layout() != Layout.SHOP
          ? submitAll(drawing, drawings(chosen, forms), () -> { })
          : List.of();
      Workers.awaitAll(submitAll(writing, jobs, progress::step), "print PDFs");
      Workers.awaitAll(drawn, "print PDFs");
    } finally {
      // The drawings' recorders are closed next: no thread may still be drawing with one.
      Workers.stop(drawing);
      Workers.stop(writing);
    }
    progress.finish(jobs.size() + (jobs.size() == 1 ? " PDF" : " PDFs"));
  }

  /** Draws (or takes from the cache) every face and back the cards PDFs place. */
  private static List<Job> drawings(BuildContext context, CardForms forms) {
    List<Job> draw = new ArrayList<>();
    java.util.Set<String> decks = new java.util.LinkedHashSet<>();
    for (org.legendsforge.model.Catalog.DeckCard card : CardsPdf.pokerCards(context.catalog())) {
      draw.add(() -> forms.prepareFace(card));
      if (decks.add(card.deck().id())) {
        draw.add(() -> forms.prepareBack(card.deck()));
      }
    }
    return draw;
  }

  private static List<Future<?>> submitAll(
      ExecutorService pool, List<Job> jobs, Runnable afterEach) {
    List<Future<?>> submitted = new ArrayList<>();
    for (Job job : jobs) {
      submitted.add(pool.submit(() -> {
        job.write();
        afterEach.run();
        return null;
      }));
    }
    return submitted;
  }

  /** With {@code --deck}, the catalog seen by the PDFs holds that one deck. */
  private BuildContext onlyTheChosenDeck(BuildContext c) {
    if (options.deck().isEmpty()) {
      return c;
    }
    org.legendsforge.model.Catalog k = c.catalog();
    List<org.legendsforge.model.Deck> decks = k.decks().stream().filter(d -> d.id().equals(options.deck().get())).toList();
    if (decks.isEmpty()) {
      List<String> ids = k.decks().stream().map(org.legendsforge.model.Deck::id).toList();
      c.diagnostics().error("print-deck", org.legendsforge.diag.SourceRef.file("--deck " + options.deck().get()),
          "no deck has the id \"" + options.deck().get() + "\"",
          org.legendsforge.data.shape.Suggestions.hint(options.deck().get(), ids, "the decks are"));
    }
    boolean terrain = decks.stream().anyMatch(d -> d.contents().indexCardSize());
    org.legendsforge.model.Catalog only = new org.legendsforge.model.Catalog(k.game(), k.heroes(), k.spirits(), k.spells(), k.startingWeapons(), k.itemWeapons(), k.chaosElements(), k.hyperOrbs(), k.playerCards(), terrain ? k.terrainCards() : List.of(), k.pickups(), decks, k.components(), k.terrainArt());
    return new BuildContext(only, c.renderer(), c.fonts(), c.seed(), c.diagnostics(), c.cache(), c.progress(), c.where());
  }

  /** One PDF to write. */
  private interface Job {
    void write() throws IOException;
  }

  private List<Job> jobs(BuildContext context, Path outDir, CardForms forms) throws IOException {
    Path dir = outDir.resolve("print");
    PrintTemplates templates = new PrintTemplates(options.templates());
    String slug = context.catalog().game().slug();
    List<Job> jobs = new ArrayList<>();
    if (options.layout() == Layout.SHOP) {
      ShopPdf shop = new ShopPdf(context);
      jobs.add(() -> shop.write(dir.resolve(slug + "-cards-shop-fronts.pdf"), Side.FRONT));
      jobs.add(() -> shop.write(dir.resolve(slug + "-cards-shop-backs.pdf"), Side.BACK));
    } else if (!CardsPdf.pokerCards(context.catalog()).isEmpty()) {
      CardsPdf cards = new CardsPdf(context, templates, forms);
      for (Paper paper : options.papers()) {
        Path file = dir.resolve(slug + "-cards-" + paper.key() + ".pdf");
        jobs.add(() -> cards.write(file, paper, options.duplex(), options.cutLines()));
      }
    }
    if (context.catalog().terrainCards().isEmpty()) {
      return jobs;
    }
    TerrainPdf terrain = new TerrainPdf(context, templates, forms);
    // A kept terrain PDF keeps its cards' drawings in the cache too, as a clean build would have.
    Job keepDrawings = () -> {
      for (org.legendsforge.model.Catalog.DeckCard card : TerrainPdf.terrainCards(context.catalog())) {
        forms.prepareFace(card);
      }
    };
    if (options.indexStock()) {
      Path file = dir.resolve(slug + "-terrain-index.pdf");
      jobs.add(reusable(context, outDir, file, terrain.key("index-stock", false),
          () -> terrain.write(file, "index-stock", false), keepDrawings));
    } else {
      for (Paper paper : options.papers()) {
        Path file = dir.resolve(slug + "-terrain-" + paper.key() + ".pdf");
        String sheet = "terrain-" + paper.key();
        jobs.add(reusable(context, outDir, file, terrain.key(sheet, options.cutLines()),
            () -> terrain.write(file, sheet, options.cutLines()), keepDrawings));
      }
    }
    return jobs;
  }

  /**
   * A PDF the last build wrote from the same inputs is linked in, not written again. Only when the
   * card set can have a map preview: otherwise writing the file is what warns about it.
   */
  private static Job reusable(BuildContext context, Path outDir, Path file, String key, Job write, Job whenKept) {
    return () -> {
      String relPath = outDir.relativize(file).toString().replace(java.io.File.separatorChar, '/');
      if (!TerrainPdf.previewPossible(context.catalog()) || context.cache().needsDrawing(relPath, key, outDir)) {
        write.write();
      } else {
        whenKept.write();
      }
    };
  }
}
