package org.legendsforge.kit.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import org.legendsforge.kit.card.Face.Badge;
import org.legendsforge.kit.card.Face.HandCell;
import org.legendsforge.kit.render.TextFitter.Fitted;

/**
 * Draws a measured face in trim coordinates (the caller has moved the origin to the trim corner):
 * background into the bleed, header, art or emblem, badge, type line, rules panel with flavour, the
 * spirit's hand limits, and the deck band with icon, deck name and card id. A full-bleed face (a
 * hero's {@code fullBleed} art) has its picture for background and its title on a plaque; the
 * panels over it stay opaque, so the text reads the same on any picture.
 */
final class FacePainter {
  private final Theme theme;
  private final TextPainter text;
  private final EmblemPainter emblem;
  private final ArtPainter art;
  private final FontSet fonts;

  FacePainter(Theme theme, TextPainter text, EmblemPainter emblem, ArtPainter art, FontSet fonts) {
    this.theme = theme;
    this.text = text;
    this.emblem = emblem;
    this.art = art;
    this.fonts = fonts;
  }

  void paint(Graphics2D g, FacePlan plan) {
    FaceContent c = plan.content();
    CardLayout l = plan.layout();
    CardSize size = l.size();
    double b = size.bleed();
    if (c.fullBleed()) {
      // the picture is the card's background; the title sits on a plaque of the header colour
      picture(g, c, l.get("art").rect());
      plaque(g, plan, c, l.get("title"));
    } else {
      g.setColor(theme.colour("paper"));
      g.fill(new Rectangle2D.Double(-b, -b, size.bleedWidth(), size.bleedHeight()));
      header(g, plan, c, l, b, size);
      picture(g, c, l.get("art").rect());
      g.setColor(theme.colour("rule"));
      g.setStroke(new BasicStroke(0.35f));
      g.draw(l.get("art").rect());
    }
    plan.stats()
        .ifPresent(
            s -> strip(g, l.get("stats"), s, Colours.mix(c.header(), theme.colour("paper"), 0.8)));
    strip(g, l.get("type"), plan.type(), Colours.mix(c.header(), theme.colour("paper"), 0.62));
    new StatStrip(theme, fonts).paint(g, c.stats(), FacePlan.chips(l.get("type")));
    body(g, plan, l.get("text"));
    if (!c.hand().isEmpty()) {
      l.region("hand").ifPresent(r -> hand(g, c.hand(), r));
    }
    band(g, plan, l, size);
    c.badge().ifPresent(badge -> l.region("badge").ifPresent(r -> badge(g, badge, r, c.header())));
  }

  private void header(
      Graphics2D g, FacePlan plan, FaceContent c, CardLayout l, double b, CardSize size) {
    Region title = l.get("title");
    double bottom = title.y() + title.h() + 0.8;
    g.setColor(c.header());
    g.fill(new Rectangle2D.Double(-b, -b, size.bleedWidth(), bottom + b));
    g.setColor(Colours.darker(c.header(), 0.3));
    g.fill(new Rectangle2D.Double(-b, bottom - 0.5, size.bleedWidth(), 0.5));
    centred(g, plan.title(), title, Colours.textOn(c.header()), true);
  }

  /** The card's art in its box, or its generated emblem when it has none (or it cannot be read). */
  private void picture(Graphics2D g, FaceContent c, Rectangle2D box) {
    Color backdrop = Colours.mix(c.header(), theme.colour("paper"), 0.85);
    boolean drawn = c.art().map(a -> art.paint(g, a, box, backdrop)).orElse(false);
    if (!drawn) {
      emblem.paint(g, box, c.emblem());
    }
  }

  /** The title of a full-bleed card on a rounded plaque in the header colour, over the art. */
  private void plaque(Graphics2D g, FacePlan plan, FaceContent c, Region title) {
    double w = Math.min(title.w() + 2.4, plan.title().block().widest() + 4);
    RoundRectangle2D box =
        new RoundRectangle2D.Double(title.x() - 1.2, title.y() - 0.6, w, title.h() + 1.2, 2, 2);
    g.setColor(c.header());
    g.fill(box);
    g.setColor(Colours.darker(c.header(), 0.3));
    g.setStroke(new BasicStroke(0.4f));
    g.draw(box);
    centred(g, plan.title(), title, Colours.textOn(c.header()), true);
  }

