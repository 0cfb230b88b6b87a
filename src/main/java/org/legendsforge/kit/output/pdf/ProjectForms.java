package org.legendsforge.kit.output.pdf;

import java.awt.Graphics2D;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.DrawingInputs;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.project.look.ProjectLook;
import org.legendsforge.kit.render.FontSet;

/**
 * A data-only game's faces and backs as PDF drawings: each recorded once per build however many
 * PDFs place it (A4, Letter, the shop's files), and kept in the render cache as the game's are
 * ({@code .forge-cache/forms/<key>.form}), so the next build records only the cards whose inputs
 * changed. A drawing that is more than text and paths (a card with art) is not recorded but drawn
 * into each document that places it.
 */
final class ProjectForms implements Closeable {
  private final ProjectLook look;
  private final DrawingInputs inputs;
  private final RenderCache cache;
  private final Path staging;
  private final FormRecorder recorder;
  private final Map<String, Optional<byte[]>> recorded = new HashMap<>();

  ProjectForms(ProjectLook look, FontSet fonts, RenderCache cache, Path staging)
      throws IOException {
    this.look = look;
    this.inputs = look.inputs();
    this.cache = cache;
    this.staging = staging;
    this.recorder = new FormRecorder(fonts);
    Files.createDirectories(staging.resolve(CardForms.DIR));
  }

  /** The recorder the documents placing these drawings draw their own pages with. */
  FormRecorder recorder() {
    return recorder;
  }

  PDFormXObject face(PdfDocumentWriter pdf, ProjectCard card, double bleed) throws IOException {
    return placed(pdf, faceDrawing(card, bleed));
  }

  PDFormXObject back(PdfDocumentWriter pdf, DeckSpec deck, double bleed) throws IOException {
    return placed(pdf, backDrawing(deck, bleed));
  }

  /** The recorded drawing of a face (text and paths only), or empty when it is more than that. */
  Optional<RecordedForm> faceRecording(ProjectCard card, double bleed) throws IOException {
    return recording(faceDrawing(card, bleed));
  }

  Optional<RecordedForm> backRecording(DeckSpec deck, double bleed) throws IOException {
    return recording(backDrawing(deck, bleed));
  }

  /** What to draw, at which size, and the render key it is kept under. */
  private record Drawing(String key, double width, double height, Consumer<Graphics2D> paint) {}

  private Drawing faceDrawing(ProjectCard card, double bleed) {
    return drawing(
        cache.key(inputs.face(card), Double.toString(bleed)),
        bleed,
        g -> look.face().paint(g, card, bleed));
  }

  private Drawing backDrawing(DeckSpec deck, double bleed) {
    return drawing(
        cache.key(inputs.back(deck), Double.toString(bleed)),
        bleed,
        g -> look.back().paint(g, deck, bleed));
  }

  private Drawing drawing(String key, double bleed, Consumer<Graphics2D> paint) {
    return new Drawing(
        key, look.game().cardWidth() + 2 * bleed, look.game().cardHeight() + 2 * bleed, paint);
  }

  private PDFormXObject placed(PdfDocumentWriter pdf, Drawing d) throws IOException {
    Optional<byte[]> form = prepared(d);
    return form.isPresent()
        ? pdf.form(RecordedForm.fromBytes(form.get()))
        : pdf.drawnHere(d.width(), d.height(), d.paint());
  }

  private Optional<RecordedForm> recording(Drawing d) throws IOException {
    Optional<byte[]> form = prepared(d);
    return form.isPresent() ? Optional.of(RecordedForm.fromBytes(form.get())) : Optional.empty();
  }

  /** The drawing's recorded bytes, recorded (or taken from the cache) once per build. */
  private Optional<byte[]> prepared(Drawing d) throws IOException {
    Optional<byte[]> form = recorded.get(d.key());
    if (form == null) {
      form = record(d.key(), d.width(), d.height(), d.paint());
      recorded.put(d.key(), form);
    }
    return form;
  }

  private Optional<byte[]> record(String key, double w, double h, Consumer<Graphics2D> paint)
      throws IOException {
    String rel = CardForms.DIR + "/" + key + ".form";
    Optional<byte[]> kept = cache.kept(rel, key, staging, ProjectForms::sound);
    if (kept.isPresent()) {
      return kept;
    }
    Optional<RecordedForm> made = recorder.record(w, h, paint);
    if (made.isEmpty()) {
      return Optional.empty();
    }
    byte[] bytes = made.get().toBytes();
    Files.write(staging.resolve(rel), bytes);
    return Optional.of(bytes);
  }

  /** The bytes of a cache file that reads as a recorded form. */
  private static byte[] sound(byte[] file) throws IOException {
    RecordedForm.fromBytes(file);
    return file;
  }

  @Override
  public void close() throws IOException {
    recorder.close();
  }
}
