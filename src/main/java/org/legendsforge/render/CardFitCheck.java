package org.legendsforge.render;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceMap;
import org.legendsforge.model.Catalog;
import org.legendsforge.model.Catalog.DeckCard;
import org.legendsforge.model.Deck;
import org.legendsforge.model.PlayerCard;
import org.legendsforge.model.TerrainCardFace;
import org.legendsforge.rules.Terrain;
import org.legendsforge.template.TemplateRenderException;

/**
 * Measures every printed card against its layout before anything is drawn, and reports what a
 * player would notice: text that overflows even at the minimum size (warning, with the overflow in
 * millimetres), flavour left off, unknown inline icons, art that cannot be read; and as errors,
 * deck icons or back patterns the theme cannot draw and templates that fail on a card.
 */
public final class CardFitCheck {
  private final LayoutCardRenderer renderer;
  private final Theme theme;

  CardFitCheck(LayoutCardRenderer renderer, Theme theme) {
    this.renderer = renderer;
    this.theme = theme;
  }

  public void check(Catalog catalog, SourceMap where, Diagnostics sink) {
    check(catalog, where, sink, deck -> true);
  }

  /** Checks the decks {@code checked} accepts and their cards. */
  public void check(Catalog catalog, SourceMap where, Diagnostics sink, java.util.function.Predicate<Deck> checked) {
    check(catalog, where, sink, checked, FitMemo.none());
  }

  /**
   * Checks the decks {@code checked} accepts and their cards; a card {@code memo} remembers with
   * the same inputs is not measured again, its findings are reported as they were.
   */
  public void check(Catalog catalog, SourceMap where, Diagnostics sink,
      java.util.function.Predicate<Deck> checked, FitMemo memo) {
    for (Deck deck : catalog.decks().stream().filter(checked).toList()) {
      if (theme.icon(deck.icon()).isEmpty()) {
        sink.error("deck-icon", where.locate(deck.id(), "icon"), "deck " + deck.id()
            + " uses icon \"" + deck.icon() + "\", which the theme does not draw",
            "icons: " + String.join(", ", theme.icons().keySet().stream().sorted().toList()));
      }
      if (deck.backImage().isEmpty() && BackPattern.of(deck.backPattern()).isEmpty()) {
        sink.error("back-pattern", where.locate(deck.id(), "back"), "deck " + deck.id()
            + " uses back pattern \"" + deck.backPattern() + "\", which is not drawn",
            "patterns: " + String.join(", ", java.util.Arrays.stream(BackPattern.values())
                .map(p -> p.name().toLowerCase(Locale.ROOT)).toList()));
      }
    }
    pictures(catalog, where, sink, checked);
    Set<String> seen = new HashSet<>();
    java.util.List<DeckCard> cards = catalog.printedCards()
        .filter(dc -> checked.test(dc.deck()))
        .filter(dc -> !(dc.card() instanceof TerrainCardFace))
        .filter(dc -> seen.add(CardText.kind(dc.card()) + "/" + dc.card().id()))
        .toList();
    // Laying out a card's text is independent of every other card and the renderer is shared by
    // threads anyway, so cards are measured on every core (a 540-card deck took a fifth of a print
    // measuring one card after another); findings are remembered and reported in card order.
    java.util.List<Measured> measured = cards.parallelStream()
        .map(dc -> memo.recall(dc).map(Measured::recalled).orElseGet(() -> measure(dc)))
        .toList();
    for (int i = 0; i < cards.size(); i++) {
      DeckCard dc = cards.get(i);
      Measured m = measured.get(i);
      if (m.templateError() != null) {
        TemplateRenderException e = m.templateError();
        sink.error("template", e.where(), "while writing the text of card " + dc.card().id() + ": "
            + e.getMessage(), "fix the template, or the card data it reads");
        continue;
      }
      if (m.fresh()) {
        memo.remember(dc, m.findings());
      }
      for (FitMemo.Finding f : m.findings()) {
        var ref = where.locate(dc.card().id(), f.field());
        if (f.error()) {
          sink.error(f.check(), ref, f.message(), f.hint());
        } else {
          sink.warning(f.check(), ref, f.message(), f.hint());
        }
      }
    }
  }