  private void strip(Graphics2D g, Region r, Fitted fitted, Color fill) {
    g.setColor(fill);
    g.fill(new RoundRectangle2D.Double(r.x(), r.y(), r.w(), r.h(), 1.2, 1.2));
    // the fitted block carries its own alignment; only the vertical centring is done here
    centred(g, fitted, FacePlan.inset(r, 1.2, 0.3), Colours.textOn(fill), false);
  }

  private void body(Graphics2D g, FacePlan plan, Region r) {
    Color panel = theme.colour("panel");
    RoundRectangle2D box = new RoundRectangle2D.Double(r.x(), r.y(), r.w(), r.h(), 2, 2);
    g.setColor(panel);
    g.fill(box);
    g.setColor(theme.colour("rule"));
    g.setStroke(new BasicStroke(0.3f));
    g.draw(box);
    Region in = FacePlan.inset(r, 1.6, 1.3);
    TextFitter.Body body = plan.body();
    // rules read from the top of the box, where the eye starts; flavour keeps to the bottom
    text.draw(g, body.rules(), in.x(), in.y(), theme.colour("ink"), false);
    if (!body.flavour().isEmpty()) {
      double fy = in.y() + in.h() - body.flavour().height();
      double ly = fy - TextFitter.FLAVOUR_GAP;
      g.setColor(theme.colour("rule"));
      g.setStroke(new BasicStroke(0.25f));
      g.draw(new Line2D.Double(in.x() + in.w() * 0.2, ly, in.x() + in.w() * 0.8, ly));
      text.draw(g, body.flavour(), in.x(), fy, theme.colour("muted"), false);
    }
  }

  /**
   * Seven cells, one per spell deck: its icon and how many of its spells the spirit keeps on one
   * line, the deck's name in words under them (colour and icon alone would not tell a colour-blind
   * player Air from Water).
   */
  private void hand(Graphics2D g, List<HandCell> hand, Region r) {
    int n = hand.size();
    double cell = r.w() / n;
    FontRole small = theme.font("small");
    Font word = fonts.font(small.face(), (float) small.sizeMm());
    Font count = fonts.font(FontFace.BOLD, (float) (theme.font("stat").sizeMm() * 1.15));
    double countCap = count.getSize2D() * Typesetter.CAP_HEIGHT;
    double wordCap = word.getSize2D() * Typesetter.CAP_HEIGHT;
    double gap = (r.h() - countCap - wordCap - word.getSize2D() * Typesetter.DESCENT) / 3;
    double countBase = r.y() + gap + countCap;
    double wordBase = countBase + gap + wordCap;
    for (int i = 0; i < n; i++) {
      String key = hand.get(i).key();
      int limit = hand.get(i).limit();
      double x = r.x() + i * cell;
      Color fill = theme.elementColours().get(key);
      Color back =
          limit == 0 ? theme.colour("paper") : Colours.mix(fill, theme.colour("panel"), 0.55);
      RoundRectangle2D box =
          new RoundRectangle2D.Double(x + 0.3, r.y(), cell - 0.6, r.h(), 1.2, 1.2);
      g.setColor(back);
      g.fill(box);
      g.setColor(theme.colour("rule"));
      g.setStroke(new BasicStroke(0.2f));
      g.draw(box);
      String v = Integer.toString(limit);
      double s = countCap * 1.45;
      double countW = Typesetter.width(count, v);
      double left = x + (cell - s - 0.5 - countW) / 2;
      Color iconInk = Colours.contrast(fill, back) >= 3 ? fill : Colours.darker(fill, 0.45);
      theme.elementIcon(key).paint(g, left, countBase - countCap / 2 - s / 2, s, iconInk);
      Color ink = Colours.textOn(back);
      g.setColor(ink);
      TextPainter.drawString(g, count, v, left + s + 0.5, countBase);
      String name = hand.get(i).name();
      TextPainter.drawString(
          g, word, name, x + (cell - Typesetter.width(word, name)) / 2, wordBase);
    }
  }

