package org.legendsforge.kit.render;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;
import org.legendsforge.kit.template.TemplateRenderException;

/**
 * Measures every printed card against its layout before anything is drawn, and reports what a
 * player would notice: text that overflows even at the minimum size (an error naming the card and
 * the overflow in millimetres, or a warning when the run allows overflow), characters its fonts
 * lack (error); as warnings flavour left off, unknown inline icons, art that cannot be read or will
 * print cropped or soft; and as errors deck icons or back patterns the theme cannot draw and
 * templates that fail on a card.
 */
public final class CardFitCheck {
  static final String OVERFLOW = "text-overflow";
  private final LayoutCardRenderer renderer;
  private final Theme theme;
  private final GlyphCheck glyphs;
  private final boolean allowOverflow;

  CardFitCheck(LayoutCardRenderer renderer, Theme theme, GlyphCheck glyphs, boolean allowOverflow) {
    this.renderer = renderer;
    this.theme = theme;
    this.glyphs = glyphs;
    this.allowOverflow = allowOverflow;
  }

  public void check(CardGame catalog, SourceMap where, Diagnostics sink) {
    check(catalog, where, sink, deck -> true);
  }

  /** Checks the decks {@code checked} accepts and their cards. */
  public void check(
      CardGame catalog,
      SourceMap where,
      Diagnostics sink,
      java.util.function.Predicate<CardDeck> checked) {
    check(catalog, where, sink, checked, FitMemo.none());
  }

  /**
   * Checks the decks {@code checked} accepts and their cards; a card {@code memo} remembers with
   * the same inputs is not measured again, its findings are reported as they were.
   */
  public void check(
      CardGame catalog,
      SourceMap where,
      Diagnostics sink,
      java.util.function.Predicate<CardDeck> checked,
      FitMemo memo) {
    for (CardDeck deck : catalog.decks().stream().filter(checked).toList()) {
      if (deck.backImage().isEmpty()) {
        backGlyphs(deck, catalog.gameName(), where, sink);
      }
      if (theme.icon(deck.icon()).isEmpty()) {
        sink.error(
            "deck-icon",
            where.locate(deck.id(), "icon"),
            "deck "
                + deck.id()
                + " uses icon \""
                + deck.icon()
                + "\", which the theme does not draw",
            "icons: " + String.join(", ", theme.icons().keySet().stream().sorted().toList()));
      }
      if (deck.backImage().isEmpty() && BackPattern.of(deck.backPattern()).isEmpty()) {
        sink.error(
            "back-pattern",
            where.locate(deck.id(), "back"),
            "deck "
                + deck.id()
                + " uses back pattern \""
                + deck.backPattern()
                + "\", which is not drawn",
            "patterns: "
                + String.join(
                    ", ",
                    java.util.Arrays.stream(BackPattern.values())
                        .map(p -> p.name().toLowerCase(Locale.ROOT))
                        .toList()));
      }
    }
    pictures(catalog, where, sink, checked);
    Set<String> seen = new HashSet<>();
    java.util.List<PrintedCard> cards =
        catalog
            .printedCards()
            .<PrintedCard>map(dc -> dc)
            .filter(dc -> checked.test(dc.deck()))
            .filter(dc -> !renderer.gamePaints(dc))
            .filter(dc -> seen.add(renderer.face(dc).kind() + "/" + dc.id()))
            .toList();
    // Laying out a card's text is independent of every other card and the renderer is shared by
    // threads anyway, so cards are measured on every core (a 540-card deck took a fifth of a print
    // measuring one card after another); findings are remembered and reported in card order.
    java.util.List<Measured> measured =
        cards.parallelStream()
            .map(dc -> memo.recall(dc).map(Measured::recalled).orElseGet(() -> measure(dc)))
            .toList();
    for (int i = 0; i < cards.size(); i++) {
      PrintedCard dc = cards.get(i);
      Measured m = measured.get(i);
      if (m.templateError() != null) {
        TemplateRenderException e = m.templateError();
        sink.error(
            "template",
            e.where(),
            "while writing the text of card " + dc.id() + ": " + e.getMessage(),
            "fix the template, or the card data it reads");
        continue;
      }
      if (m.fresh()) {
        memo.remember(dc, m.findings());
      }
      for (FitMemo.Finding f : m.findings()) {
        var ref = where.locate(dc.id(), f.field());
        // overflow is remembered as measured; whether it stops the build is this run's choice
        boolean overflow = f.check().equals(OVERFLOW);
        if (f.error() || (overflow && !allowOverflow)) {
          sink.error(
              f.check(),
              ref,
              f.message(),
              overflow ? f.hint() + "; --allow-overflow draws the card anyway" : f.hint());
        } else {
          sink.warning(f.check(), ref, f.message(), f.hint());
        }
      }
    }
  }

