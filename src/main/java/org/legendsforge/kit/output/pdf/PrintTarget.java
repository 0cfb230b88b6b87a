package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.GameParts;
import org.legendsforge.kit.output.OutputTarget;
import org.legendsforge.kit.output.Workers;
import org.legendsforge.kit.print.BackOffset;
import org.legendsforge.kit.print.DeckChoice;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.ShopPreset;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.print.pages.TerrainSheets;

/**
 * The print-and-play files, under {@code print/} of the output folder: {@code
 * <slug>-cards-<paper>[-short-edge|-one-sided|-fold].pdf} (home or fold-over sheets), {@code
 * <slug>-terrain-<paper>.pdf} or, for index stock, {@code <slug>-terrain-index.pdf} with {@code
 * <slug>-map-preview-<paper>.pdf}, the rulebook booklet {@code <slug>-rulebook-<paper>.pdf}, its
 * reading copy {@code <slug>-rulebook-reading.pdf} and the printable pieces {@code
 * <slug>-components-<paper>.pdf}; a card shop's files in {@code shop/<preset>/}. With {@code
 * --deck} every name carries {@code -deck-<id>} after the slug, and the rulebook and pieces are not
 * made (they belong to the whole game).
 *
 * <p>The game's own parts (its guide pages, rulebook figures, pieces and terrain) come from its
 * {@link GameParts}.
 *
 * <p>What a run does not make is carried over from the last output ({@link PrintCarry}): a shop
 * print replaces only its preset's folder, a home or fold-over print (and every build) keeps every
 * shop folder, a one-deck print keeps all the full game's files beside its own.
 */
public final class PrintTarget implements OutputTarget {
  private final PrintOptions options;
  private final Optional<Path> lastOutput;
  private final GameParts parts;

  public PrintTarget(PrintOptions options, GameParts parts) {
    this(options, Optional.empty(), parts);
  }

  /**
   * @param lastOutput the output folder whose {@code print/} files this run carries over where it
   *     does not replace them (see {@link PrintCarry})
   */
  public PrintTarget(PrintOptions options, Optional<Path> lastOutput, GameParts parts) {
    this.options = options;
    this.lastOutput = lastOutput;
    this.parts = parts;
  }

  @Override
  public String name() {
    return "print";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    try (CardForms forms = CardForms.cached(context, outDir, options.backs())) {
      write(context, outDir, forms);
    }
  }

  /** One file (or folder) to write. */
  private interface Job {
    void write() throws IOException;
  }

  /** A job and the path it writes, relative to {@code print/}. */
  private record Named(String name, Job job) {}

  private void write(BuildContext context, Path outDir, CardForms forms) throws IOException {
    Optional<BuildContext> chosen = onlyTheChosenDeck(context);
    if (chosen.isEmpty()) {
      return;
    }
    List<Named> named = jobs(chosen.get(), outDir, forms);
    if (lastOutput.isPresent()) {
      PrintCarry carry =
          new PrintCarry(
              options.deck().isPresent(),
              options.layout() == Layout.SHOP && hasPokerCards(chosen.get())
                  ? Optional.of(options.shop())
                  : Optional.empty(),
              named.stream().map(Named::name).toList());
      carry.carry(lastOutput.get().resolve("print"), outDir.resolve("print"));
    }
    List<Job> jobs = named.stream().map(Named::job).toList();
    Progress.Task progress = context.progress().start("print PDFs", jobs.size());
    // Every card is drawn once (Letter and A4 place the same drawings) by two drawing threads,
    // while two more write the PDFs in page order, placing each drawing as soon as it is ready
    // (or drawing it themselves when they get there first). Every file's bytes depend only on its
    // own inputs, never on which thread drew what.
    ExecutorService drawing = Workers.pool("forge-draw", 2);
    ExecutorService writing = Workers.pool("forge-print", 2);
    try {
      List<Future<?>> drawn =
          usesForms() ? submitAll(drawing, drawings(chosen.get(), forms), () -> {}) : List.of();
      Workers.awaitAll(submitAll(writing, jobs, progress::step), "print PDFs");
      Workers.awaitAll(drawn, "print PDFs");
    } finally {
      // The drawings' recorders are closed next: no thread may still be drawing with one.
      Workers.stop(drawing);
      Workers.stop(writing);
    }
    progress.finish(jobs.size() + (jobs.size() == 1 ? " file" : " files"));
    new PdfPreviews().write(outDir, chosen.get().cache());
  }

  private boolean usesForms() {
    return options.layout() != Layout.SHOP
        || options.shop() == ShopPreset.PDFX
        || options.shop() == ShopPreset.TERRAIN_PDFX;
  }

  /** Draws (or takes from the cache) every face and back the PDFs place. */
  private List<Job> drawings(BuildContext context, CardForms forms) {
    List<Job> draw = new ArrayList<>();
    Set<String> decks = new LinkedHashSet<>();
    boolean terrain = options.layout() == Layout.SHOP && options.shop().terrain();
    for (PrintedCard card :
        terrain ? parts.terrain(context).cards() : CardsPdf.pokerCards(context.game())) {
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
      submitted.add(
          pool.submit(
              () -> {
                job.write();
                afterEach.run();
                return null;
              }));
    }
    return submitted;
  }