  private void band(Graphics2D g, FacePlan plan, CardLayout l, CardSize size) {
    Region band = l.get("band");
    Color sleeve = new Color(plan.content().deck().sleeve().rgb());
    g.setColor(sleeve);
    g.fill(band.rect());
    g.setColor(Colours.darker(sleeve, 0.3));
    g.fill(new Rectangle2D.Double(band.x(), band.y(), band.w(), 0.5));
    Color ink = Colours.textOn(sleeve);
    Region icon = l.get("deck-icon");
    theme
        .icon(plan.content().deck().icon())
        .ifPresent(i -> i.paint(g, icon.x(), icon.y(), Math.min(icon.w(), icon.h()), ink));
    centred(g, plan.deckName(), l.get("deck-name"), ink, true);
    // the id is for whoever sorts and reprints cards, not for play: small and quieter
    plan.id().ifPresent(id -> centred(g, id, l.get("id"), Colours.quieter(ink, sleeve), true));
  }

  /** The paper ring around the badge's disc. */
  private static final double BADGE_RING = 0.7;

  /** The outline of the icon gem on the badge. */
  private static final double GEM_STROKE = 0.3;

  /** The gem's diameter on a badge disc of diameter {@code d}, and how far it sits out. */
  private static double gem(double d) {
    return d * 0.42;
  }

  /**
   * Everything the badge in {@code r} draws: the disc, its paper ring and the icon gem that hangs
   * over its lower right with its outline. The layout check holds this, not the region, to the safe
   * zone.
   */
  static Rectangle2D badgeExtent(Region r) {
    double d = Math.min(r.w(), r.h());
    double t = gem(d);
    double gemEnd = d - t * 0.8 + t + GEM_STROKE / 2;
    double end = Math.max(d + BADGE_RING, gemEnd);
    return new Rectangle2D.Double(
        r.x() - BADGE_RING, r.y() - BADGE_RING, end + BADGE_RING, end + BADGE_RING);
  }

  private void badge(Graphics2D g, Badge badge, Region r, Color header) {
    double d = Math.min(r.w(), r.h());
    Icon icon = theme.icon(badge.icon()).orElseThrow();
    Color fill = icon.colour();
    Ellipse2D disc = new Ellipse2D.Double(r.x(), r.y(), d, d);
    g.setColor(theme.colour("paper"));
    g.fill(
        new Ellipse2D.Double(
            r.x() - BADGE_RING, r.y() - BADGE_RING, d + 2 * BADGE_RING, d + 2 * BADGE_RING));
    g.setColor(fill);
    g.fill(disc);
    Color ink = Colours.textOn(fill);
    double t = gem(d);
    double tx = r.x() + d - t * 0.8;
    double ty = r.y() + d - t * 0.8;
    g.setColor(theme.colour("paper"));
    g.fill(new Ellipse2D.Double(tx, ty, t, t));
    g.setColor(fill);
    g.setStroke(new BasicStroke((float) GEM_STROKE));
    g.draw(new Ellipse2D.Double(tx, ty, t, t));
    icon.paint(g, tx + t * 0.17, ty + t * 0.17, t * 0.66, fill);
    FontRole role = r.role(theme, "badge");
    double sizeMm = badge.value().length() > 1 ? role.sizeMm() * 0.8 : role.sizeMm();
    Font f = fonts.font(role.face(), (float) sizeMm);
    g.setColor(ink);
    double w = Typesetter.width(f, badge.value());
    TextPainter.drawString(
        g,
        f,
        badge.value(),
        r.x() + (d - w) / 2,
        r.y() + d / 2 + sizeMm * Typesetter.CAP_HEIGHT / 2);
  }

  /** Draws a fitted block inside a region, centred vertically. */
  private void centred(Graphics2D g, Fitted f, Region r, Color ink, boolean monochrome) {
    double top = r.y() + (r.h() - f.block().height()) / 2;
    text.draw(g, f.block(), r.x(), top, ink, monochrome);
  }
}
