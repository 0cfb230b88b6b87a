package org.legendsforge.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    List<Job> jobs = jobs(onlyTheChosenDeck(context), outDir.resolve("print"));
    context.progress().start("print PDFs", jobs.size());
    // Each PDF is its own document with its own font drawer, so two are written at once; every
    // file's bytes depend only on its own inputs.
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2, r -> {
      Thread t = new Thread(r, "forge-print");
      t.setDaemon(true);
      return t;
    });
    try {
      List<java.util.concurrent.Future<?>> done = new ArrayList<>();
      for (Job job : jobs) {
        done.add(pool.submit(() -> {
          job.write();
          context.progress().step();
          return null;
        }));
      }
      for (java.util.concurrent.Future<?> f : done) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("print PDFs interrupted", e);
    } catch (java.util.concurrent.ExecutionException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      throw new IOException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
    context.progress().finish(jobs.size() + (jobs.size() == 1 ? " PDF" : " PDFs"));
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
    org.legendsforge.model.Catalog only = new org.legendsforge.model.Catalog(k.game(), k.heroes(), k.spirits(), k.spells(), k.startingWeapons(), k.itemWeapons(), k.chaosElements(), k.hyperOrbs(), k.playerCards(), terrain ? k.terrainCards() : List.of(), k.pickups(), decks, k.components());
    return new BuildContext(only, c.renderer(), c.fonts(), c.seed(), c.diagnostics(), c.cache(), c.progress());
  }

  /** One PDF to write. */
  private interface Job {
    void write() throws IOException;
  }

  private List<Job> jobs(BuildContext context, Path dir) throws IOException {
    PrintTemplates templates = new PrintTemplates(options.templates());
    String slug = context.catalog().game().slug();
    List<Job> jobs = new ArrayList<>();
    if (options.layout() == Layout.SHOP) {
      ShopPdf shop = new ShopPdf(context);
      jobs.add(() -> shop.write(dir.resolve(slug + "-cards-shop-fronts.pdf"), Side.FRONT));
      jobs.add(() -> shop.write(dir.resolve(slug + "-cards-shop-backs.pdf"), Side.BACK));
    } else if (!CardsPdf.pokerCards(context.catalog()).isEmpty()) {
      CardsPdf cards = new CardsPdf(context, templates);
      for (Paper paper : options.papers()) {
        Path file = dir.resolve(slug + "-cards-" + paper.key() + ".pdf");
        jobs.add(() -> cards.write(file, paper, options.duplex(), options.cutLines()));
      }
    }
    if (context.catalog().terrainCards().isEmpty()) {
      return jobs;
    }
    TerrainPdf terrain = new TerrainPdf(context, templates);
    if (options.indexStock()) {
      jobs.add(() -> terrain.write(dir.resolve(slug + "-terrain-index.pdf"), "index-stock", false));
    } else {
      for (Paper paper : options.papers()) {
        Path file = dir.resolve(slug + "-terrain-" + paper.key() + ".pdf");
        jobs.add(() -> terrain.write(file, "terrain-" + paper.key(), options.cutLines()));
      }
    }
    return jobs;
  }
}
