package org.legendsforge.games.graveyard.table;

import java.util.List;
import org.legendsforge.games.graveyard.faces.FaceOf;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.tts.Colour;
import org.legendsforge.kit.tts.CustomDeckSheet;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.ObjectBase;
import org.legendsforge.kit.tts.ObjectState;
import org.legendsforge.kit.tts.SheetDeck;
import org.legendsforge.kit.tts.Transform;

/**
 * Turns a deck's sheets into a {@code DeckCustom} of {@code Card}s through the kit's {@link
 * SheetDeck}: this game's name, rules text and data as JSON on each card, its GUID from the deck
 * and card id.
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
    return SheetDeck.of(
        sheets,
        new SheetDeck.Cards<>() {
          @Override
          public CustomDeckSheet entry(DeckSheet<Deck, DeckCard> sheet) {
            return sheetEntry(sheet);
          }

          @Override
          public String id(DeckCard card) {
            return card.card().id();
          }

          @Override
          public int copies(DeckCard card) {
            return 1; // the catalog lists every copy, each in a slot of its own
          }

          @Override
          public ObjectBase card(DeckCard card, int copy) {
            return DeckBuilder.this.card(deck, card.card(), copy, where);
          }
        },
        () ->
            ObjectBase.of(
                    guids.guid("deck:" + deck.id()),
                    "DeckCustom",
                    where,
                    deck.name(),
                    description(deck))
                .withColour(Colour.CARD_GREY)
                .withTags(List.of("deck", deck.contents().key())));
  }

  /** What the deck's tooltip says: the chaos elements are this project's variant (§12). */
  public static String description(Deck deck) {
    return deck.contents() == org.legendsforge.games.graveyard.model.DeckKind.CHAOS_ELEMENTS
        ? org.legendsforge.games.graveyard.rules.Ruling.CHAOS_VARIANT.text()
        : "";
  }

  private ObjectBase card(Deck deck, Card card, int copy, Transform where) {
    Face face = FaceOf.card(card);
    return ObjectBase.of(
            guids.guid(cardName(deck.id(), card.id(), copy)),
            "Card",
            where,
            card.name(),
            text.describe(face))
        .withGmNotes(data.json(deck.id(), face))
        .withColour(Colour.CARD_GREY)
        .withTags(List.of(deck.contents().key()));
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