  /**
   * With {@code --deck}, the catalog seen by the files holds that one deck; empty, with an error
   * naming the decks, when no deck answers to what was typed.
   */
  private Optional<BuildContext> onlyTheChosenDeck(BuildContext c) {
    if (options.deck().isEmpty()) {
      return Optional.of(c);
    }
    String typed = options.deck().get();
    List<CardDeck> decks =
        c.game().decks().stream()
            .filter(d -> DeckChoice.matches(typed, d.id(), d.kind(), d.name()))
            .<CardDeck>map(d -> d)
            .toList();
    if (decks.isEmpty()) {
      List<String> ids = c.game().decks().stream().map(CardDeck::id).toList();
      c.diagnostics()
          .error(
              "print-deck",
              SourceRef.file("--deck " + typed),
              "no deck is called \"" + typed + "\"",
              Suggestions.hint(
                  typed, ids, "the decks are (by id; the names in summary.txt work too)"));
      return Optional.empty();
    }
    return Optional.of(
        new BuildContext(
            parts.onlyDecks(c.game(), decks),
            c.rulebook(),
            c.renderer(),
            c.fonts(),
            c.seed(),
            c.diagnostics(),
            c.cache(),
            c.progress(),
            c.where()));
  }

  /** The start of every file name: the slug, and the deck's id when one deck is printed. */
  private String prefix(BuildContext context) {
    String slug = context.game().gameSlug();
    return options.deck().isPresent() ? slug + "-deck-" + context.game().decks().get(0).id() : slug;
  }

  private List<Named> jobs(BuildContext context, Path outDir, CardForms forms) throws IOException {
    Path dir = outDir.resolve("print");
    PrintTemplates templates = new PrintTemplates(options.templates());
    String prefix = prefix(context);
    List<Named> jobs = new ArrayList<>();
    boolean poker = hasPokerCards(context);
    TerrainSheets terrain = parts.terrain(context);
    if (options.layout() == Layout.SHOP && options.shop().terrain()) {
      // the terrain preset is the index cards' own: a shop print of it makes them alone
      if (!terrain.cards().isEmpty()) {
        shopJobs(context, terrain, dir, prefix, forms, jobs);
      }
      return jobs;
    } else if (options.layout() == Layout.SHOP && poker) {
      // a shop print makes its preset's folder only: the home files stay as they were
      shopJobs(context, terrain, dir, prefix, forms, jobs);
      return jobs;
    } else if (poker) {
      CardsPdf cards =
          new CardsPdf(context, templates, forms, options, () -> parts.cardPages(context));
      for (Paper paper : options.papers()) {
        String name =
            CardsPdf.fileName(prefix, Optional.empty(), paper, options.layout(), options.duplex());
        jobs.add(new Named(name, () -> cards.write(dir.resolve(name), paper)));
      }
    }
    // the pieces belong to the whole game: a one-deck print leaves them out
    Optional<PieceSheets<?>> pieceSheets =
        options.deck().isEmpty()
            ? Optional.<PieceSheets<?>>of(parts.pieces(context)).filter(p -> !p.isEmpty())
            : Optional.empty();
    if (pieceSheets.isPresent()) {
      ComponentsPdf<?> pieces = new ComponentsPdf<>(context, options.margin(), pieceSheets.get());
      for (Paper paper : options.papers()) {
        String name = ComponentsPdf.fileName(context.game().gameSlug(), paper);
        jobs.add(new Named(name, () -> pieces.write(dir.resolve(name), paper)));
      }
    }
    if (!context.rulebook().isEmpty() && options.deck().isEmpty()) {
      RulebookPdf rulebook = new RulebookPdf(context, forms, parts.figures(context));
      String slug = context.game().gameSlug();
      for (Paper paper : options.papers()) {
        String name = slug + "-rulebook-" + paper.key() + ".pdf";
        jobs.add(
            new Named(name, () -> rulebook.write(dir.resolve(name), context.rulebook(), paper)));
      }
      // one reading copy for a screen, with the first paper's pages (half-letter pages by default)
      Paper first = options.papers().get(0);
      String reading = RulebookPdf.readingName(slug);
      jobs.add(
          new Named(
              reading,
              () -> rulebook.writeReading(dir.resolve(reading), context.rulebook(), first)));
    }
    if (!terrain.cards().isEmpty()) {
      terrainJobs(context, terrain, outDir, dir, prefix, templates, forms, jobs);
    }
    return jobs;
  }

  private static boolean hasPokerCards(BuildContext context) {
    return !CardsPdf.pokerCards(context.game()).isEmpty();
  }

