package org.legendsforge.kit.project.look;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.Locale;
import java.util.Optional;
import org.legendsforge.kit.project.CardTemplate;
import org.legendsforge.kit.project.LayoutBox;
import org.legendsforge.kit.project.Rgb;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * Draws a project's own layout (a face or a back): its background out to the bleed, its picture,
 * then each box in the file's order, with what the box shows fitted into it. A box that shows a
 * field the card leaves empty is not drawn at all, fill included, so an optional number leaves no
 * empty badge.
 */
final class LayoutPainter {
  /** What a box shows on one card: its words, a picture, or whether it is a paragraph. */
  interface Content {
    /** Whether the box is named after something a card shows (a field, the name, the deck). */
    boolean named(LayoutBox box);

    /** The box's words on this card; empty when the box shows a field this card leaves empty. */
    Optional<String> words(LayoutBox box);

    /** Whether the box shows a field of running text, wrapped over lines. */
    boolean paragraph(LayoutBox box);

    /** Whether the box shows a picture field: its words are then the picture's path. */
    boolean picture(LayoutBox box);

    /** The letter that stands in for a missing picture. */
    String initial();
  }

  private final FontSet fonts;
  private final CardArt art;

  LayoutPainter(FontSet fonts, CardArt art) {
    this.fonts = fonts;
    this.art = art;
  }

  void paint(
      Graphics2D g,
      CardTemplate layout,
      Color background,
      double width,
      double height,
      double bleed,
      Content content) {
    Words.smooth(g);
    Rectangle2D full = new Rectangle2D.Double(0, 0, width + 2 * bleed, height + 2 * bleed);
    g.setColor(background);
    g.fill(full);
    layout.image().flatMap(art::image).ifPresent(img -> cover(g, img, full));
    g.translate(bleed, bleed);
    // the fills drawn so far, so a box's words default to an ink that reads over what lies under
    java.util.List<Shape> filled = new java.util.ArrayList<>();
    java.util.List<Color> fills = new java.util.ArrayList<>();
    for (LayoutBox box : layout.boxes()) {
      Optional<String> words = box.words().or(() -> content.words(box));
      boolean decoration = box.words().isEmpty() && !content.named(box);
      if (words.isEmpty() && !decoration) {
        continue;
      }
      Shape outline = outline(box);
      box.fill().map(Ink::of).ifPresent(c -> fillWith(g, outline, c));
      Color under = box.fill().map(Ink::of).orElse(beneath(box, filled, fills, background));
      if (box.fill().isPresent()) {
        filled.add(outline);
        fills.add(under);
      }
      if (!decoration && content.picture(box)) {
        picture(g, box, outline, words.get(), content.initial(), under);
      } else if (words.isPresent()) {
        g.setColor(box.colour().map(Ink::of).orElseGet(() -> readableOver(under)));
        text(g, box, words.get(), content.paragraph(box));
      }
      box.line()
          .map(Ink::of)
          .ifPresent(
              c -> {
                g.setColor(c);
                g.setStroke(new BasicStroke(0.35f));
                g.draw(outline);
              });
    }
    g.translate(-bleed, -bleed);
  }

  private void text(Graphics2D g, LayoutBox box, String words, boolean paragraph) {
    java.awt.Font font = fonts.font(face(box), (float) box.size());
    double pad = box.shape() == LayoutBox.Shape.CIRCLE ? box.w() * 0.15 : 0.8;
    if (paragraph) {
      Words.paragraph(
          g,
          font,
          words,
          box.x() + pad,
          box.y() + 0.5,
          box.w() - 2 * pad,
          box.h() - 1,
          box.size(),
          box.align());
      return;
    }
    // one line: no taller than the box, and shrunk until it fits across
    double size = Math.min(box.size(), box.h() * 0.8);
    g.setFont(Words.fitted(g, font, words, box.w() - 2 * pad, size));
    double baseline = box.y() + box.h() / 2 + g.getFont().getSize2D() * 0.36;
    Words.aligned(g, words, box.x() + pad, box.w() - 2 * pad, baseline, box.align());
  }

  private void picture(
      Graphics2D g, LayoutBox box, Shape outline, String path, String initial, Color under) {
    Optional<BufferedImage> img = art.image(path);
    Shape clip = g.getClip();
    g.clip(outline);
    if (img.isPresent()) {
      cover(g, img.get(), outline.getBounds2D());
    } else {
      // no art yet: a soft wash with the card's initial, as the default face draws it
      g.setColor(DefaultCardFace.mix(under, Ink.PAPER, 0.25));
      g.fill(outline);
      g.setColor(DefaultCardFace.mix(under, Ink.PAPER, 0.55));
      g.setFont(fonts.font(FontFace.BOLD, (float) (box.h() * 0.62)));
      Words.centred(g, initial, box.x() + box.w() / 2, box.y() + box.h() * 0.72);
    }
    g.setClip(clip);
  }

  /** Scales the picture to cover the box, centred, cropping what overflows. */
  private static void cover(Graphics2D g, BufferedImage img, Rectangle2D box) {
    Shape clip = g.getClip();
    g.clip(box);
    double scale = Math.max(box.getWidth() / img.getWidth(), box.getHeight() / img.getHeight());
    AffineTransform at = new AffineTransform();
    at.translate(
        box.getCenterX() - img.getWidth() * scale / 2,
        box.getCenterY() - img.getHeight() * scale / 2);
    at.scale(scale, scale);
    g.drawImage(img, at, null);
    g.setClip(clip);
  }

  /** The colour of the last fill drawn under the box's centre, or the background. */
  private static Color beneath(
      LayoutBox box, java.util.List<Shape> filled, java.util.List<Color> fills, Color background) {
    for (int i = filled.size() - 1; i >= 0; i--) {
      if (filled.get(i).contains(box.x() + box.w() / 2, box.y() + box.h() / 2)) {
        return fills.get(i);
      }
    }
    return background;
  }

  private static void fillWith(Graphics2D g, Shape outline, Color c) {
    g.setColor(c);
    g.fill(outline);
  }

  private static Shape outline(LayoutBox b) {
    return switch (b.shape()) {
      case BOX -> new Rectangle2D.Double(b.x(), b.y(), b.w(), b.h());
      case ROUNDED -> {
        double r = Math.min(2.5, Math.min(b.w(), b.h()) * 0.3);
        yield new RoundRectangle2D.Double(b.x(), b.y(), b.w(), b.h(), r, r);
      }
      case CIRCLE -> new Ellipse2D.Double(b.x(), b.y(), b.w(), b.h());
    };
  }

  private static FontFace face(LayoutBox box) {
    return FontFace.valueOf(box.font().name());
  }

  static Color readableOver(Color c) {
    return Ink.over(new Rgb(c.getRed(), c.getGreen(), c.getBlue()));
  }

  static String initial(String name) {
    return name.isEmpty() ? "" : name.substring(0, 1).toUpperCase(Locale.ROOT);
  }
}