  /**
   * Characters of the card's text that its fonts lack, one finding per text box (an error: it would
   * print a box).
   */
  private void glyphs(FacePlan plan, String id, java.util.List<FitMemo.Finding> found) {
    record Box(String field, String what, TextBlock block) {}
    java.util.List<Box> boxes =
        new java.util.ArrayList<>(
            java.util.List.of(
                new Box("name", "title", plan.title().block()),
                new Box("", "type line", plan.type().block()),
                new Box("text", "rules text", plan.body().rules()),
                new Box("flavour", "flavour", plan.body().flavour()),
                new Box("", "deck name", plan.deckName().block())));
    plan.stats().ifPresent(s -> boxes.add(new Box("", "stats line", s.block())));
    for (Box b : boxes) {
      if (b.block().isEmpty()) {
        continue;
      }
      glyphs
          .in(b.block())
          .ifPresent(
              m ->
                  found.add(
                      new FitMemo.Finding(
                          true,
                          "missing-glyph",
                          b.field(),
                          "card "
                              + id
                              + ": the font \""
                              + m.font()
                              + "\" of the "
                              + b.what()
                              + " has no glyph for "
                              + m.describe(),
                          "write the text without it, or give the font role a font that has it (DejaVu has most)")));
    }
  }

  /** Deck names and the game's name on the backs, in the back's fonts. */
  private void backGlyphs(CardDeck deck, String gameName, SourceMap where, Diagnostics sink) {
    for (String[] t :
        new String[][] {{"back-title", deck.name(), "name"}, {"back-game", gameName, ""}}) {
      glyphs
          .in(theme.font(t[0]), t[1])
          .ifPresent(
              m ->
                  sink.error(
                      "missing-glyph",
                      where.locate(deck.id(), t[2]),
                      "deck "
                          + deck.id()
                          + "'s back: the font \""
                          + m.font()
                          + "\" ("
                          + t[0]
                          + ") has no glyph for "
                          + m.describe(),
                      "write the name without it, or give the font role a font that has it (DejaVu has most)"));
    }
  }

  /**
   * The pictures that are not a face's art box: each deck's back image and the picture of each face
   * the game paints itself (a terrain card's illustration), both filling the card with its bleed.
   */
  private void pictures(
      CardGame catalog,
      SourceMap where,
      Diagnostics sink,
      java.util.function.Predicate<CardDeck> checked) {
    for (CardDeck deck : catalog.decks().stream().filter(checked).toList()) {
      deck.backImage()
          .ifPresent(
              a ->
                  report(
                      ArtCheck.check(
                          "deck " + deck.id() + "'s back",
                          "back",
                          a,
                          renderer.picture(a),
                          bleed(renderer.backLayout(deck))),
                      deck.id(),
                      where,
                      sink));
    }
    catalog
        .printedCards()
        .filter(dc -> checked.test(dc.deck()))
        .filter(renderer::gamePaints)
        .map(renderer::face)
        .forEach(
            face ->
                face.art()
                    .ifPresent(
                        a ->
                            report(
                                ArtCheck.check(
                                    "card " + face.id(),
                                    "art",
                                    a,
                                    renderer.picture(a),
                                    bleed(renderer.layout(face.kind()))),
                                face.id(),
                                where,
                                sink)));
  }

