package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.legendsforge.kit.output.GalleryTarget;
import org.legendsforge.kit.output.image.ProjectCardImages;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.project.look.GuidePages;
import org.legendsforge.kit.report.Gallery;
import org.legendsforge.kit.report.GalleryPage;

/**
 * A data-only game's {@code index.html}: the kit's gallery page (each deck's back and card faces,
 * the sleeves to buy, links to the print and shop PDFs and to the TTS save), filled from the
 * project instead of the main game's catalogue. Written last, after every file it links, so it
 * links what the build staged.
 */
final class ProjectGallery {
  private static final String SHOP = "print/shop";

  private ProjectGallery() {}

  static void write(GameProject game, Path outDir) throws IOException {
    List<Gallery.DeckView> decks = new ArrayList<>();
    List<Gallery.SleeveRow> sleeves = new ArrayList<>();
    int inAll = 0;
    for (DeckSpec deck : game.decks()) {
      String dir = "cards/" + deck.id() + "/";
      List<Gallery.CardView> cards = new ArrayList<>();
      for (ProjectCard card : game.cardsOf(deck)) {
        String file = ProjectCardImages.fileName(card);
        // moves when what the picture shows moves, so an open page reloads that picture only
        String version = sum(card + "|" + deck + "|" + game.layouts()).substring(0, 12);
        cards.add(new Gallery.CardView(file, card.name(), dir + file + ".png", version, List.of()));
      }
      String sleeve = deck.sleeve().hex();
      decks.add(
          new Gallery.DeckView(deck.id(), deck.label(), sleeve, sleeve, dir + "back.png", cards));
      int n = game.copiesIn(deck);
      inAll += n;
      sleeves.add(new Gallery.SleeveRow(deck.label(), sleeve, sleeve, n, n, packs(n), "", ""));
    }
    List<Gallery.OutputFile> pdfs = new ArrayList<>(GalleryTarget.pdfs(outDir));
    pdfs.addAll(shopFiles(outDir));
    List<Gallery.OutputFile> tables = GalleryTarget.tables(outDir);
    List<Gallery.OutputFile> others = GalleryTarget.others(outDir);
    Gallery gallery =
        new Gallery(
            game.name() + " — preview",
            sum(
                game.name()
                    + game.types()
                    + game.decks()
                    + game.cards()
                    + game.layouts()
                    + pdfs
                    + tables),
            decks,
            sleeves,
            new Gallery.SleevesInAll(GuidePages.sleeveSize(game), inAll, packs(inAll)),
            pdfs,
            tables,
            others,
            "",
            List.of(),
            List.of(),
            List.of());
    Files.writeString(
        outDir.resolve("index.html"), new GalleryPage().html(gallery), StandardCharsets.UTF_8);
  }

  /** The card shop's PDFs in {@code print/shop/}, which the home-print list leaves out. */
  private static List<Gallery.OutputFile> shopFiles(Path outDir) throws IOException {
    Path dir = outDir.resolve(SHOP);
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".pdf"))
          .sorted()
          .map(n -> new Gallery.OutputFile(SHOP + "/" + n, "", "for a print-on-demand card shop"))
          .toList();
    }
  }

  private static int packs(int sleeves) {
    return (sleeves + 49) / 50;
  }

  /** A short hex digest of {@code text}. */
  private static String sum(String text) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(d).substring(0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
