package org.legendsforge.kit.output.tts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.table.DeckSheets;
import org.legendsforge.games.graveyard.table.LuaView;
import org.legendsforge.games.graveyard.table.SaveBuilder;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.games.graveyard.table.TableIndex;
import org.legendsforge.games.graveyard.table.TableLayout;
import org.legendsforge.games.graveyard.table.TooltipText;
import org.legendsforge.games.graveyard.table.TtsImages;
import org.legendsforge.games.graveyard.table.UrlAssets;
import org.legendsforge.kit.files.FileLinks;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.OutputTarget;
import org.legendsforge.kit.template.TemplateRenderException;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.GlobalScript;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.ImageUrls;
import org.legendsforge.kit.tts.SaveFile;

/**
 * The Tabletop Simulator save: {@code tts/<Game Name>.json}, its thumbnail {@code tts/<Game
 * Name>.png} and the card sheets and table art in {@code tts/images/}. Its image URLs point at
 * where the images will finally live ({@code finalOut/tts/images}, not the staging folder written
 * to). With an {@code imageBaseUrl}, also the hosted save: {@code tts-hosted/<Game Name>
 * (hosted).json}, its thumbnail, and in {@code tts-hosted/images/} exactly the images to upload
 * there. The hosted save has a folder of its own, so a later build without the address leaves it in
 * place, and a name of its own, so it is never taken for the save that loads from this computer.
 */
public final class TtsTarget implements OutputTarget {
  public static final String DIR = "tts";
  public static final String IMAGES = "images";

  /** The folder of the hosted save, beside {@code tts/}. */
  public static final String HOSTED_DIR = "tts-hosted";

  private final Path templatesDir;
  private final Optional<String> imageBaseUrl;
  private final Path finalOut;

  public TtsTarget(Path templatesDir, Optional<String> imageBaseUrl, Path finalOut) {
    this.templatesDir = templatesDir;
    this.imageBaseUrl = imageBaseUrl;
    this.finalOut = finalOut;
  }

  @Override
  public String name() {
    return "tts";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    Catalog catalog = ((Catalog) context.game());
    TableGeometry map = TableGeometry.DEFAULT;
    List<DeckSheet<Deck, DeckCard>> plan = DeckSheets.of(catalog);
    // One table for both saves: the GUID allocator gives a name the GUID it gave it before, so
    // the hosted save, built after the local one from the same allocator, gets the same GUIDs.
    GuidAllocator guids = new GuidAllocator();
    TableIndex index = TableIndex.create(catalog, guids);
    // the script first: a mistake in templates/tts/ is reported where it is, before any sheet is
    // drawn, and the error keeps the build from committing
    GlobalScript script;
    try {
      script =
          new GlobalScriptWriter(templatesDir)
              .write(LuaView.of(catalog, index, plan, map, context.seed()));
    } catch (TemplateRenderException e) {
      context
          .diagnostics()
          .error("template", e.where(), e.getMessage(), "fix the script template at this place");
      return;
    }
    Table table = new Table(plan, map, guids, index, script);
    Path dir = Files.createDirectories(outDir.resolve(DIR));
    TtsImageWriter imageWriter = new TtsImageWriter(context.renderer(), context.fonts());
    TtsImages images =
        imageWriter.write(
            catalog, plan, map, outDir, DIR + "/" + IMAGES, context.cache(), context.progress());
    String name = fileName(catalog.game().title());
    SaveJson json = new SaveJson();
    Files.write(
        dir.resolve(name + ".json"),
        json.bytes(
            save(context, table, new UrlAssets(localImageBase(finalOut.resolve(DIR)), images))));
    String thumbnail = DIR + "/" + name + ".png";
    if (context
        .cache()
        .needsDrawing(
            thumbnail,
            context
                .cache()
                .key(
                    "tts-thumbnail",
                    map.toString(),
                    catalog.toString(),
                    plan.toString(),
                    Long.toString(context.seed())),
            outDir)) {
      imageWriter.thumbnail(catalog, plan, map, context.seed(), dir.resolve(name + ".png"));
    }
    if (imageBaseUrl.isPresent()) {
      Path hosted = Files.createDirectories(outDir.resolve(HOSTED_DIR));
      String hostedName = hostedFileName(catalog.game().title());
      Files.write(
          hosted.resolve(hostedName + ".json"),
          json.bytes(save(context, table, new UrlAssets(imageBaseUrl.get(), images))));
      FileLinks.linkOrCopy(dir.resolve(name + ".png"), hosted.resolve(hostedName + ".png"));
      try (java.util.stream.Stream<Path> files = Files.list(dir.resolve(IMAGES))) {
        for (Path image : files.sorted().toList()) {
          FileLinks.linkOrCopy(
              image, hosted.resolve(IMAGES).resolve(image.getFileName().toString()));
        }
      }
    }
  }

  /** What both saves share: the sheet plan, the map, the objects' GUIDs and the script. */
  private record Table(
      List<DeckSheet<Deck, DeckCard>> plan,
      TableGeometry map,
      GuidAllocator guids,
      TableIndex index,
      GlobalScript script) {}

  /** One save whose images are found through {@code assets}; the same table whatever the URLs. */
  private SaveFile save(BuildContext context, Table table, UrlAssets assets) throws IOException {
    Catalog catalog = ((Catalog) context.game());
    return new SaveBuilder(
            new TableLayout(table.map()), new TooltipText(context.renderer()::rulesText))
        .build(
            catalog,
            table.plan(),
            table.index(),
            table.guids(),
            assets,
            table.script(),
            context.rulebook());
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
