package org.legendsforge.games.graveyard.pieces;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.legendsforge.games.graveyard.model.Concepts;
import org.legendsforge.games.graveyard.pieces.Piece.TokenKind;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.print.pages.PageText;
import org.legendsforge.kit.print.pages.PieceInk;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.render.Concept;
import org.legendsforge.kit.render.FontFace;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.PieceLook;

/**
 * A square token, drawn from its bleed corner: its colour to the edge of the bleed, and a white
 * mark with a word under it. Orbs for the map stand in a diamond, counters kept on a hero's card
 * (damage, mana, decay, a held hyper orb) in a disc, each with its concept's icon and colour from
 * the theme's visual language (the map preview's, the rulebook's and the table's); the track
 * markers, which nothing else shows, in a ring with a symbol.
 */
public final class TokenPainter {
  static final Color MARKER = new Color(0x44, 0x44, 0x44);
  private final PageText text;
  private final PieceLook look;

  public TokenPainter(FontSet fonts, PieceLook look) {
    this.text = new PageText(fonts);
    this.look = look;
  }

  /** The token's colour, word and the theme icon it shows, or a symbol for a track marker. */
  record Face(Color colour, String word, String icon, String symbol) {}

  Face face(Piece.Token t) {
    return switch (t.kind()) {
      case ORB -> concept(Concepts.orb(t.orb().orElse(PickupKind.MANA)), "");
      case HYPER_HELD -> concept(Concepts.orb(PickupKind.HYPER), "HYPER HELD");
      case DAMAGE -> concept(Concepts.DAMAGE, "");
      case MANA -> concept(Concepts.MANA, "");
      case DECAY -> concept(Concepts.DECAY, "");
      case COMPENSATION_MARKER -> new Face(MARKER, "COMPENSATION", "", "\u2696");
      case DEATH_MARKER -> new Face(Color.BLACK, "DEATH POINTS", "", "\u2620");
    };
  }

  /** A concept's token: its colour and icon, and its label unless {@code word} says otherwise. */
  private Face concept(String key, String word) {
    Concept c = look.concept(key);
    String w = word.isEmpty() ? c.label().toUpperCase(java.util.Locale.ROOT) : word;
    return new Face(c.colour(), w, c.icon(), "");
  }

  public void paint(Graphics2D g, Piece.Token t) {
    PageText.prepare(g);
    PieceSheets.Size size = t.size();
    double b = size.bleed();
    double w = size.width();
    Face f = face(t);
    g.setColor(f.colour());
    g.fill(new Rectangle2D.Double(0, 0, w + 2 * b, size.height() + 2 * b));
    double d = w * 0.6;
    double cx = b + w / 2;
    double cy = b + w * 0.42;
    g.setColor(PieceInk.WHITE);
    java.awt.Shape mark =
        t.kind() == TokenKind.ORB ? diamond(cx, cy, d * 0.62) : circle(cx, cy, d / 2);
    g.fill(mark);
    if (t.kind() == TokenKind.COMPENSATION_MARKER || t.kind() == TokenKind.DEATH_MARKER) {
      g.setColor(f.colour());
      g.setStroke(new BasicStroke(0.4f));
      g.draw(circle(cx, cy, d / 2 - 0.8));
    }
    double icon = d * 0.62;
    var themed =
        f.icon().isEmpty()
            ? java.util.Optional.<org.legendsforge.kit.render.Icon>empty()
            : look.icon(f.icon());
    String symbol = themed.isPresent() || !f.symbol().isEmpty() ? f.symbol() : "?";
    if (themed.isPresent() && t.value() > 0) {
      // a value chit: its worth in bold, the concept's icon small above it
      double small = icon * 0.5;
      themed.get().paint(g, cx - small / 2, cy - d / 2 + 0.45, small, f.colour());
      g.setColor(f.colour());
      String v = Integer.toString(t.value());
      double ns = d * 0.58;
      double nw = text.width(v, FontFace.BOLD, ns);
      text.line(g, v, FontFace.BOLD, ns, cx - nw / 2, cy + d * 0.36);
    } else if (themed.isPresent()) {
      themed.get().paint(g, cx - icon / 2, cy - icon / 2, icon, f.colour());
    } else {
      g.setColor(f.colour());
      double s = d * 0.55;
      double sw = text.width(symbol, FontFace.BOLD, s);
      text.line(g, symbol, FontFace.BOLD, s, cx - sw / 2, cy + s * 0.36);
    }
    g.setColor(PieceInk.textOn(f.colour()));
    double s = 1.7;
    while (text.width(f.word(), FontFace.CONDENSED_BOLD, s) > w - 1.5 && s > 1.1) {
      s -= 0.05;
    }
    double ww = text.width(f.word(), FontFace.CONDENSED_BOLD, s);
    text.line(g, f.word(), FontFace.CONDENSED_BOLD, s, cx - ww / 2, b + w - 1.3);
  }

  private static java.awt.Shape circle(double cx, double cy, double r) {
    return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
  }

  private static java.awt.Shape diamond(double cx, double cy, double r) {
    Path2D.Double p = new Path2D.Double();
    p.moveTo(cx, cy - r);
    p.lineTo(cx + r, cy);
    p.lineTo(cx, cy + r);
    p.lineTo(cx - r, cy);
    p.closePath();
    return p;
  }
}
