package org.legendsforge.kit.project.look;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.project.CardType;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.FieldKind;
import org.legendsforge.kit.project.FieldSpec;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;

/**
 * The face a data-only game's card gets when the project brings no layout of its own: the type's
 * frame colour around a light panel, the name on top, the art (or the type's initial as a quiet
 * placeholder), the type line, the text in a box sized to fit, and each number in a badge along the
 * bottom with its field's name under it. Drawn in millimetres from the bleed's top-left corner.
 */
public final class DefaultCardFace {
  /** No frame: a warm grey, so a frameless card still shows its edge on the table. */
  static final Color NO_FRAME = new Color(0xC9, 0xC2, 0xB4);

  private final GameProject game;
  private final FontSet fonts;
  private final CardArt art;

  public DefaultCardFace(GameProject game, FontSet fonts, CardArt art) {
    this.game = game;
    this.fonts = fonts;
    this.art = art;
  }

  public void paint(Graphics2D g, ProjectCard card, double bleed) {
    CardType type = game.typeOf(card);
    DeckSpec deck =
        game.decks().stream().filter(d -> d.id().equals(card.deck())).findFirst().orElseThrow();
    Words.smooth(g);
    double w = game.cardWidth();
    double h = game.cardHeight();
    Color frame = type.frame().map(Ink::of).orElse(NO_FRAME);
    Color onFrame = type.frame().map(Ink::over).orElse(Ink.DARK);
    g.setColor(frame);
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * bleed, h + 2 * bleed));
    g.translate(bleed, bleed);
    double m = 3.2;
    RoundRectangle2D panel = new RoundRectangle2D.Double(m, m, w - 2 * m, h - 2 * m, 3, 3);
    g.setColor(Ink.PAPER);
    g.fill(panel);
    g.setColor(Ink.darker(frame, 0.7));
    g.setStroke(new BasicStroke(0.35f));
    g.draw(panel);

    // the name, on a band of the frame's colour
    double bandH = 8.5;
    Rectangle2D band = new Rectangle2D.Double(m, m, w - 2 * m, bandH);
    g.setColor(frame);
    g.fill(band);
    g.setColor(onFrame);
    g.setFont(Words.fitted(g, fonts.font(FontFace.BOLD, 4.2f), card.name(), w - 2 * m - 4, 4.2));
    Words.centred(g, card.name(), w / 2, m + bandH * 0.68);

    List<FieldSpec> numbers =
        type.fields().stream()
            .filter(f -> f.kind() == FieldKind.NUMBER && card.number(f.name()).isPresent())
            .toList();
    double badges = numbers.isEmpty() ? 0 : 11;
    double artTop = m + bandH + 1.5;
    double artH = (h - 2 * m) * 0.36;
    Rectangle2D artBox = new Rectangle2D.Double(m + 2, artTop, w - 2 * m - 4, artH);
    paintArt(g, card, type, artBox, frame);

    // the type line: what kind of card this is, and which deck it belongs to
    double typeTop = artTop + artH + 1.2;
    g.setColor(Ink.QUIET);
    String typeLine =
        type.label()
            + (deck.label().equalsIgnoreCase(type.label()) ? "" : "  \u00b7  " + deck.label());
    g.setFont(
        Words.fitted(
            g,
            fonts.font(FontFace.CONDENSED_BOLD, 2.6f),
            typeLine.toUpperCase(java.util.Locale.ROOT),
            w - 2 * m - 4,
            2.6));
    Words.centred(g, typeLine.toUpperCase(java.util.Locale.ROOT), w / 2, typeTop + 2.4);
    g.setColor(Ink.darker(frame, 0.85));
    g.setStroke(new BasicStroke(0.25f));
    g.draw(new java.awt.geom.Line2D.Double(m + 6, typeTop + 3.6, w - m - 6, typeTop + 3.6));

    // the text fields, one after another, in the box left between the type line and the badges
    String text = textOf(card, type);
    double textTop = typeTop + 4.6;
    double textBottom = h - m - badges - 1.5;
    if (!text.isEmpty()) {
      g.setColor(Ink.DARK);
      Words.paragraph(
          g,
          fonts.font(FontFace.REGULAR, 3.3f),
          text,
          m + 3,
          textTop,
          w - 2 * m - 6,
          textBottom - textTop,
          3.3);
    }
    paintBadges(g, card, numbers, w, h - m - badges, badges, frame, onFrame);
    g.translate(-bleed, -bleed);
  }

  /** Every text field that is filled, in the order the type declares them. */
  public static String textOf(ProjectCard card, CardType type) {
    StringBuilder out = new StringBuilder();
    for (FieldSpec f : type.fields()) {
      if (f.kind() == FieldKind.TEXT || f.kind() == FieldKind.CARD) {
        Optional<String> v = card.text(f.name());
        if (v.isPresent()) {
          if (!out.isEmpty()) {
            out.append('\n');
          }
          out.append(f.kind() == FieldKind.CARD ? capital(f.name()) + ": " + v.get() : v.get());
        }
      }
    }
    return out.toString();
  }

  private void paintArt(
      Graphics2D g, ProjectCard card, CardType type, Rectangle2D box, Color frame) {
    Optional<BufferedImage> picture =
        type.fields().stream()
            .filter(f -> f.kind() == FieldKind.ART)
            .map(f -> card.text(f.name()))
            .flatMap(Optional::stream)
            .findFirst()
            .flatMap(art::image);
    RoundRectangle2D r =
        new RoundRectangle2D.Double(box.getX(), box.getY(), box.getWidth(), box.getHeight(), 2, 2);
    if (picture.isPresent()) {
      java.awt.Shape clip = g.getClip();
      g.clip(r);
      BufferedImage img = picture.get();
      double scale = Math.max(box.getWidth() / img.getWidth(), box.getHeight() / img.getHeight());
      double iw = img.getWidth() * scale;
      double ih = img.getHeight() * scale;
      java.awt.geom.AffineTransform at = new java.awt.geom.AffineTransform();
      at.translate(box.getCenterX() - iw / 2, box.getCenterY() - ih / 2);
      at.scale(scale, scale);
      g.drawImage(img, at, null);
      g.setClip(clip);
    } else {
      // no art yet: a soft wash of the frame's colour with the card's initial, not an empty box
      g.setColor(mix(frame, Ink.PAPER, 0.25));
      g.fill(r);
      g.setColor(mix(frame, Ink.PAPER, 0.55));
      String initial = card.name().substring(0, 1).toUpperCase(java.util.Locale.ROOT);
      g.setFont(fonts.font(FontFace.BOLD, (float) (box.getHeight() * 0.62)));
      Words.centred(g, initial, box.getCenterX(), box.getCenterY() + box.getHeight() * 0.22);
    }
    g.setColor(Ink.darker(frame, 0.7));
    g.setStroke(new BasicStroke(0.3f));
    g.draw(r);
  }

  private void paintBadges(
      Graphics2D g,
      ProjectCard card,
      List<FieldSpec> numbers,
      double w,
      double top,
      double height,
      Color frame,
      Color onFrame) {
    if (numbers.isEmpty()) {
      return;
    }
    double d = 7.2;
    double step = Math.min(13, (w - 10) / numbers.size());
    double x0 = w / 2 - step * (numbers.size() - 1) / 2;
    for (int i = 0; i < numbers.size(); i++) {
      FieldSpec f = numbers.get(i);
      double cx = x0 + i * step;
      Ellipse2D circle = new Ellipse2D.Double(cx - d / 2, top, d, d);
      g.setColor(frame);
      g.fill(circle);
      g.setColor(Ink.darker(frame, 0.6));
      g.setStroke(new BasicStroke(0.35f));
      g.draw(circle);
      g.setColor(onFrame);
      String v = card.number(f.name()).orElseThrow().toString();
      g.setFont(Words.fitted(g, fonts.font(FontFace.BOLD, 3.8f), v, d - 1.4, 3.8));
      Words.centred(g, v, cx, top + d / 2 + 1.35);
      g.setColor(Ink.QUIET);
      String label = f.name().toUpperCase(java.util.Locale.ROOT);
      g.setFont(Words.fitted(g, fonts.font(FontFace.CONDENSED, 2.0f), label, step - 1, 2.0));
      Words.centred(g, label, cx, top + d + 2.3);
    }
  }

  static Color mix(Color a, Color b, double share) {
    return new Color(
        (int) Math.round(a.getRed() * share + b.getRed() * (1 - share)),
        (int) Math.round(a.getGreen() * share + b.getGreen() * (1 - share)),
        (int) Math.round(a.getBlue() * share + b.getBlue() * (1 - share)));
  }

  static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
