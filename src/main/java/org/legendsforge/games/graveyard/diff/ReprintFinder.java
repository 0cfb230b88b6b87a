package org.legendsforge.games.graveyard.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.kit.output.image.PngCardWriter;
import org.legendsforge.kit.render.CardRenderer;

/**
 * Narrows the data diff's candidates ({@link Reprint}: faces and backs whose data changed) to the
 * printed cards whose drawing really changed: each candidate is drawn from the old side with the
 * old templates and from the new side with the new ones, and kept when the drawings differ. A card
 * new in its deck is always kept; a card gone from its deck is listed for removal. A deck whose
 * back changed needs every card of it reprinted (front and back are one sheet of paper); terrain
 * has no printed back.
 */
public final class ReprintFinder {
  /** A side as it is drawn: its catalog and the renderer made from its templates. */
  public record Drawn(Catalog catalog, CardRenderer renderer) {}

  private static final String EVERY_CARD = "templates or card art";

  private final FaceComparer look;

  public ReprintFinder() {
    this(PngCardWriter.DPI);
  }

  ReprintFinder(int dpi) {
    this.look = new FaceComparer(dpi);
  }

  /**
   * @param everyCard the templates or card art differ between the sides, so every printed card and
   *     back is a candidate, not only those whose data changed
   */
  public ReprintList find(DataDiff diff, Drawn old, Drawn now, boolean everyCard) {
    Causes causes = new Causes(diff, everyCard);
    Map<String, DeckCard> before = byKey(old.catalog());
    Map<String, Deck> oldDecks = new LinkedHashMap<>();
    old.catalog().decks().forEach(d -> oldDecks.put(d.id(), d));
    Set<String> faceCandidates = new LinkedHashSet<>();
    diff.reprint().faces().forEach(f -> faceCandidates.add(key(f.deckId(), f.cardId())));
    Set<String> backCandidates = new LinkedHashSet<>(diff.reprint().backs());
    if (everyCard) {
      now.catalog().printedCards().forEach(c -> faceCandidates.add(key(c)));
      now.catalog().decks().forEach(d -> backCandidates.add(d.id()));
    }
    int compared = 0;
    Set<String> newBacks = new LinkedHashSet<>();
    for (Deck d : now.catalog().decks()) {
      Deck was = oldDecks.get(d.id());
      if (backCandidates.contains(d.id()) && was != null && d.contents() != DeckKind.TERRAIN) {
        compared++;
        if (!look.sameBack(old.renderer(), was, now.renderer(), d)) {
          newBacks.add(d.id());
        }
      }
    }
    List<ReprintCard> out = new ArrayList<>();
    for (DeckCard c : (Iterable<DeckCard>) now.catalog().printedCards()::iterator) {
      DeckCard was = before.get(key(c));
      if (was == null) {
        out.add(new ReprintCard(c, ReprintCard.Why.NEW, List.of()));
        continue;
      }
      boolean face = false;
      if (faceCandidates.contains(key(c))) {
        compared++;
        face = !look.sameFace(old.renderer(), was, now.renderer(), c);
      }
      boolean back = newBacks.contains(c.deck().id());
      if (face || back) {
        ReprintCard.Why why =
            face && back
                ? ReprintCard.Why.FACE_AND_BACK
                : face ? ReprintCard.Why.FACE : ReprintCard.Why.BACK;
        out.add(new ReprintCard(c, why, causes.of(c, face)));
      }
    }
    for (DeckDiff d : diff.decks()) {
      for (CardChange change : d.cards()) {
        if (change.kind() == CardChange.Kind.REMOVED) {
          Optional.ofNullable(before.get(key(d.deckId(), change.id())))
              .ifPresent(c -> out.add(new ReprintCard(c, ReprintCard.Why.REMOVE, List.of())));
        }
      }
    }
    return new ReprintList(out, compared, everyCard);
  }

  private static Map<String, DeckCard> byKey(Catalog c) {
    Map<String, DeckCard> out = new LinkedHashMap<>();
    c.printedCards().forEach(x -> out.put(key(x), x));
    return out;
  }

  private static String key(DeckCard c) {
    return key(c.deck().id(), c.card().id());
  }

  private static String key(String deck, String card) {
    return deck + "\u0000" + card;
  }

  /**
   * The changed data a reprint is put down to: the card's fields, else its deck's, else the game's.
   */
  private static final class Causes {
    private final Map<String, List<String>> cards = new LinkedHashMap<>();
    private final Map<String, List<String>> decks = new LinkedHashMap<>();
    private final List<String> game = new ArrayList<>();
    private final boolean everyCard;

    Causes(DataDiff diff, boolean everyCard) {
      this.everyCard = everyCard;
      for (DeckDiff d : diff.decks()) {
        for (CardChange c : d.cards()) {
          cards.put(key(d.deckId(), c.id()), c.fields().stream().map(FieldChange::path).toList());
        }
      }
      for (CardChange c : diff.deckChanges()) {
        decks.put(c.id(), c.fields().stream().map(f -> "deck " + f.path()).toList());
      }
      diff.game().forEach(f -> game.add("game " + f.path()));
    }

    List<String> of(DeckCard c, boolean face) {
      Set<String> out = new LinkedHashSet<>();
      if (face) {
        out.addAll(cards.getOrDefault(key(c), List.of()));
      }
      if (out.isEmpty()) {
        out.addAll(decks.getOrDefault(c.deck().id(), List.of()));
      }
      if (out.isEmpty()) {
        out.addAll(game);
      }
      if (out.isEmpty() && everyCard) {
        out.add(EVERY_CARD);
      }
      return List.copyOf(out);
    }
  }
}
