package org.legendsforge.kit.output.image;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.project.ProjectLoader;
import org.legendsforge.kit.project.look.CardBacks;
import org.legendsforge.kit.project.look.CardFaces;

/**
 * A data-only game's card images: each card once, and each deck's back, as 300 dpi PNGs of the
 * trimmed card in {@code cards/<deck>/}, for a web page, a print shop's upload or a quick look.
 */
public final class ProjectCardImages {
  static final int DPI = 300;

  private ProjectCardImages() {}

  /** Writes the images below {@code outDir}; returns their paths relative to it. */
  public static List<String> write(GameProject game, CardFaces face, CardBacks back, Path outDir)
      throws IOException {
    List<String> written = new ArrayList<>();
    double w = game.cardWidth();
    double h = game.cardHeight();
    for (DeckSpec deck : game.decks()) {
      for (ProjectCard card : game.cardsOf(deck)) {
        String name = "cards/" + deck.id() + "/" + fileName(card) + ".png";
        ProjectRaster.writePng(
            ProjectRaster.atDpi(w, h, DPI, g -> face.paint(g, card, 0)), outDir.resolve(name), DPI);
        written.add(name);
      }
      String name = "cards/" + deck.id() + "/back.png";
      ProjectRaster.writePng(
          ProjectRaster.atDpi(w, h, DPI, g -> back.paint(g, deck, 0)), outDir.resolve(name), DPI);
      written.add(name);
    }
    return written;
  }

  /** The card's type and name as a file name; the type keeps two cards of one name apart. */
  public static String fileName(ProjectCard card) {
    return card.type() + "-" + ProjectLoader.slug(card.name());
  }
}
