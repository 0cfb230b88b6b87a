package org.legendsforge.kit.output.image;

import java.awt.Graphics2D;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.DrawingInputs;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.project.ProjectLoader;
import org.legendsforge.kit.project.look.CardBacks;
import org.legendsforge.kit.project.look.CardFaces;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FontSet;

/**
 * A data-only game's card images: each card once, and each deck's back, as 300 dpi PNGs and as SVGs
 * (text kept as text, the fonts embedded) of the trimmed card in {@code cards/<deck>/}, for a web
 * page, a print shop's upload or a quick look. An image whose card (or deck) and shared inputs are
 * those of the last build is taken from it through the render cache rather than drawn again.
 */
public final class ProjectCardImages {
  static final int DPI = 300;

  private ProjectCardImages() {}

  /** Writes the images below {@code outDir}; returns their paths relative to it. */
  public static List<String> write(
      GameProject game,
      CardFaces face,
      CardBacks back,
      FontSet fonts,
      RenderCache cache,
      Path outDir)
      throws IOException {
    DrawingInputs inputs = new DrawingInputs(game);
    List<String> written = new ArrayList<>();
    for (DeckSpec deck : game.decks()) {
      Files.createDirectories(outDir.resolve("cards/" + deck.id()));
      for (ProjectCard card : game.cardsOf(deck)) {
        String name = "cards/" + deck.id() + "/" + fileName(card);
        String key = cache.key(inputs.face(card), "image");
        written.addAll(both(game, g -> face.paint(g, card, 0), fonts, cache, key, outDir, name));
      }
      String key = cache.key(inputs.back(deck), "image");
      String name = "cards/" + deck.id() + "/back";
      written.addAll(both(game, g -> back.paint(g, deck, 0), fonts, cache, key, outDir, name));
    }
    return written;
  }

  /** The drawing as {@code name.png} and {@code name.svg}; returns both paths. */
  private static List<String> both(
      GameProject game,
      Consumer<Graphics2D> paint,
      FontSet fonts,
      RenderCache cache,
      String key,
      Path outDir,
      String name)
      throws IOException {
    double w = game.cardWidth();
    double h = game.cardHeight();
    String png = name + ".png";
    if (cache.needsDrawing(png, key, outDir)) {
      ProjectRaster.writePng(ProjectRaster.atDpi(w, h, DPI, paint), outDir.resolve(png), DPI);
    }
    String svg = name + ".svg";
    if (cache.needsDrawing(svg, key, outDir)) {
      // no bleed: the SVG shows the card as cut, as the PNG does
      String text = new SvgCardWriter().svg(new CardSize(w, h, 0, 0), paint, fonts);
      Files.writeString(outDir.resolve(svg), text, StandardCharsets.UTF_8);
    }
    return List.of(png, svg);
  }

  /** The card's type and name as a file name; the type keeps two cards of one name apart. */
  public static String fileName(ProjectCard card) {
    return card.type() + "-" + ProjectLoader.slug(card.name());
  }
}
