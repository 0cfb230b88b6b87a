package org.legendsforge.kit.output.pdf;

import java.awt.Graphics2D;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.render.BackStyle;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FontSet;

/**
 * Every card face, deck back and guide page as a PDF drawing, made once per build however many PDFs
 * place it (Letter and A4 hold the same cards), and, in a build, kept in the render cache as {@code
 * .forge-cache/forms/<key>.form} so the next build redraws only the cards whose inputs changed. The
 * key is the card image's key: a face depends on its card and deck, a back on its deck, and both on
 * the templates, fonts and tool (a low-ink back has a key of its own). Thread-safe; each thread
 * records with its own recorder.
 */
final class CardForms implements Closeable {
  static final String DIR = ".forge-cache/forms";

  private final CardRenderer renderer;
  private final FontSet fonts;
  private final RenderCache cache;
  private final Path staging;
  private final BackStyle backs;
  private final Map<String, Optional<byte[]>> recorded = new ConcurrentHashMap<>();
  private final Map<Thread, FormRecorder> recorders = new ConcurrentHashMap<>();

  private CardForms(
      CardRenderer renderer, FontSet fonts, RenderCache cache, Path staging, BackStyle backs) {
    this.backs = backs;
    this.renderer = renderer;
    this.fonts = fonts;
    this.cache = cache;
    this.staging = staging;
  }

  /** Drawings kept for this run only (reprint PDFs, tests). */
  static CardForms uncached(CardRenderer renderer, FontSet fonts) {
    return new CardForms(renderer, fonts, RenderCache.none(), null, BackStyle.FULL);
  }

  /**
   * Drawings reused from, and saved to, the render cache of the build staged in {@code staging}.
   */
  static CardForms cached(BuildContext ctx, Path staging) throws IOException {
    return cached(ctx, staging, BackStyle.FULL);
  }

  /** As {@link #cached(BuildContext, Path)}, every back inked as {@code backs} asks. */
  static CardForms cached(BuildContext ctx, Path staging, BackStyle backs) throws IOException {
    Files.createDirectories(staging.resolve(DIR));
    return new CardForms(ctx.renderer(), ctx.fonts(), ctx.cache(), staging, backs);
  }

  /** How the backs are inked. */
  BackStyle backStyle() {
    return backs;
  }

  /** The calling thread's recorder, for the other drawings of a PDF it writes (guide pages). */
  FormRecorder recorder() {
    return recorders.computeIfAbsent(Thread.currentThread(), t -> new FormRecorder(fonts));
  }

  PDFormXObject face(PdfDocumentWriter pdf, PrintedCard card) throws IOException {
    return placed(pdf, faceDrawing(card));
  }

  PDFormXObject back(PdfDocumentWriter pdf, CardDeck deck) throws IOException {
    return placed(pdf, backDrawing(deck));
  }

  /** The recorded drawing of a face (text and paths only), or empty when it is more than that. */
  Optional<RecordedForm> faceRecording(PrintedCard card) throws IOException {
    Optional<byte[]> form = prepared(faceDrawing(card));
    return form.isPresent() ? Optional.of(RecordedForm.fromBytes(form.get())) : Optional.empty();
  }

  Optional<RecordedForm> backRecording(CardDeck deck) throws IOException {
    Optional<byte[]> form = prepared(backDrawing(deck));
    return form.isPresent() ? Optional.of(RecordedForm.fromBytes(form.get())) : Optional.empty();
  }

  /** Draws a face now (or takes it from the cache), so placing it later only copies it. */
  void prepareFace(PrintedCard card) throws IOException {
    prepared(faceDrawing(card));
  }

  void prepareBack(CardDeck deck) throws IOException {
    prepared(backDrawing(deck));
  }

  /** What to draw, at which size, and the render key it is kept under. */
  private record Drawing(String key, double width, double height, Consumer<Graphics2D> paint) {}

  private Drawing faceDrawing(PrintedCard card) {
    CardSize size = renderer.size(card.deck());
    return new Drawing(
        cache.faceKey(card),
        size.bleedWidth(),
        size.bleedHeight(),
        g -> renderer.paintFace(card, g));
  }

  private Drawing backDrawing(CardDeck deck) {
    CardSize size = renderer.size(deck);
    return new Drawing(
        backs == BackStyle.FULL ? cache.backKey(deck) : cache.key(cache.backKey(deck), backs.key()),
        size.bleedWidth(),
        size.bleedHeight(),
        g -> renderer.paintBack(deck, backs, g));
  }

  /** A guide page of {@code width} × {@code height} mm, reused when what it shows is unchanged. */
  PDFormXObject page(PdfDocumentWriter pdf, GuidePage page, double width, double height)
      throws IOException {
    Consumer<Graphics2D> paint = g -> page.paint(g, width, height);
    Optional<String> content = page.contentKey();
    if (content.isEmpty()) {
      return pdf.form(width, height, paint);
    }
    String key =
        cache.key("guide-page", content.get(), Double.toString(width), Double.toString(height));
    return placed(pdf, new Drawing(key, width, height, paint));
  }

  private PDFormXObject placed(PdfDocumentWriter pdf, Drawing d) throws IOException {
    Optional<byte[]> form = prepared(d);
    return form.isPresent()
        ? pdf.form(RecordedForm.fromBytes(form.get()))
        : pdf.drawnHere(d.width(), d.height(), d.paint());
  }

  private Optional<byte[]> prepared(Drawing d) throws IOException {
    try {
      return recorded.computeIfAbsent(d.key(), k -> record(d));
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private Optional<byte[]> record(Drawing d) {
    try {
      String rel = DIR + "/" + d.key() + ".form";
      if (staging != null) {
        Optional<byte[]> kept = cache.kept(rel, d.key(), staging, CardForms::sound);
        if (kept.isPresent()) {
          return kept;
        }
      }
      Optional<RecordedForm> form = recorder().record(d.width(), d.height(), d.paint());
      if (form.isEmpty()) {
        return Optional.empty();
      }
      byte[] bytes = form.get().toBytes();
      if (staging != null) {
        Files.write(staging.resolve(rel), bytes);
      }
      return Optional.of(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The bytes of a cache file that reads as a recorded form. */
  private static byte[] sound(byte[] file) throws IOException {
    RecordedForm.fromBytes(file);
    return file;
  }

  @Override
  public void close() throws IOException {
    for (FormRecorder r : recorders.values()) {
      r.close();
    }
    recorders.clear();
  }
}