  /**
   * The pictures that are not a face's art box: each deck's back image and each terrain card's
   * illustration, both filling the card with its bleed.
   */
  private void pictures(Catalog catalog, SourceMap where, Diagnostics sink,
      java.util.function.Predicate<Deck> checked) {
    for (Deck deck : catalog.decks().stream().filter(checked).toList()) {
      deck.backImage().ifPresent(a -> report(ArtCheck.check("deck " + deck.id() + "'s back", "back", a,
          renderer.picture(a), bleed(renderer.backLayout(deck))), deck.id(), where, sink));
    }
    catalog.printedCards().filter(dc -> checked.test(dc.deck()))
        .filter(dc -> dc.card() instanceof TerrainCardFace)
        .forEach(dc -> dc.card().art().ifPresent(a -> report(ArtCheck.check("card " + dc.card().id(), "art", a,
            renderer.picture(a), bleed(renderer.terrainLayout())), dc.card().id(), where, sink)));
  }

  private static java.awt.geom.Rectangle2D bleed(Layout l) {
    double b = l.size().bleed();
    return new java.awt.geom.Rectangle2D.Double(-b, -b, l.size().bleedWidth(), l.size().bleedHeight());
  }

  private static void report(java.util.List<FitMemo.Finding> findings, String owner, SourceMap where, Diagnostics sink) {
    for (FitMemo.Finding f : findings) {
      sink.warning(f.check(), where.locate(owner, f.field()), f.message(), f.hint());
    }
  }

  /**
   * A card's findings, measured now ({@code fresh}) or recalled; or the failure of its text
   * template, which is never remembered, so the card is measured again next time.
   */
  private record Measured(java.util.List<FitMemo.Finding> findings, boolean fresh,
      TemplateRenderException templateError) {
    static Measured recalled(java.util.List<FitMemo.Finding> findings) {
      return new Measured(findings, false, null);
    }
  }

  /** What a player would notice on the card, or the failure of its text template. */
  private Measured measure(DeckCard dc) {
    String id = dc.card().id();
    FacePlan plan;
    try {
      plan = renderer.plan(dc);
    } catch (TemplateRenderException e) {
      return new Measured(java.util.List.of(), false, e);
    }
    java.util.List<FitMemo.Finding> found = new java.util.ArrayList<>();
    for (FacePlan.Overflow o : plan.overflows()) {
      String field = o.region().equals("title") ? "name" : o.region().equals("text") ? "text" : "";
      found.add(new FitMemo.Finding(false, "text-overflow", field, String.format(Locale.ROOT,
          "card %s: the %s overflows its box by %.1f mm even at the minimum size", id,
          o.region().equals("text") ? "rules text" : o.region(), o.mm()),
          "shorten the text, or give the layout's " + o.region() + " region more room"));
    }
    if (plan.body().flavourDropped()) {
      found.add(new FitMemo.Finding(false, "flavour-dropped", "flavour", "card " + id
          + ": the flavour text does not fit beside the rules text and is left off",
          "shorten the flavour or the rules text"));
    }
    String words = plan.content().words().rules() + " " + plan.content().words().stats();
    for (String icon : RichText.icons(words)) {
      boolean terrainLetter = icon.length() == 1 && Terrain.fromLetter(icon.charAt(0)).isPresent();
      if (!terrainLetter && theme.icon(icon).isEmpty()) {
        found.add(new FitMemo.Finding(false, "unknown-icon", "text", "card " + id + " uses {" + icon
            + "}, which the theme has no icon for", "icons: " + String.join(", ",
            theme.icons().keySet().stream().sorted().toList()) + ", and P H F M W"));
      }
    }
    plan.content().art().ifPresent(a -> found.addAll(ArtCheck.check("card " + id, "art", a,
        renderer.picture(a), plan.layout().get("art").rect())));
    if (dc.card() instanceof PlayerCard p
        && !theme.seats().containsKey(p.colour().toLowerCase(Locale.ROOT))) {
      found.add(new FitMemo.Finding(false, "seat-colour", "colour", "player colour \"" + p.colour()
          + "\" has no seat colour in the theme", "add it under seats: in templates/theme/theme.yaml"));
    }
    return new Measured(found, true, null);
  }
}
