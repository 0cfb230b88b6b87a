package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.faces.FaceOf;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.tts.CardState;
import org.legendsforge.kit.tts.Colour;
import org.legendsforge.kit.tts.CustomDeckSheet;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.DeckState;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.ObjectBase;
import org.legendsforge.kit.tts.ObjectState;
import org.legendsforge.kit.tts.Transform;

/**
 * Turns a deck's sheets into a {@code DeckCustom} of {@code Card}s: name, rules text, data as JSON,
 * CardID from sheet key and slot, GUID from the deck and card id. A deck of one card becomes a lone
 * card, because the game cannot show a one-card deck.
 */
public final class DeckBuilder {
  private final GuidAllocator guids;
  private final TableAssets assets;
  private final TooltipText text;
  private final CardData data = new CardData();

  public DeckBuilder(GuidAllocator guids, TableAssets assets) {
    this(guids, assets, new TooltipText());
  }

  public DeckBuilder(GuidAllocator guids, TableAssets assets, TooltipText text) {
    this.text = text;
    this.guids = guids;
    this.assets = assets;
  }

  /** The stable name a card's GUID is hashed from; {@code copy} counts repeats within a deck. */
  public static String cardName(String deckId, String cardId, int copy) {
    return "card:" + deckId + "/" + cardId + (copy == 0 ? "" : "/" + copy);
  }

  public ObjectState build(Deck deck, List<DeckSheet<Deck, DeckCard>> sheets, Transform where) {
    Map<String, CustomDeckSheet> customDeck = new LinkedHashMap<>();
    List<CardState> cards = new ArrayList<>();
    Map<String, Integer> copies = new HashMap<>();
    for (DeckSheet<Deck, DeckCard> sheet : sheets) {
      CustomDeckSheet entry = sheetEntry(sheet);
      customDeck.put(Integer.toString(sheet.key()), entry);
      for (int slot = 0; slot < sheet.cards().size(); slot++) {
        DeckCard dc = sheet.cards().get(slot);
        int copy = copies.merge(dc.card().id(), 1, Integer::sum) - 1;
        cards.add(card(deck, dc.card(), copy, sheet, slot, entry, where));
      }
    }
    if (cards.size() == 1) {
      return cards.get(0);
    }
    ObjectBase base =
        ObjectBase.of(
                guids.guid("deck:" + deck.id()),
                "DeckCustom",
                where,
                deck.name(),
                description(deck))
            .withColour(Colour.CARD_GREY)
            .withTags(List.of("deck", deck.contents().key()));
    return new DeckState(
        base,
        false,
        true,
        false,
        cards.stream().map(CardState::cardId).toList(),
        customDeck,
        cards);
  }

  /** What the deck's tooltip says: the chaos elements are this project's variant (§12). */
  public static String description(Deck deck) {
    return deck.contents() == org.legendsforge.games.graveyard.model.DeckKind.CHAOS_ELEMENTS
        ? org.legendsforge.games.graveyard.rules.Ruling.CHAOS_VARIANT.text()
        : "";
  }

  private CardState card(
      Deck deck,
      Card card,
      int copy,
      DeckSheet<Deck, DeckCard> sheet,
      int slot,
      CustomDeckSheet entry,
      Transform where) {
    Face face = FaceOf.card(card);
    ObjectBase base =
        ObjectBase.of(
                guids.guid(cardName(deck.id(), card.id(), copy)),
                "Card",
                where,
                card.name(),
                text.describe(face))
            .withGmNotes(data.json(deck.id(), face))
            .withColour(Colour.CARD_GREY)
            .withTags(List.of(deck.contents().key()));
    return new CardState(
        base, sheet.cardId(slot), false, true, true, CardState.sheetMap(sheet.key(), entry));
  }

  private CustomDeckSheet sheetEntry(DeckSheet<Deck, DeckCard> sheet) {
    return new CustomDeckSheet(
        assets.sheetFace(sheet),
        assets.deckBack(sheet.deck()),
        sheet.columns(),
        sheet.rows(),
        true,
        false,
        0);
  }
}
