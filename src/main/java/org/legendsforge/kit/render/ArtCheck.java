package org.legendsforge.kit.render;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.legendsforge.kit.card.Art;

/**
 * What a designer should hear about a picture in its box before printing: that it cannot be read,
 * that {@code cover} cuts off more than a tenth of it, that its pixels are stretched below 150 dpi
 * (soft in print), that an SVG holds text in fonts forge does not control. Each warning names the
 * box's size in pixels at 300 dpi, the size to make the picture.
 */
final class ArtCheck {
  /**
   * More of the picture cut off than this is worth a word: the designer may lose a face or a hand.
   */
  static final double MAX_CROP = 0.10;

  /** Below this a printed picture looks soft. */
  static final double MIN_DPI = 150;

  static final int PRINT_DPI = 300;

  private ArtCheck() {}

  /**
   * Findings for {@code art} of {@code owner} ("card fireball", "deck fire's back") in {@code box}
   * (millimetres), reported at {@code field} of the owner's data.
   */
  static List<FitMemo.Finding> check(
      String owner, String field, Art art, Optional<Picture> picture, Rectangle2D box) {
    List<FitMemo.Finding> found = new ArrayList<>();
    String aim = ArtPlacement.pixels(box, PRINT_DPI);
    String boxMm = String.format(Locale.ROOT, "%.1f x %.1f mm", box.getWidth(), box.getHeight());
    if (picture.isEmpty()) {
      found.add(
          warning(
              "art",
              field,
              owner + ": art " + art.file() + " cannot be read as a picture",
              "use a PNG, JPEG or SVG inside card-data (" + aim + " for this box)"));
      return found;
    }
    Picture p = picture.get();
    ArtPlacement placed = ArtPlacement.of(p.width(), p.height(), box, art.fit(), art.focus());
    double cropped = placed.cropped();
    if (cropped > MAX_CROP) {
      found.add(
          warning(
              "art-crop",
              field,
              String.format(
                  Locale.ROOT,
                  "%s: art %s loses %.0f %% of its picture to fill the %s art box",
                  owner,
                  art.file(),
                  cropped * 100,
                  boxMm),
              "make the picture the box's shape ("
                  + aim
                  + "), or choose what stays with focus:, or show all of it with fit: contain"));
    }
    if (!p.vector()) {
      double dpi = placed.dpi(p.width(), p.height());
      if (dpi < MIN_DPI - 0.5) {
        found.add(
            warning(
                "art-resolution",
                field,
                String.format(
                    Locale.ROOT,
                    "%s: art %s is %d x %d px, which prints at %.0f dpi in its %s box and will look soft",
                    owner,
                    art.file(),
                    (int) p.width(),
                    (int) p.height(),
                    dpi,
                    boxMm),
                "make it "
                    + aim
                    + " (300 dpi), at least "
                    + ArtPlacement.pixels(box, (int) MIN_DPI)));
      }
    } else if (p instanceof Picture.Vector v) {
      if (v.hasText()) {
        found.add(
            warning(
                "art-svg-text",
                field,
                owner
                    + ": art "
                    + art.file()
                    + " holds text, which would be drawn in whatever fonts this computer has",
                "turn the text into paths in your SVG editor (Inkscape: Path > Object to Path)"));
      }
      if (!v.problems().isEmpty()) {
        found.add(
            warning(
                "art-svg",
                field,
                owner + ": art " + art.file() + ": " + v.problems().get(0),
                "open it in a browser to see what is missing, and save it again from your SVG editor as plain SVG"));
      }
    }
    return found;
  }

  private static FitMemo.Finding warning(String check, String field, String message, String hint) {
    return new FitMemo.Finding(false, check, field, message, hint);
  }
}
