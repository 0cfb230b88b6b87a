package org.legendsforge.kit.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.render.TextFitter.Body;
import org.legendsforge.kit.render.TextFitter.Fitted;

/** A face measured against its layout: every text box fitted, overflows known before drawing. */
record FacePlan(
    FaceContent content,
    CardLayout layout,
    Fitted title,
    Fitted type,
    Optional<Fitted> stats,
    Body body,
    Fitted deckName,
    Optional<Fitted> id) {

  /** A region whose text does not fit even at the minimum size. */
  record Overflow(String region, double mm) {}

  List<Overflow> overflows() {
    List<Overflow> out = new ArrayList<>();
    add(out, "title", title.overflow());
    add(out, "type", type.overflow());
    stats.ifPresent(s -> add(out, "stats", s.overflow()));
    add(out, "text", body.overflow());
    add(out, "deck-name", deckName.overflow());
    id.ifPresent(i -> add(out, "id", i.overflow()));
    return out;
  }

  private static void add(List<Overflow> out, String region, double mm) {
    if (mm > 0.05) {
      out.add(new Overflow(region, mm));
    }
  }

  static FacePlan plan(
      FaceContent c, CardLayout layout, Theme theme, TextFitter fitter, StatStrip strip) {
    Region title = layout.get("title");
    Region type = layout.get("type");
    Region text = layout.get("text");
    Optional<Fitted> stats =
        layout
            .region("stats")
            .filter(r -> !c.words().stats().isEmpty())
            .map(r -> fitter.fit(c.words().stats(), inset(r, 1.2, 0.3), r.role(theme, "stat")));
    Region textInner = inset(text, 1.6, 1.3);
    return new FacePlan(
        c,
        layout,
        fitter.fit(c.title(), title, title.role(theme, "title")),
        fitter.fit(c.words().typeLine(), words(c, type, strip), type.role(theme, "type")),
        stats,
        fitter.fitBody(
            c.words().rules(),
            c.flavour(),
            textInner,
            text.role(theme, "body"),
            theme.font("flavour")),
        fitter.fit(
            c.deck().name(), layout.get("deck-name"), layout.get("deck-name").role(theme, "band")),
        theme.cardId()
            ? Optional.of(
                fitter.fit(c.id(), layout.get("id"), layout.get("id").role(theme, "small")))
            : Optional.empty());
  }

  /** Where the stat chips sit inside the strip {@code type}. */
  static Region chips(Region type) {
    return inset(type, 0.6, 0.5);
  }

  /** The strip's words: centred when it has no chips, else left of them. */
  private static Region words(FaceContent c, Region type, StatStrip strip) {
    Region in = inset(type, 1.2, 0.3);
    if (c.stats().isEmpty()) {
      return in;
    }
    Region chips = chips(type);
    double w = in.w() - strip.width(c.stats(), chips.h()) - StatStrip.GAP;
    return new Region(
        in.name(), in.x(), in.y(), w, in.h(), in.font(), in.size(), Region.Align.LEFT);
  }

  /** The region shrunk by a padding: text keeps off the panel's edge. */
  static Region inset(Region r, double dx, double dy) {
    return new Region(
        r.name(),
        r.x() + dx,
        r.y() + dy,
        r.w() - 2 * dx,
        r.h() - 2 * dy,
        r.font(),
        r.size(),
        r.align());
  }
}
