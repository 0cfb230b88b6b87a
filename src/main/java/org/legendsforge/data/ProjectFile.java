package org.legendsforge.data;

import static org.legendsforge.data.shape.Field.optional;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.data.shape.ObjectShape;
import org.legendsforge.data.shape.ShapeContext;
import org.legendsforge.data.shape.TextShape;
import org.legendsforge.diag.Diagnostics;

/**
 * {@code forge.yaml}, beside the card-data folder: the settings a designer chooses once and every
 * later run keeps (the address the TTS images are hosted at). The designer writes it; forge only
 * reads it, checked like card data (unknown keys and bad values are located errors). No file means
 * no settings.
 */
public final class ProjectFile {
  public static final String NAME = "forge.yaml";

  /** What forge.yaml sets. {@code imageBaseUrl} ends in "/". */
  public record Settings(Optional<String> imageBaseUrl) {
    public static final Settings NONE = new Settings(Optional.empty());
  }

  static final TextShape URL =
      TextShape.matching(
          "(https?|file)://[^?#\\s]+",
          "write the folder's address, like https://example.org/legends/images/ (http, https or"
              + " file; no ?query or #fragment: image names are added to it)");

  private static final ObjectShape SHAPE =
      new ObjectShape(
          "project file",
          List.of(
              optional(
                  "tts",
                  new ObjectShape(
                      "tts settings",
                      List.of(
                          optional(
                              "imageBaseUrl",
                              URL,
                              "where output/tts-hosted/images is uploaded; every build then also"
                                  + " writes the hosted save"))),
                  "Tabletop Simulator settings")));

  private ProjectFile() {}

  /** The file {@code forge.yaml} beside {@code dataDir}. */
  public static Path of(Path dataDir) {
    return dataDir.toAbsolutePath().normalize().resolveSibling(NAME);
  }

  /**
   * The settings of the forge.yaml beside {@code dataDir}: {@link Settings#NONE} when there is
   * none, empty after reporting to {@code sink} when it is wrong.
   */
  public static Optional<Settings> load(Path dataDir, Path userDir, Diagnostics sink) {
    Path file = of(dataDir);
    if (!Files.exists(file)) {
      return Optional.of(Settings.NONE);
    }
    DataFolder folder = new DataFolder(file.getParent(), userDir);
    Diagnostics local = new Diagnostics();
    Optional<String> text = folder.read(NAME, local);
    if (text.isPresent()
        && text.get().lines().allMatch(l -> l.isBlank() || l.strip().startsWith("#"))) {
      return Optional.of(Settings.NONE); // only comments: nothing set yet
    }
    Optional<YamlDocument> doc =
        text.flatMap(t -> new YamlReader().read(t, folder.display(file), NAME, local));
    doc.ifPresent(d -> SHAPE.check(d.root(), "", new ShapeContext(d, local)));
    sink.addAll(local);
    if (doc.isEmpty() || local.hasErrors()) {
      return Optional.empty();
    }
    String url = doc.get().root().path("tts").path("imageBaseUrl").asText("");
    return Optional.of(
        new Settings(
            url.isEmpty() ? Optional.empty() : Optional.of(url.endsWith("/") ? url : url + "/")));
  }
}
