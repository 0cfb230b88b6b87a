package org.legendsforge.kit.output.image;

import java.awt.Graphics2D;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.legendsforge.kit.project.DeckSpec;
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
 * page, a print shop's upload or a quick look.
 */
public final class ProjectCardImages {
  static final int DPI = 300;

  private ProjectCardImages() {}

  /** Writes the images below {@code outDir}; returns their paths relative to it. */
  public static List<String> write(
      GameProject game, CardFaces face, CardBacks back, FontSet fonts, Path outDir)
      throws IOException {
    List<String> written = new ArrayList<>();
    for (DeckSpec deck : game.decks()) {
      for (ProjectCard card : game.cardsOf(deck)) {
        String name = "cards/" + deck.id() + "/" + fileName(card);
        written.addAll(both(game, g -> face.paint(g, card, 0), fonts, outDir, name));
      }
      written.addAll(
          both(game, g -> back.paint(g, deck, 0), fonts, outDir, "cards/" + deck.id() + "/back"));
    }
    return written;
  }

  /** The drawing as {@code name.png} and {@code name.svg}; returns both paths. */
  private static List<String> both(
      GameProject game, Consumer<Graphics2D> paint, FontSet fonts, Path outDir, String name)
      throws IOException {
    double w = game.cardWidth();
    double h = game.cardHeight();
    ProjectRaster.writePng(
        ProjectRaster.atDpi(w, h, DPI, paint), outDir.resolve(name + ".png"), DPI);
    // no bleed: the SVG shows the card as cut, as the PNG does
    String svg = new SvgCardWriter().svg(new CardSize(w, h, 0, 0), paint, fonts);
    Files.writeString(outDir.resolve(name + ".svg"), svg, StandardCharsets.UTF_8);
    return List.of(name + ".png", name + ".svg");
  }

  /** The card's type and name as a file name; the type keeps two cards of one name apart. */
  public static String fileName(ProjectCard card) {
    return card.type() + "-" + ProjectLoader.slug(card.name());
  }
}