  private static java.awt.geom.Rectangle2D bleed(CardLayout l) {
    double b = l.size().bleed();
    return new java.awt.geom.Rectangle2D.Double(
        -b, -b, l.size().bleedWidth(), l.size().bleedHeight());
  }

  private static void report(
      java.util.List<FitMemo.Finding> findings, String owner, SourceMap where, Diagnostics sink) {
    for (FitMemo.Finding f : findings) {
      sink.warning(f.check(), where.locate(owner, f.field()), f.message(), f.hint());
    }
  }

  /**
   * A card's findings, measured now ({@code fresh}) or recalled; or the failure of its text
   * template, which is never remembered, so the card is measured again next time.
   */
  private record Measured(
      java.util.List<FitMemo.Finding> findings,
      boolean fresh,
      TemplateRenderException templateError) {
    static Measured recalled(java.util.List<FitMemo.Finding> findings) {
      return new Measured(findings, false, null);
    }
  }

  /** What a player would notice on the card, or the failure of its text template. */
  private Measured measure(PrintedCard dc) {
    String id = dc.id();
    FacePlan plan;
    try {
      plan = renderer.plan(dc);
    } catch (TemplateRenderException e) {
      return new Measured(java.util.List.of(), false, e);
    }
    java.util.List<FitMemo.Finding> found = new java.util.ArrayList<>();
    for (FacePlan.Overflow o : plan.overflows()) {
      String field = o.region().equals("title") ? "name" : o.region().equals("text") ? "text" : "";
      found.add(
          new FitMemo.Finding(
              false,
              OVERFLOW,
              field,
              String.format(
                  Locale.ROOT,
                  "card %s: the %s overflows its box by %.1f mm even at the minimum size",
                  id,
                  o.region().equals("text") ? "rules text" : o.region(),
                  o.mm()),
              "shorten the text, or give the layout's " + o.region() + " region more room"));
    }
    glyphs(plan, id, found);
    if (plan.body().flavourDropped()) {
      found.add(
          new FitMemo.Finding(
              false,
              "flavour-dropped",
              "flavour",
              "card "
                  + id
                  + ": the flavour text does not fit beside the rules text and is left off",
              "shorten the flavour or the rules text"));
    }
    String words = plan.content().words().rules() + " " + plan.content().words().stats();
    java.util.List<String> gameIcons = renderer.gameIcons();
    for (String icon : RichText.icons(words)) {
      if (!gameIcons.contains(icon) && theme.icon(icon).isEmpty()) {
        found.add(
            new FitMemo.Finding(
                false,
                "unknown-icon",
                "text",
                "card " + id + " uses {" + icon + "}, which the theme has no icon for",
                "icons: "
                    + String.join(", ", theme.icons().keySet().stream().sorted().toList())
                    + (gameIcons.isEmpty() ? "" : ", and " + String.join(" ", gameIcons))));
      }
    }
    // a hero's picture is on its control and its turn card, in boxes of two shapes: say which
    plan.content()
        .art()
        .ifPresent(
            a ->
                found.addAll(
                    ArtCheck.check(
                        "card " + id + " (" + dc.deck().name() + ")",
                        "art",
                        a,
                        renderer.picture(a),
                        plan.layout().get("art").rect())));
    Face.Themed header = renderer.face(dc).look().header();
    if (header.palette() == Face.Themed.Palette.SEAT
        && !theme.seats().containsKey(header.key().toLowerCase(Locale.ROOT))) {
      found.add(
          new FitMemo.Finding(
              false,
              "seat-colour",
              "colour",
              "player colour \"" + header.key() + "\" has no seat colour in the theme",
              "add it under seats: in templates/theme/theme.yaml"));
    }
    return new Measured(found, true, null);
  }
}
