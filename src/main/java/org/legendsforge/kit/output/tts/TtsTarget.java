package org.legendsforge.kit.output.tts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.files.FileLinks;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.GameParts;
import org.legendsforge.kit.output.GameTable;
import org.legendsforge.kit.output.OutputTarget;
import org.legendsforge.kit.template.TemplateRenderException;
import org.legendsforge.kit.tts.GlobalScript;
import org.legendsforge.kit.tts.ImageUrls;

/**
 * The Tabletop Simulator save: {@code tts/<Game Name>.json}, its thumbnail {@code tts/<Game
 * Name>.png} and the card sheets and table art in {@code tts/images/}. Its image URLs point at
 * where the images will finally live ({@code finalOut/tts/images}, not the staging folder written
 * to). With an {@code imageBaseUrl}, also the hosted save: {@code tts-hosted/<Game Name>
 * (hosted).json}, its thumbnail, and in {@code tts-hosted/images/} exactly the images to upload
 * there. The hosted save has a folder of its own, so a later build without the address leaves it in
 * place, and a name of its own, so it is never taken for the save that loads from this computer.
 * The table itself (its sheets, pictures, script view and objects) is the game's {@link GameTable},
 * from its {@link GameParts}.
 */
public final class TtsTarget implements OutputTarget {
  public static final String DIR = "tts";
  public static final String IMAGES = "images";

  /** The folder of the hosted save, beside {@code tts/}. */
  public static final String HOSTED_DIR = "tts-hosted";

  private final Path templatesDir;
  private final Optional<String> imageBaseUrl;
  private final Path finalOut;
  private final GameParts parts;

  public TtsTarget(
      Path templatesDir, Optional<String> imageBaseUrl, Path finalOut, GameParts parts) {
    this.templatesDir = templatesDir;
    this.imageBaseUrl = imageBaseUrl;
    this.finalOut = finalOut;
    this.parts = parts;
  }

  @Override
  public String name() {
    return "tts";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    // One table for both saves, so the hosted save, built after the local one, gets the same GUIDs.
    GameTable<?, ?> table = parts.table(context);
    // the script first: a mistake in templates/tts/ is reported where it is, before any sheet is
    // drawn, and the error keeps the build from committing
    GlobalScript script;
    try {
      script = new GlobalScriptWriter(templatesDir).write(table.scriptView());
    } catch (TemplateRenderException e) {
      context
          .diagnostics()
          .error("template", e.where(), e.getMessage(), "fix the script template at this place");
      return;
    }
    Path dir = Files.createDirectories(outDir.resolve(DIR));
    GameTable.Images images =
        TtsImageWriter.write(
            table, outDir, DIR + "/" + IMAGES, context.cache(), context.progress());
    String name = fileName(context.game().gameTitle());
    SaveJson json = new SaveJson();
    String localBase = localImageBase(finalOut.resolve(DIR));
    Files.write(
        dir.resolve(name + ".json"),
        json.bytes(table.save(images, localBase, script, context.rulebook())));
    String thumbnail = DIR + "/" + name + ".png";
    List<String> inputs = new ArrayList<>(List.of("tts-thumbnail"));
    inputs.addAll(table.thumbnailInputs());
    if (context
        .cache()
        .needsDrawing(thumbnail, context.cache().key(inputs.toArray(String[]::new)), outDir)) {
      TtsImageWriter.thumbnail(table, dir.resolve(name + ".png"));
    }
    if (imageBaseUrl.isPresent()) {
      Path hosted = Files.createDirectories(outDir.resolve(HOSTED_DIR));
      String hostedName = hostedFileName(context.game().gameTitle());
      Files.write(
          hosted.resolve(hostedName + ".json"),
          json.bytes(table.save(images, imageBaseUrl.get(), script, context.rulebook())));
      FileLinks.linkOrCopy(dir.resolve(name + ".png"), hosted.resolve(hostedName + ".png"));
      try (java.util.stream.Stream<Path> files = Files.list(dir.resolve(IMAGES))) {
        for (Path image : files.sorted().toList()) {
          FileLinks.linkOrCopy(
              image, hosted.resolve(IMAGES).resolve(image.getFileName().toString()));
        }
      }
    }
  }

  /** The hosted save's file name, without extension: the game's name and "(hosted)". */
  public static String hostedFileName(String gameName) {
    return fileName(gameName) + " (hosted)";
  }

  /** The {@code file:///} base of the images of a written save folder. */
  public static String localImageBase(Path ttsDir) {
    return ImageUrls.fileBase(ttsDir.resolve(IMAGES));
  }

  /** The game's name made safe as a file name on every system. */
  public static String fileName(String gameName) {
    String s = gameName.replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}]", "-").strip();
    return s.isEmpty() ? "save" : s;
  }
}
