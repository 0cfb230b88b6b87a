package org.legendsforge.games.graveyard.validate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * Sleeve colours players must tell apart. Colour difference is CIEDE2000 between the two sleeves in
 * CIELAB, for normal vision and after simulating deuteranopia and protanopia (Machado et al. 2009,
 * full severity; see {@link Vision}).
 *
 * <ul>
 *   <li>{@code sleeve-distinct} (error): the rules ask for distinct sleeves for General Spells
 *       against each element deck, Turn Order against Hero Control and Starting against Item
 *       Weapons; such a pair closer than {@value #DISTINCT} for normal vision is "equal or nearly
 *       so". About 2.3 is one just-noticeable difference, and two sleeves bought from different
 *       makers or batches drift by a unit or so, so below 3 the sleeves can be the same colour.
 *   <li>{@code sleeve-confusable} (warning): any two decks closer than {@value #CONFUSABLE} for any
 *       of the three visions. Sleeves are recognised alone at a glance across a table, not compared
 *       side by side in a light booth; table light shifts colours by a few units on top of the
 *       maker drift, so colours within 6 of each other are easily taken for one another.
 * </ul>
 */
public final class SleeveColourCheck implements CatalogCheck {
  static final double DISTINCT = 3.0;
  static final double CONFUSABLE = 6.0;

  @Override
  public void check(Catalog catalog, SourceMap where, Diagnostics sink) {
    for (DeckKind[] pair : requiredPairs()) {
      Optional<Deck> one = catalog.deck(pair[0]);
      Optional<Deck> two = catalog.deck(pair[1]);
      if (one.isEmpty() || two.isEmpty() || !valid(one.get()) || !valid(two.get())) {
        continue;
      }
      double d = difference(Vision.NORMAL, one.get(), two.get());
      if (d < DISTINCT) {
        sink.error(
            "sleeve-distinct",
            where.locate(two.get().id(), "sleeve"),
            String.format(
                Locale.ROOT,
                "the rules ask %s and %s to have distinct sleeves, but %s and %s differ by only"
                    + " %.1f (CIEDE2000; at least %.0f needed)",
                one.get().name(),
                two.get().name(),
                describe(one.get()),
                describe(two.get()),
                d,
                DISTINCT),
            "pick a sleeve that differs from "
                + describe(one.get())
                + " in lightness as well as hue");
      }
    }
    List<Deck> decks = catalog.decks().stream().filter(SleeveColourCheck::valid).toList();
    for (int i = 0; i < decks.size(); i++) {
      for (int j = i + 1; j < decks.size(); j++) {
        confusable(decks.get(i), decks.get(j), where, sink);
      }
    }
  }

  private static void confusable(Deck one, Deck two, SourceMap where, Diagnostics sink) {
    Vision worst = Vision.NORMAL;
    double least = Double.MAX_VALUE;
    for (Vision v : Vision.values()) {
      double d = difference(v, one, two);
      if (d < least) {
        least = d;
        worst = v;
      }
    }
    if (least >= CONFUSABLE) {
      return;
    }
    String seen = worst == Vision.NORMAL ? "with normal vision" : "under simulated " + worst.word();
    sink.warning(
        "sleeve-confusable",
        where.locate(two.id(), "sleeve"),
        String.format(
            Locale.ROOT,
            "sleeves of %s (%s) and %s (%s) are hard to tell apart %s: CIEDE2000 %.1f, below %.0f",
            one.name(),
            describe(one),
            two.name(),
            describe(two),
            seen,
            least,
            CONFUSABLE),
        "change one of the two colours, preferably in lightness, which every kind of vision sees");
  }

  static List<DeckKind[]> requiredPairs() {
    List<DeckKind[]> pairs = new ArrayList<>();
    for (DeckKind k : DeckKind.values()) {
      if (k.element().isPresent()) {
        pairs.add(new DeckKind[] {DeckKind.GENERAL_SPELLS, k});
      }
    }
    pairs.add(new DeckKind[] {DeckKind.TURN_ORDER, DeckKind.HERO_CONTROL});
    pairs.add(new DeckKind[] {DeckKind.STARTING_WEAPONS, DeckKind.ITEM_WEAPONS});
    return pairs;
  }

  static double difference(Vision v, Deck one, Deck two) {
    return Ciede2000.delta(v.see(one.sleeve().rgb()), v.see(two.sleeve().rgb()));
  }

  /** The loader reports malformed hex; skip such decks rather than fail. */
  private static boolean valid(Deck d) {
    return d.sleeve() != null
        && d.sleeve().hex() != null
        && d.sleeve().hex().matches("#[0-9A-Fa-f]{6}");
  }

  private static String describe(Deck d) {
    return d.sleeve().name() + " " + d.sleeve().hex().toUpperCase(Locale.ROOT);
  }
}
