package org.legendsforge.kit.output.pdf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.legendsforge.kit.files.FileLinks;
import org.legendsforge.kit.print.ShopPreset;

/**
 * Which files of the last {@code print/} folder a print carries into its own, so that no print
 * erases what another kind of print made: a shop print replaces only {@code shop/<preset>/}, a home
 * or fold-over print (and every build) replaces the home files and keeps every shop folder, a
 * one-deck print keeps everything beside its own files. A file this run writes is never carried, so
 * writing it cannot touch the old one through a link. Carried files are linked (or copied) into the
 * new build, which then commits whole as every build does ({@link OutputTree}).
 */
final class PrintCarry {
  private final boolean oneDeck;
  private final Optional<ShopPreset> shop;
  private final List<String> written;

  /**
   * @param oneDeck whether this run prints one deck only
   * @param shop the preset this run prints, when it is a shop print
   * @param written what this run writes, relative to {@code print/} ({@code /}-separated)
   */
  PrintCarry(boolean oneDeck, Optional<ShopPreset> shop, List<String> written) {
    this.oneDeck = oneDeck;
    this.shop = shop;
    this.written = List.copyOf(written);
  }

  /** The folder of a shop preset's files, relative to {@code print/}, ending in a slash. */
  static String shopFolder(ShopPreset preset) {
    return "shop/" + preset.key() + "/";
  }

  /** Whether the file at {@code rel} (relative to the last {@code print/}) goes on. */
  boolean keeps(String rel) {
    for (String w : written) {
      if (rel.equals(w) || rel.startsWith(w + "/")) {
        return false;
      }
    }
    if (oneDeck) {
      return true;
    }
    return shop.map(p -> !rel.startsWith(shopFolder(p))).orElse(rel.startsWith("shop/"));
  }

  /** Links every kept file of {@code from} into {@code to}, where nothing stands yet. */
  void carry(Path from, Path to) throws IOException {
    if (!Files.isDirectory(from)) {
      return;
    }
    // print/ is a link into the current build (OutputTree): walk the folder it leads to
    Path real = from.toRealPath();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(real)) {
      files = walk.filter(Files::isRegularFile).sorted().toList();
    }
    for (Path f : files) {
      String rel = real.relativize(f).toString().replace(java.io.File.separatorChar, '/');
      Path target = to.resolve(rel);
      if (keeps(rel) && !Files.exists(target)) {
        FileLinks.linkOrCopy(f, target);
      }
    }
  }
}