  private void shopJobs(
      BuildContext context,
      TerrainSheets terrain,
      Path dir,
      String prefix,
      CardForms forms,
      List<Named> jobs) {
    String folder = PrintCarry.shopFolder(options.shop());
    Path shopDir = dir.resolve(folder);
    switch (options.shop()) {
      case GENERIC ->
          shopPair(context, CardsPdf.pokerCards(context.game()), "cards", prefix, dir, jobs);
      case PDFX ->
          pdfxFile(context, forms, CardsPdf.pokerCards(context.game()), "cards", prefix, dir, jobs);
      case TERRAIN -> shopPair(context, terrain.cards(), "terrain", prefix, dir, jobs);
      case TERRAIN_PDFX -> pdfxFile(context, forms, terrain.cards(), "terrain", prefix, dir, jobs);
      case PNG_825, PNG_822 -> {
        String name = prefix + "-cards-" + options.shop().key();
        ShopPngs pngs = new ShopPngs(context, options.shop(), options.proof(), options.backs());
        jobs.add(new Named(folder + name, () -> pngs.write(shopDir.resolve(name))));
      }
    }
  }

  /**
   * A shop's fronts and backs of {@code cards}, {@code <prefix>-<what>-shop-fronts.pdf} and {@code
   * -backs.pdf} in the preset's folder.
   */
  private void shopPair(
      BuildContext context,
      List<? extends PrintedCard> cards,
      String what,
      String prefix,
      Path dir,
      List<Named> jobs) {
    String folder = PrintCarry.shopFolder(options.shop());
    Path shopDir = dir.resolve(folder);
    ShopPdf shop = new ShopPdf(context, options.proof(), options.backs(), cards, what);
    for (PageSide side : List.of(PageSide.FRONT, PageSide.BACK)) {
      String name =
          prefix + "-" + what + "-shop-" + (side == PageSide.FRONT ? "fronts" : "backs") + ".pdf";
      jobs.add(new Named(folder + name, () -> shop.write(shopDir.resolve(name), side)));
    }
  }

  /** A shop's PDF/X-1a file of {@code cards}, {@code <prefix>-<what>-pdfx.pdf}. */
  private void pdfxFile(
      BuildContext context,
      CardForms forms,
      List<? extends PrintedCard> cards,
      String what,
      String prefix,
      Path dir,
      List<Named> jobs) {
    String folder = PrintCarry.shopFolder(options.shop());
    String name = prefix + "-" + what + "-pdfx.pdf";
    PdfxShopPdf pdfx =
        new PdfxShopPdf(context, forms, options.proof(), options.backs(), cards, what);
    jobs.add(new Named(folder + name, () -> pdfx.write(dir.resolve(folder).resolve(name))));
  }

  private void terrainJobs(
      BuildContext context,
      TerrainSheets sheets,
      Path outDir,
      Path dir,
      String prefix,
      PrintTemplates templates,
      CardForms forms,
      List<Named> jobs) {
    TerrainPdf terrain = new TerrainPdf(context, templates, forms, sheets);
    // A kept terrain PDF keeps its cards' drawings in the cache too, as a clean build would have.
    Job keepDrawings =
        () -> {
          for (PrintedCard card : sheets.cards()) {
            forms.prepareFace(card);
          }
          Optional<? extends CardDeck> terrainDeck = sheets.deck();
          if (terrainDeck.isPresent()) {
            forms.prepareBack(terrainDeck.get());
          }
        };
    double margin = options.margin();
    boolean proof = options.proof();
    // fold-over sheets are for the cards; terrain folded in half would not be 3 x 5 in
    Duplex duplex = options.layout() == Layout.FOLD ? Duplex.NONE : options.duplex();
    BackOffset offset = options.backOffset();
    if (options.indexStock()) {
      String name = prefix + "-terrain-index.pdf";
      Path file = dir.resolve(name);
      jobs.add(
          new Named(
              name,
              reusable(
                  context,
                  sheets,
                  outDir,
                  file,
                  terrain.key("index-stock", false, margin, proof, duplex, offset),
                  () -> terrain.write(file, "index-stock", false, margin, proof, duplex, offset),
                  keepDrawings)));
      for (Paper paper : options.papers()) {
        String preview = prefix + "-map-preview-" + paper.key() + ".pdf";
        jobs.add(new Named(preview, () -> terrain.writePreview(dir.resolve(preview), paper)));
      }
      return;
    }
    for (Paper paper : options.papers()) {
      String name = prefix + "-terrain-" + paper.key() + ".pdf";
      Path file = dir.resolve(name);
      String sheet = "terrain-" + paper.key();
      boolean cut = options.cutLines();
      jobs.add(
          new Named(
              name,
              reusable(
                  context,
                  sheets,
                  outDir,
                  file,
                  terrain.key(sheet, cut, margin, proof, duplex, offset),
                  () -> terrain.write(file, sheet, cut, margin, proof, duplex, offset),
                  keepDrawings)));
    }
  }

  /**
   * A PDF the last build wrote from the same inputs is linked in, not written again. Only when the
   * card set can have a map preview: otherwise writing the file is what warns about it.
   */
  private static Job reusable(
      BuildContext context,
      TerrainSheets terrain,
      Path outDir,
      Path file,
      String key,
      Job write,
      Job whenKept) {
    return () -> {
      String relPath = outDir.relativize(file).toString().replace(java.io.File.separatorChar, '/');
      if (!terrain.mapPossible() || context.cache().needsDrawing(relPath, key, outDir)) {
        write.write();
      } else {
        whenKept.write();
      }
    };
  }
}
