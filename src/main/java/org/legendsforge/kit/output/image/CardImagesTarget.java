package org.legendsforge.kit.output.image;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.diag.Progress;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.OutputTarget;
import org.legendsforge.kit.output.Workers;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.CardSize;

/**
 * The {@code cards} output: every face as {@code cards/png/<deck>/<card>.png} (300 dpi, bleed
 * included) and {@code cards/svg/<deck>/<card>.svg}, and each deck's back as {@code back.png} and
 * {@code back.svg}. Cards are drawn on two threads (each image is independent); every file's bytes
 * depend only on its card, so the output is the same whatever the thread timing.
 */
public final class CardImagesTarget implements OutputTarget {
  private static final int THREADS = 2;
  private final PngCardWriter png = new PngCardWriter(PngCardWriter.DPI);
  private final SvgCardWriter svg = new SvgCardWriter();

  @Override
  public String name() {
    return "cards";
  }

  /** One image to write: a face, or a deck's back when {@code card} is null. */
  private record Job(CardDeck deck, PrintedCard card) {
    String file() {
      return card == null ? "back" : card.id();
    }
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    CardRenderer renderer = context.renderer();
    List<Job> jobs = new ArrayList<>();
    for (CardDeck deck : context.game().decks()) {
      jobs.add(new Job(deck, null));
      context.game().cardsIn(deck).forEach(c -> jobs.add(new Job(deck, c)));
    }
    for (CardDeck deck : context.game().decks()) {
      Files.createDirectories(outDir.resolve("cards/png").resolve(deck.id()));
      Files.createDirectories(outDir.resolve("cards/svg").resolve(deck.id()));
    }
    Progress.Task progress = context.progress().start("card images", jobs.size());
    Workers.each(
        "forge-cards",
        THREADS,
        jobs,
        job -> {
          writeOne(context, job, outDir);
          progress.step();
        },
        "card images");
    progress.finish(jobs.size() + " faces and backs, PNG and SVG");
  }

  private void writeOne(BuildContext context, Job job, Path outDir) {
    CardRenderer renderer = context.renderer();
    CardSize size = renderer.size(job.deck());
    java.util.function.Consumer<java.awt.Graphics2D> paint =
        job.card() == null
            ? g -> renderer.paintBack(job.deck(), g)
            : g -> renderer.paintFace(job.card(), g);
    // A face depends on its card and its deck; a back on its deck (and, like every file, on the
    // templates, fonts and tool that the cache's shared fingerprint covers).
    String key =
        job.card() == null
            ? context.cache().backKey(job.deck())
            : context.cache().faceKey(job.card());
    String pngPath = "cards/png/" + job.deck().id() + "/" + job.file() + ".png";
    String svgPath = "cards/svg/" + job.deck().id() + "/" + job.file() + ".svg";
    try {
      if (context.cache().needsDrawing(pngPath, key, outDir)) {
        Files.write(outDir.resolve(pngPath), png.png(size, paint));
      }
      if (context.cache().needsDrawing(svgPath, key, outDir)) {
        Files.writeString(
            outDir.resolve(svgPath), svg.svg(size, paint, context.fonts()), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
